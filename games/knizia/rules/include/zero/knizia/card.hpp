// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cards and hands. A card is an index 0..55 (colour * 8 + number - 1) so that a hand fits
// in one 64-bit word and every rules question becomes a few bit operations.
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace zero::knizia {

enum class Colour : std::uint8_t { Red, Yellow, Green, Blue, Violet, Grey, Black };

inline constexpr int kColours = 7;
inline constexpr int kNumbers = 8;
inline constexpr int kDeckSize = kColours * kNumbers;

class Card {
public:
    constexpr Card() = default;
    constexpr Card(Colour colour, int number)
        : index_(static_cast<std::uint8_t>(static_cast<int>(colour) * kNumbers + number - 1)) {}
    static constexpr Card from_index(int index) {
        Card c;
        c.index_ = static_cast<std::uint8_t>(index);
        return c;
    }
    static constexpr Card none() { return from_index(kNoIndex); }

    constexpr int index() const { return index_; }
    constexpr Colour colour() const { return static_cast<Colour>(index_ / kNumbers); }
    constexpr int number() const { return index_ % kNumbers + 1; }
    constexpr bool valid() const { return index_ < kDeckSize; }

    friend constexpr bool operator==(Card, Card) = default;
    friend constexpr auto operator<=>(Card, Card) = default;

private:
    static constexpr std::uint8_t kNoIndex = 0xFF;
    std::uint8_t index_ = kNoIndex;
};

std::string_view colour_name(Colour colour);
// "red3"; "none" for an invalid card.
std::string card_name(Card card);
// Case-insensitive: "Red3", "RED3" and "red3" are the same card.
std::optional<Card> parse_card(std::string_view text);

// Without the popcnt instruction (not in the baseline x86-64 that Debian targets) std::popcount
// becomes a library call; this stays inline.
constexpr int count_bits(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

// A set of cards as a bit mask over card indices; iteration is in index order.
class CardSet {
public:
    constexpr CardSet() = default;
    constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}
    constexpr CardSet(std::initializer_list<Card> cards) {
        for (Card c : cards) insert(c);
    }
    static constexpr CardSet full_deck() { return CardSet((std::uint64_t{1} << kDeckSize) - 1); }

    constexpr std::uint64_t bits() const { return bits_; }
    constexpr bool contains(Card c) const { return c.valid() && ((bits_ >> c.index()) & 1U) != 0; }
    constexpr void insert(Card c) { bits_ |= std::uint64_t{1} << c.index(); }
    constexpr void erase(Card c) { bits_ &= ~(std::uint64_t{1} << c.index()); }
    constexpr int size() const { return count_bits(bits_); }
    constexpr bool empty() const { return bits_ == 0; }

    constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
    constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
    constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
    constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
    constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
    constexpr CardSet& operator-=(CardSet o) { bits_ &= ~o.bits_; return *this; }
    friend constexpr bool operator==(CardSet, CardSet) = default;

    class iterator {
    public:
        using value_type = Card;
        using difference_type = std::ptrdiff_t;
        constexpr iterator() = default;
        constexpr explicit iterator(std::uint64_t rest) : rest_(rest) {}
        constexpr Card operator*() const { return Card::from_index(std::countr_zero(rest_)); }
        constexpr iterator& operator++() { rest_ &= rest_ - 1; return *this; }
        constexpr iterator operator++(int) { iterator old = *this; ++*this; return old; }
        friend constexpr bool operator==(iterator, iterator) = default;

    private:
        std::uint64_t rest_ = 0;
    };
    constexpr iterator begin() const { return iterator(bits_); }
    constexpr iterator end() const { return iterator(0); }

private:
    std::uint64_t bits_ = 0;
};

// "red3 blue5 ..." in index order.
std::string to_string(CardSet cards);

}  // namespace zero::knizia
