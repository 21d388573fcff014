// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card's match record in the records' shared JSON envelope (docs/match-record.md): a game is
// its leader and its actions ({"seat": 1, "action": "play", "card": 17}).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "zero/highcard/game.hpp"
#include "zero/highcard/game_id.hpp"
#include "zero/saves/record_parse.hpp"

namespace zero::highcard {

inline constexpr std::size_t kMaxRecordBytes = 1U << 20;

ZERO_RECORD_JSON_FUNCTIONS(MatchRecord, Move)

}  // namespace zero::highcard
