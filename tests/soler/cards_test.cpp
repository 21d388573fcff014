// SPDX-License-Identifier: GPL-3.0-or-later
// Cards and players (soler-zero.md, "Cards and players").
#include <catch2/catch.hpp>

#include "zero/soler/match.hpp"

using namespace zero;
using namespace zero::soler;

TEST_CASE("Cards: 55 cards valued -3 to +3: one -3, two -2, six -1, twelve 0, eight +1, thirteen +2, thirteen +3") {
    const std::vector<int> deck = ordered_deck();
    REQUIRE(deck.size() == 55);
    const Cards cards = Cards::of(deck);
    CHECK(cards == Cards::deck());
    CHECK(cards.count(-3) == 1);
    CHECK(cards.count(-2) == 2);
    CHECK(cards.count(-1) == 6);
    CHECK(cards.count(0) == 12);
    CHECK(cards.count(1) == 8);
    CHECK(cards.count(2) == 13);
    CHECK(cards.count(3) == 13);
    CHECK(cards.sum() == 60);
    CHECK_FALSE(is_card(4));
    CHECK_FALSE(is_card(-4));
}

TEST_CASE("Cards: a card is its value, so a hand is a count per value") {
    const Cards hand{3, -1, 0, 2, 2};
    CHECK(hand.size() == 5);
    CHECK(hand.count(2) == 2);
    CHECK(hand == Cards{2, 0, 2, -1, 3});
    CHECK(hand.list() == std::vector<int>{3, 2, 2, 0, -1});
    CHECK(to_string(hand) == "[3,2,2,0,-1]");
    CHECK(hand.contains(Cards{2, 2}));
    CHECK_FALSE(hand.contains(Cards{2, 2, 2}));
    Cards known{1};
    known.remove_at_most(1, 3);
    CHECK(known.empty());
}

TEST_CASE("Cards: the pile is drawn from the top and cards go under it") {
    Pile pile = Pile::of(std::vector<int>{1, 2, 3});
    pile.put_under(-3);
    CHECK(pile.list() == std::vector<int>{1, 2, 3, -3});
    CHECK(pile.draw() == 1);
    CHECK(pile.size() == 3);
    // The ring wraps around without losing order.
    for (int i = 0; i < 200; ++i) pile.put_under(pile.draw());
    CHECK(pile.size() == 3);
    CHECK(pile.cards() == Cards{2, 3, -3});
}

TEST_CASE("Players: 2 to 5") {
    for (int n = 2; n <= 5; ++n) CHECK(rules_error(default_rules(n)).empty());
    CHECK_FALSE(rules_error(default_rules(1)).empty());
    CHECK_FALSE(rules_error(default_rules(6)).empty());
    CHECK_THROWS_AS(new_match(default_rules(6), 1), std::invalid_argument);
    CHECK_THROWS_AS(new_match(Rules{3, 0, 0}, 1), std::invalid_argument);
    CHECK_THROWS_AS(new_match(Rules{3, 2, 100}, 1), std::invalid_argument);  // both a count and a target
}
