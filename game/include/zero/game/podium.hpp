// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the podium shows, worked out without a window: the players in their places and each one's
// scores round by round (Knizia's Zero) or game by game (Solèr's ZERO, Zero Hero).
#include <string>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::game {

// scores[r][s]: seat s's score in the finished round (or game) r.
using ScoreRows = std::vector<std::vector<int>>;

// The scores of a match's finished rounds or games, as a view keeps them (`finished`, each with
// its `scores` by seat), for `players` seats.
template <class Finished>
ScoreRows score_rows(const std::vector<Finished>& finished, int players) {
    ScoreRows rows;
    for (const Finished& f : finished)
        rows.emplace_back(f.scores.begin(), f.scores.begin() + players);
    return rows;
}

struct PodiumRow {
    std::string name;
    int place = 1;  // equal totals share a place
    int total = 0;
    bool winner = false;
    std::vector<int> scores;  // this player's, round by round (or game by game)
};

// The players in the order of the podium: the lowest total first in Knizia's Zero, the highest in
// the other two (`highest_wins`); equal totals keep the seats' order and share their place.
std::vector<PodiumRow> podium_rows(const std::vector<std::string>& names, const std::vector<int>& totals,
                                   SeatMask winners, const ScoreRows& rounds, bool highest_wins);

}  // namespace zero::game
