// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <array>
#include <cstdint>

#include "zero/knizia/card.hpp"

namespace zero::knizia {

// Why a hand scores what it does, for the table's score help and the round-end reveal.
struct ScoreBreakdown {
    CardSet cancelled;                 // cards in a group of five or more
    std::uint8_t colour_groups = 0;    // bit c: colour c occurs five or more times
    std::uint8_t number_groups = 0;    // bit n-1: number n occurs five or more times
    std::uint8_t scored_numbers = 0;   // bit n-1: number n counts towards the score
    int score = 0;
};

// The pieces a score is made of, for code that scores many related hands at once (Medium's look
// ahead): the cards of number 1 (shift left by n-1 for number n; a card set's bytes are its
// colours), the numbers any card of `bits` shows (bit n-1: number n), and what a set of numbers
// adds up to.
inline constexpr std::uint64_t kNumberColumn = 0x0101010101010101ULL & ((std::uint64_t{1} << kDeckSize) - 1);
constexpr std::uint8_t numbers_present(std::uint64_t bits) {
    bits |= bits >> 32;
    bits |= bits >> 16;
    bits |= bits >> 8;
    return static_cast<std::uint8_t>(bits & 0xFF);
}
inline constexpr std::array<std::uint8_t, 256> kSumOfNumbers = [] {
    std::array<std::uint8_t, 256> table{};
    for (int mask = 0; mask < 256; ++mask) {
        int sum = 0;
        for (int bit = 0; bit < 8; ++bit)
            if ((mask >> bit) & 1) sum += bit + 1;
        table[static_cast<std::size_t>(mask)] = static_cast<std::uint8_t>(sum);
    }
    return table;
}();

ScoreBreakdown score_breakdown(CardSet hand);
int score(CardSet hand);

// The scores of a hand less one card with each card that could come in, as score() counts them,
// for code that scores every swap of a hand (the search's model players and rollouts score 45
// swaps a move). A card that brings neither its colour nor its number to five leaves the groups
// as they are, so only whether it is cancelled and whether its number is new matter; a card that
// completes a group is scored afresh.
class ScoreWithout {
public:
    explicit ScoreWithout(CardSet rest);
    int with(Card take) const {
        const std::uint64_t bit = std::uint64_t{1} << take.index();
        if ((completes_ & bit) != 0) return score(CardSet(rest_ | bit));
        if ((cancelled_ & bit) != 0) return kSumOfNumbers[scored_];
        return kSumOfNumbers[scored_ | (1U << (take.number() - 1))];
    }

private:
    std::uint64_t rest_;
    std::uint64_t completes_;  // cards whose colour or number the rest holds four times
    std::uint64_t cancelled_;  // cards whose colour or number is a group of the rest
    unsigned scored_;          // the numbers the rest scores
};
// A ZERO is a full hand of nine that scores 0.
bool is_zero(CardSet hand);

}  // namespace zero::knizia
