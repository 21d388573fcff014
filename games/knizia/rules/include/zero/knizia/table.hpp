// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero at the shared table (zero/core/table.hpp): one seat acts at a time, and a
// controller's illegal answer knocks.
#include "zero/core/table.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/view.hpp"

namespace zero::knizia {

// The module the shared table is instantiated with.
struct KniziaTableGame {
    using State = zero::knizia::State;
    using Action = zero::knizia::Action;
    using View = zero::knizia::View;
    using EventList = zero::knizia::EventList;
    using MoveError = zero::knizia::MoveError;
    using Intent = zero::knizia::Intent;
    static int players(const State& state) { return state.players(); }
    static SeatMask to_act(const State& state) {
        return state.phase == Phase::MatchOver ? SeatMask{0} : seat_bit(state.to_move);
    }
    static bool over(const State& state) { return state.phase == Phase::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }
    static View view_for(const State& state, Seat seat) { return zero::knizia::view_for(state, seat); }
    static ApplyResult try_apply(State& state, const Intent& intent) { return zero::knizia::try_apply(state, intent); }
    static Action fallback(const State&, Seat) { return Action::knock(); }
};

using SeatController = core::SeatController<KniziaTableGame>;
using Table = core::Table<KniziaTableGame>;

}  // namespace zero::knizia
