// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/table_overlays.hpp"

#include <algorithm>
#include <cmath>

#include "zero/game/animation.hpp"
#include "zero/game/game_choice.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/soler/card_face.hpp"

namespace zero::game {

void TablePause::show(const Context& ctx) {
    open_ = true;
    menu_.set({ctx.str(Str::Resume), ctx.str(Str::MenuSettings), ctx.str(Str::BackToMenu)}, {640.F, 300.F},
              {320.F, 56.F}, 16.F);
    menu_.set_focus(0);
}

void TablePause::handle(const sf::Event& event, Context& ctx) {
    const int chosen = menu_.handle(event, ctx);
    if (chosen == 0 || (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)) {
        open_ = false;
    } else if (chosen == 1) {
        open_ = false;
        ctx.screens.push(make_settings_screen(ctx));
    } else if (chosen == 2) {
        ctx.screens.reset(make_menu_screen(ctx));
    }
}

void TablePause::draw(sf::RenderTarget& target, const Context& ctx) const {
    dim_window(target, ctx);
    draw_title(target, ctx, ctx.str(Str::Paused), 48.F, 220.F);
    menu_.draw(target, ctx);
}

void draw_card_back(sf::RenderTarget& target, Context& ctx, sf::Vector2f centre, float scale) {
    sf::VertexArray batch(sf::Triangles);
    CardLook look;
    look.face_up = false;
    look.shadow = scale >= 0.5F;
    const bool small = scale < 0.6F;
    ctx.cards.add(batch, knizia::Card::none(), Placement{centre, 0.F, scale}, look, small);
    target.draw(batch, sf::RenderStates(&ctx.cards.texture(small)));
}

bool confirms_handoff(const sf::Event& event) {
    return event.type == sf::Event::MouseButtonPressed ||
           (event.type == sf::Event::KeyPressed && command_for_key(event.key.code) == Command::Confirm) ||
           (event.type == sf::Event::JoystickButtonPressed && event.joystickButton.button == 0);
}

namespace {

// Solèr's ZERO under its own name: a fan of its cards from -2 to +3 over the title, where
// Knizia's 1-8 fan would name the other game.
void draw_soler_logo(sf::RenderTarget& target, const Context& ctx, sf::Vector2f centre) {
    for (int value = -2; value <= 3; ++value) {
        const float d = static_cast<float>(value) - 0.5F;
        draw_soler_card_face(target, ctx, value, centre + sf::Vector2f(d * 64.F, d * d * 3.F - 30.F), 1.1F);
    }
    draw_text(target, ctx, game_title(ctx.strings, games::GameId::Soler), 44.F, centre + sf::Vector2f(0, 60.F),
              Align::Centre, palette::kGold, true);
}

}  // namespace

void draw_handoff_screen(sf::RenderTarget& target, const Context& ctx, const std::string& name, float ms,
                         games::GameId game) {
    const sf::FloatRect v = ctx.fit.visible;
    sf::RectangleShape cover({v.width, v.height});
    cover.setPosition(v.left, v.top);
    cover.setFillColor(sf::Color(8, 22, 16));
    target.draw(cover, sf::RenderStates(sf::BlendNone));
    if (game == games::GameId::Soler)
        draw_soler_logo(target, ctx, {640.F, 210.F});
    else
        draw_logo(target, ctx, {640.F, 210.F}, 90.F);
    draw_title(target, ctx, ctx.strings.format(Str::PassTo, {name}), 54.F, 420.F);
    // The prompt pulses for a few beats and then rests at full strength (a crest of the pulse, so
    // it does not jump).
    const float pulse = ms < kHandoffPulseMs ? 0.6F + 0.4F * std::sin(ms / 260.F) : 1.F;
    sf::Color c = palette::kCream;
    c.a = static_cast<sf::Uint8>(pulse * 255.F);
    draw_text(target, ctx, ctx.str(Str::ClickWhenReady), 22.F, {640.F, 490.F}, Align::Centre, c);
}

void draw_table_scene(sf::RenderTarget& target, const Context& ctx, const Effects& effects,
                      const std::function<void()>& scene) {
    const sf::View base = target.getView();
    sf::View shaken = base;
    shaken.move(-effects.shake_offset());
    target.setView(shaken);
    draw_backdrop(target, ctx);
    effects.draw_under(target);
    scene();
    effects.draw_over(target, [&](const std::string& s, float size, sf::Vector2f pos, float alpha, sf::Color colour) {
        colour.a = static_cast<sf::Uint8>(std::clamp(alpha, 0.F, 1.F) * 255.F);
        draw_text(target, ctx, s, size, pos, Align::Centre, colour, true);
    });
    target.setView(base);
}

void draw_status_line(sf::RenderTarget& target, const Context& ctx, const std::string& status, float y, bool warn) {
    if (status.empty()) return;
    draw_text(target, ctx, status, 19.F, {640.F, y}, Align::Centre, warn ? palette::kWarn : palette::kCream, true);
}

void draw_hint_bar(sf::RenderTarget& target, const Context& ctx, const std::string& hint, bool fit) {
    const sf::FloatRect v = ctx.fit.visible;
    const float bottom = v.top + v.height;
    sf::RectangleShape bar({v.width, 22.F});
    bar.setPosition(v.left, bottom - 22.F);
    bar.setFillColor(palette::kHintBack);
    target.draw(bar);
    draw_text(target, ctx, fit ? fit_text(ctx, hint, kHintSize, false, v.width - 20.F) : hint, kHintSize,
              {640.F, bottom - 11.F}, Align::Centre, palette::kHintText, false, false);
}

void draw_log_panel(sf::RenderTarget& target, const Context& ctx, const LogPanelWords& words,
                    const std::vector<std::string>& lines, std::size_t rows) {
    const sf::FloatRect panel_at(300.F, 0.F, 680.F, 0.F);
    const float width = panel_at.width - 48.F;
    // Each line's rows: at its '\n', and wrapped where it is wider than the panel (a trick of five
    // with long names); the latest line's rows stand out.
    std::vector<std::string> shown;
    std::size_t latest_from = 0;
    for (const std::string& line : lines) {
        latest_from = shown.size();
        std::size_t from = 0;
        for (std::size_t at = 0; at != std::string::npos; from = at + 1) {
            at = line.find('\n', from);
            for (std::string& row : wrap_text(ctx, line.substr(from, at - from), 16.F, false, width))
                shown.push_back(std::move(row));
        }
    }
    std::size_t first = 0;
    if (shown.size() > rows) first = shown.size() - (rows - 1);
    const std::size_t drawn = shown.size() - first + (first > 0 ? 1 : 0);
    const float height = 112.F + 26.F * static_cast<float>(std::max<std::size_t>(drawn, 1));
    const sf::FloatRect panel(panel_at.left, std::max(60.F, 330.F - height / 2.F), panel_at.width, height);
    draw_panel(target, panel, sf::Color(10, 26, 20), palette::kGold, 14.F);
    // The title has the top row to itself; how to put the panel away is said under the lines.
    draw_text(target, ctx, fit_text(ctx, words.title, 20.F, true, width), 20.F, {panel.left + 24.F, panel.top + 28.F},
              Align::Left, palette::kGold, true);
    draw_text(target, ctx, words.close, 13.F, {panel.left + panel.width - 20.F, panel.top + panel.height - 20.F},
              Align::Right, palette::kMuted);
    float y = panel.top + 64.F;
    if (shown.empty()) draw_text(target, ctx, words.empty, 16.F, {panel.left + 24.F, y}, Align::Left, palette::kMuted);
    if (first > 0) {
        draw_text(target, ctx, ctx.strings.count(Str::LogEarlier, static_cast<long>(first), {std::to_string(first)}),
                  15.F, {panel.left + 24.F, y}, Align::Left, palette::kMuted);
        y += 26.F;
    }
    for (std::size_t i = first; i < shown.size(); ++i) {
        const bool latest = i >= latest_from;
        draw_text(target, ctx, shown[i], 16.F, {panel.left + 24.F, y}, Align::Left,
                  latest ? palette::kGold : palette::kCream);
        y += 26.F;
    }
}

}  // namespace zero::game
