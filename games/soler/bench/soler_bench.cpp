// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of Solèr's ZERO's engine: random playouts and the safe-laying solver.
#include <benchmark/benchmark.h>

#include "random_hands.hpp"
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
    using namespace zero::soler;
    zero::bench::over_random_hands(
        st, ordered_deck(), 8, [](std::span<const int> cards) { return Cards::of(cards); },
        [](const Cards& hand) { return best_laying(hand); });
}
BENCHMARK(bm_soler_best_laying);

}  // namespace

BENCHMARK_MAIN();
