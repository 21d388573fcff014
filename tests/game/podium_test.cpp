// SPDX-License-Identifier: GPL-3.0-or-later
// The podium without a window: the players' places, and each round's (Knizia's Zero) or game's
// (Solèr's ZERO, Zero Hero) scores, which add up to the totals the podium ranks by, for whole
// matches of each game.
#include <catch2/catch.hpp>

#include <numeric>

#include "zero/game/podium.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/view.hpp"
#include "zero/knizia/playout.hpp"
#include "zero/knizia/view.hpp"
#include "zero/soler/playout.hpp"
#include "zero/soler/view.hpp"

using namespace zero;
using namespace zero::knizia;
using zero::game::podium_rows;
using zero::game::score_rows;
using zero::game::ScoreRows;

namespace {

// Every seat's rounds (or games) add up to its total, and the podium shows them in its place.
template <class View>
void check_rows_add_up(const View& view, int rounds) {
    const int players = view.players();
    const ScoreRows rows = score_rows(view.finished, players);
    REQUIRE(static_cast<int>(rows.size()) == rounds);
    std::vector<std::string> names;
    std::vector<int> totals;
    for (int s = 0; s < players; ++s) {
        names.push_back("P" + std::to_string(s));
        totals.push_back(view.totals[static_cast<std::size_t>(s)]);
        int sum = 0;
        for (const std::vector<int>& round : rows) sum += round[static_cast<std::size_t>(s)];
        INFO("seat " << s);
        CHECK(sum == totals.back());
    }
    for (const game::PodiumRow& row : podium_rows(names, totals, 0, rows, false)) {
        CHECK(static_cast<int>(row.scores.size()) == rounds);
        CHECK(std::accumulate(row.scores.begin(), row.scores.end(), 0) == row.total);
    }
}

}  // namespace

TEST_CASE("the podium ranks by total, the lowest or the highest first, and equal totals share a place") {
    const std::vector<std::string> names{"Ann", "Bob", "Cy", "Di"};
    const ScoreRows rounds{{3, 0, 7, 2}, {4, 9, 0, 5}};
    const std::vector<int> totals{7, 9, 7, 7};
    const auto low = podium_rows(names, totals, seat_bit(0) | seat_bit(2) | seat_bit(3), rounds, false);
    REQUIRE(low.size() == 4);
    // Ties keep the seats' order.
    CHECK(low[0].name == "Ann");
    CHECK(low[1].name == "Cy");
    CHECK(low[2].name == "Di");
    CHECK(low[3].name == "Bob");
    CHECK(low[0].place == 1);
    CHECK(low[2].place == 1);
    CHECK(low[3].place == 4);
    CHECK(low[0].winner);
    CHECK_FALSE(low[3].winner);
    CHECK(low[3].scores == std::vector<int>{0, 9});
    CHECK(low[1].scores == std::vector<int>{7, 0});

    const auto high = podium_rows(names, totals, seat_bit(1), rounds, true);
    CHECK(high[0].name == "Bob");
    CHECK(high[0].place == 1);
    CHECK(high[1].place == 2);
    CHECK(high[3].place == 2);
}

TEST_CASE("each round's scores of a match of Knizia's Zero add up to the podium's totals") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        State state = new_match(default_rules(players), seed);
        Rng rng(seed * 7919);
        random_playout(state, rng, 100);
        REQUIRE(state.phase == Phase::MatchOver);
        check_rows_add_up(view_for(state, 0), default_rules(players).rounds);
    }
}

TEST_CASE("each game's scores of a match of Solèr's ZERO and of Zero Hero add up to the podium's totals") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        INFO("seed " << seed << ", " << players << " players");
        soler::State soler_state = soler::new_match(soler::default_rules(players), seed);
        Rng rng(seed * 104729);
        soler::random_playout(soler_state, rng, 100);
        REQUIRE(soler_state.phase == soler::Phase::MatchOver);
        check_rows_add_up(soler::view_for(soler_state, 1), soler::default_rules(players).games);

        hero::Rules rules = hero::default_rules(players);
        rules.games = 3;
        hero::State hero_state = hero::new_match(rules, seed);
        hero::random_playout(hero_state, rng, 100);
        REQUIRE(hero_state.phase == hero::Phase::MatchOver);
        // Zero Hero's game scores hold its bonus for the most zerones.
        check_rows_add_up(hero::view_for(hero_state, 0), 3);
    }
}
