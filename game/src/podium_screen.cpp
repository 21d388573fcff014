// SPDX-License-Identifier: GPL-3.0-or-later
// The end of a match: the players on a podium by total (the lowest first in Knizia's Zero, the
// highest in Solèr's ZERO and Zero Hero), with confetti; under it a table of each player's scores
// round by round (or game by game), and Rematch beside Back to the menu for a match of this screen.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "zero/game/animation.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"

namespace zero::game {

std::vector<PodiumRow> podium_rows(const std::vector<std::string>& names, const std::vector<int>& totals,
                                   SeatMask winners, const ScoreRows& rounds, bool highest_wins) {
    std::vector<PodiumRow> rows;
    for (std::size_t s = 0; s < names.size() && s < totals.size(); ++s) {
        PodiumRow row{names[s], 1, totals[s], has_seat(winners, static_cast<Seat>(s)), {}};
        for (const std::vector<int>& round : rounds) row.scores.push_back(s < round.size() ? round[s] : 0);
        rows.push_back(std::move(row));
    }
    const auto better = [highest_wins](const PodiumRow& a, const PodiumRow& b) {
        return highest_wins ? a.total > b.total : a.total < b.total;
    };
    std::stable_sort(rows.begin(), rows.end(), better);
    for (std::size_t i = 1; i < rows.size(); ++i)
        rows[i].place = rows[i].total == rows[i - 1].total ? rows[i - 1].place : static_cast<int>(i) + 1;
    return rows;
}

namespace {

// The table of scores: at most this many rounds' columns (a longer match shows its last ones).
constexpr std::size_t kMaxColumns = 20;
constexpr float kTableTop = 398.F;
constexpr float kRowHeight = 30.F;

class PodiumScreen : public Screen {
public:
    PodiumScreen(Context& ctx, std::vector<PodiumRow> rows, PodiumOptions options)
        : rows_(std::move(rows)), options_(std::move(options)) {
        ctx.sounds.play(Sfx::Fanfare);
        effects_.confetti({640.F, 200.F}, 220, 9);
    }
    const char* name() const override { return "podium"; }

    void handle(const sf::Event& event, Context& ctx) override {
        if (options_.autoplay) return;
        if (event.type == sf::Event::MouseMoved || event.type == sf::Event::MouseButtonPressed) {
            const bool click = event.type == sf::Event::MouseButtonPressed;
            const sf::Vector2f p = click ? ctx.to_design({event.mouseButton.x, event.mouseButton.y})
                                         : ctx.to_design({event.mouseMove.x, event.mouseMove.y});
            for (int i = 0; i < buttons(); ++i) {
                if (!button_rect(i).contains(p)) continue;
                focus_ = i;
                if (click) choose(i, ctx);
            }
            return;
        }
        switch (command_for_event(event, axes_)) {
            case Command::Left: focus_ = std::max(focus_ - 1, 0); break;
            case Command::Right: focus_ = std::min(focus_ + 1, buttons() - 1); break;
            case Command::Confirm: choose(focus_, ctx); break;
            case Command::Back: choose(buttons() - 1, ctx); break;
            default: break;
        }
    }

    void update(float dt, Context& ctx) override {
        // A scripted run at a --speed of its own (the tests run at 16) keeps that speed here too:
        // the steps rise and the confetti falls in a dozen frames instead of two hundred, the same
        // podium sooner. A person's podium, and a plain --autoplay's, take their time.
        if (options_.autoplay && ctx.options.speed > 0) dt *= ctx.options.speed;
        clock_ += dt;
        effects_.step(dt * 1000.F);
        if (clock_ > 1.4F) ctx.moment("podium");  // the steps risen
    }

    // "at rest": the steps risen a while ago and the confetti fallen.
    std::optional<Place> place(std::string_view what, const Context& /*ctx*/) const override {
        if (what == "at rest" && clock_ > 1.8F && still()) return Place{};
        return std::nullopt;
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "podium";
        ctx.frame.animating = !still();
        ctx.frame.idle = still();  // the steps risen and the confetti fallen: nothing moves until the player does
        ctx.frame.detail = options_.rematch ? "rematch" : "";
        draw_backdrop(target, ctx);
        draw_title(target, ctx, ctx.str(Str::Podium), 40.F, 44.F);
        draw_winners(target, ctx);
        draw_steps(target, ctx);
        draw_scores(target, ctx);
        for (int i = 0; i < buttons(); ++i)
            if (!options_.autoplay)
                draw_button(target, ctx, button_rect(i), label(i, ctx), focus_ == i, true, i == 0);
        effects_.draw_over(target, [&](const std::string&, float, sf::Vector2f, float, sf::Color) {});
    }

private:
    int buttons() const { return options_.rematch ? 2 : 1; }
    // Rematch first (the main choice), then Back to the menu; side by side under the table.
    sf::FloatRect button_rect(int i) const {
        if (buttons() == 1) return {480.F, 642.F, 320.F, 52.F};
        return {i == 0 ? 310.F : 650.F, 642.F, 320.F, 52.F};
    }
    std::string label(int i, const Context& ctx) const {
        return ctx.str(i == 0 && options_.rematch ? Str::Rematch : Str::BackToMenu);
    }
    void choose(int i, Context& ctx) {
        if (clock_ < 0.5F) return;  // a click meant for the table's last move
        ctx.sounds.play(Sfx::Click);
        if (i == 0 && options_.rematch) {
            try {
                ctx.screens.reset(options_.rematch(ctx));
                return;
            } catch (const std::exception& e) {
                ctx.status = ctx.strings.format(Str::MatchCannotStart, {e.what()});
            }
        }
        ctx.screens.reset(make_menu_screen(ctx));
    }

    void draw_winners(sf::RenderTarget& target, Context& ctx) const {
        std::string winners;
        int count = 0;
        for (const PodiumRow& row : rows_) {
            if (!row.winner) continue;
            if (!winners.empty()) winners += " & ";
            winners += row.name;
            ++count;
        }
        const std::string line = ctx.strings.format(count > 1 ? Str::Winners : Str::Winner, {winners});
        const float size = fitting_size(ctx, line, 26.F, true, 1100.F);
        draw_text(target, ctx, fit_text(ctx, line, size, true, 1100.F), size, {640.F, 90.F}, Align::Centre,
                  palette::kCream, true);
    }

    // Steps: 1st in the middle, 2nd on its left, 3rd on its right.
    void draw_steps(sf::RenderTarget& target, Context& ctx) const {
        const float heights[3] = {150.F, 108.F, 76.F};
        const float xs[3] = {640.F, 410.F, 870.F};
        const float base_y = 380.F;
        const sf::Color step_colours[3] = {sf::Color(212, 170, 60), sf::Color(170, 178, 190), sf::Color(176, 110, 60)};
        for (int i = 0; i < std::min<int>(3, static_cast<int>(rows_.size())); ++i) {
            const float rise = std::clamp((clock_ - static_cast<float>(2 - i) * 0.25F) / 0.6F, 0.F, 1.F);
            const float eased = 1.F - std::pow(1.F - rise, 3.F);
            const float h = heights[i] * eased;
            const sf::FloatRect block(xs[i] - 105.F, base_y - h, 210.F, h);
            if (h > 1.F) draw_panel(target, block, step_colours[i], sf::Color(255, 255, 255, 80), 10.F);
            const PodiumRow& row = rows_[static_cast<std::size_t>(i)];
            sf::Color text = palette::kCream;
            text.a = static_cast<sf::Uint8>(eased * 255.F);
            draw_text(target, ctx, fit_text(ctx, row.name, 24.F, true, 220.F), 24.F, {xs[i], block.top - 50.F},
                      Align::Centre, text, true);
            draw_text(target, ctx, ctx.strings.count(Str::Points, row.total, {std::to_string(row.total)}), 19.F,
                      {xs[i], block.top - 22.F}, Align::Centre, text);
            if (h > 40.F)
                draw_text(target, ctx, std::to_string(row.place), 48.F, {xs[i], block.top + 40.F}, Align::Centre,
                          sf::Color(255, 255, 255, 200), true);
        }
    }

    // Every player, in their place, with each round's (or game's) score and the total.
    void draw_scores(sf::RenderTarget& target, Context& ctx) const {
        const std::size_t rounds = rows_.empty() ? 0 : rows_.front().scores.size();
        const std::size_t shown = std::min(rounds, kMaxColumns);
        const std::size_t first = rounds - shown;
        // As wide as its columns (a short match's table stays in the middle), at most 1000.
        const float names_w = 250.F;
        const float total_w = 90.F;
        const float col_w = shown == 0 ? 0.F : std::min(64.F, (1000.F - names_w - total_w - 30.F) / static_cast<float>(shown));
        const float width = std::max(440.F, names_w + 10.F + col_w * static_cast<float>(shown) + total_w + 20.F);
        const float left = 640.F - width / 2.F;
        const float cols_left = left + names_w + 10.F;
        const float total_x = left + width - total_w / 2.F - 10.F;
        const float height = kRowHeight * static_cast<float>(rows_.size() + 1) + 14.F;
        draw_panel(target, {left, kTableTop, width, height}, palette::kPanel, palette::kPanelEdge, 10.F);
        // Two-digit scores stay apart however many columns (20 at most: 31 units each).
        const float size = col_w >= 44.F ? 19.F : 15.F;
        float y = kTableTop + 7.F + kRowHeight / 2.F;
        // The head: "Round" (or "Game"), each one's number, "Total".
        const std::string head = ctx.str(options_.by_game ? Str::PodiumByGame : Str::PodiumByRound);
        draw_text(target, ctx, fit_text(ctx, head, 17.F, false, names_w - 20.F), 17.F, {left + 16.F, y}, Align::Left,
                  palette::kMuted);
        for (std::size_t c = 0; c < shown; ++c)
            draw_text(target, ctx, std::to_string(first + c + 1), size, {cols_left + col_w * (static_cast<float>(c) + 0.5F), y},
                      Align::Centre, palette::kMuted);
        draw_text(target, ctx, fit_text(ctx, ctx.str(Str::PodiumTotal), 17.F, false, total_w), 17.F, {total_x, y},
                  Align::Centre, palette::kMuted);
        for (const PodiumRow& row : rows_) {
            y += kRowHeight;
            const sf::Color colour = row.winner ? palette::kGold : palette::kCream;
            const std::string name = std::to_string(row.place) + ".  " + row.name;
            draw_text(target, ctx, fit_text(ctx, name, 19.F, row.winner, names_w - 20.F), 19.F, {left + 16.F, y},
                      Align::Left, colour, row.winner);
            for (std::size_t c = 0; c < shown; ++c)
                draw_text(target, ctx, std::to_string(row.scores[first + c]), size,
                          {cols_left + col_w * (static_cast<float>(c) + 0.5F), y}, Align::Centre, palette::kCream);
            draw_text(target, ctx, std::to_string(row.total), 20.F, {total_x, y}, Align::Centre, colour, true);
        }
    }

    // The last step rises by 1.35 s.
    bool still() const { return clock_ >= 1.5F && !effects_.busy(); }

    std::vector<PodiumRow> rows_;
    PodiumOptions options_;
    Effects effects_;
    AxisRepeater axes_;
    int focus_ = 0;
    float clock_ = 0;
};

}  // namespace

std::unique_ptr<Screen> make_match_podium(Context& ctx, const std::vector<std::string>& names,
                                          std::span<const int> totals, SeatMask winners, const ScoreRows& rounds,
                                          PodiumOptions options) {
    const std::vector<int> seat_totals(totals.begin(), totals.begin() + static_cast<std::ptrdiff_t>(names.size()));
    if (options.autoplay) {
        std::printf("match over: totals");
        for (const int total : seat_totals) std::printf(" %d", total);
        std::printf("\n");
        std::fflush(stdout);
    }
    return std::make_unique<PodiumScreen>(ctx, podium_rows(names, seat_totals, winners, rounds, options.highest_wins),
                                          std::move(options));
}

}  // namespace zero::game
