// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Solèr's ZERO in progress as a save file holds it (save_format.hpp's header with game
// soler-zero): the match record, partial tricks included (the log keeps a trick's plays clockwise
// from its leader, so the record is the same for every order of commits), plus the seats and
// cross-checks. Resuming replays the record, which re-derives the state and validates every action.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "zero/saves/record_save_game.hpp"
#include "zero/soler/record.hpp"

namespace zero::soler {

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

// Whether `whole` carries on from the match `saved` recorded: `saved` is `whole` as it stood when
// the save was made. Its last game's actions are a prefix of `whole`'s but for an open play stage,
// whose commits stand clockwise from the leader (a later seat's commit may be there while an
// earlier seat's is still to come): those are in `whole`'s complete stage, in the same order.
// Empty when it carries on; otherwise the first difference, in one sentence.
std::string carry_on_error(const MatchRecord& saved, const MatchRecord& whole);

}  // namespace zero::soler
