// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Root-parallel search, shared by every game's Hard: each thread searches deals of its own, from a
// generator of its own, into totals of its own, and the totals are added up in thread order once
// all are done. Nothing is shared while the threads run, so they never wait for each other, and a
// decision is a function of the View, the seed and the thread count (with a budget in deals; with
// the clock, of how far each thread got). Thread 0 is the calling thread and keeps the decision's
// own generator: one thread searches exactly as the search did before it had threads.
#include <cstddef>
#include <cstdint>
#include <thread>
#include <vector>

#include "zero/core/rng.hpp"

namespace zero::core {

// The threads a search runs on when asked for `requested`: 0 means every hardware thread.
inline int search_threads(int requested) {
    if (requested > 0) return requested;
    const unsigned hardware = std::thread::hardware_concurrency();
    return hardware == 0 ? 1 : static_cast<int>(hardware);
}

// Thread t's generator: the decision's own for thread 0, an independent stream for the others.
inline Rng thread_rng(const Rng& decision, int thread) {
    return thread == 0 ? decision : Rng(mix_seed(decision.state(), static_cast<std::uint64_t>(thread)));
}

// Thread t's part of `total` deals: as even as can be, the first threads taking the remainder.
inline int thread_share(int total, int threads, int thread) {
    return total / threads + (thread < total % threads ? 1 : 0);
}

// The deals searched by the decisions made on the calling thread so far: each Hard adds its
// decision's deals once it has chosen, so that a measuring tool can report them for any bot behind
// any seat (`zero-cli simulate --timing`) without asking what kind of bot it is.
inline long long& deals_searched_here() {
    thread_local long long deals = 0;
    return deals;
}

// Runs work(t) for every t in [0, threads): 0 on the calling thread, each other on a thread of its
// own, and returns once all are done. `work` must not throw (a search does not).
template <class Work>
void run_threads(int threads, Work&& work) {
    std::vector<std::jthread> others;
    others.reserve(threads > 1 ? static_cast<std::size_t>(threads - 1) : 0);
    for (int t = 1; t < threads; ++t) others.emplace_back([&work, t] { work(t); });
    work(0);
}  // the jthreads join here

// What a root-parallel search over a decision's candidates found: the best candidate (the first
// of equals, so the candidates' order breaks ties) and the deals searched.
struct SearchOutcome {
    std::size_t best = 0;
    int deals = 0;
};

// Runs search(t, values) on `threads` threads: each adds one total per candidate into its own
// `values` (sized and zeroed here) and returns the deals it searched. The totals are added up in
// thread order, and the deals counted in deals_searched_here().
template <class Search>
SearchOutcome search_candidates(int threads, std::size_t candidates, Search&& search) {
    std::vector<std::vector<double>> values(static_cast<std::size_t>(threads));
    std::vector<int> deals(static_cast<std::size_t>(threads), 0);
    run_threads(threads, [&](int t) {
        const auto i = static_cast<std::size_t>(t);
        values[i].assign(candidates, 0.0);
        deals[i] = search(t, values[i]);
    });
    std::vector<double> value(candidates, 0.0);
    SearchOutcome outcome;
    for (std::size_t t = 0; t < values.size(); ++t) {
        for (std::size_t c = 0; c < candidates; ++c) value[c] += values[t][c];
        outcome.deals += deals[t];
    }
    deals_searched_here() += outcome.deals;
    for (std::size_t i = 1; i < candidates; ++i)
        if (value[i] > value[outcome.best] + 1e-9) outcome.best = i;
    return outcome;
}

}  // namespace zero::core
