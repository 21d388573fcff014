// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small piece of the screen (a name plate, a HUD box) painted once into a texture and then drawn
// as one quad until what it shows changes. A software rasteriser pays for every draw call and for
// every pixel of every layer: a plate made of a shadow, a panel, an outline and two shadowed texts
// costs seven draws and four layers of pixels, its cached picture one of each.
#include <functional>
#include <string>

#include <SFML/Graphics.hpp>

#include "zero/game/context.hpp"

namespace zero::game {

class Painted {
public:
    // Draws what `paint` draws (in design units, inside `area`) through the cached picture, which
    // is painted again when `key` or the window's scale changes.
    void draw(sf::RenderTarget& target, const Context& ctx, sf::FloatRect area, const std::string& key,
              const std::function<void(sf::RenderTarget&)>& paint);

private:
    sf::RenderTexture texture_;
    std::string key_;
    sf::FloatRect area_;
    float scale_ = 0;
    bool valid_ = false;
};

}  // namespace zero::game
