#pragma once
#include <cstdint>

#include "zero/card.hpp"

namespace zero {

// Why a hand scores what it does, for the table's score help and the round-end reveal.
struct ScoreBreakdown {
    CardSet cancelled;                 // cards in a group of five or more
    std::uint8_t colour_groups = 0;    // bit c: colour c occurs five or more times
    std::uint8_t number_groups = 0;    // bit n-1: number n occurs five or more times
    std::uint8_t scored_numbers = 0;   // bit n-1: number n counts towards the score
    int score = 0;
};

ScoreBreakdown score_breakdown(CardSet hand);
int score(CardSet hand);
// A ZERO is a full hand of nine that scores 0.
bool is_zero(CardSet hand);

}  // namespace zero
