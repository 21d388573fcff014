// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of Solèr's ZERO's engine: random playouts and the safe-laying solver.
#include <benchmark/benchmark.h>

#include "random_playouts.hpp"
#include "zero/soler/playout.hpp"
#include "zero/soler/solver.hpp"

namespace {

// 4 players, one game per benchmark iteration: every action a uniform choice among the acting
// seats and their legal actions (the Safe phase from its short list).
void bm_soler_random_playout(benchmark::State& st) {
    const zero::soler::Rules rules{4, zero::soler::kMaxGames, 0};
    zero::bench::random_playouts(st, rules);
}
BENCHMARK(bm_soler_random_playout);

// The solver on hands of 8 cards dealt at random.
void bm_soler_best_laying(benchmark::State& st) {
    zero::Rng rng(7);
    std::vector<zero::soler::Cards> hands(256);
    for (auto& hand : hands) {
        std::vector<int> deck = zero::soler::ordered_deck();
        zero::shuffle(std::span<int>(deck), rng);
        hand = zero::soler::Cards::of(std::span<const int>(deck.data(), 8));
    }
    std::size_t i = 0;
    for (auto _ : st) benchmark::DoNotOptimize(zero::soler::best_laying(hands[i++ & 255]));
    st.SetItemsProcessed(st.iterations());
}
BENCHMARK(bm_soler_best_laying);

}  // namespace

BENCHMARK_MAIN();
