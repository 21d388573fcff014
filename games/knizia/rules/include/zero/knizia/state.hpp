// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The authoritative match: everything, hidden hands included. Only the table that owns the
// match holds one; seats, bots and the renderer get a View (view.hpp).
#include <array>
#include <cstdint>
#include <vector>

#include "zero/knizia/action.hpp"
#include "zero/knizia/events.hpp"
#include "zero/core/dealt.hpp"
#include "zero/core/rng.hpp"
#include "zero/knizia/rules.hpp"

namespace zero::knizia {

enum class Phase : std::uint8_t { Playing, MatchOver };

using PoolArray = std::array<Card, kMaxPool>;

// One round as it was dealt and played; the match record is made from these.
struct RoundLog {
    Seat dealer = 0;
    HandArray dealt{};
    PoolArray pool{};  // as laid out, slots 0..pool_size-1
    std::vector<Move> moves;
    bool finished = false;
    RoundEnd end = RoundEnd::Knocks;
    SeatArray scores{};
    HandArray final_hands{};  // as revealed at the round's end
};

using Progress = core::DealtProgress<Rules, Phase, SeatArray>;

struct State : core::DealtState<Progress, std::uint64_t, RoundLog> {
    int round = 0;  // 0-based index of the round being played (or the last one, once over)
    Seat dealer = 0;
    HandArray hands{};
    PoolArray pool{};
    CardSet pool_set;
    int knocks = 0;
    bool last_lap = false;
    int last_lap_turns_left = 0;  // turns still to come in the last lap
};

Seat next_seat(const State& state, Seat seat);
// Seats that still get a turn in the last lap (empty mask when it is not on).
SeatMask still_to_play(const State& state);
// Lowest totals; ties share the win.
SeatMask winners(const SeatArray& totals, int players);

}  // namespace zero::knizia
