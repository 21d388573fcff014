// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of High Card in progress as a save file holds it (save_format.hpp's header with this
// game's id): the match record so far, the seats and cross-checks, as every game whose save is its
// record (record_save_game.hpp). Resuming replays the record.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "zero/highcard/game.hpp"
#include "zero/highcard/game_id.hpp"
#include "zero/saves/record_save_game.hpp"

namespace zero::highcard {

struct SaveGame : saves::RecordSaveGame<MatchRecord, Rules, kGame> {};
// Its SaveFile is compiled in save.cpp; record_save_game.hpp says what each function does.
ZERO_RECORD_SAVE_FUNCTIONS(SaveGame, State)

}  // namespace zero::highcard
