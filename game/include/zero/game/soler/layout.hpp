// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where Solèr's table puts this screen's name plate, its bet and its hand, in design space
// (1280x720). A hand grows by a card per player at every trick it takes, so its spacing shrinks
// to keep the hand between the bet and the safe cards: spread over the table's width as before, a
// hand of seven covered the bet and one of eight the plate. The scene draws there
// (game/src/soler/) and the layout test checks the room at every size of hand.
#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace zero::game::soler_layout {

inline constexpr float kHandScale = 0.85F;   // a card of this screen's hand
inline constexpr float kSafeScale = 0.36F;   // a safe card, in each seat's small row
inline constexpr float kSafeRowWidth = 190.F;  // the most a row of safe cards spreads its centres

// This screen's name plate, bottom left.
sf::FloatRect own_plate();
// A seat's bet, beside its plate on the side with room.
sf::FloatRect bet_tag(const sf::FloatRect& plate);
// The centre of card `index` of `count` in this screen's hand (`lifted`: raised, chosen or
// pointed at).
sf::Vector2f hand_card(int index, int count, bool lifted);
// The centre of this screen's row of safe cards, bottom right.
sf::Vector2f own_safe_row();
// The distance between two neighbouring safe cards in a row of `count`.
float safe_step(int count);

}  // namespace zero::game::soler_layout
