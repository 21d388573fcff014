// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/layout.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace zero::game {

ViewFit fit_view(unsigned width, unsigned height) {
    ViewFit fit;
    const float w = static_cast<float>(std::max(width, 1U));
    const float h = static_cast<float>(std::max(height, 1U));
    fit.scale = std::min(w / kDesignWidth, h / kDesignHeight);
    const float vw = w / fit.scale;
    const float vh = h / fit.scale;
    fit.visible = sf::FloatRect((kDesignWidth - vw) / 2.F, (kDesignHeight - vh) / 2.F, vw, vh);
    return fit;
}

int relative_seat(int seat, int bottom, int players) {
    if (players <= 0) return 0;
    return ((seat - bottom) % players + players) % players;
}

Placement TableLayout::hand_card(int index, int count, int lift) const {
    const float n = static_cast<float>(std::max(count, 1));
    const float d = static_cast<float>(index) - (n - 1.F) / 2.F;
    Placement p;
    const float spacing = count > 9 ? 70.F : 80.F;
    p.pos = {640.F + d * spacing, 612.F + d * d * 1.8F - static_cast<float>(lift) * 16.F};
    p.rotation = d * 2.6F;
    p.scale = 1.F;
    return p;
}

Placement TableLayout::pool_slot(int slot) const {
    const float n = static_cast<float>(pool_size_);
    const float spacing = pool_size_ > 7 ? 100.F : 108.F;
    Placement p;
    p.pos = {640.F + (static_cast<float>(slot) - (n - 1.F) / 2.F) * spacing, 332.F};
    p.scale = 0.9F;
    return p;
}

sf::Vector2f TableLayout::seat_anchor(int relative) const {
    if (relative <= 0) return {640.F, 612.F};
    struct Point {
        float x, y;
    };
    static constexpr Point kAnchors[4][4] = {
        {{640.F, 92.F}, {0, 0}, {0, 0}, {0, 0}},
        {{340.F, 92.F}, {940.F, 92.F}, {0, 0}, {0, 0}},
        {{128.F, 300.F}, {640.F, 92.F}, {1152.F, 300.F}, {0, 0}},
        {{128.F, 300.F}, {450.F, 92.F}, {830.F, 92.F}, {1152.F, 300.F}},
    };
    const int opponents = std::clamp(players_ - 1, 1, 4);
    const int r = std::clamp(relative, 1, opponents);
    const Point p = kAnchors[opponents - 1][r - 1];
    return {p.x, p.y};
}

Placement TableLayout::opponent_card(int relative, int index, int count) const {
    const sf::Vector2f anchor = seat_anchor(relative);
    const float n = static_cast<float>(std::max(count, 1));
    const float d = static_cast<float>(index) - (n - 1.F) / 2.F;
    Placement p;
    p.scale = 0.5F;
    p.pos = {anchor.x + d * 19.F, anchor.y + d * d * 0.9F};
    p.rotation = d * 3.F;
    return p;
}

sf::Vector2i centred_window_position(sf::Vector2u window, sf::Vector2u desktop) {
    auto centre = [](unsigned size, unsigned room) { return size >= room ? 0 : static_cast<int>((room - size) / 2); };
    return {centre(window.x, desktop.x), centre(window.y, desktop.y)};
}

sf::Vector2u fitting_window_size(sf::Vector2u wanted, sf::Vector2u desktop) {
    if (desktop.x == 0 || desktop.y == 0 || wanted.x == 0 || wanted.y == 0) return wanted;
    if (wanted.x <= desktop.x && wanted.y <= desktop.y) return wanted;
    // A twentieth of the width for the frame, a tenth of the height for panels and a title bar.
    const float room_x = static_cast<float>(desktop.x) * 0.95F;
    const float room_y = static_cast<float>(desktop.y) * 0.9F;
    const float scale = std::min(room_x / static_cast<float>(wanted.x), room_y / static_cast<float>(wanted.y));
    return {std::max(1U, static_cast<unsigned>(static_cast<float>(wanted.x) * scale)),
            std::max(1U, static_cast<unsigned>(static_cast<float>(wanted.y) * scale))};
}

sf::FloatRect TableLayout::name_plate(int relative) const {
    if (relative <= 0) return {28.F, 452.F, 214.F, 40.F};
    const sf::Vector2f a = seat_anchor(relative);
    return {a.x - 108.F, a.y + 50.F, 216.F, 40.F};
}

sf::FloatRect TableLayout::opponent_area(int relative) const {
    sf::FloatRect area = name_plate(relative);
    // Room for the dealer chip and last-lap dot above the plate and the turn arrow below it.
    area = {area.left - 16.F, area.top - 16.F, area.width + 32.F, area.height + 40.F};
    auto grow = [&](const sf::FloatRect& r) {
        const float right = std::max(area.left + area.width, r.left + r.width);
        const float bottom = std::max(area.top + area.height, r.top + r.height);
        area.left = std::min(area.left, r.left);
        area.top = std::min(area.top, r.top);
        area.width = right - area.left;
        area.height = bottom - area.top;
    };
    for (int i = 0; i < 9; ++i) {
        const Placement p = opponent_card(relative, i, 9);
        // A turned card reaches past its upright box: its half-diagonal bounds it either way.
        const float half = 0.5F * p.scale * std::sqrt(kCardWidth * kCardWidth + kCardHeight * kCardHeight);
        grow({p.pos.x - half, p.pos.y - half, 2.F * half, 2.F * half});
    }
    return area;
}

sf::FloatRect TableLayout::clear_panel(sf::Vector2f top_left, float height, float max_width, float min_width) const {
    if (min_width <= 0.F) {
        float right = top_left.x + max_width;
        for (int r = 1; r < players_; ++r) {
            const sf::FloatRect a = opponent_area(r);
            const bool beside = a.top < top_left.y + height && a.top + a.height > top_left.y;
            if (beside && a.left + a.width > top_left.x) right = std::min(right, a.left - 10.F);
        }
        return {top_left.x, top_left.y, std::max(right - top_left.x, 0.F), height};
    }
    // Too narrow beside the seats at the top: below them, down the table's left side.
    if (clear_panel(top_left, height, max_width, 0.F).width < min_width) {
        for (int r = 1; r < players_; ++r) {
            const sf::FloatRect a = opponent_area(r);
            if (a.left < top_left.x + min_width && a.top < kDesignHeight / 2.F)
                top_left.y = std::max(top_left.y, a.top + a.height + 10.F);
        }
    }
    return clear_panel(top_left, height, max_width, 0.F);
}

sf::FloatRect TableLayout::advice_panel() const {
    // Places that leave the pool, the hands and the buttons in view: beside the pool (left first:
    // the marks of the last move sit right of a plate), or the table's top left. Each is cut short
    // by the seats it meets (from above by a seat over its middle, from below by one under it); the
    // largest left that is wide and tall enough for the words is taken.
    constexpr float kMinWidth = 320.F;
    constexpr float kMinHeight = 180.F;
    constexpr float kGap = 10.F;
    const sf::FloatRect pool = pool_area();
    const float pool_right = pool.left + pool.width + kGap;
    const std::array<sf::FloatRect, 3> places{sf::FloatRect{20.F, 56.F, pool.left - kGap - 20.F, 386.F},
                                              sf::FloatRect{pool_right, 56.F, kDesignWidth - 20.F - pool_right, 386.F},
                                              sf::FloatRect{20.F, 56.F, 470.F, 210.F}};
    std::optional<sf::FloatRect> best;
    for (sf::FloatRect place : places) {
        float top = place.top;
        float bottom = place.top + place.height;
        const float middle = (top + bottom) / 2.F;
        for (int r = 1; r < players_; ++r) {
            const sf::FloatRect seat = opponent_area(r);
            if (!seat.intersects(place)) continue;
            if (seat.top + seat.height / 2.F < middle) top = std::max(top, seat.top + seat.height + kGap);
            else bottom = std::min(bottom, seat.top - kGap);
        }
        place = {place.left, top, place.width, std::max(bottom - top, 0.F)};
        if (place.width >= kMinWidth && place.height >= kMinHeight &&
            (!best || place.width * place.height > best->width * best->height))
            best = place;
    }
    // Five players (or a pool of seven) leave no such place: the middle of the table's top, as before.
    return best.value_or(sf::FloatRect{290.F, 120.F, 700.F, 146.F});
}

sf::FloatRect TableLayout::knock_button() const { return {1090.F, 600.F, 150.F, 58.F}; }

sf::FloatRect TableLayout::score_panel() const { return {28.F, 502.F, 214.F, 160.F}; }

sf::FloatRect TableLayout::pool_area() const {
    const Placement first = pool_slot(0);
    const Placement last = pool_slot(pool_size_ - 1);
    const float w = kCardWidth * first.scale;
    const float h = kCardHeight * first.scale;
    return {first.pos.x - w / 2.F - 18.F, first.pos.y - h / 2.F - 18.F, last.pos.x - first.pos.x + w + 36.F,
            h + 36.F};
}

int TableLayout::hit_hand(sf::Vector2f point, int count, int selected_index) const {
    // Later cards lie on top of earlier ones.
    for (int i = count - 1; i >= 0; --i) {
        const Placement p = hand_card(i, count, i == selected_index ? 2 : 0);
        const sf::FloatRect r(p.pos.x - kCardWidth / 2.F, p.pos.y - kCardHeight / 2.F, kCardWidth, kCardHeight);
        if (r.contains(point)) return i;
    }
    return -1;
}

int TableLayout::hit_pool(sf::Vector2f point) const {
    for (int slot = 0; slot < pool_size_; ++slot) {
        const Placement p = pool_slot(slot);
        const float w = kCardWidth * p.scale;
        const float h = kCardHeight * p.scale;
        if (sf::FloatRect(p.pos.x - w / 2.F, p.pos.y - h / 2.F, w, h).contains(point)) return slot;
    }
    return -1;
}

}  // namespace zero::game
