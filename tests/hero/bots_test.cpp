// SPDX-License-Identifier: GPL-3.0-or-later
// Bots over a view: legal, reproducible, and Medium clearly stronger than Random.
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/record.hpp"
#include "zero/hero/table.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

// Wins of seat 0 (a shared win counts) over `matches` four-seat matches from `seed`.
int wins_of_seat_0(const std::string& kind, const std::string& others, std::uint64_t seed, int matches) {
    int wins = 0;
    for (int i = 0; i < matches; ++i) {
        const State s =
            bot_match(default_rules(4), seed + static_cast<std::uint64_t>(i), {kind, others, others, others});
        wins += has_seat(winners(s.totals, 4), 0) ? 1 : 0;
    }
    return wins;
}

class BotSeat : public SeatController {
public:
    explicit BotSeat(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    std::optional<Action> decide(const View& view) override { return bot_->choose(view); }

private:
    std::unique_ptr<Bot> bot_;
};

// Always answers with something illegal: the table plays the fallback.
class Stubborn : public SeatController {
public:
    std::optional<Action> decide(const View&) override { return Action::take(9); }
};

}  // namespace

TEST_CASE("Bots: make_bot knows random, easy, medium and hard, anything else is refused with a sentence") {
    CHECK(bot_kinds() == std::vector<std::string>{"random", "easy", "medium", "hard"});
    for (const std::string& kind : bot_kinds()) CHECK(make_bot(kind, 1, 0)->kind() == kind);
    CHECK_THROWS_WITH(make_bot("expert", 1, 0),
                      "unknown bot kind \"expert\" for Zero Hero (random, easy, medium, hard)");
    CHECK(bot_kind_error("medium").empty());
    CHECK(bot_kind_error("expert").find("unknown bot kind") == 0);
}

TEST_CASE("Bots: every kind plays only legal actions, for every player count, and a seeded bot match replays exactly") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        std::vector<std::string> kinds;
        for (int seat = 0; seat < players; ++seat)
            kinds.push_back(bot_kinds()[(seed + static_cast<std::uint64_t>(seat)) % 3]);
        const State a = bot_match(Rules{players, 1 + static_cast<int>(seed % 2)}, seed, kinds);
        CHECK(a.phase == Phase::MatchOver);
        const State b = bot_match(Rules{players, 1 + static_cast<int>(seed % 2)}, seed, kinds);
        CHECK(make_record(a, {}) == make_record(b, {}));
        CHECK(replay(make_record(a, {})).state);
    }
}

TEST_CASE("Bots: Medium beats Random clearly (100 four-seat matches, seeds 7000-7099, Medium in seat 0)") {
    const int medium = wins_of_seat_0("medium", "random", 7000, 100);
    const int easy = wins_of_seat_0("easy", "random", 7000, 100);
    INFO("Medium won " << medium << ", Easy " << easy << " of 100 against three Random");
    CHECK(medium >= 80);
    CHECK(easy > 25);  // better than a fair share
    CHECK(medium > easy);
}

TEST_CASE("Bots: Medium beats Easy (100 four-seat matches, seeds 7100-7199)") {
    const int medium = wins_of_seat_0("medium", "easy", 7100, 100);
    INFO("Medium won " << medium << " of 100 against three Easy");
    CHECK(medium >= 50);
}

TEST_CASE("Medium: a swap breaks a rival's set of three") {
    State s = dealt(3, 0, {}, {pair("red3s", "blue0")});
    s.pool += s.piles[0];
    s.piles[0] = 0;
    give_card(s, 1, "green4f");
    give_card(s, 1, "green3");
    give_card(s, 1, "green3s");  // 12 points for seat 1
    apply(s, 0, Action::buy(0));
    REQUIRE(s.phase == Phase::Swap);
    const Action a = make_bot("medium", 1, 0)->choose(view_for(s, 0));
    CHECK(a.other == 1);
    // Taking a green card or giving one: either way the row is no longer three.
    apply(s, 0, a);
    CHECK(row_score(s.collections[1], 3).kind != RowKind::Three);
}

TEST_CASE("Medium: buys a free pair that completes a set of three") {
    State s = dealt(3, 0, {}, {pair("purple0", "purple2"), pair("purple3", "purple3s"), pair("green4f", "blue0")});
    give_card(s, 0, "green3");
    give_card(s, 0, "green3s");
    s.pool += s.piles[2];
    s.piles[2] = 0;
    CHECK(make_bot("medium", 3, 0)->choose(view_for(s, 0)) == Action::buy(2));
}

TEST_CASE("Table: bots at the shared table finish a match, an illegal answer gets the fallback") {
    State s = new_match(default_rules(3), 12);
    std::vector<std::unique_ptr<SeatController>> seats;
    seats.push_back(std::make_unique<BotSeat>(make_bot("medium", 12, 0)));
    seats.push_back(std::make_unique<Stubborn>());
    seats.push_back(std::make_unique<BotSeat>(make_bot("random", 12, 2)));
    Table table(std::move(s), std::move(seats));
    table.run();
    CHECK(table.over());
    CHECK(all_cards(table.state()) == Cards::deck());
    CHECK(replay(make_record(table.state(), {})).state);
}
