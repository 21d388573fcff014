// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Our own generator and shuffle: std::shuffle and the std distributions differ between
// standard libraries, and every replay, save and LAN check relies on identical deals.
#include <cstdint>
#include <span>
#include <utility>

namespace zero {

// SplitMix64: one 64-bit word of state, so a save holds it exactly.
class Rng {
public:
    constexpr explicit Rng(std::uint64_t seed = 0) : state_(seed) {}

    constexpr std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    // Uniform in [0, bound), bound > 0 (Lemire's multiply-and-reject, exact).
    constexpr std::uint32_t below(std::uint32_t bound) {
        std::uint64_t product = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(product);
        if (low < bound) {
            const std::uint32_t threshold = (0U - bound) % bound;
            while (low < threshold) {
                product = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(product);
            }
        }
        return static_cast<std::uint32_t>(product >> 32);
    }

    // Uniform in [0, 1): the top 53 bits, exact on every machine.
    constexpr double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

    constexpr std::uint64_t state() const { return state_; }
    constexpr void set_state(std::uint64_t state) { state_ = state; }

private:
    std::uint64_t state_;
};

// Fisher–Yates, from the back.
template <class T>
constexpr void shuffle(std::span<T> items, Rng& rng) {
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = rng.below(static_cast<std::uint32_t>(i));
        std::swap(items[i - 1], items[j]);
    }
}

// Derives independent streams (a bot's per-decision seed, a match in a series) from one seed.
constexpr std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) {
    Rng rng(a ^ (b * 0xD1B54A32D192ED03ULL));
    rng.next();
    return rng.next();
}

}  // namespace zero
