// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON form of a Solèr's ZERO match record (soler-zero.md, "The match record"): the common
// envelope of docs/match-record.md with this game's "game" (kGameId) and this game's round fields.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "zero/soler/game_id.hpp"
#include "zero/saves/record_parse.hpp"
#include "zero/soler/record.hpp"

namespace zero::soler {

// A match to a target can run to 50 games of up to 500 tricks; its record stays under this.
inline constexpr std::size_t kMaxRecordBytes = 32U << 20;

using RecordParse = saves::RecordParse<MatchRecord>;

std::string record_to_json(const MatchRecord& record);
// Checks the document's shape only; replay() checks the game in it.
RecordParse record_from_json(std::string_view text);
// Errors name the file: "match.json: ...".
RecordParse load_record_file(const std::string& path);
// Written whole to a temporary file, then renamed over `path`. Returns an error or empty.
std::string save_record_file(const std::string& path, const MatchRecord& record);

// One action as it stands in a record: {"seat": 1, "action": "safe", "groups": [[0], [3, -2, -1]]}.
std::string move_to_json(const Move& move, bool with_seat = true);

}  // namespace zero::soler
