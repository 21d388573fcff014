// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What one seat may know (soler-zero.md, "What each player may know"). Bots, the renderer and
// remote clients are given a View, never the State: no other hand, no face-down play but this
// seat's own, nothing of the pile but its size.
#include <optional>
#include <vector>

#include "zero/soler/match.hpp"

namespace zero::soler {

struct FinishedGame {
    Seat dealer = 0;
    GameEnd end = GameEnd::Out;
    int tricks = 0;
    SeatArray scores{};
    friend bool operator==(const FinishedGame&, const FinishedGame&) = default;
};

// to_move is who bets or lays (Bet and Safe phases).
struct View : core::ActingView<Progress, FinishedGame> {
    int trick = 0;
    Seat dealer = 0;
    Seat leader = 0;
    SeatMask committed = 0;   // who has played face down in this trick (not what)
    std::optional<int> my_play;  // this seat's own face-down card, once played
    SeatMask bet_made = 0;
    SeatArray bets{};
    Cards hand;
    SeatArray hand_sizes{};
    int pile_size = 0;
    CardsArray safe{};   // every seat's safe cards this game, face up
    CardsArray known{};  // cards publicly known to be in each hand
    LastTrick last;      // the trick revealed last in this game

    // Cards this seat cannot place: another hand's unknown cards or the pile.
    Cards unseen() const;
    friend bool operator==(const View&, const View&) = default;
};

View view_for(const State& state, Seat seat);
// The same list as legal_actions(State, seat), from what the seat sees.
ActionList legal_actions(const View& view);

}  // namespace zero::soler
