// SPDX-License-Identifier: GPL-3.0-or-later
#include <array>
#include <bit>
#include <cstdint>

#include "look_ahead.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/score.hpp"

// Medium's look ahead, which Medium, Easy and Hard's candidate ranking ask for 45 times a move.
// Scoring each incoming card against each card it could replace took 0.2 ms a move; the bytes
// below, one per card of the deck, do the same sum in a tenth of that.
namespace zero::knizia {
namespace {

constexpr std::uint64_t kHigh = 0x8080808080808080ULL;
constexpr std::uint64_t kOnes = 0x0101010101010101ULL;

// Byte n is n + 1 where bit n of the index is set: the numbers of a mask, one per byte.
constexpr std::array<std::uint64_t, 256> kNumberWord = [] {
    std::array<std::uint64_t, 256> t{};
    for (int m = 0; m < 256; ++m)
        for (int n = 0; n < kNumbers; ++n)
            if ((m >> n) & 1) t[static_cast<std::size_t>(m)] |= static_cast<std::uint64_t>(n + 1) << (8 * n);
    return t;
}();

// Every card of the numbers (bit n: number n + 1), and of the colours (bit k: byte k), of a mask.
constexpr std::array<std::uint64_t, 256> kColumnOf = [] {
    std::array<std::uint64_t, 256> t{};
    for (int m = 0; m < 256; ++m)
        for (int n = 0; n < kNumbers; ++n)
            if ((m >> n) & 1) t[static_cast<std::size_t>(m)] |= kNumberColumn << n;
    return t;
}();
constexpr std::array<std::uint64_t, 128> kRowsOf = [] {
    std::array<std::uint64_t, 128> t{};
    for (int m = 0; m < 128; ++m)
        for (int k = 0; k < kColours; ++k)
            if ((m >> k) & 1) t[static_cast<std::size_t>(m)] |= std::uint64_t{0xFF} << (8 * k);
    return t;
}();

// Byte by byte, the smaller of two words whose bytes are all under 128.
constexpr std::uint64_t byte_min(std::uint64_t a, std::uint64_t b) {
    const std::uint64_t a_not_less = (((a | kHigh) - b) & kHigh) >> 7;
    const std::uint64_t take_b = a_not_less * 0xFF;
    return (b & take_b) | (a & ~take_b);
}

// The look ahead's sum from each incoming card's best score (`best`, a word per colour, a byte per
// number): cards whose best swap saves nothing add exactly zero, so only the others are summed,
// in order, each by its chance.
double sum_savings(const std::array<std::uint64_t, kColours>& best, int now, std::uint64_t bits,
                   const std::array<float, kDeckSize>& chances, Card excluded) {
    double potential = 0;
    // The hand's cards and the excluded one bring nothing.
    const std::uint64_t skip = bits | (excluded.valid() ? std::uint64_t{1} << excluded.index() : 0);
    for (int k = 0; k < kColours; ++k) {
        const std::uint64_t word = best[static_cast<std::size_t>(k)];
        const std::uint64_t gain = kOnes * static_cast<std::uint64_t>(now) - word;
        const std::uint64_t nonzero = (((gain + 0x7F7F7F7F7F7F7F7FULL) | gain) & kHigh) >> 7;
        std::uint64_t saving = ((nonzero * 0x0102040810204080ULL) >> 56) & ~(skip >> (8 * k)) & 0xFFU;
        // A card with no chance adds exactly +0.0 (chances are never negative), so no test for it;
        // a byte of `gain` is now less the best score, as no byte of `word` is over now.
        for (; saving != 0; saving &= saving - 1) {
            const int n = std::countr_zero(saving);
            const int saved = static_cast<int>((gain >> (8 * n)) & 0xFF);
            potential += static_cast<double>(chances[static_cast<std::size_t>(k * kNumbers + n)]) * saved;
        }
    }
    return potential;
}

}  // namespace

double look_potential(CardSet hand, const std::array<float, kDeckSize>& chances, Card excluded) {
    return look_potential_scored(hand, score(hand), chances, excluded);
}

double look_potential_scored(CardSet hand, int now, const std::array<float, kDeckSize>& chances, Card excluded) {
    // The same sum as scoring the hand with each incoming card in place of each of its own, card
    // by card in the same order and so to the same bit (tests/bots/determinize_test.cpp checks
    // it), but with every incoming card's best swap found at once, a byte per card, from the
    // groups of the hand less each of its cards: a card that brings no colour or number to five
    // adds its number or nothing, and one that does cancels that colour or number.
    if (now == 0) return 0;
    const std::uint64_t bits = hand.bits();
    std::array<int, kColours> colour_count{};
    std::array<int, kNumbers> number_count{};
    for (Card c : hand) {
        ++colour_count[static_cast<std::size_t>(c.colour())];
        ++number_count[static_cast<std::size_t>(c.number() - 1)];
    }
    // Bit masks of the hand's numbers at four, and of its numbers and colours at five or more.
    unsigned numbers_at_four = 0;
    unsigned number_groups = 0;
    for (int n = 0; n < kNumbers; ++n) {
        if (number_count[static_cast<std::size_t>(n)] == 4) numbers_at_four |= 1U << n;
        if (number_count[static_cast<std::size_t>(n)] >= 5) number_groups |= 1U << n;
    }
    unsigned colour_groups = 0;
    for (int k = 0; k < kColours; ++k)
        if (colour_count[static_cast<std::size_t>(k)] >= 5) colour_groups |= 1U << k;
    // A colour the hand holds at most three times stays under four whichever card goes, so every
    // such colour sees the same words and shares one running minimum; only the colours held four
    // times or more (at most two in nine cards) are followed one by one.
    std::array<int, kColours> special{};
    int specials = 0;
    for (int k = 0; k < kColours; ++k)
        if (colour_count[static_cast<std::size_t>(k)] >= 4) special[static_cast<std::size_t>(specials++)] = k;
    std::array<std::uint64_t, kColours> best{};
    best.fill(kOnes * static_cast<std::uint64_t>(now));
    std::uint64_t best_low = kOnes * static_cast<std::uint64_t>(now);
    for (Card out : hand) {
        const std::uint64_t rest = bits & ~(std::uint64_t{1} << out.index());
        const int out_colour = static_cast<int>(out.colour());
        const int out_number = out.number() - 1;
        // Only the given card's colour and number change count.
        unsigned groups_n = number_groups;
        unsigned near = numbers_at_four;
        const int left = number_count[static_cast<std::size_t>(out_number)] - 1;
        groups_n &= ~(1U << out_number);
        near &= ~(1U << out_number);
        if (left >= 5) groups_n |= 1U << out_number;
        if (left == 4) near |= 1U << out_number;
        unsigned groups_c = colour_groups & ~(1U << out_colour);
        const int colour_left = colour_count[static_cast<std::size_t>(out_colour)] - 1;
        if (colour_left >= 5) groups_c |= 1U << out_colour;
        const std::uint64_t cancelled = kColumnOf[groups_n] | kRowsOf[groups_c];
        const unsigned scored = numbers_present(rest & ~cancelled);
        const std::uint64_t rest_word = kOnes * kSumOfNumbers[scored];
        // An incoming number at four makes a group and stops scoring; any other adds its number
        // unless it scores already or is cancelled.
        const std::uint64_t lost = kNumberWord[near & scored];
        const std::uint64_t plain = rest_word + kNumberWord[~(scored | groups_n | near) & 0xFFU] - lost;
        best_low = byte_min(best_low, plain);
        for (int s = 0; s < specials; ++s) {
            const int k = special[static_cast<std::size_t>(s)];
            const int count = colour_count[static_cast<std::size_t>(k)] - (k == out_colour ? 1 : 0);
            std::uint64_t word = count >= 5 ? rest_word - lost : plain;
            if (count == 4) {
                // The incoming card makes this colour a group.
                const unsigned base = numbers_present(rest & ~(cancelled | (std::uint64_t{0xFF} << (8 * k))));
                word = kOnes * kSumOfNumbers[base] - kNumberWord[base & near];
            }
            best[static_cast<std::size_t>(k)] = byte_min(best[static_cast<std::size_t>(k)], word);
        }
    }
    for (int k = 0; k < kColours; ++k)
        if (colour_count[static_cast<std::size_t>(k)] < 4) best[static_cast<std::size_t>(k)] = best_low;
    return sum_savings(best, now, bits, chances, excluded);
}

}  // namespace zero::knizia
