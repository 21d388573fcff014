// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/score.hpp"

#include <algorithm>

namespace zero::hero {

RowScore row_score(const Cards& collection, int colour) {
    const int n = collection.in_colour(colour);
    if (n == 0) return {RowKind::Empty, 0};
    if (n != 1 && n != 3) return {RowKind::BigZero, 0};
    std::array<int, 3> values{};
    std::size_t k = 0;
    for (int f = 0; f < kFacesPerColour; ++f) {
        const Card card = make_card(colour, f);
        for (int c = 0; c < collection.count(card); ++c) values[k++] = card.value();
    }
    if (n == 1) return {RowKind::Solo, values[0]};
    std::sort(values.begin(), values.end());
    return {RowKind::Three, values[1] * values[2]};
}

int rows_points(const Cards& collection) {
    int total = 0;
    for (int colour = 0; colour < kColours; ++colour) total += row_score(collection, colour).points;
    return total;
}

SeatMask zero_heroes(std::span<const Cards> collections) {
    int most = 0;
    for (const Cards& c : collections) most = std::max(most, c.zeros());
    SeatMask mask = 0;
    if (most == 0) return mask;  // Ruling: without a 0 nobody is the Zero Hero
    for (std::size_t seat = 0; seat < collections.size(); ++seat)
        if (collections[seat].zeros() == most) mask |= seat_bit(static_cast<Seat>(seat));
    return mask;
}

ScoreSheet score_sheet(const Cards& collection, bool hero) {
    ScoreSheet sheet;
    sheet.hero = hero;
    sheet.total = hero ? kHeroBonus : 0;
    for (int colour = 0; colour < kColours; ++colour) {
        sheet.rows[static_cast<std::size_t>(colour)] = row_score(collection, colour);
        sheet.total += sheet.rows[static_cast<std::size_t>(colour)].points;
    }
    return sheet;
}

}  // namespace zero::hero
