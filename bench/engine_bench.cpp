// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the engine's hot paths; the figures are in README.
#include <benchmark/benchmark.h>

#include "zero/knizia/playout.hpp"
#include "zero/knizia/score.hpp"

namespace {

void bm_score(benchmark::State& st) {
    zero::Rng rng(7);
    std::array<zero::knizia::CardSet, 1024> hands{};
    for (auto& h : hands) {
        std::array<zero::knizia::Card, zero::knizia::kDeckSize> deck{};
        for (int i = 0; i < zero::knizia::kDeckSize; ++i) deck[static_cast<std::size_t>(i)] = zero::knizia::Card::from_index(i);
        zero::shuffle(std::span<zero::knizia::Card>(deck), rng);
        for (int k = 0; k < zero::knizia::kHandSize; ++k) h.insert(deck[static_cast<std::size_t>(k)]);
    }
    std::size_t i = 0;
    for (auto _ : st) {
        benchmark::DoNotOptimize(zero::knizia::score(hands[i++ & 1023]));
    }
    st.SetItemsProcessed(st.iterations());
}
BENCHMARK(bm_score);

// 4 players, pool 5: every turn a uniform choice among the 46 legal actions.
void bm_random_playout(benchmark::State& st) {
    const zero::knizia::Rules rules{4, 5, zero::knizia::kMaxRounds};
    zero::Rng rng(2024);
    std::uint64_t seed = 1;
    zero::knizia::State state = zero::knizia::new_match(rules, seed);
    std::uint64_t turns = 0;
    std::uint64_t rounds = 0;
    for (auto _ : st) {
        const zero::knizia::PlayoutCount c = zero::knizia::random_playout(state, rng, 1);
        turns += c.turns;
        rounds += c.rounds;
        if (state.phase == zero::knizia::Phase::MatchOver) {
            st.PauseTiming();
            state = zero::knizia::new_match(rules, ++seed);
            st.ResumeTiming();
        }
    }
    st.counters["turns_per_s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
    st.counters["rounds_per_s"] = benchmark::Counter(static_cast<double>(rounds), benchmark::Counter::kIsRate);
}
BENCHMARK(bm_random_playout);

}  // namespace

BENCHMARK_MAIN();
