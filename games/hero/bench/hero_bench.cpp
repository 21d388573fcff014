// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of Zero Hero's engine: random playouts and scoring.
#include <benchmark/benchmark.h>

#include "zero/hero/playout.hpp"
#include "zero/hero/score.hpp"

namespace {

// 4 players, one game per benchmark iteration: every action a uniform choice among the legal
// actions of the seat to act (swaps included).
void bm_hero_random_playout(benchmark::State& st) {
    const zero::hero::Rules rules{4, zero::hero::kMaxGames};
    zero::Rng rng(2024);
    std::uint64_t seed = 1;
    zero::hero::State state = zero::hero::new_match(rules, seed);
    zero::hero::PlayoutCount total;
    for (auto _ : st) {
        const zero::hero::PlayoutCount c = zero::hero::random_playout(state, rng, 1);
        total.actions += c.actions;
        total.purchases += c.purchases;
        total.games += c.games;
        if (state.phase == zero::hero::Phase::MatchOver) {
            st.PauseTiming();
            state = zero::hero::new_match(rules, ++seed);
            st.ResumeTiming();
        }
    }
    st.counters["actions_per_s"] = benchmark::Counter(static_cast<double>(total.actions), benchmark::Counter::kIsRate);
    st.counters["purchases_per_s"] =
        benchmark::Counter(static_cast<double>(total.purchases), benchmark::Counter::kIsRate);
    st.counters["games_per_s"] = benchmark::Counter(static_cast<double>(total.games), benchmark::Counter::kIsRate);
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
