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

ZERO_RECORD_JSON_FUNCTIONS(MatchRecord, Move)

// An action as a record has it ({"seat": 2, "action": "swap", "give": "yellow2", "to": 0}), the
// seat aside (an external bot's answer too). Throws json::ShapeError (zero/saves/json_read.hpp)
// naming `what` and the problem.
Action action_from_json(const rapidjson::Value& v, const std::string& what);

}  // namespace zero::hero
