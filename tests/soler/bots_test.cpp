// SPDX-License-Identifier: GPL-3.0-or-later
// Bots for Solèr's ZERO: legal, reproducible, independent of the order of commits, and ranked.
#include <catch2/catch.hpp>

#include <numeric>

#include "scenario.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/bots/bot_seat.hpp"
#include "zero/soler/record.hpp"

using namespace zero;
using namespace zero::soler;
using namespace zero::soler::test;

TEST_CASE("Bots: every kind plays only legal actions to the end of the match") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const int n = 2 + static_cast<int>(seed % 4);
        std::vector<std::string> kinds;
        for (int seat = 0; seat < n; ++seat) kinds.push_back(bot_kinds()[static_cast<std::size_t>(seat + static_cast<int>(seed)) % 3]);
        const State s = bot_match(default_rules(n), seed, kinds);  // apply() throws on an illegal action
        CHECK(s.phase == Phase::MatchOver);
        CHECK_FALSE(replay(make_record(s, {})).error);
    }
}

TEST_CASE("Bots: a bot match is the same whatever order the seats commit in") {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        std::vector<std::unique_ptr<Bot>> bots;
        for (Seat seat = 0; seat < 4; ++seat) bots.push_back(make_bot(bot_kinds()[static_cast<std::size_t>(seat) % 3], seed, seat));
        State a = new_match(default_rules(4), seed);
        State b = a;
        run_bots(a, bots, 0);
        run_bots(b, bots, 2);
        CHECK(make_record(a, {}) == make_record(b, {}));
    }
}

TEST_CASE("Bots: unknown kinds are refused with the known ones named") {
    CHECK_THROWS_WITH(make_bot("expert", 1, 0), Catch::Contains("random, easy, medium, hard"));
    CHECK(make_bot("medium", 1, 0)->kind() == "medium");
}

TEST_CASE("Bots: Medium's odds of each total add up to 1 and centre on its own card plus the others' expectation") {
    State s = dealt({{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}});
    play_all(s, {2, 0, -1});
    const View v = view_for(s, 0);
    const std::vector<double> odds = total_odds(v, 2);
    CHECK(std::accumulate(odds.begin(), odds.end(), 0.0) == Approx(1.0));
    CHECK(odds.size() == 19u);
    // Nothing below 2 - 3 - 3 or above 2 + 3 + 3 can happen.
    for (int total = -9; total < -4; ++total) CHECK(odds[static_cast<std::size_t>(total + 9)] == 0.0);
}

TEST_CASE("Bots: Medium and Easy lay the most cards safe") {
    State s = dealt({{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}});
    play_all(s, {2, 0, -1});
    bet_all(s, {3, 1, 0});
    const View bob = view_for(s, 1);
    for (const char* kind : {"medium", "easy"}) {
        const Action laying = make_bot(kind, 1, 1)->choose(bob);
        int laid = 0;
        for (const Group& g : laying.groups) laid += static_cast<int>(g.size());
        CHECK(laid == 6);
    }
}

TEST_CASE("Bots: Medium and Easy win more than their share against three random players, and Medium beats Easy") {
    int medium_wins = 0;
    int easy_wins = 0;
    int medium_over_easy = 0;
    int easy_over_medium = 0;
    const int matches = 100;
    for (int m = 0; m < matches; ++m) {
        const auto seed = static_cast<std::uint64_t>(5000 + m);
        auto won = [&](const std::vector<std::string>& kinds) {
            return has_seat(winners(bot_match(default_rules(4), seed, kinds).totals, 4), 0) ? 1 : 0;
        };
        medium_wins += won({"medium", "random", "random", "random"});
        easy_wins += won({"easy", "random", "random", "random"});
        medium_over_easy += won({"medium", "easy", "easy", "easy"});
        easy_over_medium += won({"easy", "medium", "medium", "medium"});
    }
    INFO("against random: medium " << medium_wins << ", easy " << easy_wins << "; medium against easy "
                                   << medium_over_easy << ", easy against medium " << easy_over_medium << " of " << matches);
    CHECK(medium_wins > 80);
    CHECK(easy_wins > 60);
    CHECK(medium_over_easy > 35);  // a fair share is 25
    CHECK(easy_over_medium < 15);
}

TEST_CASE("Bots: a bot match at the shared table keeps the record of the bots asked by hand") {
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        const int n = 2 + static_cast<int>(seed % 4);
        std::vector<std::string> kinds;
        std::vector<std::unique_ptr<Bot>> bots;
        for (Seat seat = 0; seat < n; ++seat) {
            kinds.push_back(bot_kinds()[static_cast<std::size_t>(seat + static_cast<int>(seed)) % 3]);
            bots.push_back(make_bot(kinds.back(), seed, seat));
        }
        State by_hand = new_match(default_rules(n), seed);
        run_bots(by_hand, bots);
        const State at_table = bot_match(default_rules(n), seed, kinds);
        CHECK(make_record(at_table, {}) == make_record(by_hand, {}));
    }
}

TEST_CASE("Bots: a bot's seat answers only when its seat may act") {
    State s = dealt({{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}});
    play_all(s, {2, 0, -1});
    BotSeat leader(make_bot("medium", 1, 0));
    BotSeat other(make_bot("medium", 1, 1));
    REQUIRE(s.to_move == 0);
    const std::optional<Action> bet = leader.decide(view_for(s, 0));
    REQUIRE(bet);
    CHECK(bet->kind == ActionKind::Bet);
    CHECK_FALSE(other.decide(view_for(s, 1)));
}
