// SPDX-License-Identifier: GPL-3.0-or-later
// The cards (zero-hero.md, "Components"): 56 in seven colours, their names and the symbol table.
#include <catch2/catch.hpp>

#include "scenario.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

TEST_CASE("Components: 56 cards, seven colours of 0, 0, 2, 2, 2, 3, 3, 4") {
    const std::vector<Card> deck = ordered_deck();
    REQUIRE(deck.size() == 56);
    REQUIRE(Cards::deck().size() == kDeckSize);
    for (int colour = 0; colour < kColours; ++colour) {
        std::vector<int> values;
        for (Card c : deck)
            if (c.colour() == colour) values.push_back(c.value());
        CHECK(values == std::vector<int>{0, 0, 2, 2, 2, 3, 3, 4});
    }
    CHECK(kColourNames ==
          std::array<std::string_view, 7>{"red", "orange", "yellow", "green", "turquoise", "blue", "purple"});
}

TEST_CASE("Components ruling: each colour has 0z, 2c, 3s and 4f, 28 symbol cards, 7 flags") {
    int symbols = 0;
    int flags = 0;
    for (Card c : ordered_deck()) {
        symbols += c.symbol() != Symbol::None ? 1 : 0;
        flags += c.symbol() == Symbol::Flag ? 1 : 0;
        if (c.symbol() == Symbol::Zerone) CHECK(c.value() == 0);
        if (c.symbol() == Symbol::Card) CHECK(c.value() == 2);
        if (c.symbol() == Symbol::Swap) CHECK(c.value() == 3);
        if (c.symbol() == Symbol::Flag) CHECK(c.value() == 4);
        if (c.value() == 4) CHECK(c.symbol() == Symbol::Flag);
    }
    CHECK(symbols == 28);
    CHECK(flags == 7);
}

TEST_CASE("Card names: colour, value, symbol letter, the two plain 2s are alike, any case on input") {
    std::vector<std::string> red;
    for (Card c : ordered_deck())
        if (c.colour() == 0) red.push_back(card_name(c));
    CHECK(red == std::vector<std::string>{"red0", "red0z", "red2", "red2", "red2c", "red3", "red3s", "red4f"});
    CHECK(Cards::deck().count(card("red2")) == 2);
    CHECK(card("RED0Z") == card("red0z"));
    CHECK(card("Turquoise3S") == card("turquoise3s"));
    for (Card c : ordered_deck()) CHECK(parse_card(card_name(c)) == c);
    CHECK_FALSE(parse_card("red1"));
    CHECK_FALSE(parse_card("red4"));  // the 4 always carries its flag
    CHECK_FALSE(parse_card("grey2"));
    CHECK_FALSE(parse_card(""));
    CHECK_FALSE(parse_card("red0zz"));
}
