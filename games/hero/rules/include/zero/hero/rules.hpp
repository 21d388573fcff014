// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <string>

namespace zero::hero {

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kMaxGames = 50;
inline constexpr int kSlots = 4;        // pairs in the middle
inline constexpr int kZerones = 40;     // tokens in the box
inline constexpr int kStartOnPair = 4;  // zerones put on each starting pair
inline constexpr int kStartInHand = 3;  // zerones each player takes
inline constexpr int kTakeTwoFrom = 5;  // a pile of at least this many allows taking 2
inline constexpr int kFreeRefill = 3;   // zerones put on the slot of a pair bought for free
inline constexpr int kEndCards = 10;    // the bottom of the pile as set up
inline constexpr int kHeroBonus = 5;    // for the most cards of value 0

// The settings a match is played with.
struct Rules {
    int players = 4;
    int games = 1;
    friend bool operator==(const Rules&, const Rules&) = default;
};

// One game, as the box plays it.
Rules default_rules(int players);
// Empty when the rules can be played; otherwise one sentence.
std::string rules_error(const Rules& rules);
// Cards set aside unseen at the start: 12 with two players, 6 with three, none with four or five
// (five is the app's variant).
int removed_count(int players);

}  // namespace zero::hero
