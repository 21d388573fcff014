// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match in progress as a save file holds it: the match record plus what is needed to carry on
// (who sits where, and the RNG state, whose turn and state id as cross-checks). No dump of State:
// resuming replays the record, which re-derives the state from the seed and validates every action.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/knizia/record.hpp"
#include "zero/saves/saved_seat.hpp"
#include "zero/knizia/state.hpp"

namespace zero {

struct SaveGame {
    knizia::MatchRecord record;  // players[i] == seats[i].name
    std::vector<SavedSeat> seats;
    knizia::Rules rules;
    // Cross-checks against the replayed state: a mismatch means the file is not what was saved.
    std::uint64_t rng_state = 0;
    Seat to_move = 0;
    std::uint32_t state_id = 0;
    int round = 0;            // 0-based index of the round being played (the last one once over)
    std::vector<int> totals;  // running totals, so a listing needs no replay
    std::int64_t saved_at = 0;  // seconds since the Unix epoch

    bool finished() const { return record.finished(); }
    friend bool operator==(const SaveGame& a, const SaveGame& b);
};

// `seats` must have one entry per player; their names become the record's player names.
SaveGame make_save(const knizia::State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at);

// Checks what a save says about itself without replaying: seat count and kinds, rules, names.
// Empty when consistent; otherwise one sentence.
std::string save_shape_error(const SaveGame& save);

struct Restored {
    std::optional<knizia::State> state;
    std::string error;  // one sentence without the file name; empty on success
};

// Replays the record and checks the saved rules, RNG state, whose turn, state id, round and
// totals against the replayed state.
Restored restore(const SaveGame& save);

}  // namespace zero
