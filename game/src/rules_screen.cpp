// SPDX-License-Identifier: GPL-3.0-or-later
// The rules, in our own words, as pages.
#include <algorithm>
#include <iterator>
#include <span>
#include <vector>

#include "zero/game/game_choice.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

// Each game's rules, in the registry's order (the second button turns to the next): the games a
// player's build lists, not the test build's own.
std::span<const GameModule* const> rule_books() {
    static const std::vector<const GameModule*> listed = [] {
        std::vector<const GameModule*> out;
        for (const GameModule* game : game_modules())
            if (game->info().listed) out.push_back(game);
        return out;
    }();
    return listed;
}

std::size_t rules_of(games::GameId game) {
    for (std::size_t i = 0; i < rule_books().size(); ++i)
        if (rule_books()[i]->id() == game) return i;
    return 0;
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
            show(ctx, (game_ + 1) % rule_books().size());
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
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "rules");
        const RulesBook rules = rule_books()[game_]->rules();
        draw_title(target, ctx, ctx.str(rules.title), 40.F, 62.F);
        draw_panel(target, {130.F, 105.F, 1020.F, 490.F});
        draw_marked_text(target, ctx, ctx.str(rules.pages[static_cast<std::size_t>(page_)]), {170.F, 140.F}, 960.F);
        if (rules.illustrate) rules.illustrate(target, ctx, page_);
        draw_text(target, ctx, ctx.strings.format(Str::RulesPage, {std::to_string(page_ + 1), std::to_string(pages())}) +
                                   "   < >",
                  16.F, {1120.F, 580.F}, Align::Right, palette::kMuted);
        buttons_.draw(target, ctx);
    }

private:
    // The rules of one game (rule_books()[game]); the second button turns to the next game's, named on it.
    void show(Context& ctx, std::size_t game) {
        game_ = game;
        page_ = 0;
        buttons_.set({ctx.str(Str::Back), rule_books()[(game + 1) % rule_books().size()]->title(ctx.strings)}, {640.F, 604.F},
                     {380.F, 42.F}, 8.F);  // wide enough for the longest game name in Japanese
    }
    int pages() const { return static_cast<int>(rule_books()[game_]->rules().pages.size()); }

    ButtonList buttons_;
    AxisRepeater axes_;
    std::size_t game_ = 0;
    int page_ = 0;
};

}  // namespace

std::unique_ptr<Screen> make_rules_screen(Context& ctx) {
    return std::make_unique<RulesScreen>(ctx, games::kDefaultGameId);
}
std::unique_ptr<Screen> make_rules_screen(Context& ctx, games::GameId game) {
    return std::make_unique<RulesScreen>(ctx, game);
}

}  // namespace zero::game
