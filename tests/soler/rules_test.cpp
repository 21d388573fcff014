// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule and ruling of soler-zero.md, each test named after it.
#include <catch2/catch.hpp>

#include <bit>

#include "scenario.hpp"
#include "zero/soler/bots/bot_match.hpp"

using namespace zero;
using namespace zero::soler;
using namespace zero::soler::test;

namespace {

// The rules file's example: Ann, Bob and Cy, Ann deals.
const std::vector<std::vector<int>> kExample{{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}};

}  // namespace

TEST_CASE("A game: Ruling: the first dealer is drawn from the match seed, it moves one seat clockwise each game") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const int n = 2 + static_cast<int>(seed % 4);
        Rng rng(seed);
        const auto expected = static_cast<Seat>(rng.below(static_cast<std::uint32_t>(n)));
        CHECK(new_match(default_rules(n), seed).dealer == expected);
    }
    const State s = bot_match(default_rules(4), 9, {"easy", "easy", "easy", "easy"});
    REQUIRE(s.log.size() == 4);
    for (std::size_t g = 1; g < s.log.size(); ++g)
        CHECK(s.log[g].deal.dealer == next_seat(s.log[g - 1].deal.dealer, 4));
}

TEST_CASE("A game: 1. the dealer deals 5 cards to each player, the rest is a face-down draw pile") {
    for (int n = 2; n <= 5; ++n) {
        const State s = new_match(default_rules(n), 100 + static_cast<std::uint64_t>(n));
        for (int seat = 0; seat < n; ++seat) CHECK(s.hands[static_cast<std::size_t>(seat)].size() == 5);
        CHECK(s.pile.size() == 55 - 5 * n);
        CHECK(all_cards(s) == Cards::deck());
        // The deal is the seed's: the same seed deals the same cards.
        CHECK(new_match(default_rules(n), 100 + static_cast<std::uint64_t>(n)).log[0].deal == s.log[0].deal);
    }
}

TEST_CASE("A game: 2. the dealer leads the first trick") {
    for (Seat dealer = 0; dealer < 3; ++dealer) {
        const State s = dealt(kExample, dealer);
        CHECK(s.leader == dealer);
        CHECK(s.trick == 1);
    }
}

TEST_CASE("A trick: 1. Play: every player puts one card face down, all at the same time") {
    State s = dealt(kExample);
    CHECK(s.phase == Phase::Play);
    CHECK(to_act(s) == 0b111);
    // Any order: Cy first, then Ann; each commit only shrinks the set of seats that may play.
    const EventList e = apply(s, 2, Action::play(-1));
    REQUIRE(e.size() == 1);
    CHECK(std::get<CardCommitted>(e[0]).seat == 2);
    CHECK(to_act(s) == 0b011);
    CHECK(check(s, Intent{2, Action::play(3)}) == MoveError::AlreadyPlayed);
    CHECK(check(s, Intent{0, Action::bet(1)}) == MoveError::WrongPhase);
    apply(s, 0, Action::play(2));
    CHECK(to_act(s) == 0b010);
    // Bob learns that both have played, not what.
    const View bob = view_for(s, 1);
    CHECK(bob.committed == 0b101);
    CHECK_FALSE(bob.my_play.has_value());
    CHECK(bob.hand_sizes[0] == 4);
    CHECK(bob.hand_sizes[2] == 4);
    apply(s, 1, Action::play(0));
    CHECK(s.phase == Phase::Bet);
    CHECK(to_act(s) == seat_bit(0));
}

TEST_CASE("A trick: 1. Play: commits in any order lead to the same match and the same record") {
    State a = dealt(kExample);
    State b = dealt(kExample);
    apply(a, 0, Action::play(2));
    apply(a, 1, Action::play(0));
    apply(a, 2, Action::play(-1));
    apply(b, 2, Action::play(-1));
    apply(b, 0, Action::play(2));
    apply(b, 1, Action::play(0));
    CHECK(a.log[0].moves == b.log[0].moves);
    CHECK(a.hands == b.hands);
    CHECK(a.epoch == b.epoch);
    // The record lists the plays clockwise from the leader.
    CHECK(a.log[0].moves[0].seat == 0);
    CHECK(a.log[0].moves[1].seat == 1);
    CHECK(a.log[0].moves[2].seat == 2);
}

TEST_CASE("A trick: 1. Play: the epoch of the play stage stays while seats commit, so no answer goes stale") {
    State s = dealt(kExample);
    const std::uint32_t epoch = s.epoch;
    apply(s, 1, Action::play(0));
    CHECK(s.epoch == epoch);
    CHECK(s.state_id == epoch + 1);
    CHECK(try_apply(s, Intent{2, Action::play(-1), 0, epoch}).ok());
    apply(s, 0, Action::play(2));
    CHECK(s.epoch != epoch);  // the betting is a new stage
    CHECK(try_apply(s, Intent{0, Action::bet(3), 0, epoch}).error == MoveError::StaleEpoch);
}

TEST_CASE("A trick: 2. Bets: from the leader, clockwise, each a total not announced yet in this trick") {
    State s = dealt(kExample, 1);
    play_all(s, {2, 0, -1});
    CHECK(s.to_move == 1);
    CHECK(check(s, Intent{2, Action::bet(4)}) == MoveError::NotYourDecision);
    apply(s, 1, Action::bet(4));
    CHECK(s.to_move == 2);
    CHECK(check(s, Intent{2, Action::bet(4)}) == MoveError::BetTaken);
    apply(s, 2, Action::bet(-4));
    CHECK(s.to_move == 0);
    CHECK(check(s, Intent{0, Action::bet(-4)}) == MoveError::BetTaken);
    CHECK(check(s, Intent{0, Action::play(3)}) == MoveError::WrongPhase);
    // The bets are public as they are made.
    const View ann = view_for(s, 0);
    CHECK(ann.bet_made == 0b110);
    CHECK(ann.bets[1] == 4);
    CHECK(ann.bets[2] == -4);
    // legal_actions offers every free total.
    CHECK(legal_actions(s, 0).size() == 19 - 2);
}

TEST_CASE("A trick: 2. Ruling: a bet lies between -3 x players and +3 x players inclusive") {
    for (int n = 2; n <= 5; ++n) {
        const std::array<int, 5> value{3, 1, 2, -1, 0};
        std::vector<std::vector<int>> hands;
        for (int seat = 0; seat < n; ++seat) hands.emplace_back(5, value[static_cast<std::size_t>(seat)]);
        State s = dealt(hands);
        std::vector<int> cards;
        for (const auto& h : hands) cards.push_back(h[0]);
        play_all(s, cards);
        CHECK(check(s, Intent{0, Action::bet(3 * n + 1)}) == MoveError::BetOutOfRange);
        CHECK(check(s, Intent{0, Action::bet(-3 * n - 1)}) == MoveError::BetOutOfRange);
        CHECK(check(s, Intent{0, Action::bet(3 * n)}) == MoveError::None);
        CHECK(check(s, Intent{0, Action::bet(-3 * n)}) == MoveError::None);
        CHECK(legal_actions(s, 0).size() == static_cast<std::size_t>(6 * n + 1));
    }
}

TEST_CASE("A trick: 3-4. Reveal: the exact total takes all played cards (their own too) and leads the next trick") {
    State s = dealt(kExample);
    play_all(s, {2, 0, -1});
    const EventList e = bet_all(s, {3, 1, 0});
    const TrickRevealed* r = find_event<TrickRevealed>(e);
    REQUIRE(r != nullptr);
    CHECK(r->sum == 1);
    CHECK(r->outcome == Outcome::Bet);
    CHECK(r->taker == 1);
    CHECK(r->under_pile.empty());
    CHECK(s.hands[1] == Cards{0, 1, 3, -2, 2, 0, -1});
    CHECK(s.leader == 1);
    CHECK(s.phase == Phase::Safe);
    CHECK(to_act(s) == seat_bit(1));
    // Everyone now knows Bob holds the three cards he took.
    CHECK(view_for(s, 2).known[1] == Cards{2, 0, -1});
    apply(s, 1, Action::safe({{0}, {3, -2, -1}}));
    CHECK(s.leader == 1);
    CHECK(s.trick == 2);
    CHECK(s.phase == Phase::Play);
}

TEST_CASE("A trick: 5. no exact bet and exactly one 0: its player takes all played cards, the leader leads again") {
    State s = dealt(kExample);
    play_all(s, {3, 0, 2});  // 5
    const EventList e = bet_all(s, {1, 2, 3});
    const TrickRevealed* r = find_event<TrickRevealed>(e);
    REQUIRE(r != nullptr);
    CHECK(r->outcome == Outcome::LoneZero);
    CHECK(r->taker == 1);
    CHECK(s.hands[1] == Cards{0, 1, 3, -2, 3, 0, 2});
    CHECK(s.phase == Phase::Safe);
    CHECK(s.to_move == 1);
    apply(s, 1, Action::safe({}));
    CHECK(s.leader == 0);
    CHECK(s.trick == 2);
}

TEST_CASE("A trick: 5. several 0s cancel: each takes back their own 0, the rest go under the pile, the leader leads again") {
    // Four players, Bob (seat 1) leads: the cards go under in seat order 1, 2, 3, 0.
    State s = dealt({{0, 2, 2, 2, 2}, {3, 3, 3, 3, 3}, {0, 1, 1, 1, 1}, {-1, 2, 2, 2, 2}}, 1);
    const std::vector<int> before = s.pile.list();
    play_all(s, {0, 3, 0, -1});  // 2
    const EventList e = bet_all(s, {5, 4, 3, 1});
    const TrickRevealed* r = find_event<TrickRevealed>(e);
    REQUIRE(r != nullptr);
    CHECK(r->outcome == Outcome::ZerosCancel);
    CHECK(r->taker == -1);
    CHECK(r->zeros_back == (seat_bit(0) | seat_bit(2)));
    CHECK(r->under_pile == std::vector<int>{3, -1});
    CHECK(s.hands[0].count(0) == 1);
    CHECK(s.hands[2].count(0) == 1);
    std::vector<int> after = before;
    after.push_back(3);
    after.push_back(-1);
    CHECK(s.pile.list() == after);
    CHECK(s.leader == 1);
    CHECK(s.trick == 2);
    CHECK(s.phase == Phase::Play);  // no safe cards: nobody took the cards
}

TEST_CASE("A trick: 5. no 0 played: all played cards go under the pile, one at a time clockwise from the leader") {
    State s = dealt(kExample, 2);
    play_all(s, {3, 1, 2});  // 6; Cy (seat 2) leads
    const EventList e = bet_all(s, {0, 1, 2});
    const TrickRevealed* r = find_event<TrickRevealed>(e);
    REQUIRE(r != nullptr);
    CHECK(r->outcome == Outcome::NoZero);
    CHECK(r->under_pile == std::vector<int>{2, 3, 1});
    const std::vector<int> pile = s.pile.list();
    CHECK(std::vector<int>(pile.end() - 3, pile.end()) == std::vector<int>{2, 3, 1});
    CHECK(s.leader == 2);
    CHECK(s.phase == Phase::Play);
}

TEST_CASE("A trick: 6. Safe cards: the taker, and only now, lays disjoint groups adding up to exactly 0 or 10") {
    State s = dealt(kExample);
    play_all(s, {2, 0, -1});
    bet_all(s, {3, 1, 0});  // Bob holds 0 0 1 3 -2 2 -1
    CHECK(check(s, Intent{0, Action::safe({{0}})}) == MoveError::NotYourDecision);
    CHECK(check(s, Intent{1, Action::play(0)}) == MoveError::WrongPhase);
    CHECK(check(s, Intent{1, Action::safe({{}})}) == MoveError::EmptyGroup);
    CHECK(check(s, Intent{1, Action::safe({{1, 2}})}) == MoveError::GroupSum);
    CHECK(check(s, Intent{1, Action::safe({{3, -3}})}) == MoveError::GroupsNotInHand);
    CHECK(check(s, Intent{1, Action::safe({{0}, {0}, {0}})}) == MoveError::GroupsNotInHand);  // disjoint
    CHECK(check(s, Intent{1, Action::safe({{0}})}) == MoveError::None);                    // a lone 0 is a group
    CHECK(check(s, Intent{1, Action::safe({})}) == MoveError::None);                       // laying nothing
    CHECK(check(s, Intent{1, Action::safe({{3, 3, 2, 2}})}) == MoveError::GroupsNotInHand);
    CHECK(check(s, Intent{1, Action::safe({{0, 0, 1, 3, 2, -2, -1}})}) == MoveError::GroupSum);  // 3
    CHECK(check(s, Intent{1, Action::safe({{0}, {0}, {3, -2, -1}, {1, -1}})}) == MoveError::GroupsNotInHand);
    CHECK(check(s, Intent{1, Action::safe({{0}, {0, 3, -2, -1}, {2, -2}})}) == MoveError::GroupsNotInHand);
    CHECK(check(s, Intent{1, Action::safe({{0}, {0}, {3, -2, -1}})}) == MoveError::None);
    CHECK(check(s, Intent{1, Action::safe({{7}})}) == MoveError::InvalidCard);
}

TEST_CASE("A trick: 6. a group may add up to exactly 10") {
    State s = dealt({{3, 3, 3, 1, -1}, {2, 2, 2, 2, 1}, {1, 1, 1, 1, 2}});
    play_all(s, {3, 2, 1});
    bet_all(s, {6, 5, 4});  // Ann takes: 3 3 1 -1 3 2 1
    CHECK(check(s, Intent{0, Action::safe({{3, 3, 3, 1}})}) == MoveError::None);
    CHECK(check(s, Intent{0, Action::safe({{3, 3, 3, 2, 1, -1, -1}})}) == MoveError::GroupsNotInHand);
    CHECK(check(s, Intent{0, Action::safe({{3, 3, 3, 2, 1, -1}})}) == MoveError::GroupSum);  // 11
    CHECK(check(s, Intent{0, Action::safe({{3, 3, 2, 1, 1}, {3, -1}})}) == MoveError::GroupSum);
    apply(s, 0, Action::safe({{3, 3, 3, 1}, {1, -1}}));
    CHECK(s.safe[0] == Cards{3, 3, 3, 1, 1, -1});
    CHECK(s.hands[0].count(2) >= 1);  // the 2 stays, and two more cards are drawn
    CHECK(s.hands[0].size() == 3);
}

TEST_CASE("A trick: 6. Safe cards stay safe for the rest of the game and are public") {
    State s = dealt(kExample);
    play_all(s, {2, 0, -1});
    bet_all(s, {3, 1, 0});
    const EventList e = apply(s, 1, Action::safe({{0}, {3, -2, -1}}));
    const SafeLaid* laid = find_event<SafeLaid>(e);
    REQUIRE(laid != nullptr);
    CHECK(laid->groups == std::vector<Group>{{0}, {3, -2, -1}});
    CHECK(s.safe[1] == Cards{0, 3, -2, -1});
    CHECK(s.hands[1] == Cards{0, 1, 2});
    CHECK(view_for(s, 0).safe[1] == Cards{0, 3, -2, -1});
    play_all(s, {0, 0, 3});  // two zeros cancel; nobody lays
    bet_all(s, {-9, -8, -7});
    CHECK(s.phase == Phase::Play);
    CHECK(s.safe[1] == Cards{0, 3, -2, -1});
}

TEST_CASE("A trick: 6. players taking back their own 0 may not lay safe cards") {
    State s = dealt({{0, 1, 1, 1, 1}, {0, 2, 2, 2, 2}, {2, 3, 3, 3, 3}});
    play_all(s, {0, 0, 2});
    bet_all(s, {5, 4, 3});
    CHECK(s.phase == Phase::Play);
    CHECK(check(s, Intent{0, Action::safe({{0}})}) == MoveError::WrongPhase);
    CHECK(check(s, Intent{1, Action::safe({{0}})}) == MoveError::WrongPhase);
}

TEST_CASE("A trick: 6. the lone-0 taker may lay safe cards") {
    State s = dealt(kExample);
    play_all(s, {3, 0, 2});
    bet_all(s, {1, 2, 3});
    CHECK(check(s, Intent{1, Action::safe({{0}, {0}, {2, -2}})}) == MoveError::None);
    apply(s, 1, Action::safe({{0}, {0}, {2, -2}}));
    CHECK(s.safe[1].size() == 4);
}

TEST_CASE("A trick: 7. Draw: everyone below 3 cards draws up to 3 while the pile lasts, clockwise from the next leader") {
    State s = dealt(kExample);
    // A late position: small hands, seven cards left.
    s.hands = {Cards{3}, Cards{2}, Cards{1, 1}};
    s.pile = Pile::of(std::vector<int>{-3, -2, -2, 0});
    s.leader = 1;
    play_all(s, {3, 2, 1});  // 6, no zero: under the pile 2, 1, 3 (from Bob)
    const EventList e = bet_all(s, {0, 1, 2});
    // Bob (the next leader) draws 3, Cy 2 (one left in hand), then Ann 2 of what went under.
    std::vector<CardsDrawn> draws;
    for (const Event& ev : e)
        if (const auto* d = std::get_if<CardsDrawn>(&ev)) draws.push_back(*d);
    REQUIRE(draws.size() == 3);
    CHECK(draws[0].seat == 1);
    CHECK(draws[0].count == 3);
    CHECK(draws[1].seat == 2);
    CHECK(draws[1].count == 2);
    CHECK(draws[2].seat == 0);
    CHECK(draws[2].count == 2);
    CHECK(s.hands[1] == Cards{-3, -2, -2});
    CHECK(s.hands[2] == Cards{1, 0, 2});
    CHECK(s.hands[0] == Cards{1, 3});
    CHECK(s.pile.empty());
    CHECK(s.phase == Phase::Play);  // every hand holds a card: the game goes on
}

TEST_CASE("A trick: 7. Draw happens after the safe cards are laid") {
    State s = dealt(kExample);
    s.hands = {Cards{3, 0}, Cards{2, 0}, Cards{1, 0}};
    s.pile = Pile::of(std::vector<int>{-1, -1, -1, -1, -1, -1});
    play_all(s, {3, 2, 1});
    const EventList bets = bet_all(s, {6, 5, 4});  // Ann takes 3 2 1 and still holds 0
    CHECK(s.phase == Phase::Safe);
    CHECK(find_event<CardsDrawn>(bets) == nullptr);
    CHECK(s.pile.size() == 6);
    const EventList e = apply(s, 0, Action::safe({{0}}));
    // Ann keeps 3 2 1 and draws nothing; Bob and Cy each draw two.
    CHECK(s.hands[0] == Cards{3, 2, 1});
    CHECK(s.hands[1].size() == 3);
    CHECK(s.hands[2].size() == 3);
    CHECK(s.pile.size() == 2);
    const CardsDrawn* first = find_event<CardsDrawn>(e);
    REQUIRE(first != nullptr);
    CHECK(first->seat == 1);
}

TEST_CASE("A trick: 8. End check: the pile is empty and some player holds no card: the game ends (\"out\")") {
    State s = dealt(kExample);
    s.hands = {Cards{3}, Cards{2}, Cards{1, 1}};
    s.pile = Pile{};
    play_all(s, {3, 2, 1});
    bet_all(s, {6, 5, 4});  // Ann takes; Bob is left with nothing and the pile is empty
    REQUIRE(s.phase == Phase::Safe);
    const EventList e = apply(s, 0, Action::safe({}));
    const GameScored* g = find_event<GameScored>(e);
    REQUIRE(g != nullptr);
    CHECK(g->end == GameEnd::Out);
    CHECK(g->tricks == 1);
    CHECK(s.phase == Phase::MatchOver);
    CHECK(s.log[0].end == GameEnd::Out);
}

TEST_CASE("A trick: 8. an empty pile alone does not end the game, nor an empty hand while the pile lasts") {
    State s = dealt(kExample);
    s.hands = {Cards{3, 3}, Cards{2, 2}, Cards{1, 1}};
    s.pile = Pile{};
    play_all(s, {3, 2, 1});
    bet_all(s, {6, 5, 4});
    apply(s, 0, Action::safe({}));
    CHECK(s.phase == Phase::Play);  // everyone still holds a card
    CHECK(s.trick == 2);
}

TEST_CASE("A trick: 8. Ruling: a game also ends after its 500th trick (\"limit\")") {
    State s = dealt(kExample);
    s.trick = kTrickLimit - 1;
    play_all(s, {3, 1, 2});  // no zero: nothing taken
    bet_all(s, {0, 1, 2});
    CHECK(s.phase == Phase::Play);
    CHECK(s.trick == kTrickLimit);
    play_all(s, {-1, 3, 3});
    const EventList e = bet_all(s, {-5, -4, -3});
    const GameScored* g = find_event<GameScored>(e);
    REQUIRE(g != nullptr);
    CHECK(g->end == GameEnd::Limit);
    CHECK(g->tricks == kTrickLimit);
}

TEST_CASE("A trick: 8. Ruling: when the 500th trick also empties the pile and a hand, the end is \"out\"") {
    State s = dealt(kExample);
    s.trick = kTrickLimit;
    s.hands = {Cards{3}, Cards{2}, Cards{1, 1}};
    s.pile = Pile{};
    play_all(s, {3, 2, 1});
    bet_all(s, {6, 5, 4});
    const EventList e = apply(s, 0, Action::safe({}));
    const GameScored* g = find_event<GameScored>(e);
    REQUIRE(g != nullptr);
    CHECK(g->end == GameEnd::Out);
}

TEST_CASE("Scoring: each safe card scores 1 point whatever its value, cards in hand score nothing") {
    const State s = bot_match(default_rules(4), 31, {"medium", "easy", "medium", "random"});
    REQUIRE(s.phase == Phase::MatchOver);
    // Replaying the log, count each seat's laid cards per game.
    for (const GameLog& log : s.log) {
        SeatArray laid{};
        for (const Move& m : log.moves)
            if (m.action.kind == ActionKind::Safe)
                for (const Group& g : m.action.groups) laid[static_cast<std::size_t>(m.seat)] += static_cast<int>(g.size());
        CHECK(laid == log.scores);
    }
    SeatArray totals{};
    for (const GameLog& log : s.log)
        for (std::size_t i = 0; i < totals.size(); ++i) totals[i] += log.scores[i];
    CHECK(totals == s.totals);
}

TEST_CASE("The match: Ruling: by default as many games as players") {
    for (int n = 2; n <= 5; ++n) {
        CHECK(default_rules(n).games == n);
        const State s = bot_match(default_rules(n), 70 + static_cast<std::uint64_t>(n),
                                  std::vector<std::string>(static_cast<std::size_t>(n), "easy"));
        CHECK(s.phase == Phase::MatchOver);
        CHECK(s.log.size() == static_cast<std::size_t>(n));
    }
}

TEST_CASE("The match: the printed variant plays games until a total reaches 100 (at least), ending after that game") {
    CHECK(target_rules(3).target_points == 100);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const State s = bot_match(target_rules(3), seed, {"medium", "medium", "medium"});
        REQUIRE(s.phase == Phase::MatchOver);
        CHECK(*std::max_element(s.totals.begin(), s.totals.begin() + 3) >= 100);
        SeatArray before{};  // no total had reached 100 before the last game
        for (std::size_t g = 0; g + 1 < s.log.size(); ++g)
            for (std::size_t i = 0; i < 3; ++i) before[i] += s.log[g].scores[i];
        CHECK(*std::max_element(before.begin(), before.begin() + 3) < 100);
        CHECK(s.log.size() > 1);
    }
}

TEST_CASE("The match: a match to a target ends after 50 games at the latest (safeguard)") {
    State s = new_match(target_rules(2, 1000), 5);
    std::vector<std::unique_ptr<Bot>> bots;
    for (Seat seat = 0; seat < 2; ++seat) bots.push_back(make_bot("easy", 5, seat));
    // Nobody lays anything: the totals never grow.
    while (s.phase != Phase::MatchOver) {
        if (s.phase == Phase::Safe) {
            apply(s, s.to_move, Action::safe({}));
            continue;
        }
        const Seat seat = std::countr_zero(static_cast<unsigned>(to_act(s)));
        apply(s, seat, bots[static_cast<std::size_t>(seat)]->choose(view_for(s, seat)));
    }
    CHECK(s.log.size() == static_cast<std::size_t>(kMaxGames));
}

TEST_CASE("The match: highest total wins, equal highest totals share the win") {
    CHECK(winners(SeatArray{3, 9, 2, 9, 0}, 4) == (seat_bit(1) | seat_bit(3)));
    CHECK(winners(SeatArray{3, 9, 2, 9, 10}, 4) == (seat_bit(1) | seat_bit(3)));  // seat 4 does not play
    CHECK(winners(SeatArray{0, 0, 0, 0, 0}, 2) == 0b11);
    CHECK(winners(SeatArray{12, 4, 0, 0, 0}, 3) == seat_bit(0));
}
