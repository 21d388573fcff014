// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a match: the players on a podium by total (the lowest first in Knizia's Zero, the
// highest in Solèr's ZERO), with confetti.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "zero/game/animation.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

namespace {

class PodiumScreen : public Screen {
public:
    PodiumScreen(Context& ctx, std::vector<PodiumEntry> entries, bool autoplay, bool highest_wins)
        : entries_(std::move(entries)), autoplay_(autoplay) {
        std::stable_sort(entries_.begin(), entries_.end(), [highest_wins](const PodiumEntry& a, const PodiumEntry& b) {
            return highest_wins ? a.total > b.total : a.total < b.total;
        });
        buttons_.set({ctx.str(Str::BackToMenu)}, {640.F, 640.F}, {320.F, 54.F}, 0.F);
        ctx.sounds.play(Sfx::Fanfare);
        effects_.confetti({640.F, 220.F}, 220, 9);
    }
    const char* name() const override { return "podium"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (buttons_.handle(event, ctx) == 0 && clock_ > 0.5F) ctx.screens.reset(make_menu_screen(ctx));
    }

    void update(float dt, Context& ctx) override {
        clock_ += dt;
        effects_.step(dt * 1000.F);
        if (clock_ > 1.4F && !shot_) {
            shot_ = true;
            if (autoplay_) ctx.shot("podium");
        }
        // An autoplay run ends once the podium stands still, as a player's would then rest.
        if (autoplay_ && clock_ > 1.8F && still()) ctx.quit = true;
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "podium";
        ctx.frame.animating = !still();
        ctx.frame.idle = still();  // the steps risen and the confetti fallen: only Back is left
        draw_backdrop(target, ctx);
        draw_text(target, ctx, ctx.str(Str::Podium), 44.F, {640.F, 70.F}, Align::Centre, palette::kGold, true);
        std::string winners;
        int count = 0;
        for (const PodiumEntry& e : entries_) {
            if (!e.winner) continue;
            if (!winners.empty()) winners += " & ";
            winners += e.name;
            ++count;
        }
        draw_text(target, ctx, ctx.strings.format(count > 1 ? Str::Winners : Str::Winner, {winners}), 28.F,
                  {640.F, 124.F}, Align::Centre, palette::kCream, true);

        // Steps: 1st in the middle, 2nd on its left, 3rd on its right; the rest below.
        const float heights[3] = {230.F, 170.F, 120.F};
        const float xs[3] = {640.F, 410.F, 870.F};
        const float base_y = 560.F;
        const sf::Color step_colours[3] = {sf::Color(212, 170, 60), sf::Color(170, 178, 190), sf::Color(176, 110, 60)};
        for (int i = 0; i < std::min<int>(3, static_cast<int>(entries_.size())); ++i) {
            const float rise = std::clamp((clock_ - static_cast<float>(2 - i) * 0.25F) / 0.6F, 0.F, 1.F);
            const float eased = 1.F - std::pow(1.F - rise, 3.F);
            const float h = heights[i] * eased;
            const sf::FloatRect block(xs[i] - 105.F, base_y - h, 210.F, h);
            if (h > 1.F) draw_panel(target, block, step_colours[i], sf::Color(255, 255, 255, 80), 10.F);
            const PodiumEntry& e = entries_[static_cast<std::size_t>(i)];
            sf::Color text = palette::kCream;
            text.a = static_cast<sf::Uint8>(eased * 255.F);
            draw_text(target, ctx, e.name, 26.F, {xs[i], block.top - 58.F}, Align::Centre, text, true);
            draw_text(target, ctx, ctx.strings.count(Str::Points, e.total, {std::to_string(e.total)}), 20.F,
                      {xs[i], block.top - 26.F}, Align::Centre, text);
            if (h > 40.F)
                draw_text(target, ctx, std::to_string(i + 1), 60.F, {xs[i], block.top + 56.F}, Align::Centre,
                          sf::Color(255, 255, 255, 200), true);
        }
        // Fourth and fifth place, one line each between the steps and the button.
        for (int i = 3; i < static_cast<int>(entries_.size()); ++i) {
            const PodiumEntry& e = entries_[static_cast<std::size_t>(i)];
            draw_text(target, ctx,
                      std::to_string(i + 1) + ".  " + e.name + "  -  " +
                          ctx.strings.count(Str::Points, e.total, {std::to_string(e.total)}),
                      20.F, {640.F, 584.F + static_cast<float>(i - 3) * 26.F}, Align::Centre, palette::kMuted);
        }
        if (!autoplay_ && entries_.size() <= 3) buttons_.draw(target, ctx);
        if (!autoplay_ && entries_.size() > 3) {
            ButtonList lower = buttons_;
            lower.set({ctx.str(Str::BackToMenu)}, {640.F, 650.F}, {320.F, 50.F}, 0.F);
            lower.draw(target, ctx);
        }
        effects_.draw_over(target, [&](const std::string&, float, sf::Vector2f, float, sf::Color) {});
    }

private:
    // The last step rises by 1.35 s.
    bool still() const { return clock_ >= 1.5F && !effects_.busy(); }

    std::vector<PodiumEntry> entries_;
    bool autoplay_;
    ButtonList buttons_;
    Effects effects_;
    float clock_ = 0;
    bool shot_ = false;
};

}  // namespace

std::unique_ptr<Screen> make_podium_screen(Context& ctx, std::vector<PodiumEntry> entries, bool autoplay,
                                           bool highest_wins) {
    return std::make_unique<PodiumScreen>(ctx, std::move(entries), autoplay, highest_wins);
}

std::unique_ptr<Screen> make_match_podium(Context& ctx, const std::vector<std::string>& names,
                                          std::span<const int> totals, SeatMask winners, bool autoplay,
                                          bool highest_wins) {
    std::vector<PodiumEntry> entries;
    for (std::size_t s = 0; s < names.size(); ++s)
        entries.push_back({names[s], totals[s], has_seat(winners, static_cast<Seat>(s))});
    if (autoplay) {
        std::printf("match over: totals");
        for (const PodiumEntry& e : entries) std::printf(" %d", e.total);
        std::printf("\n");
        std::fflush(stdout);
    }
    return make_podium_screen(ctx, std::move(entries), autoplay, highest_wins);
}

}  // namespace zero::game
