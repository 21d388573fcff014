// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/core/rng.hpp"
#include "zero/knizia/score.hpp"

using namespace zero;
using namespace zero::knizia;
using test::hand;

TEST_CASE("the rules file's four scoring examples") {
    REQUIRE(score(hand("green2 red5 grey5 black3 yellow3 blue3 green3 grey3 red3")) == 7);
    REQUIRE(score(hand("violet1 blue1 green4 blue8 red1 red3 red4 red7 red8")) == 13);
    REQUIRE(score(hand("yellow1 blue2 red2 green2 black5 black7 blue7 yellow7 grey7")) == 15);
    const CardSet zero = hand("blue8 blue7 blue5 blue1 blue2 yellow2 red2 grey2 green2");
    REQUIRE(score(zero) == 0);
    REQUIRE(is_zero(zero));
}

TEST_CASE("repeated numbers score once") {
    // 7 7 7 7 and 1 2 3 4 5: four sevens are no group and count 7 once.
    REQUIRE(score(hand("red7 blue7 green7 grey7 yellow1 violet2 black3 red4 blue5")) == 7 + 1 + 2 + 3 + 4 + 5);
}

TEST_CASE("a number partly cancelled by a colour group still scores through its other cards") {
    // Five reds cancel red3; blue3 keeps 3 in the score.
    const CardSet h = hand("red1 red2 red3 red4 red5 blue3 green6 grey7 black8");
    REQUIRE(score(h) == 3 + 6 + 7 + 8);
    const ScoreBreakdown b = score_breakdown(h);
    REQUIRE(b.score == 24);
    REQUIRE(b.colour_groups == 1);  // red
    REQUIRE(b.number_groups == 0);
    REQUIRE(b.cancelled == hand("red1 red2 red3 red4 red5"));
}

TEST_CASE("a group of four cancels nothing, five of a colour or number do") {
    REQUIRE(score(hand("red1 red2 red3 red4 blue5 blue6 green7 green8 grey1")) == 36);
    REQUIRE(score(hand("red1 yellow1 green1 blue1 violet1 grey2 black3 red4 blue5")) == 2 + 3 + 4 + 5);
    REQUIRE(score(hand("red1 red2 red3 red4 red5 red6 red7 red8 blue1")) == 1);
}

TEST_CASE("only a full hand of nine scoring 0 is a ZERO") {
    REQUIRE_FALSE(is_zero(CardSet{}));
    REQUIRE(score(CardSet{}) == 0);
    REQUIRE_FALSE(is_zero(hand("red1 red2 red3 red4 red5")));
    REQUIRE(is_zero(hand("red1 red2 red3 red4 red5 blue5 green5 grey5 black5")));
}

TEST_CASE("a hand less one card scores every incoming card as scoring the whole hand does") {
    // Hands rich in fours and fives of a colour or number, where an incoming card completes or
    // joins a group; every card of the deck comes in.
    Rng rng(20261127);
    int joined = 0;  // incoming cards cancelled, the rest already holding a group
    auto random_below = [&](int n) { return static_cast<int>(rng.below(static_cast<std::uint32_t>(n))); };
    for (int trial = 0; trial < 3000; ++trial) {
        const int size = 1 + random_below(kHandSize);
        CardSet rest;
        // Up to six tries at one colour, then at one number, then any cards up to the size.
        auto add = [&](int tries, auto card) {
            for (int k = 0; k < tries && rest.size() < size; ++k) rest.insert(card());
        };
        const int colour = random_below(kColours);
        const int number = random_below(kNumbers);
        add(random_below(7), [&] { return Card::from_index(colour * kNumbers + random_below(kNumbers)); });
        add(random_below(7), [&] { return Card::from_index(random_below(kColours) * kNumbers + number); });
        add(kDeckSize * 8, [&] { return Card::from_index(random_below(kDeckSize)); });
        const ScoreWithout without(rest);
        for (int i = 0; i < kDeckSize; ++i) {
            const Card take = Card::from_index(i);
            if (rest.contains(take)) continue;
            const CardSet after = rest | CardSet{take};
            INFO(after.bits());
            REQUIRE(without.with(take) == score(after));
            if (score_breakdown(after).cancelled.contains(take) && !score_breakdown(rest).cancelled.empty()) ++joined;
        }
    }
    CHECK(joined > 500);
}
