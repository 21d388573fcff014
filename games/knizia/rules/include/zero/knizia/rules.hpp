// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <string>

namespace zero::knizia {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kHandSize = 9;
inline constexpr int kMaxPool = 9;
inline constexpr int kMaxRounds = 50;

// The settings a match is played with.
struct Rules {
    int players = 4;
    int pool_size = 5;
    int rounds = 4;

    friend bool operator==(const Rules&, const Rules&) = default;
};

// The standard match for a player count: pool 5 (9 with two), one round per player.
Rules default_rules(int players);
// Empty when the rules can be played; otherwise one sentence saying what is wrong.
std::string rules_error(const Rules& rules);

}  // namespace zero::knizia
