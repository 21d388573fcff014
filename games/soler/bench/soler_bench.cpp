// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of Solèr's ZERO's engine: random playouts and the safe-laying solver.
#include <benchmark/benchmark.h>

#include "zero/soler/playout.hpp"
#include "zero/soler/solver.hpp"

namespace {

// 4 players, one game per benchmark iteration: every action a uniform choice among the acting
// seats and their legal actions (the Safe phase from its short list).
void bm_soler_random_playout(benchmark::State& st) {
    const zero::soler::Rules rules{4, zero::soler::kMaxGames, 0};
    zero::Rng rng(2024);
    std::uint64_t seed = 1;
    zero::soler::State state = zero::soler::new_match(rules, seed);
    zero::soler::PlayoutCount total;
    for (auto _ : st) {
        const zero::soler::PlayoutCount c = zero::soler::random_playout(state, rng, 1);
        total.actions += c.actions;
        total.tricks += c.tricks;
        total.games += c.games;
        if (state.phase == zero::soler::Phase::MatchOver) {
            st.PauseTiming();
            state = zero::soler::new_match(rules, ++seed);
            st.ResumeTiming();
        }
    }
    st.counters["actions_per_s"] = benchmark::Counter(static_cast<double>(total.actions), benchmark::Counter::kIsRate);
    st.counters["tricks_per_s"] = benchmark::Counter(static_cast<double>(total.tricks), benchmark::Counter::kIsRate);
    st.counters["games_per_s"] = benchmark::Counter(static_cast<double>(total.games), benchmark::Counter::kIsRate);
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
