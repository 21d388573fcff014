// SPDX-License-Identifier: GPL-3.0-or-later
// What every table scene shares (table_shell.hpp), without a window: the bot pacing's wait for the
// cards in the air, and the shown-state number an idle table is drawn again by.
#include <catch2/catch.hpp>

#include <vector>

#include "zero/game/animation.hpp"
#include "zero/game/table_shell.hpp"

using namespace zero::game;

TEST_CASE("the next bot waits for every card to land, or only for each to fly the table's share of its way") {
    std::vector<Glide> flights;
    CHECK(flights_settled(flights, 1.F));
    CHECK(flights_settled(flights, 0.7F));
    Glide glide;
    glide.duration_ms = 400.F;
    flights.push_back(glide);
    flights.push_back(glide);
    // Neither has left yet.
    CHECK_FALSE(flights_settled(flights, 1.F));
    CHECK_FALSE(flights_settled(flights, 0.7F));
    // Both nearly down: a table that lets the last cards settle plays on, one that waits for the
    // landing does not until they are gone from the table.
    for (Glide& g : flights) g.step(390.F);
    REQUIRE(flights.front().progress() >= 0.7F);
    CHECK(flights_settled(flights, 0.7F));
    CHECK_FALSE(flights_settled(flights, 1.F));
    // One card still at the start holds both kinds of table.
    flights.push_back(glide);
    CHECK_FALSE(flights_settled(flights, 0.7F));
}

TEST_CASE("the shown state changes with each thing an idle table shows, and not without") {
    auto shown = [](std::size_t id, const std::string& message) {
        ShownState s;
        s.mix(id);
        s.mix(message);
        return s.hash;
    };
    CHECK(shown(7, "Not your turn") == shown(7, "Not your turn"));
    CHECK(shown(7, "Not your turn") != shown(8, "Not your turn"));
    CHECK(shown(7, "Not your turn") != shown(7, ""));
    // The order things are mixed in counts: two fields swapped are another table.
    ShownState a;
    a.mix(std::size_t{1});
    a.mix(std::size_t{2});
    ShownState b;
    b.mix(std::size_t{2});
    b.mix(std::size_t{1});
    CHECK(a.hash != b.hash);
}
