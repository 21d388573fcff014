// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: each row changes with left/right (or a click on its arrows) and is saved at once.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

constexpr float kRowStep = 58.F;

class SettingsScreen : public Screen {
public:
    explicit SettingsScreen(Context& /*ctx*/) {}
    const char* name() const override { return "settings"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::MouseMoved || event.type == sf::Event::MouseButtonPressed) {
            const bool click = event.type == sf::Event::MouseButtonPressed;
            const sf::Vector2f p = click ? ctx.to_design({event.mouseButton.x, event.mouseButton.y})
                                         : ctx.to_design({event.mouseMove.x, event.mouseMove.y});
            for (int i = 0; i < kItems; ++i) {
                if (!row(i).contains(p)) continue;
                focus_ = i;
                if (!click) return;
                if (i >= kRows) {
                    choose(i, ctx);
                } else if (const int step = value_row(i).step_at(p); step != 0) {
                    change(i, step, ctx);
                }
                return;
            }
            return;
        }
        switch (command_for_event(event, axes_)) {
            case Command::Up: focus_ = (focus_ + kItems - 1) % kItems; break;
            case Command::Down: focus_ = (focus_ + 1) % kItems; break;
            case Command::Left: if (focus_ < kRows) change(focus_, -1, ctx); break;
            case Command::Right: if (focus_ < kRows) change(focus_, +1, ctx); break;
            case Command::Confirm:
                if (focus_ >= kRows) choose(focus_, ctx);
                else change(focus_, +1, ctx);
                break;
            case Command::Back: ctx.screens.pop(); break;
            default: break;
        }
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "settings");
        draw_title(target, ctx, ctx.str(Str::SettingsTitle), 40.F, 70.F);
        draw_panel(target, {290.F, 120.F, 700.F, static_cast<float>(kRows) * kRowStep + 30.F});
        const Settings& s = ctx.settings;
        const std::string speed = animation_speed_text(s.animation_speed);
        const std::string values[kRows] = {
            std::to_string(s.volume) + "%",
            s.muted ? ctx.str(Str::On) : ctx.str(Str::Off),
            s.symbols ? ctx.str(Str::On) : ctx.str(Str::Off),
            speed,
            s.bot_pace == BotPace::Quick    ? ctx.str(Str::PaceQuick)
            : s.bot_pace == BotPace::Normal ? ctx.str(Str::PaceNormal)
                                            : ctx.str(Str::PaceRelaxed),
            s.window_mode == WindowMode::Fullscreen ? ctx.str(Str::Fullscreen) : ctx.str(Str::Windowed),
            // The language's own name, in itself: readable whatever language the player left it in.
            ctx.str(Str::LanguageName),
        };
        const Str labels[kRows] = {Str::SettingVolume,    Str::SettingMute,    Str::SettingSymbols,
                                   Str::SettingAnimSpeed, Str::SettingBotPace, Str::SettingWindowMode,
                                   Str::SettingLanguage};
        for (int i = 0; i < kRows; ++i) {
            const sf::FloatRect r = row(i);
            const bool focused = focus_ == i;
            if (focused) draw_panel(target, r, sf::Color(60, 90, 70, 200), palette::kGold, 10.F);
            draw_text(target, ctx, ctx.str(labels[i]), 21.F, {r.left + 24.F, r.top + r.height / 2.F}, Align::Left,
                      palette::kCream, true);
            const ValueRow vr = value_row(i);
            const sf::Color colour = focused ? palette::kGold : palette::kMuted;
            draw_text(target, ctx, "<", 24.F, vr.lower_arrow(), Align::Centre, colour, true);
            draw_text(target, ctx, values[i], 21.F, vr.value_centre(), Align::Centre, colour, true);
            draw_text(target, ctx, ">", 24.F, vr.raise_arrow(), Align::Centre, colour, true);
        }
        // A live sample card, so the symbol setting shows what it does.
        sf::VertexArray batch(sf::Triangles);
        Placement p;
        p.pos = {1110.F, 300.F};
        ctx.cards.add(batch, knizia::Card(knizia::Colour::Violet, 6), p, CardLook{});
        p.pos = {1150.F, 330.F};
        p.rotation = 8.F;
        ctx.cards.add(batch, knizia::Card(knizia::Colour::Green, 2), p, CardLook{});
        target.draw(batch, sf::RenderStates(&ctx.cards.texture()));
        draw_button(target, ctx, row(kOnline), ctx.str(Str::SettingsOnline), focus_ == kOnline);
        draw_button(target, ctx, row(kBack), ctx.str(Str::Back), focus_ == kBack);
        draw_status_line(target, ctx);
    }

private:
    static constexpr int kRows = kSettingsRows;
    // Under the rows: the online lobby's page, then Back.
    static constexpr int kOnline = kRows;
    static constexpr int kBack = kRows + 1;
    static constexpr int kItems = kRows + 2;
    static sf::FloatRect row(int i) {
        if (i == kOnline) return {330.F, 574.F, 300.F, 56.F};
        if (i == kBack) return {650.F, 574.F, 300.F, 56.F};
        return settings_value_row(i).rect;
    }
    static ValueRow value_row(int i) { return settings_value_row(i); }
    static void choose(int i, Context& ctx) {
        ctx.sounds.play(Sfx::Click);
        if (i == kOnline) ctx.screens.push(make_online_settings_screen(ctx));
        else ctx.screens.pop();
    }
    void change(int i, int d, Context& ctx) {
        Settings& s = ctx.settings;
        switch (i) {
            case 0: s.volume = std::clamp(s.volume + d * 10, 0, 100); break;
            case 1: s.muted = !s.muted; break;
            case 2: s.symbols = !s.symbols; break;
            case 3: s.animation_speed = std::clamp(s.animation_speed + static_cast<float>(d) * 0.25F, 0.5F, 2.F); break;
            case 4: s.bot_pace = step_bot_pace(s.bot_pace, d); break;
            case 5:
                s.window_mode = s.window_mode == WindowMode::Windowed ? WindowMode::Fullscreen : WindowMode::Windowed;
                ctx.toggle_fullscreen = true;
                break;
            case 6: {
                const auto at = std::find(kLanguages.begin(), kLanguages.end(), ctx.strings.language());
                const auto n = static_cast<long>(kLanguages.size());
                const long next = ((at - kLanguages.begin()) + d + n) % n;
                s.language = std::string(kLanguages[static_cast<std::size_t>(next)]);
                ctx.language_changed = true;  // the app loads it before the next frame
                break;
            }
            default: break;
        }
        ctx.settings_changed();
        ctx.sounds.play(Sfx::Click);
    }

    AxisRepeater axes_;
    int focus_ = 0;
};

}  // namespace

ValueRow settings_value_row(int row) {
    return ValueRow{{310.F, 135.F + static_cast<float>(row) * kRowStep, 660.F, 52.F}};
}

std::unique_ptr<Screen> make_settings_screen(Context& ctx) { return std::make_unique<SettingsScreen>(ctx); }

}  // namespace zero::game
