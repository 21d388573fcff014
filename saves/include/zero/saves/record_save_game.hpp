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
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/core/seat.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero::saves {

// `Game` is the game's id, which the save's header carries (kGame).
template <class MatchRecord, class Rules, games::GameId Game>
struct RecordSaveGame {
    static constexpr games::GameId kGame = Game;

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

// What the save files of one game do with its SaveGame (which names its game as kGame): compiled
// once in the game's *_save.cpp over saves/src/record_save.hpp; the game's header names these as
// its make_save, write_save, load_save and so on.
template <class SaveGame, class State>
struct RecordSaveFile {
    using Save = SaveGame;
    using Restored = RestoredState<State>;
    using Decoded = DecodedSave<SaveGame>;
    using Loaded = LoadedRecordSave<SaveGame, State>;

    static SaveGame make(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at);
    // What a save says about itself, without replaying. Empty when consistent; otherwise one sentence.
    static std::string shape_error(const SaveGame& save);
    static Restored restore(const SaveGame& save);
    static std::string encode(const SaveGame& save);
    static std::string encode_body(const SaveGame& save);
    // Header, checksum, then body; a save of another game is refused with one sentence.
    static Decoded decode(std::string_view bytes);
    // The body alone, past the checksum (the fuzzer reaches the deserializer through this).
    static Decoded decode_body(std::string_view body);
    // As zero::write_save: the old save becomes the backup first when `rotate_backup`.
    static std::string write(const std::string& path, const SaveGame& save, bool rotate_backup);
    // As zero::load_save: falls back to the backup when the file does not load.
    static Loaded load(const std::string& path);
    // As zero::archive_finished: the record to history/<name>.json, then the save deleted.
    static std::string archive(const std::string& path, const SaveGame& save, const std::string& history_folder);
};

}  // namespace zero::saves

// A game's `SaveFile` (the RecordSaveFile of its SaveGame and State, compiled in its *_save.cpp)
// and its save functions over it, in its own namespace where the autosaver, the command line and
// the tables find them (soler_save.hpp, hero_save.hpp): make_save, restore, encode_save,
// decode_save, write_save, load_save, archive_finished and so on.
#define ZERO_RECORD_SAVE_FUNCTIONS(SaveGame, State)                                                              \
    using SaveFile = ::zero::saves::RecordSaveFile<SaveGame, State>;                                             \
    using Restored = SaveFile::Restored;                                                                         \
    using SaveDecode = SaveFile::Decoded;                                                                        \
    using LoadedSave = SaveFile::Loaded;                                                                         \
    inline SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) { \
        return SaveFile::make(state, seats, saved_at);                                                           \
    }                                                                                                            \
    inline std::string save_shape_error(const SaveGame& save) { return SaveFile::shape_error(save); }           \
    inline Restored restore(const SaveGame& save) { return SaveFile::restore(save); }                           \
    inline std::string encode_save(const SaveGame& save) { return SaveFile::encode(save); }                     \
    inline std::string encode_save_body(const SaveGame& save) { return SaveFile::encode_body(save); }           \
    inline SaveDecode decode_save(std::string_view bytes) { return SaveFile::decode(bytes); }                   \
    inline SaveDecode decode_save_body(std::string_view body) { return SaveFile::decode_body(body); }           \
    inline std::string write_save(const std::string& path, const SaveGame& save, bool rotate_backup = true) {   \
        return SaveFile::write(path, save, rotate_backup);                                                       \
    }                                                                                                            \
    inline LoadedSave load_save(const std::string& path) { return SaveFile::load(path); }                       \
    inline std::string archive_finished(const std::string& path, const SaveGame& save,                          \
                                        const std::string& history_folder) {                                     \
        return SaveFile::archive(path, save, history_folder);                                                    \
    }
