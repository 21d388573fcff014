// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/score.hpp"

#include <array>

#include "zero/knizia/rules.hpp"

namespace zero::knizia {
namespace {

constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;

// Byte i of kSpread[b] is bit i of b: adding the spread colour bytes counts each number.
constexpr std::array<std::uint64_t, 256> make_spread_table() {
    std::array<std::uint64_t, 256> table{};
    for (int b = 0; b < 256; ++b)
        for (int bit = 0; bit < 8; ++bit)
            if ((b >> bit) & 1) table[static_cast<std::size_t>(b)] |= std::uint64_t{1} << (8 * bit);
    return table;
}
constexpr std::array<std::uint64_t, 256> kSpread = make_spread_table();

// Per-byte population counts, all bytes at once; no popcnt instruction is assumed, because the
// Debian baseline CPU has none and a library call per count halved the playout rate.
constexpr std::uint64_t byte_counts(std::uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
}

// 0x01 in each byte whose count (at most 8) is five or more.
constexpr std::uint64_t five_or_more(std::uint64_t counts) { return ((counts + 0x7B7B7B7B7B7B7B7BULL) & kHighBits) >> 7; }

// 0x01 in each byte whose count (at most 8) is exactly four.
constexpr std::uint64_t exactly_four(std::uint64_t counts) {
    const std::uint64_t diff = counts ^ 0x0404040404040404ULL;  // 0 where the count is four
    return (~((diff + 0x7F7F7F7F7F7F7F7FULL) | diff) & kHighBits) >> 7;
}

// Byte n of the result is how many cards of number n + 1 `bits` holds.
constexpr std::uint64_t number_counts(std::uint64_t bits) {
    std::uint64_t counts = 0;
    for (int c = 0; c < kColours; ++c) counts += kSpread[(bits >> (8 * c)) & 0xFF];
    return counts;
}

// Bit n of the result is byte n's low bit, for flags of 0x01 a byte.
constexpr unsigned gather_flags(std::uint64_t flags) { return static_cast<unsigned>((flags * 0x0102040810204080ULL) >> 56); }

// The cancelled cards of a hand, and which colours (bytes) and numbers (bits) are groups.
struct Groups {
    std::uint64_t cancelled;
    std::uint64_t colour_flags;  // 0x01 per colour byte
    std::uint8_t number_bits;
};

constexpr Groups groups(std::uint64_t bits) {
    const std::uint64_t colour_flags = five_or_more(byte_counts(bits));
    const std::uint64_t number_flags = five_or_more(number_counts(bits));
    const auto number_bits = static_cast<std::uint8_t>(gather_flags(number_flags));
    const std::uint64_t cancelled_rows = colour_flags * 0xFF;
    const std::uint64_t cancelled_columns = (number_bits * kNumberColumn);
    return {bits & (cancelled_rows | cancelled_columns), colour_flags, number_bits};
}

}  // namespace

ScoreBreakdown score_breakdown(CardSet hand) {
    const Groups g = groups(hand.bits());
    ScoreBreakdown out;
    out.cancelled = CardSet(g.cancelled);
    for (int c = 0; c < kColours; ++c)
        if ((g.colour_flags >> (8 * c)) & 1U) out.colour_groups |= static_cast<std::uint8_t>(1U << c);
    out.number_groups = g.number_bits;
    out.scored_numbers = numbers_present(hand.bits() & ~g.cancelled);
    out.score = kSumOfNumbers[out.scored_numbers];
    return out;
}

int score(CardSet hand) { return kSumOfNumbers[numbers_present(hand.bits() & ~groups(hand.bits()).cancelled)]; }

ScoreWithout::ScoreWithout(CardSet rest) : rest_(rest.bits()) {
    const std::uint64_t colours = byte_counts(rest_);
    const std::uint64_t numbers = number_counts(rest_);
    const std::uint64_t colour_groups = five_or_more(colours);
    const unsigned number_groups = gather_flags(five_or_more(numbers));
    cancelled_ = colour_groups * 0xFF | number_groups * kNumberColumn;
    completes_ = exactly_four(colours) * 0xFF | gather_flags(exactly_four(numbers)) * kNumberColumn;
    scored_ = numbers_present(rest_ & ~cancelled_);
}

bool is_zero(CardSet hand) {
    // Checked after every swap: most hands have no colour group, and that is cheap to see.
    const std::uint64_t bits = hand.bits();
    return hand.size() == kHandSize && five_or_more(byte_counts(bits)) != 0 && score(hand) == 0;
}

}  // namespace zero::knizia
