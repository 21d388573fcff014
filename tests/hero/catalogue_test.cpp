// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the catalogue: the command line, saves, records, the wire and the game app's couch
// table all carry it.
#include <catch2/catch.hpp>

#include "zero/catalogue/catalogue.hpp"

using namespace zero;

TEST_CASE("Catalogue: zero-hero is playable and has a table in the game app") {
    const games::GameInfo* hero = games::find_game("zero-hero");
    REQUIRE(hero != nullptr);
    CHECK(hero->id == games::GameId::Hero);
    CHECK(hero->playable);
    CHECK(hero->has_table);
    CHECK(games::playable_game_error("zero-hero").empty());
    CHECK(games::table_game_error("zero-hero").empty());
    CHECK(games::table_game_error("soler-zero").empty());
    CHECK(games::table_game_error("knizia-zero").empty());
    CHECK(games::table_game_error("chess").find("unknown game 'chess'") == 0);
}
