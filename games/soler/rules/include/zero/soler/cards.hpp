// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO has 55 cards valued -3 to +3, and cards of equal value are alike: a card *is* its
// value, and any heap of cards (a hand, a safe pile, the cards of a trick) is a count per value.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

#include "zero/core/card_counts.hpp"

namespace zero::soler {

inline constexpr int kMinValue = -3;
inline constexpr int kMaxValue = 3;
inline constexpr int kValues = kMaxValue - kMinValue + 1;
inline constexpr int kDeckSize = 55;
// How many cards of each value the deck holds, from -3 up to +3.
inline constexpr std::array<int, kValues> kDeckCounts{1, 2, 6, 12, 8, 13, 13};

constexpr bool is_card(int value) { return value >= kMinValue && value <= kMaxValue; }

// Sizes, sums and differences of heaps come from core::CardCounts.
class Cards : public core::CardCounts<Cards, kValues> {
public:
    constexpr Cards() = default;
    constexpr Cards(std::initializer_list<int> values) : Cards(of(values)) {}
    static constexpr Cards of(std::span<const int> values) {
        Cards cards;
        for (int v : values) cards.add(v);
        return cards;
    }
    static constexpr Cards deck() {
        Cards d;
        for (int i = 0; i < kValues; ++i) d.n_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(kDeckCounts[static_cast<std::size_t>(i)]);
        return d;
    }

    constexpr int count(int value) const { return n_[slot(value)]; }
    constexpr bool contains(int value) const { return is_card(value) && count(value) > 0; }
    constexpr void add(int value, int n = 1) { n_[slot(value)] = static_cast<std::uint8_t>(n_[slot(value)] + n); }
    // The caller checks contains(): removing a card that is not there is a bug.
    constexpr void remove(int value, int n = 1) { n_[slot(value)] = static_cast<std::uint8_t>(n_[slot(value)] - n); }
    // Removes up to n cards of the value; for lower bounds such as the cards known in a hand.
    constexpr void remove_at_most(int value, int n = 1) {
        const int have = count(value);
        n_[slot(value)] = static_cast<std::uint8_t>(have > n ? have - n : 0);
    }
    constexpr int sum() const {
        int total = 0;
        for (int v = kMinValue; v <= kMaxValue; ++v) total += v * count(v);
        return total;
    }
    constexpr bool contains(const Cards& other) const {
        for (std::size_t i = 0; i < n_.size(); ++i)
            if (other.n_[i] > n_[i]) return false;
        return true;
    }
    // Every card, highest value first.
    std::vector<int> list() const;

private:
    static constexpr std::size_t slot(int value) { return static_cast<std::size_t>(value - kMinValue); }
};

// "[3,2,2,0,-1]", highest first.
std::string to_string(const Cards& cards);

// The draw pile: drawn from the top, cards put under it at the bottom. A ring of 64 holds the
// whole deck without touching the heap, so a State stays a plain value.
class Pile {
public:
    static Pile of(std::span<const int> top_first);
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    // The caller checks empty().
    int draw() {
        const int v = ring_[head_];
        head_ = static_cast<std::uint8_t>((head_ + 1) & kMask);
        --size_;
        return v;
    }
    void put_under(int value) {
        ring_[(head_ + size_) & kMask] = static_cast<std::int8_t>(value);
        ++size_;
    }
    // Position 0 is the top card.
    int at(int position) const { return ring_[static_cast<std::size_t>((head_ + position) & kMask)]; }
    std::vector<int> list() const;  // top first
    Cards cards() const;
    friend bool operator==(const Pile& a, const Pile& b) { return a.list() == b.list(); }

private:
    static constexpr int kMask = 63;
    std::array<std::int8_t, kMask + 1> ring_{};
    std::uint8_t head_ = 0;
    std::uint8_t size_ = 0;
};

}  // namespace zero::soler
