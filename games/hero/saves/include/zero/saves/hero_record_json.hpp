// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON form of a Zero Hero match record (zero-hero.md, "The match record"): the common
// envelope of docs/match-record.md with this game's "game" (kGameId) and this game's round fields.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "zero/hero/game_id.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/json.hpp"
#include "zero/saves/record_parse.hpp"

namespace zero::hero {

inline constexpr std::size_t kMaxRecordBytes = 8U << 20;

using RecordParse = saves::RecordParse<MatchRecord>;

std::string record_to_json(const MatchRecord& record);
// Checks the document's shape only; replay() checks the game in it.
RecordParse record_from_json(std::string_view text);
// Errors name the file: "match.json: ...".
RecordParse load_record_file(const std::string& path);
// Written whole to a temporary file, then renamed over `path`. Returns an error or empty.
std::string save_record_file(const std::string& path, const MatchRecord& record);

// One action as it stands in a record: {"seat": 2, "action": "swap", "give": "yellow2", "to": 0}.
std::string move_to_json(const Move& move, bool with_seat = true);
// An action in that form, the seat aside (an external bot's answer too). Throws json::ShapeError
// (zero/saves/json_read.hpp) naming `what` and the problem.
Action action_from_json(const rapidjson::Value& v, const std::string& what);

}  // namespace zero::hero
