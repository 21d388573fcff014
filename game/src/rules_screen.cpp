// SPDX-License-Identifier: GPL-3.0-or-later
// The rules, in our own words, as pages.
#include <algorithm>
#include <iterator>
#include <span>
#include <vector>

#include "zero/game/game_choice.hpp"
#include "zero/game/hero/card_face.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/soler/card_face.hpp"
#include "zero/game/knizia/move_log.hpp"
#include "zero/game/knizia/table_input.hpp"
#include "zero/knizia/score.hpp"
#include "zero/soler/cards.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

constexpr Str kPages[] = {Str::RulesText1, Str::RulesText2, Str::RulesText3, Str::RulesText4, Str::RulesControls};
constexpr int kScoringPage = 3;
constexpr Str kSolerPages[] = {Str::SolerRules1, Str::SolerRules2, Str::SolerRules3, Str::SolerRules4};
constexpr Str kHeroPages[] = {Str::HeroRules1, Str::HeroRules2, Str::HeroRules3, Str::HeroRules4};

// Each game's title and pages, in the catalogue's order (the second button turns to the next).
struct GameRules {
    games::GameId game;
    Str title;
    std::span<const Str> pages;
};
constexpr GameRules kRules[] = {
    {games::GameId::Knizia, Str::RulesTitle, kPages},
    {games::GameId::Soler, Str::SolerRulesTitle, kSolerPages},
    {games::GameId::Hero, Str::HeroRulesTitle, kHeroPages},
};
constexpr std::size_t kGames = std::size(kRules);

std::size_t rules_of(games::GameId game) {
    for (std::size_t i = 0; i < kGames; ++i)
        if (kRules[i].game == game) return i;
    return 0;
}

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
    draw_soler_card_face(target, ctx, value, centre);
    draw_text(target, ctx, "x" + std::to_string(soler::kDeckCounts[static_cast<std::size_t>(value - soler::kMinValue)]),
              14.F, centre + sf::Vector2f(0, 56.F), Align::Centre, palette::kMuted);
}

// Zero Hero's cards as its table paints them: on the first page the eight cards of one colour
// (values and symbols), on the second the four symbols in the order the text explains them.
void draw_hero_cards(sf::RenderTarget& target, Context& ctx, int page) {
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

class RulesScreen : public Screen {
public:
    RulesScreen(Context& ctx, games::GameId game) { show(ctx, rules_of(game)); }
    const char* name() const override { return "rules"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::MouseButtonPressed) {
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            if (p.y < 600.F && p.x > 640.F) page_ = std::min(page_ + 1, pages() - 1);
            else if (p.y < 600.F) page_ = std::max(page_ - 1, 0);
        }
        const int chosen = buttons_.handle(event, ctx);
        if (chosen == 0) {
            ctx.screens.pop();
            return;
        }
        if (chosen == 1) {
            show(ctx, (game_ + 1) % kGames);
            return;
        }
        if (event.type != sf::Event::KeyPressed && event.type != sf::Event::JoystickButtonPressed &&
            event.type != sf::Event::JoystickMoved)
            return;
        switch (command_for_event(event, axes_)) {
            case Command::Left: page_ = std::max(page_ - 1, 0); break;
            case Command::Right: page_ = std::min(page_ + 1, pages() - 1); break;
            case Command::Back: ctx.screens.pop(); break;
            default: break;
        }
    }
    void update(float /*dt*/, Context& /*ctx*/) override {}
    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "rules";
        ctx.frame.idle = true;
        draw_backdrop(target, ctx);
        const GameRules& rules = kRules[game_];
        const bool knizia = rules.game == games::GameId::Knizia;
        const bool soler = rules.game == games::GameId::Soler;
        draw_text(target, ctx, ctx.str(rules.title), 40.F, {640.F, 62.F}, Align::Centre, palette::kGold, true);
        draw_panel(target, {130.F, 105.F, 1020.F, 490.F});
        draw_marked_text(target, ctx, ctx.str(rules.pages[static_cast<std::size_t>(page_)]), {170.F, 140.F}, 960.F);
        if (knizia && page_ == kScoringPage) draw_example(target, ctx);
        if (rules.game == games::GameId::Hero && page_ <= 1) draw_hero_cards(target, ctx, page_);
        if (soler && page_ == 0) {
            // The seven values with how many of each the deck holds.
            for (int v = soler::kMinValue; v <= soler::kMaxValue; ++v)
                draw_soler_card(target, ctx, v, {640.F + static_cast<float>(v) * 96.F, 500.F});
        }
        // The colour symbols, as a legend on the first page.
        if (knizia && page_ == 0) {
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
        draw_text(target, ctx, ctx.strings.format(Str::RulesPage, {std::to_string(page_ + 1), std::to_string(pages())}) +
                                   "   < >",
                  16.F, {1120.F, 580.F}, Align::Right, palette::kMuted);
        buttons_.draw(target, ctx);
    }

private:
    // The rules of one game (kRules[game]); the second button turns to the next game's, named on it.
    void show(Context& ctx, std::size_t game) {
        game_ = game;
        page_ = 0;
        buttons_.set({ctx.str(Str::Back), game_title(ctx.strings, kRules[(game + 1) % kGames].game)}, {640.F, 604.F},
                     {380.F, 42.F}, 8.F);  // wide enough for the longest game name in Japanese
    }
    int pages() const { return static_cast<int>(kRules[game_].pages.size()); }

    ButtonList buttons_;
    AxisRepeater axes_;
    std::size_t game_ = 0;
    int page_ = 0;
};

}  // namespace

std::unique_ptr<Screen> make_rules_screen(Context& ctx) {
    return std::make_unique<RulesScreen>(ctx, games::GameId::Knizia);
}
std::unique_ptr<Screen> make_rules_screen(Context& ctx, games::GameId game) {
    return std::make_unique<RulesScreen>(ctx, game);
}

}  // namespace zero::game
