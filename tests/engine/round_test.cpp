// SPDX-License-Identifier: GPL-3.0-or-later
// Scripted scenarios for each rule of a round, written with card names.
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

using namespace zero;
using namespace zero::knizia;
using test::card;
using test::hand;
using test::scripted;
using test::swap;

namespace {

template <class E>
int count_of(const EventList& events) {
    int n = 0;
    for (const Event& e : events) n += std::holds_alternative<E>(e) ? 1 : 0;
    return n;
}

template <class E>
const E& first_of(const EventList& events) {
    for (const Event& e : events)
        if (const E* x = std::get_if<E>(&e)) return *x;
    throw std::logic_error("event not found");
}

// Three players; no hand is near a ZERO.
State three_seat_round() {
    return scripted(3,
                    {"red1 red2 yellow3 green4 blue5 violet6 grey7 black8 red8",
                     "yellow1 yellow2 green3 blue4 violet5 grey6 black7 red7 yellow8",
                     "green1 green2 blue3 violet4 grey5 black6 red6 yellow7 green8"},
                    "blue1 blue2 violet3 grey4 black5", 0);
}

}  // namespace

TEST_CASE("a deal gives every player 9 hidden cards and lays out the pool, the rest stays out") {
    for (int n = 2; n <= 5; ++n) {
        const State s = new_match(default_rules(n), 11);
        CardSet seen = s.pool_set;
        for (int seat = 0; seat < n; ++seat) {
            REQUIRE(s.hands[static_cast<std::size_t>(seat)].size() == 9);
            REQUIRE((seen & s.hands[static_cast<std::size_t>(seat)]).empty());
            seen |= s.hands[static_cast<std::size_t>(seat)];
        }
        REQUIRE(s.pool_set.size() == (n == 2 ? 9 : 5));
        REQUIRE(seen.size() == 9 * n + s.rules.pool_size);
    }
}

TEST_CASE("the player to the dealer's left moves first, and play goes clockwise") {
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        State s = new_match(default_rules(4), seed);
        REQUIRE(s.to_move == (s.dealer + 1) % 4);
        const Seat first = s.to_move;
        apply(s, legal_actions(s)[0]);
        REQUIRE(s.to_move == (first + 1) % 4);
    }
}

TEST_CASE("the first dealer is drawn from the seed, and it varies with the seed") {
    CardSet dealers;  // as a set of small numbers
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const State a = new_match(default_rules(4), seed);
        const State b = new_match(default_rules(4), seed);
        REQUIRE(a.dealer == b.dealer);
        dealers.insert(Card::from_index(a.dealer));
    }
    REQUIRE(dealers.size() == 4);
}

TEST_CASE("a swap puts the card into the pool and takes a different one, sizes stay the same") {
    State s = three_seat_round();
    const EventList events = apply(s, swap("red1", "blue1"));
    REQUIRE(s.hands[0].contains(card("blue1")));
    REQUIRE_FALSE(s.hands[0].contains(card("red1")));
    REQUIRE(s.pool_set.contains(card("red1")));
    REQUIRE_FALSE(s.pool_set.contains(card("blue1")));
    REQUIRE(s.hands[0].size() == 9);
    REQUIRE(s.pool_set.size() == 5);
    const CardSwapped& swapped = first_of<CardSwapped>(events);
    REQUIRE(swapped.seat == 0);
    REQUIRE(swapped.give == card("red1"));
    REQUIRE(swapped.take == card("blue1"));
    REQUIRE(s.pool[static_cast<std::size_t>(swapped.slot)] == card("red1"));
    REQUIRE(s.to_move == 1);
}

TEST_CASE("every swap of a hand card with a pool card is legal, plus the knock") {
    const State s = three_seat_round();
    const ActionList legal = legal_actions(s);
    REQUIRE(legal.size() == 9 * 5 + 1);
    REQUIRE(legal.contains(Action::knock()));
    REQUIRE(legal.contains(swap("black8", "black5")));
    REQUIRE_FALSE(legal.contains(swap("black8", "red1")));
}

TEST_CASE("try_apply refuses untrusted actions with a typed error and changes nothing") {
    State s = three_seat_round();
    const State before = s;
    auto refused = [&](Intent intent) {
        const ApplyResult r = try_apply(s, intent);
        REQUIRE(s.state_id == before.state_id);
        REQUIRE(s.hands == before.hands);
        return r.error;
    };
    REQUIRE(refused({1, Action::knock()}) == MoveError::NotYourTurn);
    REQUIRE(refused({7, Action::knock()}) == MoveError::InvalidSeat);
    REQUIRE(refused({0, swap("yellow1", "blue1")}) == MoveError::CardNotInHand);
    REQUIRE(refused({0, swap("red1", "red2")}) == MoveError::CardNotInPool);
    REQUIRE(refused({0, swap("red1", "red1")}) == MoveError::TakesBackGiven);
    REQUIRE(refused({0, Action::swap(Card::none(), card("blue1"))}) == MoveError::InvalidCard);
    REQUIRE(refused({0, Action::knock(), 1, std::nullopt}) == MoveError::StaleState);
    REQUIRE(refused({0, Action::knock(), std::nullopt, before.state_id + 1}) == MoveError::StaleState);
    REQUIRE_THROWS_AS(apply(s, swap("red1", "red1")), IllegalAction);
    REQUIRE(try_apply(s, {0, Action::knock(), 0, before.state_id}).ok());
}

TEST_CASE("an intent for a round that has ended is refused as round over") {
    State s = new_match(Rules{3, 5, 2}, 3);
    while (s.round == 0) apply(s, Action::knock());
    REQUIRE(try_apply(s, {s.to_move, Action::knock(), 0, std::nullopt}).error == MoveError::RoundOver);
}

TEST_CASE("the first knock has no effect, the second starts the last lap") {
    State s = three_seat_round();
    EventList e = apply(s, Action::knock());
    REQUIRE(first_of<Knocked>(e).knock_count == 1);
    REQUIRE_FALSE(s.last_lap);
    apply(s, swap("yellow1", "blue1"));
    e = apply(s, Action::knock());  // seat 2: the second knock
    REQUIRE(s.last_lap);
    REQUIRE(count_of<LastLapStarted>(e) == 1);
    // Every other player gets exactly one more turn, in order: seats 0 and 1.
    REQUIRE(first_of<LastLapStarted>(e).still_to_play == 0b011);
    REQUIRE(s.to_move == 0);
    apply(s, swap("red2", "blue2"));
    REQUIRE(still_to_play(s) == 0b010);
    e = apply(s, Action::knock());  // seat 1: knocking in the last lap just passes
    REQUIRE(count_of<LastLapStarted>(e) == 0);
    REQUIRE(count_of<RoundScored>(e) == 1);
    REQUIRE(first_of<RoundScored>(e).end == RoundEnd::Knocks);
}

TEST_CASE("the same player may make both knocks, then the others play once more") {
    State s = three_seat_round();
    apply(s, Action::knock());            // seat 0
    apply(s, swap("yellow1", "blue1"));   // seat 1
    apply(s, swap("green1", "blue2"));    // seat 2
    EventList e = apply(s, Action::knock());  // seat 0 again: the second knock
    REQUIRE(first_of<LastLapStarted>(e).by == 0);
    REQUIRE(s.to_move == 1);
    apply(s, Action::knock());
    e = apply(s, Action::knock());
    REQUIRE(count_of<RoundScored>(e) == 1);  // seat 0 got no further turn
    REQUIRE(s.log[0].moves.size() == 6);
}

TEST_CASE("with two players the last lap is one turn") {
    State s = scripted(2,
                       {"red1 red2 yellow3 green4 blue5 violet6 grey7 black8 red8",
                        "yellow1 yellow2 green3 blue4 violet5 grey6 black7 red7 yellow8"},
                       "blue1 blue2 violet3 grey4 black5 green1 green2 blue3 violet4", 0);
    apply(s, Action::knock());
    apply(s, Action::knock());
    REQUIRE(s.last_lap);
    REQUIRE(still_to_play(s) == 0b01);
    const EventList e = apply(s, swap("red1", "blue1"));
    REQUIRE(count_of<RoundScored>(e) == 1);
}

TEST_CASE("a swap that makes a ZERO ends the round at once") {
    // Seat 0 holds four blues and the 2s; taking blue2 makes blue 1,2,5,7,8 and five 2s.
    State s = scripted(3,
                       {"blue8 blue7 blue5 blue1 yellow2 red2 grey2 green2 black6",
                        "yellow1 yellow3 green3 blue4 violet5 grey6 black7 red7 yellow8",
                        "green1 violet2 blue3 violet4 grey5 red6 red3 yellow7 green8"},
                       "blue2 red1 violet3 grey4 black5", 0);
    const EventList e = apply(s, swap("black6", "blue2"));
    REQUIRE(is_zero(s.log[0].dealt[0] - hand("black6") | hand("blue2")));
    const ZeroDeclared& z = first_of<ZeroDeclared>(e);
    REQUIRE(z.seat == 0);
    REQUIRE_FALSE(z.on_deal);
    const RoundScored& r = first_of<RoundScored>(e);
    REQUIRE(r.end == RoundEnd::Zero);
    REQUIRE(r.scores[0] == 0);
    REQUIRE(s.phase == Phase::MatchOver);  // a one-round match
}

TEST_CASE("a ZERO on a swap also ends the last lap at once") {
    State s = scripted(3,
                       {"red4 red5 yellow3 green4 violet1 violet6 grey7 black8 red8",
                        "blue8 blue7 blue5 blue1 yellow2 red2 grey2 green2 black6",
                        "green1 violet2 blue3 violet4 grey5 red6 red3 yellow7 green8"},
                       "blue2 yellow1 violet3 grey4 black5", 2);
    apply(s, Action::knock());  // seat 2
    apply(s, Action::knock());  // seat 0: last lap, seats 1 and 2 still to play
    REQUIRE(s.last_lap);
    const EventList e = apply(s, swap("black6", "blue2"));
    REQUIRE(first_of<ZeroDeclared>(e).seat == 1);
    REQUIRE(first_of<RoundScored>(e).end == RoundEnd::Zero);
}

TEST_CASE("a hand dealt as a ZERO is declared before the first turn and ends the round") {
    // Found by search: seed 214162 deals seat 3 a ZERO (4 players, pool 5).
    EventList events;
    const State s = new_match(Rules{4, 5, 4}, 214162, &events);
    REQUIRE(std::holds_alternative<RoundStarted>(events[0]));
    const ZeroDeclared& z = first_of<ZeroDeclared>(events);
    REQUIRE(z.seat == 3);
    REQUIRE(z.on_deal);
    REQUIRE(is_zero(s.log[0].dealt[3]));
    REQUIRE(s.log[0].moves.empty());
    REQUIRE(s.log[0].end == RoundEnd::Zero);
    REQUIRE(s.round == 1);  // the next round is dealt straight away
    REQUIRE(count_of<RoundStarted>(events) == 2);
}

TEST_CASE("the dealer moves one seat clockwise each round, scores add up, the lowest total wins") {
    State s = new_match(Rules{3, 5, 3}, 99);
    const Seat first_dealer = s.dealer;
    SeatArray sum{};
    EventList last;
    while (s.phase == Phase::Playing) {
        const int round = s.round;
        REQUIRE(s.dealer == (first_dealer + round) % 3);
        last = apply(s, Action::knock());
        for (const Event& e : last)
            if (const auto* r = std::get_if<RoundScored>(&e))
                for (std::size_t i = 0; i < 3; ++i) {
                    REQUIRE(r->scores[i] == score(r->hands[i]));
                    sum[i] += r->scores[i];
                }
    }
    REQUIRE(s.totals == sum);
    const MatchEnded& end = first_of<MatchEnded>(last);
    REQUIRE(end.totals == sum);
    const int best = std::min({sum[0], sum[1], sum[2]});
    for (int seat = 0; seat < 3; ++seat)
        REQUIRE((((end.winners >> seat) & 1U) != 0) == (sum[static_cast<std::size_t>(seat)] == best));
    REQUIRE(legal_actions(s).empty());
    REQUIRE(try_apply(s, {s.to_move, Action::knock()}).error == MoveError::MatchOver);
}

TEST_CASE("equal lowest totals share the win") {
    REQUIRE(winners(SeatArray{10, 7, 7, 12, 0}, 4) == 0b0110);
    REQUIRE(winners(SeatArray{5, 5, 5, 0, 0}, 3) == 0b0111);
    REQUIRE(winners(SeatArray{9, 3, 0, 0, 0}, 2) == 0b10);
}

TEST_CASE("the same seed and actions give the same match") {
    State a = new_match(default_rules(5), 1234);
    State b = new_match(default_rules(5), 1234);
    Rng ra(5), rb(5);
    while (a.phase == Phase::Playing) {
        const ActionList la = legal_actions(a);
        const ActionList lb = legal_actions(b);
        apply(a, la[ra.below(static_cast<std::uint32_t>(la.size()))]);
        apply(b, lb[rb.below(static_cast<std::uint32_t>(lb.size()))]);
    }
    REQUIRE(a.totals == b.totals);
    REQUIRE(a.log.size() == b.log.size());
    for (std::size_t r = 0; r < a.log.size(); ++r) {
        REQUIRE(a.log[r].dealt == b.log[r].dealt);
        REQUIRE(a.log[r].moves == b.log[r].moves);
    }
}

TEST_CASE("our generator and shuffle give fixed results on every machine") {
    Rng rng(42);
    REQUIRE(rng.next() == 0xbdd732262feb6e95ULL);
    // A fixed deal: if this changes, every saved match and record changes with it.
    const State s = new_match(default_rules(4), 7);
    REQUIRE(to_string(s.log[0].dealt[0]) == "red8 green5 green7 blue4 grey1 grey6 grey7 black6 black7");
}
