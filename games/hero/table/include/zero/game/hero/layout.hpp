// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the table of Zero Hero puts the things whose room depends on the width of their text, in
// design space (1280x720): the panels' name and score lines and the draw pile's captions. The
// scene draws there (games/hero/table/src/table_draw.cpp) and the layout tests measure the text in it, at
// the window's sizes.
#include <algorithm>
#include <optional>
#include <string>

#include <SFML/Graphics/Rect.hpp>

#include "zero/game/strings.hpp"

namespace zero::game::hero_layout {

// A seat's panel: `relative` 0 is this screen's, across the bottom; the others side by side
// across the top.
sf::FloatRect panel(int relative, int players);

// The width of a colour's column on a panel (its cards, and under them the row's score and why:
// "solo", "4×3", "big 0", each within its column).
inline float column_width(const sf::FloatRect& panel, bool own) {
    return own ? 94.F : std::min(66.F, (panel.width - 16.F) / 7.F);
}

// The panel's first line: the name from the left, the match total from the right (and on this
// screen's wide panel, while a game is counted, that game's points before it). The other panels
// say the game's points on their second line, right, clear of the zerones: at five players a
// name beside both was cut to "Bot 2 (...".
inline constexpr float kInset = 12.F;
inline constexpr float kNameGap = 12.F;  // between the name and the total
inline float name_size(bool own) { return own ? 21.F : 19.F; }
inline float total_size(bool own) { return own ? 19.F : 16.F; }
// The first line's right-hand text: "total 31"; on this screen's wide panel, before it, the
// game's points while a game is counted ("game 12   total 31"), else what the face-up rows give
// now ("rows 8   total 0": a plate saying only "total 0" beside rows that already score read as
// if they counted for nothing).
inline std::string total_line(const Strings& strings, bool own, int total, std::optional<int> game,
                              std::optional<int> rows = std::nullopt) {
    std::string line = strings.format(Str::PlateTotal, {std::to_string(total)});
    if (own && game) line = strings.format(Str::HeroGameScore, {std::to_string(*game)}) + "   " + line;
    else if (own && rows) line = strings.format(Str::HeroRowsScore, {std::to_string(*rows)}) + "   " + line;
    return line;
}
// The other panels' second line, right: the game's points while it is counted, else the rows'.
inline std::string score_line(const Strings& strings, std::optional<int> game, int rows) {
    return game ? strings.format(Str::HeroGameScore, {std::to_string(*game)})
                : strings.format(Str::HeroRowsScore, {std::to_string(rows)});
}
inline constexpr float kFirstLine = 18.F;   // from the panel's top
inline constexpr float kSecondLine = 46.F;  // the zerones, the face-down cards, the game's points
// The zerones of another seat: a token at 22, its count from 38.
inline constexpr float kPurseCountAt = 38.F;
inline constexpr float kPurseSize = 18.F;
// The other panels' second line, between the zerones and the score on the right: the face-down
// cards (backs 10 apart from 104, then "×2 face down", or only "×2" where that does not fit) and,
// once a game is counted, the Zero Hero bonus (after the zerones' count, a gap of kNameGap:
// "Zero Hero +5", naming the 5 points the rows do not show); each drawn smaller rather than run
// into the score (fitting_size, down to 70%).
inline constexpr float kSecretAt = 104.F;
inline constexpr float kSecretStep = 10.F;
inline constexpr float kSecretSize = 15.F;
inline constexpr float kBonusSize = 16.F;
// The room from `left` (from the panel's left) to the second line's score `score_width` wide.
inline float second_line_room(const sf::FloatRect& panel, float left, float score_width) {
    return panel.width - kInset - score_width - kNameGap - left;
}

// The draw pile: the cards above the end cards, and the end cards, each stack with its caption
// under it ("12 above", "10 end cards"); far enough apart that the captions keep clear of each
// other (at 108 apart, "0 above" touched "0 end cards"), and in from the window's left edge for the
// French captions at 800x600 ("29 au-dessus" was cut there when the pile stood at 58).
inline sf::Vector2f pile() { return {67.F, 300.F}; }
inline sf::Vector2f end_pile() { return {240.F, 300.F}; }
// The first pair's frame on the table (HeroTableScreen::pair_rect(0)): the end cards' caption ends
// before it.
inline constexpr float kFirstPairLeft = 322.F;
inline constexpr float kCaptionAt = 56.F;  // under the stack's centre
inline constexpr float kCaptionSize = 14.F;

}  // namespace zero::game::hero_layout
