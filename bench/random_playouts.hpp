// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random playouts of a game made of dealt games, as its benchmark measures them (hero_bench,
// soler_bench): one game per iteration, a new match (the next seed) once one is over, and each of
// the playout's counts per second.
#include <cstdint>
#include <string>

#include <benchmark/benchmark.h>

#include "zero/core/rng.hpp"

namespace zero::bench {

// The game's new_match(rules, seed) starts a match and its random_playout(state, rng, 1) plays one
// game of it, both found beside its Rules and State; the playout's core::DealtCount names the
// counts, each reported as NAME_per_s.
template <class Rules>
void random_playouts(benchmark::State& st, const Rules& rules) {
    Rng rng(2024);
    std::uint64_t seed = 1;
    auto state = new_match(rules, seed);
    using Count = decltype(random_playout(state, rng, 1));
    Count total;
    for (auto _ : st) {
        const Count c = random_playout(state, rng, 1);
        for (const auto& [name, member] : Count::kNames) total.*member += c.*member;
        if (state.phase == decltype(state.phase)::MatchOver) {
            st.PauseTiming();
            state = new_match(rules, ++seed);
            st.ResumeTiming();
        }
    }
    for (const auto& [name, member] : Count::kNames)
        st.counters[std::string(name) + "_per_s"] = benchmark::Counter(static_cast<double>(total.*member), benchmark::Counter::kIsRate);
}

}  // namespace zero::bench
