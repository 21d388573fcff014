// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/card_art.hpp"

#include "zero/game/ui.hpp"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <numbers>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace zero::game {

namespace {


sf::Vector2f rotate(sf::Vector2f v, float degrees) {
    const float r = degrees * std::numbers::pi_v<float> / 180.F;
    const float c = std::cos(r);
    const float s = std::sin(r);
    return {v.x * c - v.y * s, v.x * s + v.y * c};
}

void draw_centered(sf::RenderTarget& rt, const sf::Font& font, const std::string& s, unsigned size,
                   sf::Vector2f centre, sf::Color fill, float rotation = 0) {
    sf::Text text(s, font, size);
    const sf::FloatRect b = text.getLocalBounds();
    text.setOrigin(b.left + b.width / 2.F, b.top + b.height / 2.F);
    text.setPosition(centre);
    text.setRotation(rotation);
    text.setFillColor(fill);
    rt.draw(text);
}

}  // namespace

sf::Color colour_of(knizia::Colour colour) {
    switch (colour) {
        case knizia::Colour::Red: return {214, 48, 49};
        case knizia::Colour::Yellow: return {244, 196, 28};
        case knizia::Colour::Green: return {38, 158, 82};
        case knizia::Colour::Blue: return {36, 108, 214};
        case knizia::Colour::Violet: return {140, 70, 198};
        case knizia::Colour::Grey: return {132, 140, 150};
        case knizia::Colour::Black: return {34, 36, 42};
    }
    return sf::Color::White;
}

sf::Color mix(sf::Color a, sf::Color b, float t) {
    auto ch = [t](sf::Uint8 x, sf::Uint8 y) {
        return static_cast<sf::Uint8>(static_cast<float>(x) + (static_cast<float>(y) - static_cast<float>(x)) * t);
    };
    return {ch(a.r, b.r), ch(a.g, b.g), ch(a.b, b.b), ch(a.a, b.a)};
}

sf::Color ink_of(knizia::Colour colour) { return colour == knizia::Colour::Yellow ? sf::Color(70, 48, 0) : sf::Color::White; }

sf::ConvexShape rounded_rect(sf::Vector2f size, float radius, int corner_points) {
    sf::ConvexShape shape(static_cast<std::size_t>(corner_points * 4));
    const sf::Vector2f centres[4] = {{size.x - radius, radius},
                                     {size.x - radius, size.y - radius},
                                     {radius, size.y - radius},
                                     {radius, radius}};
    std::size_t i = 0;
    for (int corner = 0; corner < 4; ++corner) {
        for (int k = 0; k < corner_points; ++k) {
            const float a = (static_cast<float>(corner) * 90.F - 90.F +
                             90.F * static_cast<float>(k) / static_cast<float>(corner_points - 1)) *
                            std::numbers::pi_v<float> / 180.F;
            shape.setPoint(i++, centres[corner] + sf::Vector2f(std::cos(a) * radius, std::sin(a) * radius));
        }
    }
    return shape;
}

sf::Vector2f draw_card_blank(sf::RenderTarget& target, const CardBlank& blank, sf::Vector2f centre, float scale,
                             float flip, bool glow) {
    const float w = kCardWidth * scale * std::max(flip, 0.02F);
    const float h = kCardHeight * scale;
    if (glow) {
        sf::ConvexShape halo = rounded_rect({w + 10.F, h + 10.F}, (blank.paper_corner + 1.F) * scale + 4.F);
        halo.setPosition(centre.x - w / 2.F - 5.F, centre.y - h / 2.F - 5.F);
        halo.setFillColor(palette::kGold);
        target.draw(halo);
    }
    sf::ConvexShape paper = rounded_rect({w, h}, blank.paper_corner * scale);
    paper.setPosition(centre.x - w / 2.F, centre.y - h / 2.F);
    paper.setFillColor(blank.paper);
    paper.setOutlineThickness(1.F);
    paper.setOutlineColor(blank.edge);
    target.draw(paper);
    const float inset = blank.inset;
    sf::ConvexShape face = rounded_rect({std::max(w - 2.F * inset, 1.F), h - 2.F * inset}, blank.face_corner * scale);
    face.setPosition(centre.x - w / 2.F + inset, centre.y - h / 2.F + inset);
    face.setFillColor(blank.face);
    target.draw(face);
    return {w, h};
}

void draw_empty_pile(sf::RenderTarget& target, sf::Vector2f centre, sf::Vector2f size) {
    sf::ConvexShape outline = rounded_rect(size, 6.F);
    outline.setPosition(centre - size / 2.F);
    outline.setFillColor(sf::Color(0, 0, 0, 40));
    outline.setOutlineThickness(2.F);
    outline.setOutlineColor(sf::Color(255, 255, 255, 40));
    target.draw(outline);
}

CardArt::CardArt(const sf::Font& bold, const sf::Font& regular) : bold_(bold), regular_(regular) {
    if (!atlas_.create(kCellW * kColumns, kCellH * 8))
        throw std::runtime_error("cannot create the card texture (" + std::to_string(kCellW * kColumns) + "x" +
                                 std::to_string(kCellH * 8) + ")");
    rebuild(true);
}

void CardArt::rebuild(bool symbols) {
    symbols_ = symbols;
    atlas_.clear(sf::Color::Transparent);
    for (int i = 0; i < knizia::kDeckSize; ++i) {
        const sf::Vector2f origin(static_cast<float>((i % kColumns) * kCellW), static_cast<float>((i / kColumns) * kCellH));
        paint_face(atlas_, knizia::Card::from_index(i), origin);
    }
    auto cell_origin = [](int cell) {
        return sf::Vector2f(static_cast<float>((cell % kColumns) * kCellW), static_cast<float>((cell / kColumns) * kCellH));
    };
    paint_back(atlas_, cell_origin(kBackCell));
    paint_soft(atlas_, cell_origin(kShadowCell), sf::Color(0, 0, 0, 34), 12);
    paint_soft(atlas_, cell_origin(kGlowCell), sf::Color(255, 255, 255, 40), 12);
    atlas_.display();
    atlas_.setSmooth(true);
    atlas_.generateMipmap();
    downsample(atlas_.getTexture(), large_, kLargeScale);
    downsample(atlas_.getTexture(), small_, kSmallScale);
}

void CardArt::downsample(const sf::Texture& source, sf::RenderTexture& target, float scale) {
    const sf::Vector2u size = source.getSize();
    const auto w = static_cast<unsigned>(static_cast<float>(size.x) * scale);
    const auto h = static_cast<unsigned>(static_cast<float>(size.y) * scale);
    if (target.getSize() != sf::Vector2u(w, h) && !target.create(w, h))
        throw std::runtime_error("cannot create the card texture (" + std::to_string(w) + "x" + std::to_string(h) + ")");
    target.clear(sf::Color::Transparent);
    sf::Sprite sprite(source);
    sprite.setScale(scale, scale);
    // Copy colour and alpha as they are: the atlas is premultiplied by nothing and must stay so.
    target.draw(sprite, sf::RenderStates(sf::BlendNone));
    target.display();
    target.setSmooth(true);
}

namespace {

// A filled polygon through `points`, offsets from `c`.
void draw_polygon(sf::RenderTarget& rt, sf::Vector2f c, std::span<const sf::Vector2f> points, sf::Color fill) {
    sf::ConvexShape s(points.size());
    for (std::size_t k = 0; k < points.size(); ++k) s.setPoint(k, c + points[k]);
    s.setFillColor(fill);
    rt.draw(s);
}
void draw_polygon(sf::RenderTarget& rt, sf::Vector2f c, std::initializer_list<sf::Vector2f> points, sf::Color fill) {
    draw_polygon(rt, c, std::span<const sf::Vector2f>(points.begin(), points.size()), fill);
}

}  // namespace

void CardArt::draw_symbol(sf::RenderTarget& rt, knizia::Colour colour, sf::Vector2f c, float size, sf::Color fill) const {
    const float r = size / 2.F;
    switch (colour) {
        case knizia::Colour::Red: {
            sf::CircleShape s(r, 28);
            s.setOrigin(r, r);
            s.setPosition(c);
            s.setFillColor(fill);
            rt.draw(s);
            break;
        }
        case knizia::Colour::Yellow: {
            std::vector<sf::Vector2f> star;
            for (std::size_t k = 0; k < 10; ++k) {
                const float a = (-90.F + 36.F * static_cast<float>(k)) * std::numbers::pi_v<float> / 180.F;
                const float rr = k % 2 == 0 ? r * 1.08F : r * 0.45F;
                star.emplace_back(std::cos(a) * rr, std::sin(a) * rr);
            }
            draw_polygon(rt, c, star, fill);
            break;
        }
        case knizia::Colour::Green: {
            draw_polygon(rt, c, {{0, -r * 1.05F}, {r * 1.05F, r * 0.8F}, {-r * 1.05F, r * 0.8F}}, fill);
            break;
        }
        case knizia::Colour::Blue: {
            draw_polygon(rt, c, {{0, -r * 1.1F}, {r * 0.8F, 0}, {0, r * 1.1F}, {-r * 0.8F, 0}}, fill);
            break;
        }
        case knizia::Colour::Violet: {
            const float t = r * 0.36F;
            sf::RectangleShape a({r * 2.F, t * 2.F});
            a.setOrigin(r, t);
            a.setPosition(c);
            a.setFillColor(fill);
            sf::RectangleShape b({t * 2.F, r * 2.F});
            b.setOrigin(t, r);
            b.setPosition(c);
            b.setFillColor(fill);
            rt.draw(a);
            rt.draw(b);
            break;
        }
        case knizia::Colour::Grey: {
            const float th = r * 0.34F;
            sf::CircleShape s(r - th / 2.F, 28);
            s.setOrigin(r - th / 2.F, r - th / 2.F);
            s.setPosition(c);
            s.setFillColor(sf::Color::Transparent);
            s.setOutlineThickness(th);
            s.setOutlineColor(fill);
            rt.draw(s);
            break;
        }
        case knizia::Colour::Black: {
            sf::RectangleShape s({r * 1.7F, r * 1.7F});
            s.setOrigin(r * 0.85F, r * 0.85F);
            s.setPosition(c);
            s.setFillColor(fill);
            rt.draw(s);
            break;
        }
    }
}

// The card stock that faces and backs are printed on.
void CardArt::paint_paper(sf::RenderTarget& rt, sf::Vector2f o) {
    const float w = static_cast<float>(kCellW);
    const float h = static_cast<float>(kCellH);
    sf::ConvexShape paper = rounded_rect({w - 4.F, h - 4.F}, 18.F);
    paper.setPosition(o + sf::Vector2f(2.F, 2.F));
    paper.setFillColor(sf::Color(250, 248, 242));
    paper.setOutlineThickness(2.F);
    paper.setOutlineColor(sf::Color(190, 186, 176));
    rt.draw(paper);
}

void CardArt::paint_face(sf::RenderTarget& rt, knizia::Card card, sf::Vector2f o) {
    const knizia::Colour colour = card.colour();
    const sf::Color base = colour_of(colour);
    const sf::Color ink = ink_of(colour);
    const float w = static_cast<float>(kCellW);
    const float h = static_cast<float>(kCellH);

    paint_paper(rt, o);

    // The colour panel, lighter towards the top like printed card stock under a lamp.
    const sf::FloatRect panel(o.x + 12.F, o.y + 12.F, w - 24.F, h - 24.F);
    sf::ConvexShape inner = rounded_rect({panel.width, panel.height}, 12.F);
    inner.setPosition(panel.left, panel.top);
    inner.setFillColor(base);
    rt.draw(inner);
    sf::VertexArray sheen(sf::TriangleStrip, 4);
    const sf::Color top = sf::Color(255, 255, 255, 70);
    const sf::Color mid = sf::Color(255, 255, 255, 0);
    sheen[0] = sf::Vertex({panel.left + 4.F, panel.top + 4.F}, top);
    sheen[1] = sf::Vertex({panel.left + panel.width - 4.F, panel.top + 4.F}, top);
    sheen[2] = sf::Vertex({panel.left + 4.F, panel.top + panel.height * 0.55F}, mid);
    sheen[3] = sf::Vertex({panel.left + panel.width - 4.F, panel.top + panel.height * 0.55F}, mid);
    rt.draw(sheen);

    // A pale oval behind the big number, as on the printed cards.
    sf::CircleShape oval(58.F, 40);
    oval.setOrigin(58.F, 58.F);
    oval.setScale(1.F, 1.25F);
    oval.setPosition(o.x + w / 2.F, o.y + h / 2.F);
    oval.setFillColor(mix(base, sf::Color::White, colour == knizia::Colour::Yellow ? 0.45F : 0.22F));
    rt.draw(oval);

    const std::string number = std::to_string(card.number());
    const sf::Color shade(0, 0, 0, 90);
    draw_centered(rt, bold_, number, 120, {o.x + w / 2.F + 3.F, o.y + h / 2.F - 4.F + 4.F}, shade);
    draw_centered(rt, bold_, number, 120, {o.x + w / 2.F, o.y + h / 2.F - 4.F}, ink);

    // Corners: number, and under it the colour's symbol when symbols are on.
    const sf::Vector2f tl(o.x + 36.F, o.y + 40.F);
    const sf::Vector2f br(o.x + w - 36.F, o.y + h - 40.F);
    draw_centered(rt, bold_, number, 40, tl, ink);
    draw_centered(rt, bold_, number, 40, br, ink, 180.F);
    if (symbols_) {
        draw_symbol(rt, colour, tl + sf::Vector2f(0, 38.F), 22.F, ink);
        draw_symbol(rt, colour, br - sf::Vector2f(0, 38.F), 22.F, ink);
        draw_symbol(rt, colour, {o.x + w / 2.F, o.y + h / 2.F + 88.F}, 26.F, ink);
    }
}

void CardArt::paint_back(sf::RenderTarget& rt, sf::Vector2f o) {
    const float w = static_cast<float>(kCellW);
    const float h = static_cast<float>(kCellH);
    paint_paper(rt, o);
    sf::ConvexShape inner = rounded_rect({w - 24.F, h - 24.F}, 12.F);
    inner.setPosition(o + sf::Vector2f(12.F, 12.F));
    inner.setFillColor(sf::Color(28, 44, 92));
    rt.draw(inner);
    // Diagonal lattice.
    sf::VertexArray lines(sf::Lines);
    const sf::Color line(255, 255, 255, 28);
    for (float d = -h; d < w; d += 18.F) {
        const float x0 = o.x + 16.F + std::max(0.F, d);
        const float y0 = o.y + 16.F + std::max(0.F, -d);
        const float len = std::min(w - 32.F - std::max(0.F, d), h - 32.F - std::max(0.F, -d));
        if (len <= 0) continue;
        lines.append(sf::Vertex({x0, y0}, line));
        lines.append(sf::Vertex({x0 + len, y0 + len}, line));
        lines.append(sf::Vertex({o.x + w - 16.F - (x0 - o.x - 16.F), y0}, line));
        lines.append(sf::Vertex({o.x + w - 16.F - (x0 - o.x - 16.F) - len, y0 + len}, line));
    }
    rt.draw(lines);
    sf::CircleShape ring(54.F, 48);
    ring.setOrigin(54.F, 54.F);
    ring.setPosition(o.x + w / 2.F, o.y + h / 2.F);
    ring.setFillColor(sf::Color(20, 32, 70));
    ring.setOutlineThickness(6.F);
    ring.setOutlineColor(sf::Color(236, 190, 80));
    rt.draw(ring);
    draw_centered(rt, bold_, "0", 76, {o.x + w / 2.F, o.y + h / 2.F - 2.F}, sf::Color(236, 190, 80));
    draw_centered(rt, bold_, "ZERO", 24, {o.x + w / 2.F, o.y + h - 40.F}, sf::Color(236, 190, 80));
    draw_centered(rt, bold_, "ZERO", 24, {o.x + w / 2.F, o.y + 40.F}, sf::Color(236, 190, 80), 180.F);
}

void CardArt::paint_soft(sf::RenderTarget& rt, sf::Vector2f o, sf::Color colour, int layers) {
    // Stacked translucent rounded rects fake a blur: a soft shadow or glow around a card.
    const float w = static_cast<float>(kCellW);
    const float h = static_cast<float>(kCellH);
    for (int i = 0; i < layers; ++i) {
        const float inset = 4.F + static_cast<float>(i) * 2.2F;
        sf::ConvexShape s = rounded_rect({w - 2.F * inset, h - 2.F * inset}, 24.F);
        s.setPosition(o + sf::Vector2f(inset, inset));
        s.setFillColor(colour);
        rt.draw(s);
    }
    (void)regular_;
}

void CardArt::add_quad(sf::VertexArray& batch, int cell, const Placement& where, float grow, float flip,
                       sf::Vector2f offset, sf::Color tint, float k, sf::Vector2f hole) const {
    const float half_w = kCardWidth * where.scale * grow * flip / 2.F;
    const float half_h = kCardHeight * where.scale * grow / 2.F;
    const float cw = static_cast<float>(kCellW) * k;
    const float ch = static_cast<float>(kCellH) * k;
    const float tx = static_cast<float>(cell % kColumns) * cw;
    const float ty = static_cast<float>(cell / kColumns) * ch;
    // A point of the quad's own frame, placed and textured. Half a texel in, so bilinear filtering
    // never reads the neighbouring cell.
    auto vertex = [&](float x, float y) {
        const sf::Vector2f tex(tx + 0.5F + (x + half_w) / (2.F * half_w) * (cw - 1.F),
                               ty + 0.5F + (y + half_h) / (2.F * half_h) * (ch - 1.F));
        return sf::Vertex(where.pos + offset + rotate({x, y}, where.rotation), tint, tex);
    };
    // Two triangles a rectangle: the whole table is one sf::Triangles batch.
    auto rect = [&](float x0, float y0, float x1, float y1) {
        const sf::Vertex a = vertex(x0, y0);
        const sf::Vertex b = vertex(x1, y0);
        const sf::Vertex c = vertex(x1, y1);
        const sf::Vertex d = vertex(x0, y1);
        for (const sf::Vertex& v : {a, b, c, a, c, d}) batch.append(v);
    };
    if (hole.x <= 0 || hole.y <= 0 || hole.x >= half_w || hole.y >= half_h) {
        rect(-half_w, -half_h, half_w, half_h);
        return;
    }
    rect(-half_w, -half_h, half_w, -hole.y);
    rect(-half_w, hole.y, half_w, half_h);
    rect(-half_w, -hole.y, -hole.x, hole.y);
    rect(hole.x, -hole.y, half_w, hole.y);
}

void CardArt::add(sf::VertexArray& batch, knizia::Card card, const Placement& where, const CardLook& look,
                  bool small) const {
    const float k = small ? kSmallScale : kLargeScale;
    const auto a = static_cast<sf::Uint8>(std::clamp(look.alpha, 0.F, 1.F) * 255.F);
    const float flip = std::max(std::fabs(look.flip), 0.02F);
    // The part of the card that is opaque for sure: inside its rounded corners (9 design units at
    // full size, a little more for the card's edge). A translucent card hides nothing.
    const float corner = 10.F * where.scale;
    const bool opaque = a == 255;
    auto inner = [&](float margin) {
        if (!opaque) return sf::Vector2f{};
        return sf::Vector2f(kCardWidth * where.scale * flip / 2.F - corner - margin,
                            kCardHeight * where.scale / 2.F - corner - margin);
    };
    if (look.shadow) {
        const float lift = std::max(where.scale, 0.4F);
        const sf::Vector2f offset(4.F * lift, 6.F * lift);
        // The shadow is centred off the card by `offset`, in any direction once the card turns.
        add_quad(batch, kShadowCell, where, 1.03F, flip, offset, sf::Color(255, 255, 255, a), k,
                 inner(std::sqrt(offset.x * offset.x + offset.y * offset.y)));
    }
    if (look.glow) {
        sf::Color g = look.glow_colour;
        g.a = a;
        add_quad(batch, kGlowCell, where, 1.22F, flip, {0, 0}, g, k, inner(0.F));
    }
    const int cell = look.face_up && card.valid() ? card.index() : kBackCell;
    sf::Color tint = look.dim ? sf::Color(150, 150, 150) : sf::Color::White;
    tint.a = a;
    add_quad(batch, cell, where, 1.F, flip, {0, 0}, tint, k);
}

void add_strike(sf::VertexArray& quads, const Placement& p) {
    // A diagonal band across a cancelled card, turned with the card.
    const float a = p.rotation * 3.14159265F / 180.F;
    auto rot = [&](sf::Vector2f v) {
        return p.pos + sf::Vector2f(v.x * std::cos(a) - v.y * std::sin(a), v.x * std::sin(a) + v.y * std::cos(a));
    };
    const float w = kCardWidth * p.scale / 2.F;
    const float h = kCardHeight * p.scale / 2.F;
    const sf::Color c(30, 20, 20, 150);
    const sf::Vector2f q[4] = {rot({-w, h * 0.35F}), rot({w, -h * 0.55F}), rot({w, -h * 0.35F}), rot({-w, h * 0.55F})};
    for (int i : {0, 1, 2, 0, 2, 3}) quads.append(sf::Vertex(q[i], c));
}

}  // namespace zero::game
