// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shape of a save made of a match record, its seats and cross-checks, for the games whose seats
// each answer on their own (Solèr's ZERO, Zero Hero; save_format.hpp's header names the game): the
// match record so far, the seats and what the replayed state must match. Resuming replays the record,
// which re-derives the state and validates every action. Each game names these for its own record,
// rules and state (soler_save.hpp, hero_save.hpp); saves/src/record_save.hpp reads and writes them.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/core/seat.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero::saves {

template <class MatchRecord, class Rules>
struct RecordSaveGame {
    MatchRecord record;  // players[i] == seats[i].name
    std::vector<SavedSeat> seats;
    Rules rules;
    // Cross-checks against the replayed state: a mismatch means the file is not what was saved.
    std::uint64_t rng_state = 0;
    std::uint32_t state_id = 0;
    std::uint32_t epoch = 0;
    SeatMask to_act = 0;
    int game = 0;             // 0-based index of the game being played (the last one once over)
    std::vector<int> totals;  // running totals, so a listing needs no replay
    std::int64_t saved_at = 0;

    bool finished() const { return record.finished(); }
    friend bool operator==(const RecordSaveGame&, const RecordSaveGame&) = default;
};

template <class State>
struct RestoredState {
    std::optional<State> state;
    std::string error;  // one sentence without the file name; empty on success
};

template <class SaveGame>
struct DecodedSave {
    std::optional<SaveGame> save;
    std::string error;  // one sentence without the file name; empty on success
};

template <class SaveGame, class State>
struct LoadedRecordSave {
    std::optional<SaveGame> save;
    std::optional<State> state;  // replayed and cross-checked
    std::string error;           // "FILE: problem"; empty on success
    bool from_backup = false;
    std::string warning;
};

}  // namespace zero::saves
