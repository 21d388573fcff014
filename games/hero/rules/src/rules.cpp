// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/rules.hpp"

namespace zero::hero {

Rules default_rules(int players) { return Rules{players, 1}; }

std::string rules_error(const Rules& rules) {
    if (rules.players < kMinPlayers || rules.players > kMaxPlayers)
        return "Zero Hero is for " + std::to_string(kMinPlayers) + " to " + std::to_string(kMaxPlayers) +
               " players, not " + std::to_string(rules.players);
    if (rules.games < 1 || rules.games > kMaxGames)
        return "a match has 1 to " + std::to_string(kMaxGames) + " games, not " + std::to_string(rules.games);
    return {};
}

int removed_count(int players) {
    switch (players) {
        case 2:
            return 12;
        case 3:
            return 6;
        default:
            return 0;
    }
}

}  // namespace zero::hero
