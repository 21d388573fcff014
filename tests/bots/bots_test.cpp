// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <algorithm>
#include <stdexcept>

#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"
#include "../scaled.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

// Plays a whole match asking each bot directly, so an illegal choice fails the test instead of
// being turned into a knock by the table.
State play_checked(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds,
                   std::vector<Action>* moves = nullptr) {
    std::vector<std::unique_ptr<Bot>> bots;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat)
        bots.push_back(make_bot(BotSpec{kinds[seat], seed, static_cast<Seat>(seat)}));
    State state = new_match(rules, seed);
    int turns = 0;
    while (state.phase == Phase::Playing) {
        const View view = view_for(state, state.to_move);
        const Action action = bots[static_cast<std::size_t>(state.to_move)]->choose(view);
        INFO("seed " << seed << " seat " << state.to_move << " " << bots[static_cast<std::size_t>(state.to_move)]->kind()
                     << " chose " << to_string(action));
        REQUIRE(legal_actions(view).contains(action));
        apply(state, action);
        if (moves) moves->push_back(action);
        REQUIRE(++turns < 20'000);
    }
    return state;
}

}  // namespace

TEST_CASE("every bot kind is known and made by name") {
    for (const std::string& kind : bot_kinds()) {
        CHECK(is_bot_kind(kind));
        CHECK(make_bot(BotSpec{kind, 1, 0})->kind() == kind);
    }
    CHECK(is_bot_kind("hard:iters=2000"));
    CHECK(is_bot_kind("hard:iters=100:ms=50:cands=4"));
    CHECK(is_bot_kind("medium:lookahead=250"));
    CHECK(is_bot_kind("hard:look=150"));
    CHECK_FALSE(is_bot_kind("hard:look=1001"));
    CHECK(is_bot_kind("hard:mm=0:mcut=0"));
    CHECK_FALSE(is_bot_kind("hard:mm=1001"));
    CHECK_FALSE(is_bot_kind("hard:mcut=101"));
    CHECK(is_bot_kind("hard:mexact=1:temper=2:rown=1"));
    CHECK_FALSE(is_bot_kind("hard:rown=2"));
    CHECK_FALSE(is_bot_kind("hard:mexact=2"));
    CHECK_FALSE(is_bot_kind("hard:temper=0"));
    CHECK_FALSE(is_bot_kind("hard:temper=9"));
    CHECK(is_bot_kind("hard:risk=0"));
    CHECK(is_bot_kind("hard:risk=25"));
    CHECK_FALSE(is_bot_kind("hard:risk=-1"));
    CHECK_FALSE(is_bot_kind("hard:risk=1001"));
    CHECK(is_bot_kind("hard:rlook=300:rcut=2:rlaps=1"));
    CHECK_FALSE(is_bot_kind("hard:rcut=101"));
    CHECK_FALSE(is_bot_kind("hard:rlaps=1001"));
    CHECK_FALSE(is_bot_kind("expert"));
    CHECK_FALSE(is_bot_kind("hard:iters=0"));
    CHECK_FALSE(is_bot_kind("hard:iters=many"));
    CHECK_FALSE(is_bot_kind("hard:depth=3"));
    CHECK_FALSE(is_bot_kind("greedy:iters=3"));
    CHECK_FALSE(is_bot_kind("medium:"));
    CHECK(bot_kind_error("expert").find("easy, medium, hard, greedy, random") != std::string::npos);
    CHECK(bot_kind_error("hard:depth=3").find("depth") != std::string::npos);
}

TEST_CASE("bots never choose an illegal action") {
    const std::vector<std::vector<std::string>> tables = {
        {"easy", "medium", "greedy", "random"},
        {"medium", "medium", "medium", "medium"},
        {"easy", "easy", "easy"},
        {"hard:iters=40", "medium", "easy", "greedy", "random"},
        {"hard:iters=40", "medium"},
        {"hard:iters=40:mm=0:look=150", "medium"},  // two players: a pool of nine, the look ahead's largest
        {"hard:iters=40:mm=0:look=150", "medium", "medium"},
        {"hard:iters=40:mcut=0", "medium"},
        {"hard:iters=40:mm=0", "medium", "medium"},
        {"hard:iters=40:rlook=300", "medium", "medium", "medium"},  // Medium's look ahead in the rollouts
        {"hard:iters=40:mexact=1:rown=1:temper=2", "medium", "medium", "medium", "medium"},  // Medium as it saw each move
        {"hard:iters=40:rself=300:prior=0:see=3000:lead=6000", "medium", "medium", "medium"},  // the own rollout player, the standing
    };
    for (const auto& kinds : tables) {
        const int players = static_cast<int>(kinds.size());
        for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(zero::test::scaled(kinds[0].starts_with("hard") ? 6 : 40)); ++seed) {
            Rules rules = default_rules(players);
            if (players >= 3 && seed % 2 == 0) rules.pool_size = 7;
            const State end = play_checked(rules, seed, kinds);
            CHECK(end.phase == Phase::MatchOver);
            CHECK(static_cast<int>(end.log.size()) == rules.rounds);
        }
    }
}

TEST_CASE("a bot's choice depends only on the match seed, its seat and its view") {
    const Rules rules = default_rules(4);
    const std::vector<std::string> kinds = {"hard:iters=120", "medium", "easy", "hard:iters=80:cands=4"};
    std::vector<Action> first;
    std::vector<Action> second;
    const State a = play_checked(rules, 77, kinds, &first);
    const State b = play_checked(rules, 77, kinds, &second);
    CHECK(first == second);
    CHECK(a.totals == b.totals);

    // A fresh bot asked about the same view makes the same choice as one that has played all along.
    State state = new_match(rules, 5);
    auto playing = make_bot(BotSpec{"hard:iters=100", 5, 0});
    for (int turn = 0; turn < 40 && state.phase == Phase::Playing; ++turn) {
        const View view = view_for(state, state.to_move);
        Action action = Action::knock();
        if (state.to_move == 0) {
            action = playing->choose(view);
            CHECK(make_bot(BotSpec{"hard:iters=100", 5, 0})->choose(view) == action);
        } else {
            action = make_bot(BotSpec{"medium", 5, state.to_move})->choose(view);
        }
        apply(state, action);
    }
}

TEST_CASE("Hard counts its iterations") {
    HardParams params;
    params.iterations = 300;
    HardBot bot(params, 9, 0);
    State state = new_match(default_rules(4), 9);
    while (state.to_move != 0) apply(state, legal_actions(state)[0]);  // a swap each: no last lap yet
    const View view = view_for(state, 0);
    REQUIRE(view.my_turn());
    REQUIRE_FALSE(view.last_lap);
    bot.choose(view);
    CHECK(bot.last_search().iterations >= 300);
    CHECK(bot.last_search().iterations < 300 + 2 * (params.candidates + 2));
}

TEST_CASE("Hard on several threads spends the same budget and decides the same for the same seed and thread count") {
    State state = new_match(default_rules(4), 21);
    int decisions = 0;
    for (int turn = 0; turn < 24 && state.phase == Phase::Playing; ++turn) {
        const View view = view_for(state, state.to_move);
        Action action = make_bot(BotSpec{"medium", 21, state.to_move})->choose(view);
        if (state.to_move == 0 && !view.last_lap) {
            for (const char* kind : {"hard:iters=200:threads=1", "hard:iters=200:threads=3"}) {
                auto first = make_bot(BotSpec{kind, 21, 0});
                auto again = make_bot(BotSpec{kind, 21, 0});
                const Action chosen = first->choose(view);
                CHECK(again->choose(view) == chosen);
                const auto& stats = dynamic_cast<const HardBot&>(*first).last_search();
                // Every deal plays each candidate once; the deals are shared out up front.
                if (stats.deals > 0) {
                    const int candidates = stats.iterations / stats.deals;
                    CHECK(stats.deals == (200 + candidates - 1) / candidates);
                }
            }
            ++decisions;
        }
        apply(state, action);
    }
    CHECK(decisions >= 4);
    CHECK_THROWS_AS(make_bot(BotSpec{"hard:threads=0", 1, 0}), std::invalid_argument);
}

TEST_CASE("the heuristic bots take a ZERO when it is there") {
    // Blue 8 7 5 1 2 and the 2s of yellow, red, grey: taking green2 makes a ZERO.
    State state = new_match(default_rules(4), 3);
    CardSet hand{Card(Colour::Blue, 8), Card(Colour::Blue, 7), Card(Colour::Blue, 5), Card(Colour::Blue, 1),
                 Card(Colour::Blue, 2), Card(Colour::Yellow, 2), Card(Colour::Red, 2), Card(Colour::Grey, 2),
                 Card(Colour::Black, 8)};
    PoolArray pool{Card(Colour::Green, 2), Card(Colour::Red, 6), Card(Colour::Violet, 6), Card(Colour::Grey, 6),
                   Card(Colour::Black, 6)};
    View view;
    view.seat = 0;
    view.rules = default_rules(4);
    view.to_move = 0;
    view.hand = hand;
    view.pool = pool;
    for (const char* kind : {"medium", "hard:iters=50", "greedy"}) {
        const Action action = make_bot(BotSpec{kind, 1, 0})->choose(view);
        CardSet after = hand;
        after.erase(action.give);
        after.insert(action.take);
        INFO(kind << " chose " << to_string(action));
        CHECK(is_zero(after));
    }
}

TEST_CASE("a bot handed a view with a ZERO already in hand still answers legally") {
    // No table deals this (a ZERO ends the round), but a search's sampled deals and an external
    // caller's views can: the answer must still be one of the view's legal actions.
    View view;
    view.seat = 0;
    view.rules = default_rules(4);
    view.to_move = 0;
    view.hand = CardSet{Card(Colour::Blue, 8), Card(Colour::Blue, 7), Card(Colour::Blue, 5), Card(Colour::Blue, 1),
                        Card(Colour::Blue, 2), Card(Colour::Yellow, 2), Card(Colour::Red, 2), Card(Colour::Grey, 2),
                        Card(Colour::Green, 2)};
    REQUIRE(is_zero(view.hand));
    view.pool = PoolArray{Card(Colour::Green, 3), Card(Colour::Red, 6), Card(Colour::Violet, 6), Card(Colour::Grey, 6),
                          Card(Colour::Black, 6)};
    const ActionList legal = legal_actions(view);
    for (const char* kind : {"easy", "medium", "hard:iters=50", "greedy", "random"}) {
        const Action action = make_bot(BotSpec{kind, 1, 0})->choose(view);
        INFO(kind << " chose " << to_string(action));
        CHECK(std::find(legal.begin(), legal.end(), action) != legal.end());
    }
}

TEST_CASE("the last lap is played for the hand at the end") {
    View view;
    view.seat = 2;
    view.rules = default_rules(4);
    view.to_move = 2;
    view.knocks = 2;
    view.last_lap = true;
    view.still_to_play = 0b0100;
    view.hand = CardSet{Card(Colour::Red, 1), Card(Colour::Yellow, 1), Card(Colour::Green, 2), Card(Colour::Blue, 2),
                        Card(Colour::Red, 3), Card(Colour::Grey, 3), Card(Colour::Black, 4), Card(Colour::Violet, 8),
                        Card(Colour::Violet, 7)};
    view.pool = {Card(Colour::Blue, 1), Card(Colour::Grey, 2), Card(Colour::Green, 6), Card(Colour::Red, 5),
                 Card(Colour::Black, 3)};
    const int before = score(view.hand);
    for (const char* kind : {"medium", "hard:iters=50"}) {
        const Action action = make_bot(BotSpec{kind, 1, 2})->choose(view);
        REQUIRE(action.is_swap());
        CardSet after = view.hand;
        after.erase(action.give);
        after.insert(action.take);
        CHECK(score(after) == before - 8);  // the violet 8 goes, whatever comes in is already scored
    }
}

TEST_CASE("Medium plays better than greedy, and Easy worse than Medium") {
    const Rules rules = default_rules(4);
    long long medium = 0;
    long long greedy = 0;
    long long easy = 0;
    long long medium_with_easy = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const State m = play_bot_match(rules, seed, {"medium", "greedy", "greedy", "greedy"});
        medium += 3 * m.totals[0];
        greedy += m.totals[1] + m.totals[2] + m.totals[3];
        const State e = play_bot_match(rules, seed, {"easy", "medium", "medium", "medium"});
        easy += 3 * e.totals[0];
        medium_with_easy += e.totals[1] + e.totals[2] + e.totals[3];
    }
    CHECK(medium < greedy);
    CHECK(medium_with_easy < easy);
}
