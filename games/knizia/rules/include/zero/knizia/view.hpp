// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What one seat may know (rules file, "What each player may know"). Bots, the renderer and
// remote clients are given a View, never the State.
#include <vector>

#include "zero/knizia/match.hpp"
#include "zero/knizia/state.hpp"

namespace zero::knizia {

struct FinishedRound {
    Seat dealer = 0;
    RoundEnd end = RoundEnd::Knocks;
    HandArray hands{};  // revealed at the round's end
    SeatArray scores{};
    // Public as they were made: the pool as the round left it and the round's last moves, in
    // order (up to kFinishedMovesKept). With the hands revealed, they tell how each player chose
    // (Hard's opponent model reads them).
    PoolArray pool{};
    std::vector<Move> moves;
};
// A finished round's moves kept in a view: the last ones, which is all but the longest rounds (a
// lap of five seats is five moves), and bounds what a view of a fifty-round match carries.
inline constexpr std::size_t kFinishedMovesKept = 128;

struct View : core::DealtView<Progress, FinishedRound> {
    int round = 0;
    Seat dealer = 0;
    CardSet hand;
    PoolArray pool{};
    int knocks = 0;
    bool last_lap = false;
    SeatMask still_to_play = 0;
    std::vector<Move> history;  // this round's moves, in order
    // Cards publicly known to be in each hand: taken from the pool and not given back since.
    HandArray known{};

    bool my_turn() const { return phase == Phase::Playing && to_move == seat; }
    CardSet pool_set() const;
    // Cards this seat has never seen: another hand's unknown cards or the face-down rest.
    CardSet unseen() const;
};

View view_for(const State& state, Seat seat);
// The known-cards bookkeeping, also used by bots that track it move by move.
void note_move(HandArray& known, const Move& move);
ActionList legal_actions(const View& view);

}  // namespace zero::knizia
