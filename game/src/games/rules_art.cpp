// The pictures under the rules pages' text, drawn with the tables' own art: each game's, which
// its module hands the Rules screen (RulesBook::illustrate).
#include <SFML/Graphics.hpp>

#include "registry.hpp"
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
    CardSet hand;
    for (const char* name : {"green2", "red5", "grey5", "black3", "yellow3", "blue3", "green3", "grey3", "red3"})
        hand.insert(*parse_card(name));
    const ScoreBreakdown b = score_breakdown(hand);
    const std::vector<Card> cards = hand_order(hand, true);
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
    const float w = 60.F;
    const float h = 84.F;
    sf::ConvexShape paper = rounded_rect({w, h}, 6.F);
    paper.setPosition(centre.x - w / 2.F, centre.y - h / 2.F);
    paper.setFillColor(palette::kCream);
    target.draw(paper);
    sf::ConvexShape face = rounded_rect({w - 8.F, h - 8.F}, 4.F);
    face.setPosition(centre.x - w / 2.F + 4.F, centre.y - h / 2.F + 4.F);
    face.setFillColor(soler_card_colour(value));
    target.draw(face);
    draw_text(target, ctx, soler_value_text(value), 26.F, centre, Align::Centre,
              value == 0 ? palette::kInk : sf::Color::White, true, false);
    draw_text(target, ctx, "x" + std::to_string(soler::kDeckCounts[static_cast<std::size_t>(value - soler::kMinValue)]),
              14.F, centre + sf::Vector2f(0, 56.F), Align::Centre, palette::kMuted);
}

}  // namespace

void illustrate_knizia_rules(sf::RenderTarget& target, Context& ctx, int page) {
    if (page == kScoringPage) draw_example(target, ctx);
    // The colour symbols, as a legend on the first page.
    if (page == 0) {
        for (int c = 0; c < kColours; ++c) {
            const sf::Vector2f at(290.F + static_cast<float>(c) * 110.F, 520.F);
            sf::CircleShape disc(22.F, 32);
            disc.setOrigin(22.F, 22.F);
            disc.setPosition(at);
            disc.setFillColor(colour_of(static_cast<Colour>(c)));
            disc.setOutlineThickness(2.F);
            disc.setOutlineColor(sf::Color(255, 255, 255, 120));
            target.draw(disc);
            ctx.cards.draw_symbol(target, static_cast<Colour>(c), at, 20.F, ink_of(static_cast<Colour>(c)));
            draw_text(target, ctx, colour_label(ctx.strings, static_cast<Colour>(c)), 13.F, at + sf::Vector2f(0, 36.F),
                      Align::Centre, palette::kMuted);
        }
    }
}

void illustrate_soler_rules(sf::RenderTarget& target, Context& ctx, int page) {
    if (page != 0) return;
    // The seven values with how many of each the deck holds.
    for (int v = soler::kMinValue; v <= soler::kMaxValue; ++v)
        draw_soler_card(target, ctx, v, {640.F + static_cast<float>(v) * 96.F, 500.F});
}

}  // namespace zero::game
