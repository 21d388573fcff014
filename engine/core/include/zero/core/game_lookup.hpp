// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The game's own rule functions, found by argument-dependent lookup beside its types, called from
// the generic parts (rules_table.hpp, dealt_replay_steps.hpp). They live outside those structs,
// whose members of the same names would hide the game's functions.
#include "zero/core/seat.hpp"

namespace zero::core::game_lookup {

template <class S>
SeatMask seats_to_act(const S& state) {
    return to_act(state);
}
template <class S>
auto seat_view(const S& state, Seat seat) {
    return view_for(state, seat);
}
template <class S, class I>
auto apply_intent(S& state, const I& intent) {
    return try_apply(state, intent);
}
template <class S>
auto first_legal(const S& state, Seat seat) {
    return legal_actions(state, seat).front();
}
template <class Record>
auto replay_record(const Record& record) {
    return replay(record);
}

}  // namespace zero::core::game_lookup
