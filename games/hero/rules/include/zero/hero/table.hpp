// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero at the shared table (zero/core/table.hpp): one seat decides at a time (the seat to
// move, or the buyer deciding its swap); a controller's illegal answer is replaced by the seat's
// first legal action (taking one zerone from the first pile that has one, else buying the first
// pair it can; the first swap listed).
#include "zero/core/table.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/view.hpp"

namespace zero::hero {

// The module the shared table is instantiated with.
struct TableGame {
    using State = hero::State;
    using Action = hero::Action;
    using View = hero::View;
    using EventList = hero::EventList;
    using MoveError = hero::MoveError;
    using Intent = hero::Intent;
    static int players(const State& state) { return state.players(); }
    static SeatMask to_act(const State& state) { return hero::to_act(state); }
    static bool over(const State& state) { return state.phase == Phase::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }
    static View view_for(const State& state, Seat seat) { return hero::view_for(state, seat); }
    static ApplyResult try_apply(State& state, const Intent& intent) { return hero::try_apply(state, intent); }
    static Action fallback(const State& state, Seat seat) { return legal_actions(state, seat).front(); }
};

using SeatController = core::SeatController<TableGame>;
using Table = core::Table<TableGame>;

}  // namespace zero::hero
