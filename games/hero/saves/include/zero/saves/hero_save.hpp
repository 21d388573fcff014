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

struct SaveGame : saves::RecordSaveGame<MatchRecord, Rules, kGame> {};
// Its SaveFile is compiled in hero_save.cpp; record_save_game.hpp says what each function does.
ZERO_RECORD_SAVE_FUNCTIONS(SaveGame, State)

}  // namespace zero::hero
