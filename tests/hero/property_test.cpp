// SPDX-License-Identifier: GPL-3.0-or-later
// Properties over thousands of random matches.
#include <catch2/catch.hpp>

#include "../scaled.hpp"

#include "scenario.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/hero_record_json.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

Rules random_rules(Rng& rng) {
    return Rules{2 + static_cast<int>(rng.below(4)), 1 + static_cast<int>(rng.below(8) == 0 ? 2 : 0)};
}

}  // namespace

TEST_CASE("Properties: random matches conserve the 56 cards and the 40 zerones, keep the rules' bounds, and end") {
    Rng rng(20260118);
    std::uint64_t actions = 0;
    int flag_ends = 0;
    int pile_ends = 0;
    for (int match = 0; match < zero::test::scaled(3000); ++match) {
        State s = new_match(random_rules(rng), rng.next());
        while (s.phase != Phase::MatchOver) {
            REQUIRE(all_cards(s) == Cards::deck());
            REQUIRE(all_zerones(s) == kZerones);
            REQUIRE(s.pool >= 0);
            for (int pile : s.piles) REQUIRE(pile >= 0);
            for (const Pair& p : s.pairs)
                REQUIRE(p.size ==
                        (s.phase == Phase::Swap && &p == &s.pairs[static_cast<std::size_t>(s.purchase.slot)] ? 0 : 2));
            // A turn never starts with the pile used up (a swap may wait on an empty one: +1 card
            // drew the last card before it).
            if (s.phase == Phase::Turn) REQUIRE(s.pile.size() >= 1);
            const ActionList legal = legal_actions(s, s.to_move);
            REQUIRE_FALSE(legal.empty());
            for (Seat other = 0; other < s.players(); ++other)
                if (other != s.to_move) REQUIRE(legal_actions(s, other).empty());
            const Move m = random_move(s, rng);
            REQUIRE(check(s, Intent{m.seat, m.action, s.game, s.epoch}) == MoveError::None);
            const EventList events = apply(s, m.seat, m.action);
            ++actions;
            REQUIRE(actions < 100'000'000);
            for (const Event& e : events)
                if (const auto* end = std::get_if<GameEnded>(&e)) (end->end == GameEnd::Flag ? flag_ends : pile_ends)++;
        }
        REQUIRE(all_cards(s) == Cards::deck());
        REQUIRE(all_zerones(s) == kZerones);
    }
    CHECK(flag_ends > 0);
    CHECK(pile_ends > 0);
}

TEST_CASE("Properties: no view holds another seat's face-down card, the pile's order or the cards set aside") {
    Rng rng(7);
    int compared = 0;
    for (int match = 0; match < 1000; ++match) {
        State s = new_match(random_rules(rng), rng.next());
        while (s.phase != Phase::MatchOver) {
            if (rng.below(4) == 0) {
                for (Seat viewer = 0; viewer < s.players(); ++viewer) {
                    const View v = view_for(s, viewer);
                    REQUIRE(v.my_face_down == s.face_down[static_cast<std::size_t>(viewer)]);
                    REQUIRE(view_for(perturbed(s, viewer, rng), viewer) == v);
                    ++compared;
                }
            }
            const Move m = random_move(s, rng);
            apply(s, m.seat, m.action);
        }
    }
    CHECK(compared > 10000);
}

TEST_CASE("Properties: views agree with the state on the legal actions") {
    Rng rng(8);
    for (int match = 0; match < 300; ++match) {
        State s = new_match(random_rules(rng), rng.next());
        while (s.phase != Phase::MatchOver) {
            for (Seat seat = 0; seat < s.players(); ++seat)
                REQUIRE(legal_actions(view_for(s, seat)) == legal_actions(s, seat));
            const Move m = random_move(s, rng);
            apply(s, m.seat, m.action);
        }
    }
}

TEST_CASE("Properties: records round-trip through JSON and replay to the same totals, with and without the seed") {
    Rng rng(9);
    for (int match = 0; match < 1000; ++match) {
        State s = new_match(random_rules(rng), rng.next());
        random_playout(s, rng, 100);
        REQUIRE(s.phase == Phase::MatchOver);
        MatchRecord rec = make_record(s, {});
        const RecordParse back = record_from_json(record_to_json(rec));
        REQUIRE(back.record);
        REQUIRE(*back.record == rec);
        const auto r = replay(*back.record);
        INFO((r.error ? r.error->what() : ""));
        REQUIRE(r.state);
        REQUIRE(r.state->totals == s.totals);
        rec.seed.reset();
        const auto u = replay(rec);
        REQUIRE(u.state);
        REQUIRE(u.state->totals == s.totals);
    }
}

TEST_CASE("Properties: a random move is drawn from exactly the legal actions, each of them reachable") {
    Rng rng(10);
    for (int match = 0; match < 50; ++match) {
        State s = new_match(random_rules(rng), rng.next());
        for (int step = 0; step < 30 && s.phase != Phase::MatchOver; ++step) {
            const ActionList legal = legal_actions(s, s.to_move);
            std::vector<bool> seen(legal.size(), false);
            for (int draw = 0; draw < 400; ++draw) {
                const Move m = random_move(s, rng);
                const auto it = std::find(legal.begin(), legal.end(), m.action);
                REQUIRE(it != legal.end());
                seen[static_cast<std::size_t>(it - legal.begin())] = true;
            }
            if (legal.size() <= 20) CHECK(std::find(seen.begin(), seen.end(), false) == seen.end());
            const Move m = random_move(s, rng);
            apply(s, m.seat, m.action);
        }
    }
}
