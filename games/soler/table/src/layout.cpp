// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/soler/layout.hpp"

#include <algorithm>

#include "zero/game/layout.hpp"

namespace zero::game::soler_layout {
namespace {

constexpr float kHandCentre = 640.F;
constexpr float kHandY = 622.F;
constexpr float kHandLift = 18.F;
constexpr float kHandSpacing = 96.F;  // a hand of up to six, each card's value whole
constexpr float kGap = 10.F;          // between the hand and the bet beside the plate

}  // namespace

sf::FloatRect own_plate() { return {20.F, 556.F, 250.F, 62.F}; }

sf::FloatRect bet_tag(const sf::FloatRect& plate) {
    const bool right_side = plate.left + plate.width + 90.F < 1270.F;
    return {right_side ? plate.left + plate.width + 8.F : plate.left - 78.F, plate.top + 12.F, 70.F, 38.F};
}

sf::Vector2f hand_card(int index, int count, bool lifted) {
    // The hand stays centred; its outer cards' edges stop short of the bet on the left, and so
    // as far from the centre on the right, well clear of the safe row.
    const sf::FloatRect bet = bet_tag(own_plate());
    const float reach = kHandCentre - (bet.left + bet.width + kGap) - kCardWidth * kHandScale / 2.F;
    const float spacing = count > 1 ? std::min(kHandSpacing, 2.F * reach / static_cast<float>(count - 1)) : kHandSpacing;
    const float d = static_cast<float>(index) - (static_cast<float>(count) - 1.F) / 2.F;
    return {kHandCentre + d * spacing, kHandY - (lifted ? kHandLift : 0.F)};
}

sf::Vector2f own_safe_row() { return {1120.F, 612.F}; }

float safe_step(int count) { return std::min(38.F, kSafeRowWidth / static_cast<float>(std::max(count, 1))); }

}  // namespace zero::game::soler_layout
