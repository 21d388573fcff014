// SPDX-License-Identifier: GPL-3.0-or-later
// Properties over thousands of random matches.
#include <catch2/catch.hpp>

#include "zero/knizia/record.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/knizia/score.hpp"
#include "zero/knizia/view.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

Rules random_rules(Rng& rng) {
    const int players = 2 + static_cast<int>(rng.below(4));
    Rules rules = default_rules(players);
    if (players > 2 && rng.below(2) == 1) rules.pool_size = 7;
    rules.rounds = 1 + static_cast<int>(rng.below(5));
    return rules;
}

// Cards a seat must not see: other hands, less what was face up in the pool this round.
void require_view_hides_other_hands(const State& s, Seat seat) {
    const View v = view_for(s, seat);
    CardSet face_up_this_round;
    const RoundLog& log = s.log.back();
    for (int slot = 0; slot < s.rules.pool_size; ++slot) face_up_this_round.insert(log.pool[static_cast<std::size_t>(slot)]);
    for (const Move& m : log.moves)
        if (m.action.is_swap()) face_up_this_round.insert(m.action.give);
    for (Seat other = 0; other < s.players(); ++other) {
        if (other == seat) continue;
        const CardSet secret = s.hands[static_cast<std::size_t>(other)] - face_up_this_round;
        REQUIRE((v.hand & secret).empty());
        for (const CardSet& k : v.known) REQUIRE((k & secret).empty());
        REQUIRE((v.pool_set() & secret).empty());
    }
}

}  // namespace

TEST_CASE("random matches keep every invariant and end") {
    Rng rng(20241121);
    int matches = 0;
    for (; matches < 3000; ++matches) {
        const Rules rules = random_rules(rng);
        State s = new_match(rules, rng.next());
        int turns = 0;
        while (s.phase == Phase::Playing) {
            // 56 cards conserved: hands, pool and the face-down rest partition the deck.
            CardSet all = s.pool_set;
            for (int seat = 0; seat < rules.players; ++seat) {
                const CardSet h = s.hands[static_cast<std::size_t>(seat)];
                REQUIRE(h.size() == kHandSize);
                REQUIRE((all & h).empty());
                all |= h;
            }
            REQUIRE(s.pool_set.size() == rules.pool_size);
            REQUIRE(all.size() == kHandSize * rules.players + rules.pool_size);
            if (turns % 7 == 0) require_view_hides_other_hands(s, static_cast<Seat>(rng.below(static_cast<std::uint32_t>(rules.players))));

            const ActionList legal = legal_actions(s);
            REQUIRE(legal.size() == static_cast<std::size_t>(kHandSize * rules.pool_size + 1));
            // Knock more often than uniform so rounds finish in a sensible number of turns.
            const Action a = rng.below(8) == 0 ? Action::knock() : legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            apply(s, a);
            REQUIRE(++turns < 5000);  // every round ends
        }
        REQUIRE(static_cast<int>(s.log.size()) == rules.rounds);
        for (const RoundLog& log : s.log) REQUIRE(log.finished);
    }
    REQUIRE(matches == 3000);
}

TEST_CASE("a record round-trips through JSON and replays to the same totals") {
    Rng rng(77);
    for (int m = 0; m < 500; ++m) {
        const Rules rules = random_rules(rng);
        State s = new_match(rules, rng.next());
        while (s.phase == Phase::Playing) {
            const ActionList legal = legal_actions(s);
            apply(s, rng.below(6) == 0 ? Action::knock() : legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        }
        std::vector<std::string> names;
        for (int seat = 0; seat < rules.players; ++seat) names.push_back("P" + std::to_string(seat));
        const MatchRecord rec = make_record(s, names);
        const RecordParse parsed = record_from_json(record_to_json(rec));
        REQUIRE(parsed.error.empty());
        REQUIRE(record_to_json(*parsed.record) == record_to_json(rec));
        const ReplayResult replayed = replay(*parsed.record);
        REQUIRE_FALSE(replayed.error.has_value());
        REQUIRE(replayed.state->totals == s.totals);
        REQUIRE(replayed.state->state_id == s.state_id);
    }
}
