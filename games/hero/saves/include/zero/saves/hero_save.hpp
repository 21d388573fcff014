// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Zero Hero in progress as a save file holds it (save_format.hpp's header with game
// zero-hero): the match record so far, the seats and cross-checks. Resuming replays the record,
// which re-derives the state (the pile's order and every face-down card included) and validates
// every action.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "zero/hero/game_id.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/record_save_game.hpp"

namespace zero::hero {

struct SaveGame : saves::RecordSaveGame<MatchRecord, Rules> {
    static constexpr games::GameId kGame = hero::kGame;
};
// Compiled in hero_save.cpp; record_save_game.hpp says what each does.
using SaveFile = saves::RecordSaveFile<SaveGame, State>;
using Restored = SaveFile::Restored;
using SaveDecode = SaveFile::Decoded;
using LoadedSave = SaveFile::Loaded;

inline SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at) {
    return SaveFile::make(state, seats, saved_at);
}
inline std::string save_shape_error(const SaveGame& save) { return SaveFile::shape_error(save); }
inline Restored restore(const SaveGame& save) { return SaveFile::restore(save); }
inline std::string encode_save(const SaveGame& save) { return SaveFile::encode(save); }
inline std::string encode_save_body(const SaveGame& save) { return SaveFile::encode_body(save); }
inline SaveDecode decode_save(std::string_view bytes) { return SaveFile::decode(bytes); }
inline SaveDecode decode_save_body(std::string_view body) { return SaveFile::decode_body(body); }
inline std::string write_save(const std::string& path, const SaveGame& save, bool rotate_backup = true) {
    return SaveFile::write(path, save, rotate_backup);
}
inline LoadedSave load_save(const std::string& path) { return SaveFile::load(path); }
inline std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history_folder) {
    return SaveFile::archive(path, save, history_folder);
}

}  // namespace zero::hero
