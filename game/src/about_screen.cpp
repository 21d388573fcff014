// SPDX-License-Identifier: GPL-3.0-or-later
// About: whose the three games are (their designers and publishers), who made this edition and
// under which licence, and its version.
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"
#include "zero/version.hpp"

namespace zero::game {

namespace {

class AboutScreen : public Screen {
public:
    explicit AboutScreen(Context& ctx) { retranslate(ctx); }
    void retranslate(Context& ctx) override { buttons_.set({ctx.str(Str::Back)}, {640.F, 620.F}, {320.F, 50.F}, 0.F); }
    const char* name() const override { return "about"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (buttons_.handle(event, ctx) == 0 || command_for_event(event, axes_) == Command::Back) {
            ctx.sounds.play(Sfx::Click);
            ctx.screens.pop();
        }
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "about");
        draw_title(target, ctx, ctx.str(Str::AboutTitle), 40.F, 62.F);
        draw_panel(target, {130.F, 105.F, 1020.F, 480.F});
        draw_marked_text(target, ctx, ctx.str(Str::AboutText), {170.F, 145.F}, 960.F);
        draw_text(target, ctx, ctx.strings.format(Str::AboutVersion, {kVersion}), 16.F, {1120.F, 560.F}, Align::Right,
                  palette::kMuted);
        buttons_.draw(target, ctx);
    }

private:
    ButtonList buttons_;
    AxisRepeater axes_;
};

}  // namespace

std::unique_ptr<Screen> make_about_screen(Context& ctx) { return std::make_unique<AboutScreen>(ctx); }

}  // namespace zero::game
