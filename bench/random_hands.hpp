// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A measure over hands dealt at random, as the games' benchmarks of scoring and solving take them
// (hero_bench, soler_bench): the hands are dealt before timing starts, so that only the measure is
// timed, and a fixed seed keeps every run's hands the same.
#include <cstddef>
#include <span>
#include <vector>

#include <benchmark/benchmark.h>

#include "zero/core/rng.hpp"

namespace zero::bench {

// 256 hands of `size` cards, each `make(cards)` of a fresh shuffle of `deck`; one `measure(hand)`
// an iteration, round the hands.
template <class Card, class Make, class Measure>
void over_random_hands(benchmark::State& st, const std::vector<Card>& deck, std::size_t size, Make make,
                       Measure measure) {
    Rng rng(7);
    using Hand = decltype(make(std::span<const Card>()));
    std::vector<Hand> hands(256);
    for (auto& hand : hands) {
        std::vector<Card> cards = deck;
        shuffle(std::span<Card>(cards), rng);
        hand = make(std::span<const Card>(cards.data(), size));
    }
    std::size_t i = 0;
    for (auto _ : st) benchmark::DoNotOptimize(measure(hands[i++ & 255]));
    st.SetItemsProcessed(st.iterations());
}

}  // namespace zero::bench
