// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of Zero Hero's engine: random playouts and scoring.
#include <benchmark/benchmark.h>

#include "random_playouts.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/score.hpp"

namespace {

// 4 players, one game per benchmark iteration: every action a uniform choice among the legal
// actions of the seat to act (swaps included).
void bm_hero_random_playout(benchmark::State& st) {
    const zero::hero::Rules rules{4, zero::hero::kMaxGames};
    zero::bench::random_playouts(
        st, [&](std::uint64_t seed) { return zero::hero::new_match(rules, seed); },
        [](zero::hero::State& state, zero::Rng& rng) { return zero::hero::random_playout(state, rng, 1); },
        zero::hero::kPlayoutCounts);
}
BENCHMARK(bm_hero_random_playout);

// Scoring a collection of 14 cards dealt at random.
void bm_hero_score(benchmark::State& st) {
    zero::Rng rng(7);
    std::vector<zero::hero::Cards> collections(256);
    for (auto& c : collections) {
        std::vector<zero::hero::Card> deck = zero::hero::ordered_deck();
        zero::shuffle(std::span<zero::hero::Card>(deck), rng);
        c = zero::hero::Cards::of(std::vector<zero::hero::Card>(deck.begin(), deck.begin() + 14));
    }
    std::size_t i = 0;
    for (auto _ : st) benchmark::DoNotOptimize(zero::hero::score_sheet(collections[i++ & 255], false));
    st.SetItemsProcessed(st.iterations());
}
BENCHMARK(bm_hero_score);

}  // namespace

BENCHMARK_MAIN();
