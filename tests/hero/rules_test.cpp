// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule and ruling of zero-hero.md, by name.
#include <catch2/catch.hpp>

#include <set>

#include "scenario.hpp"
#include "zero/hero/playout.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

// Moves zerones between a pile and the general pool, keeping the 40.
void set_pile_zerones(State& s, int slot, int count) {
    s.pool += s.piles[static_cast<std::size_t>(slot)] - count;
    s.piles[static_cast<std::size_t>(slot)] = count;
    REQUIRE(s.pool >= 0);
}

const GameEnded& ended(const EventList& events) {
    const GameEnded* e = find_event<GameEnded>(events);
    REQUIRE(e != nullptr);
    return *e;
}

// Seat 0 to move in a 4-seat game with `p0` as pair 0, bought for free.
State free_pair(PairCards p0, const std::vector<std::string>& pile_top = {}) {
    State s = dealt(4, 0, {}, {p0}, pile_top);
    set_pile_zerones(s, 0, 0);
    return s;
}

}  // namespace

TEST_CASE("Set-up 1: 12 cards set aside with 2 players, 6 with 3, none with 4, 5 players is our variant with none") {
    for (int players = 2; players <= 5; ++players) {
        const State s = new_match(default_rules(players), 11);
        const Deal& deal = s.log.front().deal;
        const int removed = players == 2 ? 12 : players == 3 ? 6 : 0;
        CHECK(static_cast<int>(deal.removed.size()) == removed);
        CHECK(s.removed.size() == removed);
        CHECK(s.pile.size() == 56 - removed - players - 8);
        CHECK(all_cards(s) == Cards::deck());
    }
    CHECK(rules_error(default_rules(1)) != "");
    CHECK(rules_error(default_rules(6)) != "");
    CHECK(rules_error(Rules{4, 0}) != "");
    CHECK(rules_error(Rules{4, 51}) != "");
    CHECK(default_rules(3).games == 1);
    CHECK_THROWS_AS(new_match(default_rules(6), 1), std::invalid_argument);
}

TEST_CASE("Set-up 2: each player is dealt one card face down, which its owner sees") {
    const State s = new_match(default_rules(3), 5);
    for (int seat = 0; seat < 3; ++seat) {
        CHECK(s.face_down[static_cast<std::size_t>(seat)].size() == 1);
        CHECK(s.collections[static_cast<std::size_t>(seat)].empty());
        const View v = view_for(s, seat);
        CHECK(v.my_face_down == s.face_down[static_cast<std::size_t>(seat)]);
        CHECK(v.face_down_counts == SeatArray{1, 1, 1, 0, 0});
    }
}

TEST_CASE("Set-up 3: the last 10 cards of the pile are the end cards, and everyone knows where the boundary lies") {
    const State s = new_match(default_rules(4), 3);
    CHECK(s.pile.end_cards() == kEndCards);
    CHECK(s.pile.size() == 44);  // 56 - 4 face down - 8 in pairs
    CHECK(s.pile.above_end() == 34);
    const View v = view_for(s, 2);
    CHECK(v.end_cards == 10);
    CHECK(v.above_end == 34);
}

TEST_CASE("Set-up 4 and 5: four face-up pairs with 4 zerones each, 3 zerones a player, the rest is the general pool") {
    for (int players = 2; players <= 5; ++players) {
        const State s = new_match(default_rules(players), 9);
        for (const Pair& p : s.pairs) CHECK(p.size == 2);
        CHECK(s.piles == std::array<int, 4>{4, 4, 4, 4});
        for (int seat = 0; seat < players; ++seat) CHECK(s.zerones[static_cast<std::size_t>(seat)] == 3);
        CHECK(s.pool == 40 - 16 - 3 * players);
        CHECK(all_zerones(s) == 40);
    }
}

TEST_CASE("Set-up 6 ruling: the first player is drawn from the match seed, play goes clockwise") {
    std::set<Seat> firsts;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const State a = new_match(default_rules(4), seed);
        const State b = new_match(default_rules(4), seed);
        CHECK(a.first == b.first);
        CHECK(a.to_move == a.first);
        firsts.insert(a.first);
    }
    CHECK(firsts.size() == 4);
    State s = dealt(4, 2);
    apply(s, 2, Action::take(0));
    CHECK(s.to_move == 3);
    apply(s, 3, Action::take(0));
    CHECK(s.to_move == 0);
    CHECK(to_act(s) == seat_bit(0));
}

TEST_CASE("Take zerones: 1 from any pair's pile") {
    State s = dealt(4);
    const EventList e = apply(s, 0, Action::take(2, 1));
    CHECK(s.piles[2] == 3);
    CHECK(s.zerones[0] == 4);
    const ZeronesTaken* t = find_event<ZeronesTaken>(e);
    REQUIRE(t != nullptr);
    CHECK((t->seat == 0 && t->slot == 2 && t->count == 1));
}

TEST_CASE("Take zerones: 2 only from a pile of 5 or more, and the player chooses 1 or 2") {
    State s = dealt(4);
    CHECK(check(s, Intent{0, Action::take(1, 2)}) == MoveError::PileUnderFive);
    set_pile_zerones(s, 1, 5);
    CHECK(check(s, Intent{0, Action::take(1, 1)}) == MoveError::None);
    apply(s, 0, Action::take(1, 2));
    CHECK(s.piles[1] == 3);
    CHECK(s.zerones[0] == 5);
}

TEST_CASE("Take zerones: an empty pile cannot be taken from") {
    State s = dealt(4);
    set_pile_zerones(s, 3, 0);
    CHECK(check(s, Intent{0, Action::take(3, 1)}) == MoveError::EmptyPile);
    for (const Action& a : legal_actions(s, 0)) CHECK_FALSE((a.kind == ActionKind::Take && a.slot == 3));
}

TEST_CASE(
    "Buy a pair: pay as many zerones as lie on it onto that pile, both cards join the rows, a new pair is dealt") {
    State s = dealt(4, 0, {}, {pair("red0", "blue2")}, {"green2", "yellow2"});
    CHECK(check(s, Intent{0, Action::buy(0)}) == MoveError::CannotAfford);
    set_pile_zerones(s, 0, 2);
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(s.zerones[0] == 1);
    CHECK(s.piles[0] == 4);
    CHECK(s.collections[0] == Cards::of(cards({"red0", "blue2"})));
    CHECK(s.pairs[0] == Pair{pair("green2", "yellow2"), 2});
    CHECK(s.to_move == 1);
    const PairBought* b = find_event<PairBought>(e);
    REQUIRE(b != nullptr);
    CHECK(b->cost == 2);
    CHECK(count_events<CardTurnedUp>(e) == 2);
    CHECK(find_event<PileRefilled>(e) == nullptr);  // it was not free
}

TEST_CASE("Buy a pair: a pair with no zerones is free, and its slot's pile then gets 3 from the general pool") {
    State s = free_pair(pair("red0", "blue2"));
    const int pool = s.pool;
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(s.zerones[0] == 3);
    CHECK(s.piles[0] == 3);
    CHECK(s.pool == pool - 3);
    const PileRefilled* r = find_event<PileRefilled>(e);
    REQUIRE(r != nullptr);
    CHECK(r->count == 3);
}

TEST_CASE("Buy ruling: the refill is as many as the general pool still has, up to 3") {
    State s = free_pair(pair("red0", "blue2"));
    s.zerones[1] += s.pool - 2;  // the pool holds only 2
    s.pool = 2;
    apply(s, 0, Action::buy(0));
    CHECK(s.piles[0] == 2);
    CHECK(s.pool == 0);
    CHECK(all_zerones(s) == 40);
}

TEST_CASE("Buy ruling: a +1 zerone of the purchase is taken from the general pool before the refill") {
    State s = free_pair(pair("red0z", "blue2"));
    s.zerones[1] += s.pool - 3;
    s.pool = 3;
    apply(s, 0, Action::buy(0));
    CHECK(s.zerones[0] == 4);
    CHECK(s.piles[0] == 2);
    CHECK(s.pool == 0);
}

TEST_CASE("Buy ruling: symbols act first card first, then the new pair is dealt, then the refill") {
    State s = free_pair(pair("red2c", "blue0z"), {"green2", "yellow2", "orange2"});
    const EventList e = apply(s, 0, Action::buy(0));
    std::vector<int> order;  // 0 symbol, 1 card turned up, 2 refill
    std::vector<Card> symbols;
    for (const Event& ev : e) {
        if (const auto* a = std::get_if<SymbolActed>(&ev)) {
            order.push_back(0);
            symbols.push_back(a->card);
        }
        if (std::holds_alternative<CardTurnedUp>(ev)) order.push_back(1);
        if (std::holds_alternative<PileRefilled>(ev)) order.push_back(2);
    }
    CHECK(order == std::vector<int>{0, 0, 1, 1, 2});
    CHECK(symbols == cards({"red2c", "blue0z"}));
    CHECK(s.face_down[0] == Cards::of({s.log[0].deal.secret[0], card("green2")}));
    CHECK(s.pairs[0] == Pair{pair("yellow2", "orange2"), 2});
}

TEST_CASE("Symbol +1 zerone: take 1 from the general pool, if any is left") {
    State s = dealt(4, 0, {}, {pair("red0z", "blue2")});
    set_pile_zerones(s, 0, 1);
    apply(s, 0, Action::buy(0));
    CHECK(s.zerones[0] == 3);  // paid 1, gained 1
    State t = dealt(4, 0, {}, {pair("red0z", "blue2")});
    set_pile_zerones(t, 0, 1);
    t.zerones[1] += t.pool;
    t.pool = 0;
    const EventList e = apply(t, 0, Action::buy(0));
    CHECK(t.zerones[0] == 2);
    REQUIRE(find_event<SymbolActed>(e) != nullptr);
    CHECK(find_event<SymbolActed>(e)->gained == 0);
}

TEST_CASE("Symbol +1 card: the top card of the pile, face down, seen by its owner only") {
    State s = free_pair(pair("red2c", "blue2"), {"green3s"});
    const Cards before = s.face_down[0];
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(s.face_down[0] == before + Cards::of(cards({"green3s"})));
    CHECK_FALSE(s.collections[0].contains(card("green3s")));
    CHECK(view_for(s, 0).my_face_down.contains(card("green3s")));
    CHECK(view_for(s, 1).face_down_counts[0] == 2);
    CHECK_FALSE(view_for(s, 1).my_face_down.contains(card("green3s")));
    // The card drawn face down has a swap symbol, but cards gained by an action never trigger.
    CHECK(s.phase == Phase::Turn);
    CHECK(find_event<SymbolActed>(e)->gained == 1);
}

TEST_CASE("Symbol +1 card ruling: nothing when the pile is empty") {
    State s = free_pair(pair("red2c", "blue2"));
    set_pile(s, {});
    const Cards before = s.face_down[0];
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(s.face_down[0] == before);
    CHECK(find_event<SymbolActed>(e)->gained == 0);
    CHECK(ended(e).end == GameEnd::Pile);  // and no pair can be dealt
}

TEST_CASE("Symbol +1 card ruling: a flag drawn this way does not end the game") {
    State s = free_pair(pair("red2c", "blue2"), {});
    set_pile(s, {"green4f", "yellow2", "orange2", "blue3"});  // all end cards
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(find_event<GameEnded>(e) == nullptr);
    CHECK(s.face_down[0].contains(card("green4f")));
    CHECK(s.phase == Phase::Turn);
    CHECK(s.pile.size() == 1);
}

TEST_CASE("Symbol swap: required, the buyer gives one face-up card to another player, even one without any") {
    State s = free_pair(pair("red3s", "blue2"), {"green2", "yellow2"});
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(s.phase == Phase::Swap);
    CHECK(to_act(s) == seat_bit(0));
    CHECK(s.pairs[0].size == 0);  // the new pair waits for the swap
    CHECK(check(s, Intent{0, Action::take(1)}) == MoveError::SwapPending);
    CHECK(check(s, Intent{0, Action::buy(1)}) == MoveError::SwapPending);
    for (const Action& a : legal_actions(s, 0)) CHECK(a.kind == ActionKind::Swap);
    CHECK(find_event<SymbolActed>(e)->card == card("red3s"));
    CHECK(s.collections[1].empty());
    // The card just bought may be given.
    const EventList swap = apply(s, 0, Action::give(card("blue2"), 1));
    CHECK(s.collections[1] == Cards::of(cards({"blue2"})));
    CHECK(s.collections[0] == Cards::of(cards({"red3s"})));
    CHECK(find_event<Swapped>(swap) != nullptr);
    CHECK(s.pairs[0] == Pair{pair("green2", "yellow2"), 2});
    CHECK(s.phase == Phase::Turn);
    CHECK(s.to_move == 1);
    CHECK(s.piles[0] == 3);
}

TEST_CASE("Symbol swap: or the buyer takes one face-up card from another player's collection") {
    State s = free_pair(pair("red3s", "blue2"));
    give_card(s, 2, "green3");
    apply(s, 0, Action::buy(0));
    CHECK(check(s, Intent{0, Action::take_card(card("green3"), 1)}) == MoveError::CardNotInCollection);
    apply(s, 0, Action::take_card(card("green3"), 2));
    CHECK(s.collections[0].contains(card("green3")));
    CHECK(s.collections[2].empty());
}

TEST_CASE("Ruling of ours 3: face-down cards cannot be swapped, nor a card with oneself") {
    State s = free_pair(pair("red3s", "blue2"));
    const Card secret = s.log[0].deal.secret[1];
    apply(s, 0, Action::buy(0));
    CHECK(check(s, Intent{0, Action::take_card(secret, 1)}) == MoveError::CardNotInCollection);
    const Card mine = s.log[0].deal.secret[0];
    if (!s.collections[0].contains(mine))
        CHECK(check(s, Intent{0, Action::give(mine, 1)}) == MoveError::CardNotInCollection);
    CHECK(check(s, Intent{0, Action::give(card("blue2"), 0)}) == MoveError::InvalidOtherSeat);
    CHECK(check(s, Intent{0, Action::take_card(card("blue2"), 0)}) == MoveError::InvalidOtherSeat);
}

TEST_CASE("Symbol swap: with two swap symbols, two swaps in the pair's order, the second may move the first's card") {
    State s = free_pair(pair("red3s", "blue3s"));
    const EventList e1 = apply(s, 0, Action::buy(0));
    CHECK(find_event<SymbolActed>(e1)->card == card("red3s"));
    apply(s, 0, Action::give(card("red3s"), 1));
    CHECK(s.phase == Phase::Swap);  // blue3s's swap now
    CHECK(s.to_move == 0);
    apply(s, 0, Action::take_card(card("red3s"), 1));
    CHECK(s.phase == Phase::Turn);
    CHECK(s.collections[0] == Cards::of(cards({"red3s", "blue3s"})));
    CHECK(s.collections[1].empty());
    CHECK(s.to_move == 1);
}

TEST_CASE("Symbols: only the cards just bought trigger, a card gained by a swap does not") {
    State s = free_pair(pair("red3s", "blue2"));
    give_card(s, 1, "green2c");
    give_card(s, 1, "yellow0z");
    const int zerones = s.zerones[0];
    const Cards face_down = s.face_down[0];
    apply(s, 0, Action::buy(0));
    const EventList e = apply(s, 0, Action::take_card(card("green2c"), 1));
    CHECK(s.face_down[0] == face_down);
    CHECK(s.zerones[0] == zerones);
    CHECK(find_event<SymbolActed>(e) == nullptr);
}

TEST_CASE("Symbol flag: nothing at once") {
    State s = free_pair(pair("red4f", "blue2"));
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(find_event<SymbolActed>(e) == nullptr);
    CHECK(find_event<GameEnded>(e) == nullptr);
    CHECK(s.phase == Phase::Turn);
}

TEST_CASE("End: a flagged card turned up from above the end cards does not end the game") {
    State s = free_pair(pair("red0", "blue2"));
    set_pile(s, {"green4f", "yellow2", "yellow3", "yellow3s", "yellow0", "yellow0z", "turquoise2", "turquoise3",
                 "turquoise3s", "turquoise0", "turquoise0z", "purple2"});  // 12: two above the end cards
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(find_event<GameEnded>(e) == nullptr);
    CHECK_FALSE(find_event<CardTurnedUp>(e)->from_end_cards);
    CHECK(s.pairs[0] == Pair{pair("green4f", "yellow2"), 2});
    CHECK(s.pile.above_end() == 0);
    CHECK(s.pile.end_cards() == 10);
}

TEST_CASE("End: a flag turned up from the end cards ends the game at once, the pair stays incomplete, no refill") {
    State s = free_pair(pair("red0", "blue2"));
    set_pile(s, {"green4f", "yellow2", "orange2"});
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(ended(e).end == GameEnd::Flag);
    CHECK(s.pairs[0].size == 1);
    CHECK(s.pairs[0].cards[0] == card("green4f"));
    CHECK(find_event<PileRefilled>(e) == nullptr);
    CHECK(s.piles[0] == 0);
    CHECK(s.phase == Phase::MatchOver);
    CHECK(to_act(s) == 0);
    CHECK(s.pile.size() == 2);
    CHECK(check(s, Intent{1, Action::take(1)}) == MoveError::MatchOver);
}

TEST_CASE("End: without a flag, the game ends when the last end card is turned up") {
    State s = free_pair(pair("red0", "blue2"));
    set_pile(s, {"yellow2", "orange2"});
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(ended(e).end == GameEnd::Pile);
    CHECK(s.pairs[0].size == 2);
    CHECK(find_event<PileRefilled>(e) == nullptr);
    // ... also when it is the first card of a pair.
    State t = free_pair(pair("red0", "blue2"));
    set_pile(t, {"yellow2"});
    CHECK(ended(apply(t, 0, Action::buy(0))).end == GameEnd::Pile);
    CHECK(t.pairs[0].size == 1);
}

TEST_CASE("End ruling: when the last end card is itself a flag, the end is a flag end") {
    State s = free_pair(pair("red0", "blue2"));
    set_pile(s, {"yellow2", "green4f"});
    CHECK(ended(apply(s, 0, Action::buy(0))).end == GameEnd::Flag);
}

TEST_CASE("End: the game ends when a pair cannot be dealt because the pile is empty") {
    State s = free_pair(pair("red2c", "blue2"));
    set_pile(s, {"yellow2"});  // +1 card draws the last card
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(ended(e).end == GameEnd::Pile);
    CHECK(s.pairs[0].size == 0);
    CHECK(count_events<CardTurnedUp>(e) == 0);
}

TEST_CASE("End ruling: the end cards are the last 10 of the pile as set up, even after +1 card drew from them") {
    // One card above the end cards; +1 card draws it, so the new pair comes from the end cards.
    State s = free_pair(pair("red2c", "blue2"));
    set_pile(s, {"orange2", "green4f", "yellow2", "yellow3", "yellow3s", "yellow0", "yellow0z", "turquoise2",
                 "turquoise3", "turquoise3s", "turquoise0"});
    CHECK(s.pile.above_end() == 1);
    const EventList e = apply(s, 0, Action::buy(0));
    CHECK(s.face_down[0].contains(card("orange2")));
    CHECK(find_event<CardTurnedUp>(e)->from_end_cards);
    CHECK(ended(e).end == GameEnd::Flag);
    // And a +1 card that draws from the end cards leaves fewer of them, the boundary unmoved.
    State t = free_pair(pair("red2c", "blue2"));
    set_pile(t, {"orange2", "green3", "yellow2", "yellow3", "yellow3s", "yellow0", "yellow0z", "turquoise2"});
    apply(t, 0, Action::buy(0));
    CHECK(t.pile.end_cards() == 5);
    CHECK(t.pile.above_end() == 0);
}

TEST_CASE("Scoring 1: at the end the face-down cards turn into the rows and every seat is scored") {
    State s = free_pair(pair("red0", "blue2"));
    set_pile(s, {"green4f"});
    const CardsArray face_down = s.face_down;
    const EventList events = apply(s, 0, Action::buy(0));
    const GameEnded& e = ended(events);
    for (int seat = 0; seat < 4; ++seat)
        CHECK(e.revealed[static_cast<std::size_t>(seat)] == face_down[static_cast<std::size_t>(seat)]);
    const CardsArray whole = final_collections(s);
    CHECK(e.scores == game_scores(whole, 4));
    CHECK(e.totals == e.scores);
    CHECK(s.log[0].scores == e.scores);
    CHECK(e.sheets[0].rows[0].kind != RowKind::Empty);  // red0 joined seat 0's rows
}

TEST_CASE("End: highest total wins, ties share the win") {
    CHECK(winners(SeatArray{3, 9, 9, 1, 0}, 4) == (seat_bit(1) | seat_bit(2)));
    CHECK(winners(SeatArray{12, 9, 9, 0, 0}, 3) == seat_bit(0));
}

TEST_CASE("Match ruling: N games add their totals, and the first player moves one seat clockwise each game") {
    State s = new_match(Rules{3, 3}, 77);
    Rng rng(4);
    random_playout(s, rng, 10);
    REQUIRE(s.phase == Phase::MatchOver);
    REQUIRE(s.log.size() == 3);
    SeatArray sum{};
    for (std::size_t g = 0; g < 3; ++g) {
        if (g > 0) CHECK(s.log[g].deal.first == next_seat(s.log[g - 1].deal.first, 3));
        for (std::size_t seat = 0; seat < 3; ++seat) sum[seat] += s.log[g].scores[seat];
    }
    CHECK(sum == s.totals);
}

TEST_CASE(
    "Ruling of ours 6: every game is set up anew. Match without a seed: the next game's deal is given, its first "
    "player one seat clockwise") {
    State s = dealt(2, 1, {}, {}, {}, {}, 2);
    set_pile(s, {"purple4f"});
    set_pile_zerones(s, 0, 0);
    apply(s, 1, Action::buy(0));
    REQUIRE(s.phase == Phase::Deal);
    CHECK(check(s, Intent{0, Action::take(0)}) == MoveError::AwaitingDeal);
    CHECK_THROWS_AS(start_game(s, make_deal(2, 1, {}, {})), std::invalid_argument);
    start_game(s, make_deal(2, 0, {}, {}));
    CHECK(s.phase == Phase::Turn);
    CHECK(s.to_move == 0);
    CHECK(s.game == 1);
    CHECK(s.collections[0].empty());
    CHECK(s.zerones[0] == 3);
    CHECK(all_cards(s) == Cards::deck());
}

TEST_CASE("Seeded deals: the same seed deals the same match, set-up parts in the documented order") {
    Rng a(123);
    const Deal deal = deal_from(a, 1, 3);
    std::vector<Card> deck = ordered_deck();
    Rng b(123);
    shuffle(std::span<Card>(deck), b);
    std::vector<Card> laid = deal.removed;
    laid.insert(laid.end(), deal.secret.begin(), deal.secret.end());
    for (const PairCards& p : deal.pairs) laid.insert(laid.end(), p.begin(), p.end());
    laid.insert(laid.end(), deal.pile.begin(), deal.pile.end());
    CHECK(laid == deck);
    // new_match draws the first player, then the deal.
    const State s = new_match(default_rules(3), 99);
    Rng c(99);
    const auto first = static_cast<Seat>(c.below(3));
    CHECK(s.first == first);
    CHECK(s.log[0].deal == deal_from(c, first, 3));
}

TEST_CASE("Rules: play_unrecorded changes the state as apply does, its log and events aside") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        State logged = new_match(Rules{players, 2}, seed);
        State quiet = logged;
        Rng rng(seed);
        while (logged.phase == Phase::Turn || logged.phase == Phase::Swap) {
            const Move move = random_move(logged, rng);
            apply(logged, move.seat, move.action);
            play_unrecorded(quiet, move.seat, move.action);
            REQUIRE(quiet.phase == logged.phase);
            REQUIRE(quiet.game == logged.game);
            REQUIRE(quiet.first == logged.first);
            REQUIRE(quiet.to_move == logged.to_move);
            REQUIRE(quiet.purchase == logged.purchase);
            REQUIRE(quiet.pairs == logged.pairs);
            REQUIRE(quiet.piles == logged.piles);
            REQUIRE(quiet.pool == logged.pool);
            REQUIRE(quiet.zerones == logged.zerones);
            REQUIRE(quiet.collections == logged.collections);
            REQUIRE(quiet.face_down == logged.face_down);
            REQUIRE(quiet.pile == logged.pile);
            REQUIRE(quiet.removed == logged.removed);
            REQUIRE(quiet.totals == logged.totals);
            REQUIRE(quiet.state_id == logged.state_id);
            REQUIRE(quiet.epoch == logged.epoch);
            REQUIRE(quiet.log.size() == logged.log.size());
        }
        CHECK(logged.phase == Phase::MatchOver);
        CHECK(quiet.log.front().moves.empty());
        CHECK_THROWS_AS(play_unrecorded(quiet, 0, Action::take(0)), IllegalAction);
    }
}
