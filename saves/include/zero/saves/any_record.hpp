// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match record of any game: the envelope's "game" (none: Knizia's Zero, as records were written
// before it was named) picks the game's reader through the catalogue. An unknown game, or one this
// build cannot play, is refused with one sentence.
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "zero/catalogue/catalogue.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/record_json.hpp"
#include "zero/saves/record_parse.hpp"
#include "zero/saves/soler_record_json.hpp"

namespace zero {

// In GameId order: the index is the game's id less one.
using AnyRecord = std::variant<knizia::MatchRecord, soler::MatchRecord, hero::MatchRecord>;

using AnyRecordParse = saves::RecordParse<AnyRecord>;

games::GameId game_of(const AnyRecord& record);

// Checks the envelope, then the game's document shape; replay() checks the game in it.
AnyRecordParse any_record_from_json(std::string_view text);
// Errors name the file: "match.json: ...".
AnyRecordParse load_any_record_file(const std::string& path);

}  // namespace zero
