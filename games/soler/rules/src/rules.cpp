// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/rules.hpp"

namespace zero::soler {

Rules default_rules(int players) { return Rules{players, players, 0}; }

Rules target_rules(int players, int target) { return Rules{players, 0, target}; }

std::string rules_error(const Rules& rules) {
    if (rules.players < kMinPlayers || rules.players > kMaxPlayers)
        return "Solèr's ZERO is for " + std::to_string(kMinPlayers) + " to " + std::to_string(kMaxPlayers) +
               " players, not " + std::to_string(rules.players);
    if (rules.target_points < 0 || rules.target_points > kMaxTarget)
        return "a match plays to 1 to " + std::to_string(kMaxTarget) + " points";
    if (rules.to_target()) {
        if (rules.games != 0) return "a match to a number of points has no set number of games";
        return {};
    }
    if (rules.games < 1 || rules.games > kMaxGames)
        return "a match has 1 to " + std::to_string(kMaxGames) + " games, not " + std::to_string(rules.games);
    return {};
}

}  // namespace zero::soler
