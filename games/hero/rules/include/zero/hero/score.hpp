// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scoring (zero-hero.md, "Scoring"): a function of each player's whole collection (face-up rows
// and the face-down cards turned into them).
#include <array>
#include <cstdint>
#include <span>

#include "zero/core/seat.hpp"
#include "zero/hero/cards.hpp"
#include "zero/hero/rules.hpp"

namespace zero::hero {

// Solo: exactly one card, its value. Three: exactly three, the product of the two highest.
// BigZero: two, four or more. Empty: no card of the colour.
enum class RowKind : std::uint8_t { Empty, Solo, Three, BigZero };

struct RowScore {
    RowKind kind = RowKind::Empty;
    int points = 0;
    friend bool operator==(const RowScore&, const RowScore&) = default;
};

RowScore row_score(const Cards& collection, int colour);
// Every row's points added (no Zero Hero bonus).
int rows_points(const Cards& collection);

// The seats holding the most cards of value 0; none when nobody holds a 0 (Ruling).
SeatMask zero_heroes(std::span<const Cards> collections);

struct ScoreSheet {
    std::array<RowScore, kColours> rows{};
    bool hero = false;
    int total = 0;
    friend bool operator==(const ScoreSheet&, const ScoreSheet&) = default;
};
ScoreSheet score_sheet(const Cards& collection, bool hero);

}  // namespace zero::hero
