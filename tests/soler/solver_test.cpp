// SPDX-License-Identifier: GPL-3.0-or-later
// The safe-laying solver: the laying with the most cards.
#include <catch2/catch.hpp>

#include "zero/soler/match.hpp"
#include "zero/soler/solver.hpp"

using namespace zero;
using namespace zero::soler;

namespace {

// Brute force over every sub-multiset and every way to split it: the largest layable one.
bool splits(std::vector<int> cards) {
    if (cards.empty()) return true;
    // The first card's group: any subset containing it that adds up to 0 or 10.
    const int first = cards[0];
    const std::vector<int> rest(cards.begin() + 1, cards.end());
    const std::size_t n = rest.size();
    for (std::uint32_t mask = 0; mask < (1U << n); ++mask) {
        int sum = first;
        std::vector<int> others;
        for (std::size_t i = 0; i < n; ++i) {
            if ((mask >> i) & 1U) sum += rest[i];
            else others.push_back(rest[i]);
        }
        if ((sum == 0 || sum == 10) && splits(others)) return true;
    }
    return false;
}

int brute_most(const std::vector<int>& hand) {
    int best = 0;
    for (std::uint32_t mask = 0; mask < (1U << hand.size()); ++mask) {
        std::vector<int> chosen;
        for (std::size_t i = 0; i < hand.size(); ++i)
            if ((mask >> i) & 1U) chosen.push_back(hand[i]);
        if (static_cast<int>(chosen.size()) > best && splits(chosen)) best = static_cast<int>(chosen.size());
    }
    return best;
}

}  // namespace

TEST_CASE("Solver: examples") {
    CHECK(best_laying(Cards{}).empty());
    CHECK(best_laying(Cards{3, 2, 1}).empty());
    CHECK(best_laying(Cards{0}) == std::vector<Group>{{0}});
    // Bob's hand in the rules' example: both zeros, and 1 2 -2 -1 (the 3 is left over).
    CHECK(most_safe_cards(Cards{0, 0, 1, 3, -2, 2, -1}) == 6);
    CHECK(most_safe_cards(Cards{3, 3, 3, 1}) == 4);
    // 20 in all, but no part of it adds up to 10 (3a + 2b = 10 needs two 2s).
    CHECK(most_safe_cards(Cards{3, 3, 3, 3, 3, 3, 2}) == 0);
    // Two groups of 10.
    CHECK(most_safe_cards(Cards{3, 3, 3, 1, 3, 3, 2, 2}) == 8);
}

TEST_CASE("Solver: the laying is legal and has the most cards (against brute force on random hands)") {
    Rng rng(77);
    const std::vector<int> deck = ordered_deck();
    for (int trial = 0; trial < 400; ++trial) {
        std::vector<int> shuffled = deck;
        shuffle(std::span<int>(shuffled), rng);
        const std::size_t size = 1 + rng.below(11);
        const std::vector<int> hand(shuffled.begin(), shuffled.begin() + static_cast<std::ptrdiff_t>(size));
        const Cards cards = Cards::of(hand);
        const std::vector<Group> laying = best_laying(cards);
        INFO("hand " << to_string(cards));
        REQUIRE(check_groups(cards, laying) == MoveError::None);
        int laid = 0;
        for (const Group& g : laying) laid += static_cast<int>(g.size());
        CHECK(laid == brute_most(hand));
        CHECK(laid == most_safe_cards(cards));
    }
}

TEST_CASE("Solver: zeros come first, each a group of its own") {
    const std::vector<Group> laying = best_laying(Cards{0, 0, 3, -3, 2});
    REQUIRE(laying.size() >= 3);
    CHECK(laying[0] == Group{0});
    CHECK(laying[1] == Group{0});
}

TEST_CASE("Solver: a large hand is solved quickly enough for a bot") {
    Cards hand;
    for (int v = kMinValue; v <= kMaxValue; ++v) hand.add(v, 3);
    hand.remove(-3, 2);
    const std::vector<Group> laying = best_laying(hand);
    CHECK(check_groups(hand, laying) == MoveError::None);
}
