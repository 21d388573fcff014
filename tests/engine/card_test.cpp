// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/knizia/card.hpp"

using namespace zero;
using namespace zero::knizia;

TEST_CASE("there are 56 distinct cards, seven colours by eight numbers") {
    CardSet all;
    for (int c = 0; c < kColours; ++c)
        for (int n = 1; n <= kNumbers; ++n) {
            const Card card(static_cast<Colour>(c), n);
            REQUIRE(card.valid());
            REQUIRE(card.number() == n);
            REQUIRE(static_cast<int>(card.colour()) == c);
            all.insert(card);
        }
    REQUIRE(all.size() == 56);
    REQUIRE(all == CardSet::full_deck());
}

TEST_CASE("card names round-trip and parse case-insensitively") {
    for (Card c : CardSet::full_deck()) REQUIRE(parse_card(card_name(c)) == c);
    REQUIRE(card_name(Card(Colour::Red, 3)) == "red3");
    REQUIRE(card_name(Card(Colour::Grey, 8)) == "grey8");
    REQUIRE(card_name(Card(Colour::Black, 1)) == "black1");
    REQUIRE(parse_card("RED3") == Card(Colour::Red, 3));
    REQUIRE(parse_card("Violet7") == Card(Colour::Violet, 7));
    for (const char* bad : {"", "red", "red0", "red9", "pink3", "3red", "red33", "gray3", "red 3"})
        REQUIRE_FALSE(parse_card(bad).has_value());
}

TEST_CASE("a card set iterates in index order and counts its cards") {
    const CardSet h = test::hand("black1 red3 blue5");
    REQUIRE(h.size() == 3);
    REQUIRE(to_string(h) == "red3 blue5 black1");
    REQUIRE(h.contains(test::card("blue5")));
    REQUIRE_FALSE(h.contains(test::card("blue6")));
    REQUIRE_FALSE(h.contains(Card::none()));
}
