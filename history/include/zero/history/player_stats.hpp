// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A player's statistics over the history: every finished match the name sat in, per game and
// over all of them.
#include <optional>
#include <string>
#include <vector>

#include "zero/history/match_entry.hpp"

namespace zero::history {

struct GameStats {
    std::string game;  // the catalogue's key; empty for the figures over every game
    int matches = 0;
    int wins = 0;
    double win_share = 0;  // wins / matches; 0 without matches
    // Totals are comparable within one game only: over every game they stay empty.
    std::optional<double> mean_total;
    std::optional<int> best_total;  // the lowest in Knizia's Zero, the highest in the others
    int longest_winning_streak = 0;
    // The game's highlights, summed, in the order of its module's highlights().
    Highlights highlights{};
};

struct PlayerStats {
    std::string player;
    GameStats overall;                // over the games in scope
    std::vector<GameStats> per_game;  // each game the player played, in the catalogue's order
    // The player's results in time order (oldest first): +1 a win, 0 a loss; the chart's line.
    std::vector<int> results;
};

// `matches` as HistoryIndex::list gives them (newest first, any filter); damaged and unfinished
// matches and matches without the player count for nothing.
PlayerStats player_stats(const std::vector<MatchEntry>& matches, const std::string& player);

}  // namespace zero::history
