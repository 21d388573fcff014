// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Knizia's Zero in progress as a save file holds it: the match record plus what is
// needed to carry on (who sits where, and the RNG state, whose turn and state id as cross-checks).
// No dump of State: resuming replays the record, which re-derives the state from the seed and
// validates every action.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/knizia/record.hpp"
#include "zero/knizia/state.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/saved_seat.hpp"

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

// Its bytes in a save file (save_format.hpp's header naming Knizia's Zero), and the body alone.
std::string encode_save(const SaveGame& save);
std::string encode_save_body(const SaveGame& save);

struct SaveDecode {
    std::optional<SaveGame> save;
    std::string error;  // one sentence without the file name; empty on success
};
// Header, checksum, then body of a save of Knizia's Zero (another game's save is refused with
// one sentence); the game inside is not replayed (restore() does that).
SaveDecode decode_save(std::string_view bytes);
// The body alone, past the checksum (the fuzzer reaches the deserializer through this).
SaveDecode decode_save_body(std::string_view body);

// Encodes and writes atomically (temporary file, fsync, rename). With `rotate_backup`, the save
// now at `path` first becomes the backup; pass false when `path` is known to be damaged, so the
// good backup is kept. Creates the folder when missing. Returns an error naming the file, or empty.
std::string write_save(const std::string& path, const SaveGame& save, bool rotate_backup = true);

struct LoadedSave {
    std::optional<SaveGame> save;
    std::optional<knizia::State> state;  // replayed and cross-checked
    std::string error;           // "FILE: problem"; empty on success
    bool from_backup = false;    // the main file was damaged and the backup was used
    std::string warning;         // why the backup was used
};

// Reads, checks and replays `path`, a save of Knizia's Zero (soler_save.hpp loads Solèr's); when
// that fails, tries its backup. Never writes anything.
LoadedSave load_save(const std::string& path);

// Writes the finished match's record to history/<name>.json, then deletes the save and its
// backup. Returns an error naming the file, or empty; on error the save is kept.
std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history_folder);

}  // namespace zero
