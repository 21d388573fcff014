// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO at the shared table (zero/core/table.hpp): in the Play phase every seat that has
// not committed is asked at once; a controller's illegal answer is replaced by the seat's first
// legal action (its lowest card, the lowest free bet, or laying nothing).
#include "zero/core/table.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/view.hpp"

namespace zero::soler {

// The module the shared table is instantiated with.
struct TableGame {
    using State = soler::State;
    using Action = soler::Action;
    using View = soler::View;
    using EventList = soler::EventList;
    using MoveError = soler::MoveError;
    using Intent = soler::Intent;
    static int players(const State& state) { return state.players(); }
    static SeatMask to_act(const State& state) { return soler::to_act(state); }
    static bool over(const State& state) { return state.phase == Phase::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }
    static View view_for(const State& state, Seat seat) { return soler::view_for(state, seat); }
    static ApplyResult try_apply(State& state, const Intent& intent) { return soler::try_apply(state, intent); }
    static Action fallback(const State& state, Seat seat) { return legal_actions(state, seat).front(); }
};

using SeatController = core::SeatController<TableGame>;
using Table = core::Table<TableGame>;

}  // namespace zero::soler
