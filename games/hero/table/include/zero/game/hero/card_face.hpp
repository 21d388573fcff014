// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a card of Zero Hero looks, at the table and on its rules pages alike: its value in large
// type on its colour, and its symbol (+1 zerone, +1 card, swap, flag) below the value.
#include <string>

#include <SFML/Graphics.hpp>

#include "zero/hero/cards.hpp"

namespace zero::game {

struct Context;

sf::Color hero_card_colour(int colour);
std::string hero_symbol_glyph(hero::Symbol symbol);  // empty for a card without a symbol
// `flip` narrows the card as it turns (1: face on); `stacked`: a card of a collection column, its
// value and symbol along its top edge, where the card over it leaves it showing.
void draw_hero_card(sf::RenderTarget& target, const Context& ctx, hero::Card card, sf::Vector2f centre, float scale,
                    float flip = 1.F, bool glow = false, bool stacked = false);

}  // namespace zero::game
