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
#include "zero/soler/game_id.hpp"
#include "zero/soler/record.hpp"

namespace zero::soler {

struct SaveGame : saves::RecordSaveGame<MatchRecord, Rules> {
    static constexpr games::GameId kGame = soler::kGame;
};
// Compiled in soler_save.cpp; record_save_game.hpp says what each does.
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

// Whether `whole` carries on from the match `saved` recorded: `saved` is `whole` as it stood when
// the save was made. Its last game's actions are a prefix of `whole`'s but for an open play stage,
// whose commits stand clockwise from the leader (a later seat's commit may be there while an
// earlier seat's is still to come): those are in `whole`'s complete stage, in the same order.
// Empty when it carries on; otherwise the first difference, in one sentence.
std::string carry_on_error(const MatchRecord& saved, const MatchRecord& whole);

}  // namespace zero::soler
