// SPDX-License-Identifier: GPL-3.0-or-later
// Properties over thousands of random matches.
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/playout.hpp"
#include "zero/soler/record.hpp"
#include "../scaled.hpp"

using namespace zero;
using namespace zero::soler;
using namespace zero::soler::test;

namespace {

Rules random_rules(Rng& rng) {
    const int players = 2 + static_cast<int>(rng.below(4));
    if (rng.below(8) == 0) return target_rules(players, 10 + static_cast<int>(rng.below(30)));
    Rules rules = default_rules(players);
    rules.games = 1 + static_cast<int>(rng.below(3));
    return rules;
}

}  // namespace

TEST_CASE("Properties: random matches conserve the 55 cards, keep every rule's bounds, and end") {
    Rng rng(20250117);
    int matches = 0;
    std::uint64_t actions = 0;
    for (; matches < zero::test::scaled(2000); ++matches) {
        State s = new_match(random_rules(rng), rng.next());
        while (s.phase != Phase::MatchOver) {
            REQUIRE(all_cards(s) == Cards::deck());
            REQUIRE(s.trick >= 1);
            REQUIRE(s.trick <= kTrickLimit);
            for (int seat = 0; seat < s.players(); ++seat) {
                // Known cards are a lower bound on the hand (with the card played, until revealed).
                Cards whole = s.hands[static_cast<std::size_t>(seat)];
                if (has_seat(s.committed, seat) && (s.phase == Phase::Play || s.phase == Phase::Bet))
                    whole.add(s.played[static_cast<std::size_t>(seat)]);
                REQUIRE(whole.contains(s.known[static_cast<std::size_t>(seat)]));
                if (s.phase == Phase::Play && !has_seat(s.committed, seat))
                    REQUIRE_FALSE(s.hands[static_cast<std::size_t>(seat)].empty());
            }
            const Move m = random_move(s, rng);
            REQUIRE(check(s, Intent{m.seat, m.action}) == MoveError::None);
            const EventList events = apply(s, m.seat, m.action);
            ++actions;
            for (const Event& e : events)
                if (const auto* g = std::get_if<GameScored>(&e)) REQUIRE(g->totals == s.totals);
        }
        REQUIRE(s.log.back().finished);
    }
    CHECK(matches == zero::test::scaled(2000));
    CHECK(actions > static_cast<std::uint64_t>(zero::test::scaled(100000)));
}

TEST_CASE("Properties: legal_actions lists only legal actions, and every Play and Bet choice") {
    Rng rng(99);
    for (int m = 0; m < zero::test::scaled(300); ++m) {
        State s = new_match(random_rules(rng), rng.next());
        while (s.phase != Phase::MatchOver) {
            for (int seat = 0; seat < s.players(); ++seat) {
                const ActionList legal = legal_actions(s, seat);
                REQUIRE(legal.empty() == !has_seat(to_act(s), seat));
                for (const Action& a : legal) REQUIRE(check(s, Intent{seat, a}) == MoveError::None);
                if (s.phase == Phase::Bet && seat == s.to_move) {
                    for (int total = -s.rules.max_bet() - 2; total <= s.rules.max_bet() + 2; ++total) {
                        const bool listed = std::find(legal.begin(), legal.end(), Action::bet(total)) != legal.end();
                        REQUIRE(listed == (check(s, Intent{seat, Action::bet(total)}) == MoveError::None));
                    }
                }
                // The view's list is the state's.
                REQUIRE(legal_actions(view_for(s, seat)) == legal);
            }
            const Move mv = random_move(s, rng);
            apply(s, mv.seat, mv.action);
        }
    }
}

TEST_CASE("Properties: no view ever holds another seat's hidden card or an unrevealed play") {
    Rng rng(4242);
    int compared = 0;
    for (int m = 0; m < zero::test::scaled(1000); ++m) {
        State s = new_match(random_rules(rng), rng.next());
        while (s.phase != Phase::MatchOver) {
            if (rng.below(16) == 0) {
                const Seat viewer = static_cast<Seat>(rng.below(static_cast<std::uint32_t>(s.players())));
                const View v = view_for(s, viewer);
                REQUIRE(v.hand == s.hands[static_cast<std::size_t>(viewer)]);
                // Every other seat's secrets changed: the view must be the same.
                REQUIRE(view_for(perturbed(s, viewer, rng), viewer) == v);
                ++compared;
            }
            const Move mv = random_move(s, rng);
            const EventList events = apply(s, mv.seat, mv.action);
            // A commit tells only that the seat has played.
            if (mv.action.kind == ActionKind::Play) {
                REQUIRE(events.size() == 1);
                REQUIRE(std::holds_alternative<CardCommitted>(events[0]));
            }
        }
    }
    CHECK(compared > zero::test::scaled(10000));
}

TEST_CASE("Properties: the leak check bites: a view does change with the seat's own cards") {
    State s = dealt({{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}});
    State t = s;
    t.hands[0] = Cards{3, 3, 3, 3, 3};
    CHECK_FALSE(view_for(s, 0) == view_for(t, 0));
    CHECK(view_for(s, 1) == view_for(t, 1));
    apply(s, 0, Action::play(2));
    t = s;
    t.played[0] = 3;
    CHECK_FALSE(view_for(s, 0) == view_for(t, 0));
    CHECK(view_for(s, 0).my_play == 2);
    CHECK(view_for(s, 1) == view_for(t, 1));
}

TEST_CASE("Properties: a record round-trips through JSON and replays to the same totals, with or without its seed") {
    Rng rng(777);
    for (int m = 0; m < zero::test::scaled(500); ++m) {
        State s = new_match(random_rules(rng), rng.next());
        random_playout(s, rng, 1000);
        REQUIRE(s.phase == Phase::MatchOver);
        MatchRecord rec = make_record(s, {"Ann", "Bob", "Cy", "Dee", "Eve"});
        for (int pass = 0; pass < 2; ++pass) {
            const RecordParse back = record_from_json(record_to_json(rec));
            REQUIRE(back.record);
            REQUIRE(*back.record == rec);
            const auto r = replay(*back.record);
            INFO((r.error ? r.error->what() : ""));
            REQUIRE(r.state);
            REQUIRE(r.state->totals == s.totals);
            REQUIRE(make_record(*r.state, rec.players) == rec);
            rec.seed.reset();  // second pass: the record's own deals
        }
    }
}
