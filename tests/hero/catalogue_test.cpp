// Zero Hero in the catalogue: the command line, saves, records and the wire carry it; the game
// app's table does not yet.
#include <catch2/catch.hpp>

#include "zero/catalogue/catalogue.hpp"

using namespace zero;

TEST_CASE("Catalogue: zero-hero is playable, but has no table in the game app yet") {
    const games::GameInfo* hero = games::find_game("zero-hero");
    REQUIRE(hero != nullptr);
    CHECK(hero->id == games::GameId::Hero);
    CHECK(hero->playable);
    CHECK_FALSE(hero->has_table);
    CHECK(games::playable_game_error("zero-hero").empty());
    CHECK(
        games::table_game_error("zero-hero") ==
        "Zero Hero (zero-hero) has no table in the game yet; zero-cli plays it (simulate, replay, resume, host, join)");
    CHECK(games::table_game_error("soler-zero").empty());
    CHECK(games::table_game_error("knizia-zero").empty());
    CHECK(games::table_game_error("chess").find("unknown game 'chess'") == 0);
}
