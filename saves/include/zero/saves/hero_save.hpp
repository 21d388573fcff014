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

#include "zero/hero/record.hpp"
#include "zero/saves/record_save_game.hpp"

namespace zero::hero {

struct SaveGame : saves::RecordSaveGame<MatchRecord, Rules> {};
using Restored = saves::RestoredState<State>;
using SaveDecode = saves::DecodedSave<SaveGame>;
using LoadedSave = saves::LoadedRecordSave<SaveGame, State>;

SaveGame make_save(const State& state, const std::vector<SavedSeat>& seats, std::int64_t saved_at);
// What a save says about itself, without replaying. Empty when consistent; otherwise one sentence.
std::string save_shape_error(const SaveGame& save);

Restored restore(const SaveGame& save);

std::string encode_save(const SaveGame& save);
std::string encode_save_body(const SaveGame& save);
// Header, checksum, then body; a save of another game is refused with one sentence.
SaveDecode decode_save(std::string_view bytes);
// The body alone, past the checksum (the fuzzer reaches the deserializer through this).
SaveDecode decode_save_body(std::string_view body);

// As zero::write_save: the old save becomes the backup first when `rotate_backup`.
std::string write_save(const std::string& path, const SaveGame& save, bool rotate_backup = true);

// As zero::load_save: falls back to the backup when the file does not load.
LoadedSave load_save(const std::string& path);
// As zero::archive_finished: the record to history/<name>.json, then the save deleted.
std::string archive_finished(const std::string& path, const SaveGame& save, const std::string& history_folder);

}  // namespace zero::hero
