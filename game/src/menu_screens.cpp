// SPDX-License-Identifier: GPL-3.0-or-later
// The main menu.
#include "zero/game/history_view.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

class MenuScreen : public Screen {
public:
    explicit MenuScreen(Context& ctx) { retranslate(ctx); }
    void retranslate(Context& ctx) override {
        // Eleven rows from under the tagline to above the status line, at 800x600 too.
        buttons_.set({ctx.str(Str::MenuNewMatch), ctx.str(Str::MenuResume), ctx.str(Str::MenuHost),
                      ctx.str(Str::MenuJoin), ctx.str(Str::MenuOnline), ctx.str(Str::MenuTutorial),
                      ctx.str(Str::MenuHistory), ctx.str(Str::MenuRules), ctx.str(Str::MenuSettings),
                      ctx.str(Str::MenuAbout), ctx.str(Str::MenuQuit)},
                     {640.F, 284.F}, {340.F, 32.F}, 4.F);
    }
    const char* name() const override { return "menu"; }

    void handle(const sf::Event& event, Context& ctx) override {
        switch (buttons_.handle(event, ctx)) {
            case 0: ctx.screens.push(make_new_match_screen(ctx)); break;
            case 1: ctx.screens.push(make_resume_screen(ctx)); break;
            case 2: ctx.screens.push(make_host_screen(ctx)); break;
            case 3: ctx.screens.push(make_join_screen(ctx)); break;
            case 4: ctx.screens.push(make_online_screen(ctx)); break;
            case 5: ctx.screens.push(make_tutorial_screen(ctx)); break;
            case 6: ctx.screens.push(make_history_screen(ctx)); break;
            case 7: ctx.screens.push(make_rules_screen(ctx)); break;
            case 8: ctx.screens.push(make_settings_screen(ctx)); break;
            case 9: ctx.screens.push(make_about_screen(ctx)); break;
            case 10: ctx.quit = true; break;
            default: return;
        }
        ctx.sounds.play(Sfx::Click);
    }
    void update(float dt, Context& /*ctx*/) override { clock_ += dt; }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "menu");
        draw_logo(target, ctx, {640.F, 138.F}, 104.F);
        draw_text(target, ctx, ctx.str(Str::Tagline), 20.F, {640.F, 258.F}, Align::Centre, palette::kMuted);
        buttons_.draw(target, ctx);
        draw_status_line(target, ctx);
    }

private:
    ButtonList buttons_;
    float clock_ = 0;
};

}  // namespace

std::unique_ptr<Screen> make_menu_screen(Context& ctx) { return std::make_unique<MenuScreen>(ctx); }

}  // namespace zero::game
