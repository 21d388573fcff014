// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The history's JSON, as `zero-cli history list --json` and `history stats --json` print it
// (docs/history.md names every field).
#include <cstdint>
#include <string>
#include <vector>

#include "zero/history/match_entry.hpp"
#include "zero/history/player_stats.hpp"

namespace zero::history {

// "2026-11-27T06:40:00Z"
std::string utc_date(std::int64_t seconds);

// A JSON array, one object a match.
std::string matches_json(const std::vector<MatchEntry>& matches);
// One object.
std::string stats_json(const PlayerStats& stats);

}  // namespace zero::history
