// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/rules.hpp"

namespace zero::knizia {

Rules default_rules(int players) {
    return Rules{players, players == 2 ? 9 : 5, players};
}

std::string rules_error(const Rules& rules) {
    if (rules.players < kMinPlayers || rules.players > kMaxPlayers)
        return "a match needs 2 to 5 players, not " + std::to_string(rules.players);
    if (rules.players == 2 && rules.pool_size != 9)
        return "with two players the pool is always 9 cards, not " + std::to_string(rules.pool_size);
    if (rules.players > 2 && rules.pool_size != 5 && rules.pool_size != 7)
        return "the pool is 5 or 7 cards with 3 to 5 players, not " + std::to_string(rules.pool_size);
    if (rules.rounds < 1 || rules.rounds > kMaxRounds)
        return "a match has 1 to " + std::to_string(kMaxRounds) + " rounds, not " + std::to_string(rules.rounds);
    return {};
}

}  // namespace zero::knizia
