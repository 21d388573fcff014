// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where Solèr's table puts this screen's name plate, its bet and its hand, in design space
// (1280x720). A hand grows by a card per player at every trick it takes, so its spacing shrinks
// to keep the hand between the bet and the safe cards: spread over the table's width as before, a
// hand of seven covered the bet and one of eight the plate. The scene draws there
// (games/soler/table/src/) and the layout test checks the room at every size of hand.
#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/Vector2.hpp>

namespace zero::game::soler_layout {

inline constexpr float kHandScale = 0.85F;   // a card of this screen's hand
inline constexpr float kSafeScale = 0.36F;   // a safe card, in each seat's small row
inline constexpr float kSafeRowWidth = 190.F;  // the most a row of safe cards spreads its centres

// This screen's name plate, bottom left (every seat's plate is its size).
sf::FloatRect own_plate();
// A plate's two lines: the name; under it the hand's size and the safe cards from the left, the
// match total from the right. The type reads at 800x600, where a design unit is 0.625 px. A name
// or a count line too long for its room is drawn smaller (down to 70%, fitting_size) rather than
// cut or run into the total: a French plate read "en sûreté 24total 0". The trick's leader is
// marked by a tab on the plate's top edge, not beside the name, which it cut ("Bot 3 (mediu...").
inline constexpr float kPlateNameSize = 20.F;
inline constexpr float kPlateInfoSize = 17.F;
inline constexpr float kLeaderSize = 14.F;
inline constexpr float kPlateInset = 12.F;  // the lines' margin inside the plate
inline constexpr float kPlateGap = 10.F;    // at least between a line's two fields
// The room a plate's left-hand field has beside a right-hand one `right_width` wide (0: none).
inline float plate_room(float right_width) {
    return own_plate().width - 2.F * kPlateInset - (right_width > 0 ? right_width + kPlateGap : 0.F);
}
// The leader's tab for a word `text_width` wide: over the plate's top edge, at its right end.
inline sf::FloatRect leader_tab(const sf::FloatRect& plate, float text_width) {
    const float w = text_width + 16.F;
    return {plate.left + plate.width - kPlateInset - w, plate.top - 11.F, w, 20.F};
}
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
