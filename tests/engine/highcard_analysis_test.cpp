// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis over the shared seam (zero/core/analysis.hpp) for the test build's own game: every
// decision of a seat, each loss the difference of the two values and never below 0, the same on
// one thread as on two, and a decision's evaluation a function of the seat's view alone.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

#include "zero/core/table.hpp"
#include "zero/highcard/analysis.hpp"
#include "zero/highcard/bot.hpp"

using namespace zero;

namespace {

highcard::State highcard_match(std::uint64_t seed, int players, int games) {
    highcard::Rules rules = highcard::default_rules(players);
    rules.games = games;
    std::vector<std::unique_ptr<core::SeatController<highcard::TableGame>>> seats;
    for (Seat seat = 0; seat < players; ++seat) seats.push_back(std::make_unique<highcard::RandomBot>(seed, seat));
    core::Table<highcard::TableGame> table(highcard::new_match(rules, seed), std::move(seats));
    table.run();
    return table.state();
}

}  // namespace

TEST_CASE("High Card: the analysis reports every decision of the seat, no loss below 0") {
    const highcard::State state = highcard_match(5, 3, 2);
    const highcard::MatchRecord record = highcard::make_record(state, {"Ann", "Bob", "Cy"});
    core::AnalysisParams params;
    params.deals = 40;
    params.threads = 1;
    const core::MatchAnalysis one = highcard::analyse(record, 1, params);
    std::size_t decisions = 0;
    for (const highcard::RecordedGame& game : record.rounds)
        for (const highcard::Move& move : game.actions) decisions += move.seat == 1 ? 1U : 0U;
    REQUIRE(one.decisions.size() == decisions);
    for (const core::DecisionReport& d : one.decisions) {
        CHECK(d.loss >= 0);
        CHECK(d.loss == Approx(d.best_value - d.played_value));
        if (d.played == d.best) CHECK(d.loss == 0);
    }
    params.threads = 2;
    const core::MatchAnalysis two = highcard::analyse(record, 1, params);
    REQUIRE(two.decisions.size() == one.decisions.size());
    for (std::size_t i = 0; i < one.decisions.size(); ++i) {
        CHECK(two.decisions[i].loss == one.decisions[i].loss);
        CHECK(two.decisions[i].best == one.decisions[i].best);
    }
    CHECK_THROWS_AS(highcard::analyse(record, 3, params), std::invalid_argument);
}

TEST_CASE("High Card: a decision's evaluation depends on the seat's view alone") {
    // Two other hands trade a card: the seat's view is the same, and so is the evaluation.
    highcard::State a = highcard::new_match(highcard::default_rules(3), 9);
    const Seat seat = a.to_move;
    highcard::State b = a;
    const Seat x = next_seat(seat, 3);
    const Seat y = next_seat(x, 3);
    std::swap(b.hands[at(x)][0], b.hands[at(y)][0]);
    std::sort(b.hands[at(x)].begin(), b.hands[at(x)].end());
    std::sort(b.hands[at(y)].begin(), b.hands[at(y)].end());
    REQUIRE(highcard::view_for(a, seat) == highcard::view_for(b, seat));
    core::AnalysisParams params;
    params.deals = 40;
    const highcard::View view = highcard::view_for(a, seat);
    const highcard::Action played = highcard::legal_actions(view).front();
    const auto ea = highcard::evaluate_decision(highcard::view_for(a, seat), played, params);
    const auto eb = highcard::evaluate_decision(highcard::view_for(b, seat), played, params);
    CHECK(ea.best == eb.best);
    CHECK(ea.played_value == eb.played_value);
    CHECK(ea.best_value == eb.best_value);
}
