// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of Zero Hero's engine (random playouts, scoring) and of its Hard's deals.
#include <benchmark/benchmark.h>

#include "random_hands.hpp"
#include "random_playouts.hpp"
#include "zero/hero/bots/hard_bot.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/score.hpp"

namespace {

// 4 players, one game per benchmark iteration: every action a uniform choice among the legal
// actions of the seat to act (swaps included).
void bm_hero_random_playout(benchmark::State& st) {
    const zero::hero::Rules rules{4, zero::hero::kMaxGames};
    zero::bench::random_playouts(st, rules);
}
BENCHMARK(bm_hero_random_playout);

// Scoring a collection of 14 cards dealt at random.
void bm_hero_score(benchmark::State& st) {
    using namespace zero::hero;
    zero::bench::over_random_hands(
        st, ordered_deck(), 14, [](std::span<const Card> cards) { return Cards::of(std::vector<Card>(cards.begin(), cards.end())); },
        [](const Cards& c) { return score_sheet(c, false); });
}
BENCHMARK(bm_hero_score);

// One decision of Hard (every legal action, 100 deals, one thread) at seat 0's first turn after
// eight actions of Medium, seed 200001: items are deals, so the rate is deals a CPU-second
// (docs/bots.md, "Zero Hero"; callgrind counts its instructions repeatably).
void bm_hero_hard_deals(benchmark::State& st) {
    using namespace zero::hero;
    State s = new_match(Rules{4, 1}, 200001);
    for (int actions = 0; actions < 8 || s.to_move != 0 || s.phase != Phase::Turn; ++actions) {
        const zero::Seat seat = s.to_move;
        apply(s, seat, MediumBot(1, seat).choose(view_for(s, seat)));
    }
    const View view = view_for(s, 0);
    HardBot hard(1, 0, hard_params("hard:iters=100:threads=1"));
    for (auto _ : st) benchmark::DoNotOptimize(hard.choose(view));
    st.SetItemsProcessed(st.iterations() * 100);
}
BENCHMARK(bm_hero_hard_deals)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
