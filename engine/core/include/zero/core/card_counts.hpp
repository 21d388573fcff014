// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A heap of cards kept as a count per kind, for the games whose cards of a kind are alike (Solèr's
// ZERO counts values, Zero Hero counts kinds): what adding, taking away and comparing heaps mean is
// the same in both. `Heap` is the game's own class (which kinds there are, how a card names its
// slot); the slots are `n_`, one byte each, so a heap stays a small plain value in a State.
#include <array>
#include <cstddef>
#include <cstdint>

namespace zero::core {

template <class Heap, std::size_t Kinds>
class CardCounts {
public:
    constexpr int size() const {
        int total = 0;
        for (std::uint8_t c : n_) total += c;
        return total;
    }
    constexpr bool empty() const { return size() == 0; }
    constexpr Heap& operator+=(const Heap& o) {
        for (std::size_t i = 0; i < Kinds; ++i) n_[i] = static_cast<std::uint8_t>(n_[i] + o.n_[i]);
        return static_cast<Heap&>(*this);
    }
    // The caller checks that every card of `o` is here.
    constexpr Heap& operator-=(const Heap& o) {
        for (std::size_t i = 0; i < Kinds; ++i) n_[i] = static_cast<std::uint8_t>(n_[i] - o.n_[i]);
        return static_cast<Heap&>(*this);
    }
    friend constexpr Heap operator+(Heap a, const Heap& b) { return a += b; }
    friend constexpr Heap operator-(Heap a, const Heap& b) { return a -= b; }
    friend constexpr bool operator==(const CardCounts&, const CardCounts&) = default;

protected:
    std::array<std::uint8_t, Kinds> n_{};
};

}  // namespace zero::core
