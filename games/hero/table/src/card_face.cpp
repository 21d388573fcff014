// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero's card face, shared by its table and its rules pages.
#include "zero/game/hero/card_face.hpp"

#include <algorithm>
#include <array>

#include "zero/game/layout.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

const std::array<sf::Color, hero::kColours> kRowColours{{
    {204, 52, 52},    // red
    {236, 128, 36},   // orange
    {236, 196, 40},   // yellow
    {62, 150, 70},    // green
    {30, 166, 168},   // turquoise
    {46, 92, 190},    // blue
    {128, 70, 172},   // purple
}};

}  // namespace

sf::Color hero_card_colour(int colour) { return kRowColours[static_cast<std::size_t>(colour)]; }

std::string hero_symbol_glyph(hero::Symbol symbol) {
    switch (symbol) {
        case hero::Symbol::Zerone: return "+\u25CF";
        case hero::Symbol::Card: return "+\u25AE";
        case hero::Symbol::Swap: return "\u21C4";
        case hero::Symbol::Flag: return "\u2691";
        case hero::Symbol::None: break;
    }
    return {};
}

void draw_hero_card(sf::RenderTarget& target, const Context& ctx, hero::Card card, sf::Vector2f centre, float scale,
                    float flip, bool glow, bool stacked) {
    const float inset = std::max(3.F, 6.F * scale);
    const CardBlank blank{9.F, 6.F, inset, palette::kCream, sf::Color(0, 0, 0, 110), hero_card_colour(card.colour())};
    const float h = draw_card_blank(target, blank, centre, scale, flip, glow).y;
    if (flip < 0.3F) return;
    const sf::Color ink = card.colour() == 2 ? palette::kInk : sf::Color::White;
    const std::string glyph = hero_symbol_glyph(card.symbol());
    if (stacked) {
        // Value and symbol side by side along the top edge: what a stacked card shows.
        const float size = std::max(50.F * scale, 14.F);
        sf::Text value = make_text(ctx, std::to_string(card.value()), size, true, ink);
        const sf::FloatRect vb = value.getLocalBounds();
        sf::Text mark = make_text(ctx, glyph, size * 0.7F, true, ink);
        const sf::FloatRect mb = mark.getLocalBounds();
        const float gap = glyph.empty() ? 0.F : 2.F;
        const float left = centre.x - (vb.width + gap + (glyph.empty() ? 0.F : mb.width)) / 2.F;
        const float mid = centre.y - h / 2.F + inset + size * 0.42F;
        value.setOrigin(vb.left, vb.top + vb.height / 2.F);
        value.setPosition(left, mid);
        target.draw(value);
        if (glyph.empty()) return;
        mark.setOrigin(mb.left, mb.top + mb.height / 2.F);
        mark.setPosition(left + vb.width + gap, mid);
        target.draw(mark);
        return;
    }
    sf::Text big = make_text(ctx, std::to_string(card.value()), std::max(56.F * scale, 14.F), true, ink);
    const sf::FloatRect b = big.getLocalBounds();
    big.setOrigin(b.left + b.width / 2.F, b.top + b.height / 2.F);
    big.setScale(big.getScale().x * flip, big.getScale().y);
    big.setPosition(centre.x, centre.y - (glyph.empty() ? 0.F : h * 0.12F));
    target.draw(big);
    if (glyph.empty()) return;
    sf::Text mark = make_text(ctx, glyph, std::max(30.F * scale, 11.F), true, ink);
    const sf::FloatRect m = mark.getLocalBounds();
    mark.setOrigin(m.left + m.width / 2.F, m.top + m.height / 2.F);
    mark.setScale(mark.getScale().x * flip, mark.getScale().y);
    mark.setPosition(centre.x, centre.y + h * 0.27F);
    target.draw(mark);
}

}  // namespace zero::game
