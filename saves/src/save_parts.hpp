// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parts of a save that every game's does alike, Knizia's Zero's too (its SaveGame has the
// same record, seats, rules, rng_state, state_id, totals and saved_at): making one from a state,
// its shape checks and reading its body. The game's make_record and rules_error are found by
// argument type. Private to saves/src; record_save.hpp builds the record-based saves on it.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "binary_io.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero::record_save {

// What every save of a match holds alike (Knizia's Zero's too): the record so far, the seats, the
// rules, the generator, the state id, the totals and when it was saved.
template <class SaveGame, class State>
SaveGame make_common(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
    SaveGame save;
    save.record = make_record(state, seat_names(seats));
    save.seats = seats;
    save.rules = state.rules;
    save.rng_state = state.rng.state();
    save.state_id = state.state_id;
    save.totals.assign(state.totals.begin(), state.totals.begin() + state.players());
    save.saved_at = saved_at;
    return save;
}

template <class SaveGame>
std::string shape_error(const SaveGame& save) {
    if (std::string why = rules_error(save.rules); !why.empty()) return "the saved rules are not playable: " + why;
    if (save.rules != save.record.rules()) return "the saved rules differ from the record's";
    if (std::string why = seats_shape_error(save.seats, save.record.players); !why.empty()) return why;
    if (save.totals.size() != save.seats.size()) return "the save has totals for the wrong number of seats";
    return {};
}

template <class SaveDecode, class SaveGame>
SaveDecode decode_body(std::string_view body) {
    SaveDecode out;
    SaveGame save;
    out.error = binary::decode_body(body, kMaxSaveBytes, save);
    if (out.error.empty()) out.save = std::move(save);
    return out;
}

}  // namespace zero::record_save
