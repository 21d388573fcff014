// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN table's connection line, chat panel and chat line, shared by every game's table.
#include "zero/game/lan_panel.hpp"

#include <algorithm>
#include <functional>

#include "zero/game/lan_lobby.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

bool LanChatLine::handle(const sf::Event& event, FeedBase& feed, bool may_open) {
    if (!feed.lan()) return false;
    const bool enter = event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Enter;
    if (!open) {
        if (!enter || !may_open) return false;
        open = true;
        return true;
    }
    if (event.type == sf::Event::TextEntered) type_into(text, event.text.unicode, 120);
    if (event.type == sf::Event::KeyPressed && (enter || event.key.code == sf::Keyboard::Escape)) {
        if (enter && !text.empty()) feed.chat(text);
        text.clear();
        open = false;
    }
    // While the line is open every key types into it.
    return event.type == sf::Event::TextEntered || event.type == sf::Event::KeyPressed;
}

std::string lan_seats_word(const FeedBase& feed, int players) {
    std::string word = "seats-";
    for (int s = 0; s < players; ++s) {
        const Presence p = feed.presence(s);
        word += p == Presence::StandIn ? 's' : p == Presence::Awaited ? 'w' : '-';
    }
    return word;
}

void draw_lan_panel(sf::RenderTarget& target, Context& ctx, const FeedBase& feed, const TableLayout& layout,
                    const LanChatLine& chat) {
    const sf::FloatRect v = ctx.fit.visible;
    draw_lan_panel(
        target, ctx, feed, chat,
        [&](float height) {
            return layout.clear_panel({std::max(v.left + 12.F, 2.F), std::max(v.top + 14.F, 8.F) + 51.F}, height, 760.F,
                                      280.F);
        },
        5);
}

void draw_lan_panel(sf::RenderTarget& target, Context& ctx, const FeedBase& feed, const LanChatLine& chat,
                    const std::function<sf::FloatRect(float height)>& place, std::size_t max_lines) {
    if (const int frames = feed.reconnecting_frames(); frames > 0) {
        // Coming back by itself: the frame log marks it, and so does the moment once the news is
        // up (half a second in).
        if (ctx.frame.detail.find("reconnecting") == std::string::npos) ctx.frame.detail += "+reconnecting";
        if (frames >= 30) ctx.moment("reconnecting");
    }
    const std::string status = feed.status_line(ctx.strings);
    // A line wider than the panel's room (news of a drop, a long chat) goes on in the next one
    // rather than being cut, at the width of the tallest panel (the narrowest beside the seats).
    const float wrap_width = place(26.F + 18.F * static_cast<float>(max_lines)).width - 16.F;
    std::vector<std::string> lines;
    for (const std::string& said : feed.chat_lines(ctx.strings))
        for (std::string& part : wrap_text(ctx, said, 14.F, false, wrap_width)) lines.push_back(std::move(part));
    if (chat.open) lines.push_back(ctx.str(Str::LanChat) + " " + chat.text + "_");
    // The latest lines (the one being typed among them).
    if (lines.size() > max_lines) lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(max_lines));
    const float height = 26.F + 18.F * static_cast<float>(lines.size());
    const sf::FloatRect room = place(height);
    const float text_width = room.width - 16.F;
    float width = make_text(ctx, status, 15.F).getGlobalBounds().width;
    for (const std::string& line : lines) width = std::max(width, make_text(ctx, line, 14.F).getGlobalBounds().width);
    width = std::min(width, text_width);
    draw_panel(target, {room.left, room.top, width + 16.F, height}, sf::Color(8, 20, 16, 190), sf::Color::Transparent,
               8.F, false);
    const sf::Vector2f at(room.left + 8.F, room.top + 13.F);
    draw_text(target, ctx, fit_text(ctx, status, 15.F, false, text_width), 15.F, at, Align::Left,
              feed.status_is_warning() ? palette::kWarn : palette::kMuted);
    float y = at.y + 24.F;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool typing = chat.open && i + 1 == lines.size();
        // The line being typed keeps its end (the cursor) in view; older lines keep their start.
        std::string shown = lines[i];
        if (typing) {
            while (shown.size() > 1 && make_text(ctx, shown, 14.F).getGlobalBounds().width > text_width)
                shown.erase(0, 1);
        } else {
            shown = fit_text(ctx, shown, 14.F, false, text_width);
        }
        draw_text(target, ctx, shown, 14.F, {at.x, y}, Align::Left, typing ? palette::kGold : palette::kCream);
        y += 18.F;
    }
}

std::size_t lan_shown_state(const FeedBase& feed, const Strings& strings, int players) {
    std::size_t h = 0;
    auto mix = [&h](std::size_t v) { h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
    for (const std::string& line : feed.chat_lines(strings)) mix(std::hash<std::string>{}(line));
    mix(std::hash<std::string>{}(feed.status_line(strings)));
    for (int s = 0; s < players; ++s) mix(static_cast<std::size_t>(feed.presence(s)));  // the plates' badges
    return h;
}

void draw_presence_badge(sf::RenderTarget& target, const Context& ctx, Presence presence, sf::FloatRect plate) {
    if (presence == Presence::Here) return;
    const std::string badge = ctx.str(presence == Presence::StandIn ? Str::LanBadgeStandIn : Str::LanBadgeAwaited);
    const float w = make_text(ctx, badge, 12.F).getGlobalBounds().width + 16.F;
    const sf::FloatRect pill(plate.left + plate.width / 2.F - w / 2.F, plate.top - 9.F, w, 18.F);
    draw_panel(target, pill, presence == Presence::StandIn ? sf::Color(120, 60, 150) : palette::kWarn,
               sf::Color(255, 255, 255, 120), 9.F, false);
    draw_text(target, ctx, badge, 12.F, {pill.left + w / 2.F, pill.top + 9.F}, Align::Centre, sf::Color::White, true,
              false);
}

}  // namespace zero::game
