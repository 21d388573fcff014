// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a card of Solèr's ZERO looks: its value in large type on a colour of its own (cold for the
// negative values, warm for the positive, cream for 0).
#include <string>

#include <SFML/Graphics/Color.hpp>

namespace zero::game {

sf::Color soler_card_colour(int value);
std::string soler_value_text(int value);  // "+3", "0", "-2"

}  // namespace zero::game
