// SPDX-License-Identifier: GPL-3.0-or-later
// A plain face of Solèr's ZERO, for the pictures outside its table: the rules and the hand-off.
#include "zero/game/soler/card_face.hpp"

#include "zero/game/ui.hpp"

namespace zero::game {

void draw_soler_card_face(sf::RenderTarget& target, const Context& ctx, int value, sf::Vector2f centre, float scale) {
    const float w = 60.F * scale;
    const float h = 84.F * scale;
    sf::ConvexShape paper = rounded_rect({w, h}, 6.F * scale);
    paper.setPosition(centre.x - w / 2.F, centre.y - h / 2.F);
    paper.setFillColor(palette::kCream);
    target.draw(paper);
    sf::ConvexShape face = rounded_rect({w - 8.F * scale, h - 8.F * scale}, 4.F * scale);
    face.setPosition(centre.x - w / 2.F + 4.F * scale, centre.y - h / 2.F + 4.F * scale);
    face.setFillColor(soler_card_colour(value));
    target.draw(face);
    draw_text(target, ctx, soler_value_text(value), 26.F * scale, centre, Align::Centre,
              value == 0 ? palette::kInk : sf::Color::White, true, false);
}

}  // namespace zero::game
