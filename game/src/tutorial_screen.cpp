// SPDX-License-Identifier: GPL-3.0-or-later
// Learn a game (the main menu's Tutorial): a button for each game that has a tutorial, which opens
// its teaching table (GameModule::tutorial_table, docs/learning.md); a game without one yet is
// listed greyed out.
#include <vector>

#include "zero/game/game_module.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

class TutorialScreen : public Screen {
public:
    explicit TutorialScreen(Context& ctx) { retranslate(ctx); }
    void retranslate(Context& ctx) override {
        games_.clear();
        std::vector<std::string> labels;
        for (const GameModule* game : game_modules()) {
            if (!game->info().listed) continue;  // the test build's own game has no lesson to list
            games_.push_back(game);
            labels.push_back(game->title(ctx.strings));
        }
        labels.push_back(ctx.str(Str::Back));
        buttons_.set(labels, {640.F, 220.F}, {460.F, 50.F}, 10.F);
        for (std::size_t i = 0; i < games_.size(); ++i) buttons_.set_enabled(static_cast<int>(i), games_[i]->has_tutorial());
    }
    const char* name() const override { return "tutorial"; }

    void handle(const sf::Event& event, Context& ctx) override {
        const int choice = buttons_.handle(event, ctx);
        if (choice < 0 && command_for_event(event, axes_) != Command::Back) return;
        ctx.sounds.play(Sfx::Click);
        if (choice < 0 || choice >= static_cast<int>(games_.size())) {
            ctx.screens.pop();
            return;
        }
        if (std::unique_ptr<Screen> table = games_[static_cast<std::size_t>(choice)]->tutorial_table(ctx, TableOptions{}))
            ctx.screens.push(std::move(table));
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "tutorial");
        draw_title(target, ctx, ctx.str(Str::TutorialChoose), 40.F, 120.F);
        buttons_.draw(target, ctx);
    }

private:
    std::vector<const GameModule*> games_;
    ButtonList buttons_;
    AxisRepeater axes_;
};

}  // namespace

std::unique_ptr<Screen> make_tutorial_screen(Context& ctx) { return std::make_unique<TutorialScreen>(ctx); }

}  // namespace zero::game
