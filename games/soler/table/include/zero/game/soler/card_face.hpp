// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a card of Solèr's ZERO looks: its value in large type on a colour of its own (cold for the
// negative values, warm for the positive, cream for 0).
#include <string>

#include <SFML/Graphics.hpp>

namespace zero::game {

struct Context;

sf::Color soler_card_colour(int value);
std::string soler_value_text(int value);  // "+3", "0", "-2"
// A plain face (value and colour, 60x84 at scale 1), as the rules and the hand-off picture the cards.
void draw_soler_card_face(sf::RenderTarget& target, const Context& ctx, int value, sf::Vector2f centre, float scale = 1.F);

}  // namespace zero::game
