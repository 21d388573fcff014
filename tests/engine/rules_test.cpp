// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "zero/knizia/match.hpp"

using namespace zero;
using namespace zero::knizia;

TEST_CASE("default rules: pool 5, or 9 with two players, one round per player") {
    REQUIRE(default_rules(2) == Rules{2, 9, 2});
    REQUIRE(default_rules(3) == Rules{3, 5, 3});
    REQUIRE(default_rules(5) == Rules{5, 5, 5});
    for (int n = 2; n <= 5; ++n) REQUIRE(rules_error(default_rules(n)).empty());
}

TEST_CASE("pool 7 is a variant for 3 to 5 players") {
    for (int n = 3; n <= 5; ++n) REQUIRE(rules_error(Rules{n, 7, n}).empty());
}

TEST_CASE("unplayable rules are refused with a clear sentence") {
    REQUIRE(rules_error(Rules{1, 5, 1}) == "a match needs 2 to 5 players, not 1");
    REQUIRE(rules_error(Rules{6, 5, 6}) == "a match needs 2 to 5 players, not 6");
    REQUIRE(rules_error(Rules{2, 5, 2}) == "with two players the pool is always 9 cards, not 5");
    REQUIRE(rules_error(Rules{2, 7, 2}) == "with two players the pool is always 9 cards, not 7");
    REQUIRE(rules_error(Rules{4, 9, 4}) == "the pool is 5 or 7 cards with 3 to 5 players, not 9");
    REQUIRE(rules_error(Rules{4, 6, 4}) == "the pool is 5 or 7 cards with 3 to 5 players, not 6");
    REQUIRE(rules_error(Rules{4, 5, 0}) == "a match has 1 to 50 rounds, not 0");
    REQUIRE_THROWS_WITH(new_match(Rules{4, 6, 4}, 1), "the pool is 5 or 7 cards with 3 to 5 players, not 6");
}

TEST_CASE("a different number of rounds may be chosen") {
    State s = new_match(Rules{3, 5, 7}, 5);
    REQUIRE(s.rules.rounds == 7);
}
