// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <algorithm>

#include "scenario.hpp"
#include "zero/knizia/view.hpp"

using namespace zero;
using namespace zero::knizia;
using test::card;
using test::hand;
using test::swap;

namespace {

State three_seat_round() {
    return test::scripted(3,
                          {"red1 red2 yellow3 green4 blue5 violet6 grey7 black8 red8",
                           "yellow1 yellow2 green3 blue4 violet5 grey6 black7 red7 yellow8",
                           "green1 green2 blue3 violet4 grey5 black6 red6 yellow7 green8"},
                          "blue1 blue2 violet3 grey4 black5", 0);
}

}  // namespace

TEST_CASE("a view holds the own hand, the pool and public facts, never another hand") {
    State s = three_seat_round();
    apply(s, swap("red1", "blue1"));
    apply(s, Action::knock());
    const View v = view_for(s, 2);
    REQUIRE(v.seat == 2);
    REQUIRE(v.hand == s.hands[2]);
    REQUIRE(v.pool_set() == s.pool_set);
    REQUIRE(v.knocks == 1);
    REQUIRE_FALSE(v.last_lap);
    REQUIRE(v.my_turn());
    REQUIRE(v.history.size() == 2);
    REQUIRE(v.history[0] == Move{0, swap("red1", "blue1")});
    // Seat 0 took blue1 from the pool: that card is publicly known to be in its hand.
    REQUIRE(v.known[0] == hand("blue1"));
    REQUIRE(v.known[1].empty());
    // Nothing else about seat 0's or seat 1's hands is in the view.
    const CardSet hidden = (s.hands[0] | s.hands[1]) - v.known[0];
    REQUIRE((v.unseen() & hidden) == hidden);
    REQUIRE((v.hand & hidden).empty());
}

TEST_CASE("a card given back to the pool is no longer known in that hand") {
    State s = three_seat_round();
    apply(s, swap("red1", "blue1"));
    apply(s, Action::knock());
    apply(s, Action::knock());  // the last lap: seats 0 and 1 still play
    apply(s, swap("blue1", "blue2"));
    const View v = view_for(s, 1);
    REQUIRE(v.known[0] == hand("blue2"));
    REQUIRE(v.last_lap);
    REQUIRE(v.still_to_play == 0b010);
}

TEST_CASE("finished rounds are public: hands, scores and totals") {
    State s = new_match(Rules{3, 5, 2}, 8);
    while (s.round == 0) apply(s, Action::knock());
    const View v = view_for(s, 1);
    REQUIRE(v.finished.size() == 1);
    REQUIRE(v.finished[0].hands[0] == s.log[0].dealt[0]);  // nobody swapped
    REQUIRE(v.finished[0].scores == s.log[0].scores);
    REQUIRE(v.totals == s.totals);
    REQUIRE(v.history.empty());
}

TEST_CASE("a finished round keeps its moves and the pool it left, which lead from the deal to the hands shown") {
    State s = new_match(Rules{3, 5, 2}, 9);
    int turns = 0;
    while (s.round == 0) {
        // Three laps of swaps (the first pool card for the first hand card), then knocks.
        const ActionList actions = legal_actions(s);
        apply(s, ++turns <= 9 ? actions[0] : Action::knock());
    }
    const View v = view_for(s, 2);
    REQUIRE(v.finished.size() == 1);
    const FinishedRound& f = v.finished[0];
    CHECK(f.moves == s.log[0].moves);
    HandArray hands = s.log[0].dealt;
    PoolArray pool = s.log[0].pool;
    for (const Move& m : f.moves) {
        if (!m.action.is_swap()) continue;
        CardSet& h = hands[static_cast<std::size_t>(m.seat)];
        REQUIRE(h.contains(m.action.give));
        h.erase(m.action.give);
        h.insert(m.action.take);
        for (Card& c : pool)
            if (c == m.action.take) c = m.action.give;
    }
    CHECK(hands == f.hands);
    CHECK(pool == f.pool);
    CHECK(f.pool != s.log[0].pool);
}

TEST_CASE("a finished round keeps only its last moves in a view") {
    State s = new_match(Rules{2, 9, 2}, 10);
    const int swaps = static_cast<int>(kFinishedMovesKept) + 40;
    for (int k = 0; k < swaps && s.round == 0; ++k) apply(s, legal_actions(s)[0]);
    while (s.round == 0) apply(s, Action::knock());
    const std::vector<Move>& all = s.log[0].moves;
    REQUIRE(all.size() > kFinishedMovesKept);
    const View v = view_for(s, 0);
    REQUIRE(v.finished[0].moves.size() == kFinishedMovesKept);
    CHECK(std::equal(v.finished[0].moves.begin(), v.finished[0].moves.end(), all.end() - static_cast<std::ptrdiff_t>(kFinishedMovesKept)));
}

TEST_CASE("legal actions from a view match the state's for the seat to move, and are empty otherwise") {
    const State s = three_seat_round();
    const ActionList from_state = legal_actions(s);
    const ActionList from_view = legal_actions(view_for(s, 0));
    REQUIRE(from_state.size() == from_view.size());
    for (std::size_t i = 0; i < from_state.size(); ++i) REQUIRE(from_state[i] == from_view[i]);
    REQUIRE(legal_actions(view_for(s, 1)).empty());
}
