// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The cards, drawn by the game into a texture atlas at start-up (and again when the symbols
// setting changes), then drawn every frame as textured quads in one batch per atlas. The atlas is
// painted at high resolution once and filtered down into two sizes used at about 1:1, so drawing
// needs no mipmaps: trilinear filtering is the costliest thing a software rasteriser does.
#include <SFML/Graphics.hpp>

#include "zero/knizia/card.hpp"
#include "zero/game/layout.hpp"

namespace zero::game {

sf::Color colour_of(knizia::Colour colour);
// Readable ink on a card of this colour.
sf::Color ink_of(knizia::Colour colour);

enum class CardFace { Front, Back };

struct CardLook {
    bool face_up = true;
    float flip = 1;          // horizontal squeeze for flips: 1 flat, 0 edge-on
    bool glow = false;       // selection / target highlight
    sf::Color glow_colour = sf::Color(255, 214, 90);
    bool dim = false;        // cancelled cards, disabled targets
    bool shadow = true;
    float alpha = 1;
};

class CardArt {
public:
    // Throws std::runtime_error naming the font file when it cannot be loaded.
    CardArt(const sf::Font& bold, const sf::Font& regular);
    void rebuild(bool symbols);
    bool symbols() const { return symbols_; }
    // The large atlas suits cards drawn at scale 0.7 and up; the small one the opponents' fans.
    const sf::Texture& texture(bool small = false) const {
        return small ? small_.getTexture() : large_.getTexture();
    }

    // Queues one card (with its shadow and glow) into a batch drawn with texture(small).
    void add(sf::VertexArray& batch, knizia::Card card, const Placement& where, const CardLook& look,
             bool small = false) const;
    // Draws a symbol for a colour at a position (legend, score help).
    void draw_symbol(sf::RenderTarget& target, knizia::Colour colour, sf::Vector2f centre, float size, sf::Color fill) const;

private:
    static constexpr int kCellW = 200;
    static constexpr int kCellH = 280;
    static constexpr int kColumns = 8;
    static constexpr int kBackCell = 56;
    static constexpr int kShadowCell = 57;
    static constexpr int kGlowCell = 58;
    static constexpr float kLargeScale = 0.75F;
    static constexpr float kSmallScale = 0.25F;

    void paint_face(sf::RenderTarget& rt, knizia::Card card, sf::Vector2f origin);
    void paint_back(sf::RenderTarget& rt, sf::Vector2f origin);
    static void paint_paper(sf::RenderTarget& rt, sf::Vector2f origin);
    void paint_soft(sf::RenderTarget& rt, sf::Vector2f origin, sf::Color colour, int layers);
    // `hole` (half width and height, in the quad's own unrotated frame) is left out: the part of a
    // shadow or glow an opaque card covers costs fill and shows nothing.
    void add_quad(sf::VertexArray& batch, int cell, const Placement& where, float grow, float flip,
                  sf::Vector2f offset, sf::Color tint, float cell_scale, sf::Vector2f hole = {}) const;
    static void downsample(const sf::Texture& source, sf::RenderTexture& target, float scale);

    const sf::Font& bold_;
    const sf::Font& regular_;
    sf::RenderTexture atlas_;  // painted at full size, mipmapped: the source of the two below
    sf::RenderTexture large_;
    sf::RenderTexture small_;
    bool symbols_ = true;
};

// `a` to `b` by `t` (0 to 1), alpha included.
sf::Color mix(sf::Color a, sf::Color b, float t);
// The dark band across a cancelled card (drawn over a dimmed card), turned with the card.
void add_strike(sf::VertexArray& quads, const Placement& p);
// A rounded rectangle as a convex shape.
sf::ConvexShape rounded_rect(sf::Vector2f size, float radius, int corner_points = 6);

// The blank of a numbered game's card (Zero Hero, Solèr's ZERO): a coloured face inset on paper.
struct CardBlank {
    float paper_corner = 9.F;  // the corners' radii at a hand card's size
    float face_corner = 6.F;
    float inset = 6.F;         // from the paper's edge to the face's, in design units
    sf::Color paper;
    sf::Color edge;            // the paper's outline
    sf::Color face;
};
// Draws `blank` at `scale` of a hand card, squeezed to `flip` of its width (1 flat, 0 edge on)
// while it turns, with a gold halo around it when `glow`; returns its drawn width and height.
sf::Vector2f draw_card_blank(sf::RenderTarget& target, const CardBlank& blank, sf::Vector2f centre, float scale,
                             float flip, bool glow);
// Where a pile of cards stood, empty: a faint outline of `size` around `centre`.
void draw_empty_pile(sf::RenderTarget& target, sf::Vector2f centre, sf::Vector2f size);

}  // namespace zero::game
