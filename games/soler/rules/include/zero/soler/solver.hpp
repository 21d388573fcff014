// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Laying safe cards with the most cards: disjoint groups of hand cards adding up to 0 or 10.
// For the table's suggestion and for bots.
#include <vector>

#include "zero/soler/action.hpp"
#include "zero/soler/cards.hpp"

namespace zero::soler {

// A laying of the hand with the most cards (empty when nothing can be laid). Zeros come first as
// groups of their own, and zero-sum pairs and triples are split off the larger groups, so the
// suggestion reads easily.
std::vector<Group> best_laying(const Cards& hand);
// The number of cards best_laying lays.
int most_safe_cards(const Cards& hand);

}  // namespace zero::soler
