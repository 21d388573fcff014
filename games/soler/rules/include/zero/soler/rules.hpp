// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <string>

namespace zero::soler {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kDealSize = 5;
inline constexpr int kRefillTo = 3;
// Ruling: a game ends after its 500th trick.
inline constexpr int kTrickLimit = 500;
// A match of a set number of games has at most this many; a match to a target ends after this
// many games at the latest (a safeguard like the trick limit: bots that never lay would go on
// for ever).
inline constexpr int kMaxGames = 50;
inline constexpr int kDefaultTarget = 100;
inline constexpr int kMaxTarget = 1000;

// The settings a match is played with: a number of games, or games until someone's total
// reaches `target_points` (then `games` is 0).
struct Rules {
    int players = 4;
    int games = 4;
    int target_points = 0;

    bool to_target() const { return target_points > 0; }
    // Bets lie between -3 x players and +3 x players (Ruling).
    int max_bet() const { return 3 * players; }
    friend bool operator==(const Rules&, const Rules&) = default;
};

// As many games as players.
Rules default_rules(int players);
// The printed variant: games until a total reaches `target` (at least that many points).
Rules target_rules(int players, int target = kDefaultTarget);
// Empty when the rules can be played; otherwise one sentence saying what is wrong.
std::string rules_error(const Rules& rules);

}  // namespace zero::soler
