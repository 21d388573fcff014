// SPDX-License-Identifier: GPL-3.0-or-later
// The pictures under the rules pages' text, drawn with the tables' own art: each game's, which
// its module hands the Rules screen (RulesBook::illustrate).
#include <SFML/Graphics.hpp>

#include <vector>

#include "registry.hpp"
#include "zero/game/hero/card_face.hpp"
#include "zero/game/knizia/move_log.hpp"
#include "zero/game/knizia/table_input.hpp"
#include "zero/game/soler/card_face.hpp"
#include "zero/game/ui.hpp"
#include "zero/knizia/score.hpp"
#include "zero/soler/cards.hpp"

namespace zero::game {
namespace {

constexpr int kScoringPage = 3;

// The scoring page's example, drawn with the table's own cards: the six 3s cancelled, 2 + 5 left.
void draw_example(sf::RenderTarget& target, Context& ctx) {
    knizia::CardSet hand;
    for (const char* name : {"green2", "red5", "grey5", "black3", "yellow3", "blue3", "green3", "grey3", "red3"})
        hand.insert(*knizia::parse_card(name));
    const knizia::ScoreBreakdown b = score_breakdown(hand);
    const std::vector<knizia::Card> cards = hand_order(hand, true);
    sf::VertexArray batch(sf::Triangles);
    sf::VertexArray strikes(sf::Triangles);
    for (std::size_t i = 0; i < cards.size(); ++i) {
        Placement p;
        p.pos = {640.F + (static_cast<float>(i) - 4.F) * 78.F, 470.F};
        p.scale = 0.7F;
        CardLook look;
        look.dim = b.cancelled.contains(cards[i]);
        ctx.cards.add(batch, cards[i], p, look);
        if (look.dim) add_strike(strikes, p);
    }
    target.draw(batch, sf::RenderStates(&ctx.cards.texture()));
    target.draw(strikes);
    draw_text(target, ctx, ctx.str(Str::RulesExample), 16.F, {640.F, 548.F}, Align::Centre, palette::kGold, true);
}

// A card of Solèr's ZERO as the table paints it (a plain face: value and colour), with its count.
void draw_soler_card(sf::RenderTarget& target, Context& ctx, int value, sf::Vector2f centre) {
    draw_soler_card_face(target, ctx, value, centre);
    draw_text(target, ctx, "x" + std::to_string(soler::kDeckCounts[static_cast<std::size_t>(value - soler::kMinValue)]),
              14.F, centre + sf::Vector2f(0, 56.F), Align::Centre, palette::kMuted);
}

}  // namespace

void illustrate_knizia_rules(sf::RenderTarget& target, Context& ctx, int page) {
    if (page == kScoringPage) draw_example(target, ctx);
    // The colour symbols, as a legend on the first page.
    if (page == 0) {
        for (int c = 0; c < knizia::kColours; ++c) {
            const sf::Vector2f at(290.F + static_cast<float>(c) * 110.F, 520.F);
            sf::CircleShape disc(22.F, 32);
            disc.setOrigin(22.F, 22.F);
            disc.setPosition(at);
            disc.setFillColor(colour_of(static_cast<knizia::Colour>(c)));
            disc.setOutlineThickness(2.F);
            disc.setOutlineColor(sf::Color(255, 255, 255, 120));
            target.draw(disc);
            ctx.cards.draw_symbol(target, static_cast<knizia::Colour>(c), at, 20.F, ink_of(static_cast<knizia::Colour>(c)));
            draw_text(target, ctx, colour_label(ctx.strings, static_cast<knizia::Colour>(c)), 13.F, at + sf::Vector2f(0, 36.F),
                      Align::Centre, palette::kMuted);
        }
    }
}

// Zero Hero's cards as its table paints them: on the first page the eight cards of one colour
// (values and symbols), on the second the four symbols in the order the text explains them.
void illustrate_hero_rules(sf::RenderTarget& target, Context& ctx, int page) {
    if (page > 1) return;
    std::vector<hero::Card> cards;
    if (page == 0) {
        for (int face = 0; face < hero::kFacesPerColour; ++face)
            for (int copy = 0; copy < hero::kFaces[static_cast<std::size_t>(face)].copies; ++copy)
                cards.push_back(hero::make_card(0, face));
    } else {
        for (int face = 0; face < hero::kFacesPerColour; ++face)
            if (hero::kFaces[static_cast<std::size_t>(face)].symbol != hero::Symbol::None)
                cards.push_back(hero::make_card(static_cast<int>(cards.size()) * 2, face));
    }
    const float step = page == 0 ? 66.F : 110.F;
    const float scale = page == 0 ? 0.5F : 0.6F;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const float offset = static_cast<float>(i) - static_cast<float>(cards.size() - 1) / 2.F;
        draw_hero_card(target, ctx, cards[i], {640.F + offset * step, 505.F}, scale);
    }
}

void illustrate_soler_rules(sf::RenderTarget& target, Context& ctx, int page) {
    if (page != 0) return;
    // The seven values with how many of each the deck holds.
    for (int v = soler::kMinValue; v <= soler::kMaxValue; ++v)
        draw_soler_card(target, ctx, v, {640.F + static_cast<float>(v) * 96.F, 500.F});
}

}  // namespace zero::game
