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

ZERO_RECORD_JSON_FUNCTIONS(MatchRecord, Move)

}  // namespace zero::soler
