// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/painted.hpp"

#include <cmath>

namespace zero::game {

void Painted::draw(sf::RenderTarget& target, const Context& ctx, sf::FloatRect area, const std::string& key,
                   const std::function<void(sf::RenderTarget&)>& paint) {
    const float scale = std::max(ctx.fit.scale, 0.1F);
    // Whole window pixels, so the picture's texels land on the window's pixels one to one.
    const float left = std::floor(area.left * scale) / scale;
    const float top = std::floor(area.top * scale) / scale;
    const auto w = static_cast<unsigned>(std::ceil((area.left + area.width - left) * scale));
    const auto h = static_cast<unsigned>(std::ceil((area.top + area.height - top) * scale));
    area = {left, top, static_cast<float>(w) / scale, static_cast<float>(h) / scale};
    if (!valid_ || key != key_ || scale != scale_ || area != area_) {
        key_ = key;
        scale_ = scale;
        area_ = area;
        if (texture_.getSize() != sf::Vector2u(w, h)) valid_ = texture_.create(w, h);
        else valid_ = true;
        if (valid_) {
            texture_.setView(sf::View(area));
            texture_.clear(sf::Color::Transparent);
            paint(texture_);
            texture_.display();
        }
    }
    if (!valid_) {
        paint(target);
        return;
    }
    // Alpha blending into a clear texture leaves colours multiplied by their coverage, so the
    // picture goes on as premultiplied colour.
    sf::Sprite sprite(texture_.getTexture());
    sprite.setPosition(area.left, area.top);
    sprite.setScale(1.F / scale, 1.F / scale);
    target.draw(sprite, sf::RenderStates(sf::BlendMode(sf::BlendMode::One, sf::BlendMode::OneMinusSrcAlpha)));
}

}  // namespace zero::game
