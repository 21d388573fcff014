// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/score.hpp"

using namespace zero;
using namespace zero::knizia;

TEST_CASE("random and greedy bots only make legal moves and finish matches") {
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        std::vector<std::string> kinds;
        for (int seat = 0; seat < players; ++seat) kinds.push_back(seat % 2 ? "random" : "greedy");
        Table table(new_match(default_rules(players), seed), bot_seats(kinds, seed));
        while (!table.over()) {
            table.step();
            REQUIRE(table.last_refusal() == MoveError::None);
        }
    }
}

TEST_CASE("a bot match is reproducible from its seed") {
    const std::vector<std::string> kinds{"greedy", "random", "random", "greedy"};
    const State a = play_bot_match(default_rules(4), 31, kinds);
    const State b = play_bot_match(default_rules(4), 31, kinds);
    REQUIRE(a.totals == b.totals);
    for (std::size_t r = 0; r < a.log.size(); ++r) REQUIRE(a.log[r].moves == b.log[r].moves);
}

TEST_CASE("greedy takes the swap that lowers its score most, and knocks when none helps") {
    // Seat 0 has four reds; red5 from the pool makes five and cancels them all.
    State s = test::scripted(3,
                             {"red1 red2 red3 red4 yellow6 green7 blue8 violet8 grey8",
                              "yellow1 yellow2 green3 blue4 violet5 grey6 black7 red7 yellow8",
                              "green1 green2 blue3 violet4 grey5 black6 red6 yellow7 green8"},
                             "red5 blue1 violet3 grey4 black5", 0);
    const auto bot = make_bot({"greedy", 1, 0});
    const Action a = bot->choose(view_for(s, 0));
    REQUIRE(a.is_swap());
    REQUIRE(a.take == test::card("red5"));
    CardSet after = s.hands[0];
    after.erase(a.give);
    after.insert(a.take);
    REQUIRE(score(after) < score(s.hands[0]));
    apply(s, a);
    apply(s, Action::knock());
    // Seat 2 holds 1..8 once each in a spread with no group within reach of one swap that lowers it?
    // Whatever it holds, greedy knocks exactly when no swap lowers its score.
    const View v = view_for(s, 2);
    bool some_swap_helps = false;
    for (const Action& x : legal_actions(v)) {
        if (!x.is_swap()) continue;
        CardSet h = v.hand;
        h.erase(x.give);
        h.insert(x.take);
        some_swap_helps = some_swap_helps || score(h) < score(v.hand);
    }
    REQUIRE(make_bot({"greedy", 1, 2})->choose(v).is_swap() == some_swap_helps);
}

TEST_CASE("an unknown bot kind is refused with the known kinds") {
    REQUIRE_THROWS_WITH(make_bot({"genius", 1, 0}), Catch::Contains("unknown bot 'genius'") && Catch::Contains("greedy"));
}
