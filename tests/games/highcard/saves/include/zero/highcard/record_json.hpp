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

namespace zero::highcard {

inline constexpr std::size_t kMaxRecordBytes = 1U << 20;

struct RecordParse {
    std::optional<MatchRecord> record;
    std::string error;  // one sentence; empty on success
};

std::string record_to_json(const MatchRecord& record);
// Checks the document's shape only; replay() checks the game in it.
RecordParse record_from_json(std::string_view text);

}  // namespace zero::highcard
