// SPDX-License-Identifier: GPL-3.0-or-later
// try_apply refuses untrusted intents with a typed error and changes nothing.
#include <catch2/catch.hpp>

#include "scenario.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

void require_refused(State& s, const Intent& intent, MoveError expected, bool action_illegal = true) {
    const State before = s;
    const ApplyResult r = try_apply(s, intent);
    CHECK(r.error == expected);
    CHECK(r.events.empty());
    CHECK(s.state_id == before.state_id);
    CHECK(s.log.back().moves == before.log.back().moves);
    CHECK(s.collections == before.collections);
    CHECK(s.zerones == before.zerones);
    CHECK(s.piles == before.piles);
    CHECK(s.pile == before.pile);
    CHECK(s.phase == before.phase);
    if (action_illegal) CHECK_THROWS_AS(apply(s, intent.seat, intent.action), IllegalAction);
}

State with_swap_due() {
    State s = dealt(3, 0, {}, {pair("red3s", "blue2")});
    s.pool += s.piles[0];
    s.piles[0] = 0;
    apply(s, 0, Action::buy(0));
    REQUIRE(s.phase == Phase::Swap);
    return s;
}

}  // namespace

TEST_CASE("Errors: not your turn, no such seat") {
    State s = dealt(3, 1);
    require_refused(s, Intent{0, Action::take(0)}, MoveError::NotYourTurn);
    require_refused(s, Intent{3, Action::take(0)}, MoveError::InvalidSeat);
    require_refused(s, Intent{-1, Action::take(0)}, MoveError::InvalidSeat);
}

TEST_CASE("Errors: taking zerones from no pair, an empty pile, 2 from a pile under 5, a count not 1 or 2") {
    State s = dealt(3);
    require_refused(s, Intent{0, Action::take(4)}, MoveError::InvalidSlot);
    require_refused(s, Intent{0, Action::take(-1)}, MoveError::InvalidSlot);
    require_refused(s, Intent{0, Action::take(0, 2)}, MoveError::PileUnderFive);
    require_refused(s, Intent{0, Action::take(0, 3)}, MoveError::InvalidCount);
    require_refused(s, Intent{0, Action::take(0, 0)}, MoveError::InvalidCount);
    s.pool += s.piles[1];
    s.piles[1] = 0;
    require_refused(s, Intent{0, Action::take(1)}, MoveError::EmptyPile);
}

TEST_CASE("Errors: buying what one cannot afford, or no pair") {
    State s = dealt(3);
    require_refused(s, Intent{0, Action::buy(0)}, MoveError::CannotAfford);  // 4 on it, 3 in hand
    require_refused(s, Intent{0, Action::buy(7)}, MoveError::InvalidSlot);
    s.zerones[0] = 4;
    s.pool -= 1;
    CHECK(check(s, Intent{0, Action::buy(0)}) == MoveError::None);
    s.pairs[2].size = 0;
    require_refused(s, Intent{0, Action::buy(2)}, MoveError::NoPair);
}

TEST_CASE("Errors: a swap that is not due") {
    State s = dealt(3);
    require_refused(s, Intent{0, Action::give(card("red0"), 1)}, MoveError::SwapNotDue);
}

TEST_CASE("Errors: while a swap is due, nothing else, a swap naming a card the seat does not have, or itself") {
    State s = with_swap_due();
    require_refused(s, Intent{0, Action::take(1)}, MoveError::SwapPending);
    require_refused(s, Intent{0, Action::buy(1)}, MoveError::SwapPending);
    require_refused(s, Intent{1, Action::give(card("blue2"), 2)}, MoveError::NotYourTurn);
    require_refused(s, Intent{0, Action::give(card("green2"), 1)}, MoveError::CardNotInCollection);
    require_refused(s, Intent{0, Action::take_card(card("red3s"), 1)}, MoveError::CardNotInCollection);
    require_refused(s, Intent{0, Action::give(card("blue2"), 0)}, MoveError::InvalidOtherSeat);
    require_refused(s, Intent{0, Action::give(card("blue2"), 3)}, MoveError::InvalidOtherSeat);
    require_refused(s, Intent{0, Action::give(Card{200}, 1)}, MoveError::InvalidCard);
    CHECK(try_apply(s, Intent{0, Action::give(card("blue2"), 1)}).ok());
}

TEST_CASE("Errors: the game is over, the match is over, a stale epoch") {
    State s = dealt(3, 0, {}, {}, {}, {}, 2);
    s.pool += s.piles[0];
    s.piles[0] = 0;
    set_pile(s, {"purple4f"});
    const std::uint32_t epoch = s.epoch;
    apply(s, 0, Action::buy(0));  // the flag ends game 0
    start_game(s, make_deal(3, 1, {}, {}));
    require_refused(s, Intent{1, Action::take(0), 0, std::nullopt}, MoveError::GameOver, false);
    require_refused(s, Intent{1, Action::take(0), 1, epoch}, MoveError::StaleEpoch, false);
    CHECK(try_apply(s, Intent{1, Action::take(0), 1, s.epoch}).ok());
    State over = dealt(3);
    over.pool += over.piles[0];
    over.piles[0] = 0;
    set_pile(over, {"purple4f"});
    apply(over, 0, Action::buy(0));
    require_refused(over, Intent{1, Action::take(0)}, MoveError::MatchOver);
}

TEST_CASE("Errors: every error has its own sentence") {
    for (int e = 0; e <= static_cast<int>(MoveError::CardNotInCollection); ++e)
        CHECK(describe(static_cast<MoveError>(e)) != "unknown error");
}

TEST_CASE("Deals: a deal that is not whole is refused with one sentence") {
    Deal d = make_deal(3, 0, {}, {});
    CHECK(deal_error(d, 3).empty());
    Deal bad = d;
    bad.pile.pop_back();
    CHECK_FALSE(deal_error(bad, 3).empty());
    bad = d;
    bad.pile.back() = bad.pile.front();
    CHECK(deal_error(bad, 3) == "the cards set aside, face down, in the pairs and in the pile are not the 56 cards");
    bad = d;
    bad.removed.pop_back();
    CHECK_FALSE(deal_error(bad, 3).empty());
    bad = d;
    bad.first = 3;
    CHECK_FALSE(deal_error(bad, 3).empty());
    CHECK_THROWS_AS(new_match(default_rules(3), bad), std::invalid_argument);
    CHECK_FALSE(deal_error(d, 4).empty());
}
