// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's view_for copies from the state alike: whose view it is, the rules, the phase,
// the seat to move, the match's totals, the state id and, where the game has them, the game being
// played, the epoch of the decision asked and the seats that may act. The rest of a view (what the seat may see of the
// cards) is each game's own.
#include "zero/core/seat.hpp"

namespace zero::core {

template <class View, class State>
View common_view(const State& state, Seat seat) {
    View v;
    v.seat = seat;
    v.rules = state.rules;
    v.phase = state.phase;
    v.to_move = state.to_move;
    v.totals = state.totals;
    v.state_id = state.state_id;
    if constexpr (requires { v.game = state.game; }) v.game = state.game;
    if constexpr (requires { v.epoch = state.epoch; }) v.epoch = state.epoch;
    if constexpr (requires { v.to_act = to_act(state); }) v.to_act = to_act(state);
    return v;
}

}  // namespace zero::core
