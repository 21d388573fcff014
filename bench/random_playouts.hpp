// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random playouts of a game made of dealt games, as its benchmark measures them (hero_bench,
// soler_bench): one game per iteration, a new match (the next seed) once one is over, and each of
// the playout's counts per second.
#include <cstdint>
#include <cstddef>
#include <string>
#include <utility>

#include <benchmark/benchmark.h>

#include "zero/core/rng.hpp"

namespace zero::bench {

// `new_match(seed)` starts a match, `playout(state, rng)` plays one game of it and returns its
// counts; `counts` names their members (the game's kPlayoutCounts), each reported as NAME_per_s.
template <class Count, std::size_t N, class NewMatch, class Playout>
void random_playouts(benchmark::State& st, NewMatch new_match, Playout playout,
                     const std::pair<const char*, std::uint64_t Count::*> (&counts)[N]) {
    Rng rng(2024);
    std::uint64_t seed = 1;
    auto state = new_match(seed);
    Count total;
    for (auto _ : st) {
        const Count c = playout(state, rng);
        for (const auto& [name, member] : counts) total.*member += c.*member;
        if (state.phase == decltype(state.phase)::MatchOver) {
            st.PauseTiming();
            state = new_match(++seed);
            st.ResumeTiming();
        }
    }
    for (const auto& [name, member] : counts)
        st.counters[std::string(name) + "_per_s"] = benchmark::Counter(static_cast<double>(total.*member), benchmark::Counter::kIsRate);
}

}  // namespace zero::bench
