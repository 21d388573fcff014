// SPDX-License-Identifier: GPL-3.0-or-later
// try_apply refuses untrusted intents with a typed error and changes nothing.
#include <catch2/catch.hpp>

#include "scenario.hpp"

using namespace zero;
using namespace zero::soler;
using namespace zero::soler::test;

namespace {

// try_apply must leave the state exactly as it was.
// When only the intent's game or epoch is wrong, the bare action is legal: `action_illegal` false.
void require_refused(State& s, const Intent& intent, MoveError expected, bool action_illegal = true) {
    const std::uint32_t id = s.state_id;
    const std::vector<Move> moves = s.log.back().moves;
    const CardsArray hands = s.hands;
    const ApplyResult r = try_apply(s, intent);
    CHECK(r.error == expected);
    CHECK(r.events.empty());
    CHECK(s.state_id == id);
    CHECK(s.log.back().moves == moves);
    CHECK(s.hands == hands);
    if (action_illegal) CHECK_THROWS_AS(apply(s, intent.seat, intent.action), IllegalAction);
}

// Two seats near the end of a game: Ann holds `ann`, Bob `bob`, the pile is empty.
State near_the_end(const Cards& ann, const Cards& bob, int games) {
    State s = dealt({{3, 3, 3, 3, 3}, {2, 2, 2, 2, 2}}, 0, {}, games);
    s.hands = {ann, bob};
    s.pile = Pile{};
    return s;
}

// Ann plays a 3, Bob a 2; Ann bets 5 and takes both; she lays nothing.
void ann_takes(State& s) {
    play_all(s, {3, 2});
    bet_all(s, {5, 4});
    apply(s, 0, Action::safe({}));
}

}  // namespace

TEST_CASE("try_apply: every kind of bad intent gets its own error") {
    State s = dealt({{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}});
    require_refused(s, Intent{3, Action::play(3)}, MoveError::InvalidSeat);
    require_refused(s, Intent{-1, Action::play(3)}, MoveError::InvalidSeat);
    require_refused(s, Intent{0, Action::play(4)}, MoveError::InvalidCard);
    require_refused(s, Intent{0, Action::play(1)}, MoveError::CardNotInHand);
    require_refused(s, Intent{0, Action::bet(0)}, MoveError::WrongPhase);
    require_refused(s, Intent{0, Action::safe({})}, MoveError::WrongPhase);
    require_refused(s, Intent{0, Action::play(3), 1, std::nullopt}, MoveError::StaleEpoch, false);  // a later game
    require_refused(s, Intent{0, Action::play(3), std::nullopt, s.epoch + 1}, MoveError::StaleEpoch, false);
    REQUIRE(try_apply(s, Intent{0, Action::play(2), 0, s.epoch}).ok());
    require_refused(s, Intent{0, Action::play(3)}, MoveError::AlreadyPlayed);
    apply(s, 1, Action::play(0));
    apply(s, 2, Action::play(-1));
    require_refused(s, Intent{1, Action::bet(1)}, MoveError::NotYourDecision);
    require_refused(s, Intent{0, Action::bet(10)}, MoveError::BetOutOfRange);
    require_refused(s, Intent{0, Action::play(3)}, MoveError::WrongPhase);
    apply(s, 0, Action::bet(3));
    require_refused(s, Intent{1, Action::bet(3)}, MoveError::BetTaken);
    apply(s, 1, Action::bet(1));
    apply(s, 2, Action::bet(0));
    require_refused(s, Intent{0, Action::safe({})}, MoveError::NotYourDecision);
    require_refused(s, Intent{1, Action::safe({{}})}, MoveError::EmptyGroup);
    require_refused(s, Intent{1, Action::safe({{1}})}, MoveError::GroupSum);
    require_refused(s, Intent{1, Action::safe({{-3, 3}})}, MoveError::GroupsNotInHand);
    require_refused(s, Intent{1, Action::safe({{9, -9}})}, MoveError::InvalidCard);
    // More cards than the deck holds is refused before counting overflows.
    require_refused(s, Intent{1, Action::safe(std::vector<Group>(300, Group{0}))}, MoveError::GroupsNotInHand);
    require_refused(s, Intent{1, Action::bet(5)}, MoveError::WrongPhase);
}

TEST_CASE("try_apply: an intent naming an ended game, or a finished match, is refused") {
    State s = near_the_end(Cards{3}, Cards{2, 2}, 2);
    ann_takes(s);  // Ann holds 3 2, Bob 2: game 0 goes on
    CHECK(s.game == 0);
    ann_takes(s);
    REQUIRE(s.game == 1);
    require_refused(s, Intent{0, Action::play(3), 0, std::nullopt}, MoveError::GameOver, false);
}

TEST_CASE("try_apply: a match without a seed waits for its next deal") {
    State s = near_the_end(Cards{3}, Cards{2}, 2);
    ann_takes(s);
    REQUIRE(s.phase == Phase::Deal);
    CHECK(to_act(s) == 0);
    CHECK(legal_actions(s, 0).empty());
    require_refused(s, Intent{1, Action::play(2)}, MoveError::AwaitingDeal);
    // The dealer moves one seat clockwise: seat 1 must deal, and the deal must be whole.
    CHECK_THROWS_AS(start_game(s, make_deal(0, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}})), std::invalid_argument);
    Deal short_pile = make_deal(1, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}});
    short_pile.pile.pop_back();
    CHECK_THROWS_AS(start_game(s, short_pile), std::invalid_argument);
    start_game(s, make_deal(1, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}}));
    CHECK(s.phase == Phase::Play);
    CHECK(s.leader == 1);
    CHECK(s.game == 1);
}

TEST_CASE("try_apply: after the match is over everything is refused") {
    State s = near_the_end(Cards{3}, Cards{2}, 1);
    ann_takes(s);
    REQUIRE(s.phase == Phase::MatchOver);
    require_refused(s, Intent{0, Action::play(3)}, MoveError::MatchOver);
    CHECK(legal_actions(s, 0).empty());
}

TEST_CASE("try_apply: every error has its own sentence") {
    std::vector<std::string> seen;
    for (int e = 0; e <= static_cast<int>(MoveError::GroupsNotInHand); ++e) {
        const std::string text(describe(static_cast<MoveError>(e)));
        CHECK(text != "unknown error");
        CHECK(std::find(seen.begin(), seen.end(), text) == seen.end());
        seen.push_back(text);
    }
}

TEST_CASE("deal_error: a given deal must be 5 cards a hand and the 55 cards exactly") {
    CHECK(deal_error(make_deal(0, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}}), 2).empty());
    Deal d = make_deal(0, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}});
    CHECK_FALSE(deal_error(d, 3).empty());
    d.dealer = 2;
    CHECK_FALSE(deal_error(d, 2).empty());
    d.dealer = 0;
    d.hands[0].push_back(d.pile.back());
    d.pile.pop_back();
    CHECK_FALSE(deal_error(d, 2).empty());
    d = make_deal(0, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}});
    d.pile[0] = 4;
    CHECK_FALSE(deal_error(d, 2).empty());
    d.pile[0] = 3;  // one 3 too many, one card of another value missing
    CHECK_FALSE(deal_error(make_deal(0, {{1, 1, 1, 1, 1}, {2, 2, 2, 2, 2}}), 2) == deal_error(d, 2));
    CHECK_THROWS_AS(new_match(default_rules(2), d), std::invalid_argument);
}
