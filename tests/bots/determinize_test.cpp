// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>

#include <catch2/catch.hpp>

#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/determinize.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

// Every other hand full, holding its publicly known cards, its unknown cards unseen by `view`'s
// seat, the pool and this seat's hand as they are: a deal the search may play on.
void check_deal(const State& deal, const State& real, const View& view) {
    CardSet all = deal.pool_set;
    for (Seat s = 0; s < view.players(); ++s) {
        const CardSet hand = deal.hands[static_cast<std::size_t>(s)];
        CHECK(hand.size() == kHandSize);
        CHECK((hand & view.known[static_cast<std::size_t>(s)]) == view.known[static_cast<std::size_t>(s)]);
        CHECK((all & hand).empty());
        all |= hand;
        if (s != view.seat) CHECK(((hand - view.known[static_cast<std::size_t>(s)]) - view.unseen()).empty());
    }
    CHECK(deal.hands[static_cast<std::size_t>(view.seat)] == real.hands[static_cast<std::size_t>(view.seat)]);
    CHECK(deal.pool == real.pool);
    CHECK(deal.to_move == real.to_move);
    CHECK(deal.knocks == real.knocks);
    // The deal is a state the engine can play on.
    CHECK(legal_actions(deal).size() == legal_actions(real).size());
}

// A few turns into a round, with cards taken from the pool so some are publicly known.
State played_state(std::uint64_t seed, int turns) {
    State state = new_match(default_rules(4), seed);
    Rng rng(seed);
    for (int t = 0; t < turns && state.phase == Phase::Playing; ++t) {
        const ActionList legal = legal_actions(state);
        apply(state, legal[rng.below(static_cast<std::uint32_t>(legal.size() - 1))]);  // swaps only
    }
    return state;
}

}  // namespace

TEST_CASE("a determinization agrees with everything the seat has seen") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const State real = played_state(seed, static_cast<int>(seed % 11));
        if (real.phase != Phase::Playing) continue;
        const Seat me = real.to_move;
        const View view = view_for(real, me);
        State base = determinization_base(view);
        for (const SampleParams params : {SampleParams{0, 0}, SampleParams{0.1, 0.5}}) {
            Rng rng(seed * 31);
            State sample = base;
            sample_hidden_hands(sample, view, params, rng);
            check_deal(sample, real, view);
            apply(sample, Action::knock());
        }
    }
}

TEST_CASE("a determinization does not depend on the hidden hands") {
    // Two matches that differ only in a hand this seat cannot see give the same samples.
    State real = played_state(4, 6);
    REQUIRE(real.phase == Phase::Playing);
    const Seat me = real.to_move;
    const Seat other = me == 0 ? 1 : 0;
    State altered = real;
    const CardSet unknown = real.hands[static_cast<std::size_t>(other)] - view_for(real, me).known[static_cast<std::size_t>(other)];
    const Seat third = (other + 1) % 4 == me ? (other + 2) % 4 : (other + 1) % 4;
    const CardSet third_unknown =
        real.hands[static_cast<std::size_t>(third)] - view_for(real, me).known[static_cast<std::size_t>(third)];
    REQUIRE_FALSE(unknown.empty());
    REQUIRE_FALSE(third_unknown.empty());
    // Swap one unknown card between two hidden hands.
    const Card a = *unknown.begin();
    const Card b = *third_unknown.begin();
    altered.hands[static_cast<std::size_t>(other)].erase(a);
    altered.hands[static_cast<std::size_t>(other)].insert(b);
    altered.hands[static_cast<std::size_t>(third)].erase(b);
    altered.hands[static_cast<std::size_t>(third)].insert(a);
    for (const char* kind : {"hard:iters=60", "medium", "easy"}) {
        const auto bot = make_bot(BotSpec{kind, 11, me});
        CHECK(bot->choose(view_for(real, me)) == make_bot(BotSpec{kind, 11, me})->choose(view_for(altered, me)));
    }
}

TEST_CASE("the deal chain keeps to what the seat has seen and does not depend on the hidden hands") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const State real = played_state(seed, 4 + static_cast<int>(seed % 9));
        if (real.phase != Phase::Playing) continue;
        const View view = view_for(real, real.to_move);
        // The same view over a state whose hidden hands differ: one unknown card of each of two
        // other seats changes place.
        State altered = real;
        const Seat me = real.to_move;
        const Seat a = (me + 1) % 4;
        const Seat b = (me + 2) % 4;
        const CardSet ua = real.hands[static_cast<std::size_t>(a)] - view.known[static_cast<std::size_t>(a)];
        const CardSet ub = real.hands[static_cast<std::size_t>(b)] - view.known[static_cast<std::size_t>(b)];
        if (!ua.empty() && !ub.empty()) {
            altered.hands[static_cast<std::size_t>(a)].erase(*ua.begin());
            altered.hands[static_cast<std::size_t>(a)].insert(*ub.begin());
            altered.hands[static_cast<std::size_t>(b)].erase(*ub.begin());
            altered.hands[static_cast<std::size_t>(b)].insert(*ua.begin());
        }
        const View altered_view = view_for(altered, me);
        ChainParams params;
        params.burn_in = 50;
        params.steps = 5;
        // Medium's model player, pruned or not, the greedy one and the one that looks at the pool.
        params.medium_look = seed % 3 == 0 ? 0.3 : 0.0;
        params.medium_cut = seed % 2 == 0 ? 3 : 0;
        params.pool_look = seed % 3 == 1 ? 0.15 : 0.0;
        // Medium's moves judged as it saw them then, a family or not, and a tempered chain.
        params.exact_medium = seed % 4 >= 2;
        params.family = seed % 5 == 1;
        params.temper = seed % 4 == 3 ? 2 : 1;
        DealChain chain(view, SampleParams{0.15, 0.6}, params);
        DealChain altered_chain(altered_view, SampleParams{0.15, 0.6}, params);
        State deal = determinization_base(view);
        State altered_deal = determinization_base(altered_view);
        Rng rng(seed);
        Rng altered_rng(seed);
        for (int k = 0; k < 20; ++k) {
            chain.next(deal, rng);
            altered_chain.next(altered_deal, altered_rng);
            check_deal(deal, real, view);
            CHECK(deal.hands == altered_deal.hands);
        }
        apply(deal, Action::knock());
    }
}

TEST_CASE("the move likelihood prefers hands that explain the moves") {
    // Seat 1 gave away grey6 and took yellow1 from a pool of low cards: it would not have kept a
    // red7 it could have given instead, so a hand without one explains the swap better.
    State state = new_match(default_rules(4), 3);
    View view = view_for(state, 0);
    view.history = {Move{1, Action::swap(*parse_card("grey6"), *parse_card("yellow1"))}};
    view.known = {};
    view.known[1] = CardSet{*parse_card("yellow1")};
    // The pool before the swap held yellow1; after it, grey6.
    view.pool = {*parse_card("grey6"), *parse_card("blue1"), *parse_card("blue2"), *parse_card("green2"), *parse_card("green1")};
    ChainParams greedy_model;
    greedy_model.medium_look = 0;
    const MoveLikelihood greedy(view, greedy_model);
    ChainParams looking_model = greedy_model;
    looking_model.pool_look = 0.15;
    const MoveLikelihood looking(view, looking_model);
    const CardSet low{*parse_card("red1"), *parse_card("red2"), *parse_card("red3"), *parse_card("black1"),
                      *parse_card("black2"), *parse_card("black3"), *parse_card("violet2"), *parse_card("violet3")};
    CardSet high = low;
    high.erase(*parse_card("violet3"));
    high.insert(*parse_card("red7"));
    CHECK(greedy(1, low) > 2 * greedy(1, high));
    // Looking ahead, keeping red7 for a later swap is a little more plausible, but still much less.
    CHECK(looking(1, low) > 1.5 * looking(1, high));
    // Medium's judgement (the default model player) sees red7 as the fourth red of a group to
    // come, so keeping it is less unlikely; a yellow8, which no card in the hand or the pool
    // could join in a group, it would have given before grey6.
    CardSet lone = low;
    lone.erase(*parse_card("violet3"));
    lone.insert(*parse_card("yellow8"));
    const MoveLikelihood medium(view, ChainParams{});
    CHECK(medium(1, high) > medium(1, low) / 2);
    CHECK(medium(1, low) > 2 * medium(1, lone));
}

TEST_CASE("the model player's look ahead values what the pool could do next turn") {
    // Four reds and a red5 left in the pool: taking grey1 now scores 36, but red5 next turn would
    // cancel five reds (give yellow8: 19), and each of grey2, grey3 and grey4 would drop the 8 (28).
    CardSet hand;
    for (const char* name : {"red1", "red2", "red3", "red4", "blue5", "green6", "black7", "yellow8", "violet8"})
        hand.insert(*parse_card(name));
    CardSet pool;
    for (const char* name : {"red5", "grey1", "grey2", "grey3", "grey4"}) pool.insert(*parse_card(name));
    const Action move = Action::swap(*parse_card("violet8"), *parse_card("grey1"));
    SwapValues plain{};
    SwapValues looking{};
    ChosenSwap plain_chosen;
    ChosenSwap looking_chosen;
    REQUIRE(swap_values(hand, pool, 0.0, move, plain, plain_chosen) == 45);
    REQUIRE(swap_values(hand, pool, 0.25, move, looking, looking_chosen) == 45);
    CHECK(plain_chosen.value == 360);
    CHECK(looking_chosen.value == 258);  // 10 x (36 - 0.25 x (17 + 8 + 8 + 8)), rounded
    CHECK(plain_chosen.score == 36);
    CHECK(looking_chosen.score == 36);
    std::size_t i = 0;
    for (Card give : hand)
        for (Card take : pool) {
            CHECK(plain[i] == 10 * score((hand - CardSet{give}) | CardSet{take}));
            CHECK(looking[i] <= plain[i]);
            ++i;
        }
}

namespace {

// Medium's look ahead as it was first written: for each card it may get, score the hand with
// that card in place of each of its own.
double reference_potential(CardSet hand, const CardChances& chances, Card excluded) {
    const int now = score(hand);
    double potential = 0;
    for (int i = 0; i < kDeckSize; ++i) {
        const float chance = chances[static_cast<std::size_t>(i)];
        const Card incoming = Card::from_index(i);
        if (chance <= 0 || incoming == excluded || hand.contains(incoming)) continue;
        int best = now;
        for (Card give : hand) {
            CardSet after = hand;
            after.erase(give);
            after.insert(incoming);
            best = std::min(best, score(after));
        }
        potential += static_cast<double>(chance) * (now - best);
    }
    return potential;
}

}  // namespace

TEST_CASE("Medium's look ahead sums exactly what scoring every swap would") {
    Rng rng(20261121);
    int with_groups = 0;
    for (int trial = 0; trial < 4000; ++trial) {
        // Hands rich in groups of four and five, where the shortcut must hand over to scoring.
        CardSet hand;
        const int colour = static_cast<int>(rng.below(kColours));
        const int number = static_cast<int>(rng.below(kNumbers));
        const int same_colour = static_cast<int>(rng.below(7));
        const int same_number = static_cast<int>(rng.below(6));
        for (int k = 0; k < same_colour && hand.size() < kHandSize; ++k)
            hand.insert(Card::from_index(colour * kNumbers + static_cast<int>(rng.below(kNumbers))));
        for (int k = 0; k < same_number && hand.size() < kHandSize; ++k)
            hand.insert(Card::from_index(static_cast<int>(rng.below(kColours)) * kNumbers + number));
        while (hand.size() < kHandSize) hand.insert(Card::from_index(static_cast<int>(rng.below(kDeckSize))));
        const ScoreBreakdown groups = score_breakdown(hand);
        if (groups.colour_groups != 0 || groups.number_groups != 0) ++with_groups;
        CardChances chances{};
        for (auto& c : chances) c = rng.unit() < 0.2 ? 0.0F : static_cast<float>(rng.below(100)) / 100.0F;
        Card excluded = Card::from_index(static_cast<int>(rng.below(kDeckSize)));
        const int now = score(hand);
        INFO(hand.bits());
        if (now == 0) continue;
        REQUIRE(look_potential(hand, chances, excluded) == reference_potential(hand, chances, excluded));
        CardChances without = chances;
        without[static_cast<std::size_t>(excluded.index())] = 0;
        REQUIRE(hand_value(hand, without, 0.3) == now - 0.3 * reference_potential(hand, chances, excluded));
    }
    CHECK(with_groups > 400);
}
