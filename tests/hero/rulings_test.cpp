// SPDX-License-Identifier: GPL-3.0-or-later
// Our rulings where zero-hero.md is silent (docs/hero-engine.md, "Rulings of ours"); 1, 3 and 6 are
// tested beside the rules they touch (record_test.cpp, rules_test.cpp).
#include <catch2/catch.hpp>

#include "scenario.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

State free_pair(PairCards p0, int players = 4) {
    State s = dealt(players, 0, {}, {p0});
    s.pool += s.piles[0];
    s.piles[0] = 0;
    return s;
}

}  // namespace

TEST_CASE(
    "Ruling of ours 2: a swap is decided in its place, after the first card's +1 card, before the second's symbol") {
    State s = free_pair(pair("red2c", "blue3s"));
    const int face_down = s.face_down[0].size();
    apply(s, 0, Action::buy(0));
    REQUIRE(s.phase == Phase::Swap);
    CHECK(s.face_down[0].size() == face_down + 1);  // red2c acted first
    CHECK(s.pairs[0].size == 0);                    // the new pair waits

    State t = free_pair(pair("red3s", "blue0z"));
    const int zerones = t.zerones[0];
    const int pool = t.pool;
    apply(t, 0, Action::buy(0));
    REQUIRE(t.phase == Phase::Swap);
    CHECK(t.zerones[0] == zerones);  // blue0z waits for the swap
    const EventList e = apply(t, 0, Action::give(card("red3s"), 2));
    CHECK(t.zerones[0] == zerones + 1);
    CHECK(t.pool == pool - 1 - 3);
    CHECK(std::holds_alternative<Swapped>(e.front()));
    CHECK(std::holds_alternative<SymbolActed>(e[1]));
}

TEST_CASE(
    "Ruling of ours 4: a +1 card drawing the last card ends nothing, the swap is decided, then no pair can be dealt") {
    State s = free_pair(pair("red2c", "blue3s"));
    set_pile(s, {"yellow2"});
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(find_event<GameEnded>(e) == nullptr);
    REQUIRE(s.phase == Phase::Swap);
    CHECK(s.pile.empty());
    const EventList end = apply(s, 0, Action::give(card("red2c"), 1));
    const GameEnded* ended = find_event<GameEnded>(end);
    REQUIRE(ended != nullptr);
    CHECK(ended->end == GameEnd::Pile);
    CHECK(s.collections[1].contains(card("red2c")));
}

TEST_CASE("Ruling of ours 5: an incomplete pair at a flag end stays in the middle and scores for nobody") {
    State s = free_pair(pair("red0", "blue2"));
    set_pile(s, {"green4f"});
    const EventList e = apply(s, 0, Action::buy(0));
    REQUIRE(find_event<GameEnded>(e) != nullptr);
    CHECK(s.pairs[0].size == 1);
    for (int seat = 0; seat < 4; ++seat)
        CHECK_FALSE(final_collections(s)[static_cast<std::size_t>(seat)].contains(card("green4f")));
    CHECK(all_cards(s) == Cards::deck());
}

TEST_CASE("Ruling of ours 7: a refill from an empty general pool is an event with 0 zerones") {
    State s = free_pair(pair("red0", "blue2"));
    s.zerones[1] += s.pool;
    s.pool = 0;
    const EventList e = apply(s, 0, Action::buy(0));
    const PileRefilled* r = find_event<PileRefilled>(e);
    REQUIRE(r != nullptr);
    CHECK(r->count == 0);
    CHECK(s.piles[0] == 0);
}

TEST_CASE("Ruling of ours 8: with five players no card is set aside and the general pool holds 9 zerones") {
    const State s = new_match(default_rules(5), 4);
    CHECK(s.removed.empty());
    CHECK(s.pool == 9);
    CHECK(s.pile.size() == 56 - 5 - 8);
}

TEST_CASE("Ruling of ours 9: legal swaps are listed one per kind (the two plain 2s of a colour are one choice)") {
    State s = free_pair(pair("red3s", "blue0"), 2);
    give_card(s, 0, "green2");
    give_card(s, 0, "green2");
    apply(s, 0, Action::buy(0));
    REQUIRE(s.phase == Phase::Swap);
    CHECK(legal_actions(s, 0) ==
          ActionList{Action::give(card("red3s"), 1), Action::give(card("green2"), 1), Action::give(card("blue0"), 1)});
}
