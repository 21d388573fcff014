// SPDX-License-Identifier: GPL-3.0-or-later
// From History: a match's score chart (each seat's total after each round or game, read from its
// record once when the chart opens) and a player's statistics (over every game and per game,
// each game's highlights in its module's order, and the share of matches won over time).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "line_chart.hpp"
#include "zero/catalogue/catalogue.hpp"
#include "zero/game/game_choice.hpp"
#include "zero/game/history_view.hpp"
#include "zero/game/session.hpp"
#include "zero/game/ui.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

const sf::FloatRect kChartBack{1010.F, 640.F, 210.F, 46.F};

std::string title_of(const Strings& strings, const std::string& game) {
    const games::GameInfo* info = games::find_game(game);
    return info != nullptr ? game_title(strings, info->id) : game;
}

// A screen left by Esc, Backspace, the gamepad's B or its Back button.
bool leaves_chart(const sf::Event& event, const Context& ctx, AxisRepeater& axes) {
    if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left &&
        kChartBack.contains(ctx.to_design({event.mouseButton.x, event.mouseButton.y})))
        return true;
    if (event.type == sf::Event::KeyPressed &&
        (event.key.code == sf::Keyboard::Escape || event.key.code == sf::Keyboard::BackSpace))
        return true;
    return event.type != sf::Event::KeyPressed && command_for_event(event, axes) == Command::Back;
}

class MatchChartScreen : public Screen {
public:
    MatchChartScreen(Context& ctx, const std::shared_ptr<HistoryModel>& model, std::size_t index)
        : entry_(model->all().at(index)) {
        history::MatchFacts facts;
        history::read_match_file(model->path_of(entry_), &facts);
        for (std::size_t seat = 0; seat < facts.players.size(); ++seat) {
            ChartSeries s{shown_player_name(ctx.strings, static_cast<int>(seat), facts.players[seat]), {0.F}};
            for (const std::vector<int>& part : facts.running)
                s.values.push_back(seat < part.size() ? static_cast<float>(part[seat]) : 0.F);
            series_.push_back(std::move(s));
        }
        parts_ = facts.running.size();
        ctx.notes.push_back("score chart of " + entry_.file + ": " + std::to_string(series_.size()) + " lines of " +
                            std::to_string(parts_) + " parts");
    }
    const char* name() const override { return "chart"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::MouseMoved) hover_ = kChartBack.contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
        if (!leaves_chart(event, ctx, axes_)) return;
        ctx.sounds.play(Sfx::Click);
        ctx.screens.pop();
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "chart");
        const std::string title =
            ctx.strings.format(Str::ChartTitle, {title_of(ctx.strings, entry_.game), ctx.strings.date_time(entry_.time)});
        draw_title(target, ctx, fit_text(ctx, title, 28.F, true, 1180.F), 28.F, 40.F);
        const sf::FloatRect area{50.F, 80.F, 920.F, 540.F};
        draw_panel(target, area, palette::kPanel, palette::kPanelEdge, 12.F, false);
        const games::GameInfo* info = games::find_game(entry_.game);
        const Str unit = info != nullptr && info->part == "round" ? Str::ChartRound : Str::ChartGame;
        if (parts_ == 0)
            draw_text(target, ctx, ctx.str(Str::ChartNoParts), 19.F, {510.F, 340.F}, Align::Centre, palette::kMuted);
        else
            draw_line_chart(target, ctx, {area.left + 10.F, area.top + 10.F, area.width - 20.F, area.height - 20.F}, series_,
                            {ctx.str(unit), ctx.str(Str::ChartTotal), 0, false});
        draw_legend(target, ctx, {990.F, 80.F, 240.F, 540.F});
        draw_button(target, ctx, kChartBack, ctx.str(Str::Back), hover_, true, true);
    }

private:
    void draw_legend(sf::RenderTarget& target, const Context& ctx, sf::FloatRect area) const {
        draw_panel(target, area, palette::kPanel, palette::kPanelEdge, 12.F, false);
        float y = area.top + 34.F;
        for (std::size_t s = 0; s < series_.size(); ++s) {
            const bool won = s < entry_.seats.size() && entry_.seats[s].won;
            draw_chart_mark(target, s, {area.left + 24.F, y}, 8.F);
            draw_text(target, ctx, fit_text(ctx, series_[s].name, 18.F, true, area.width - 56.F, false), 18.F, {area.left + 42.F, y},
                      Align::Left, chart_colour(s), true);
            const std::string total = ctx.strings.number(series_[s].values.empty() ? 0 : std::lround(series_[s].values.back()));
            const std::string line = won ? ctx.strings.format(Str::ChartWinner, {total}) : total;
            draw_text(target, ctx, fit_text(ctx, line, 16.F, won, area.width - 56.F), 16.F, {area.left + 42.F, y + 26.F},
                      Align::Left, won ? palette::kGold : palette::kMuted, won);
            y += 70.F;
        }
    }

    history::MatchEntry entry_;
    std::vector<ChartSeries> series_;
    std::size_t parts_ = 0;
    AxisRepeater axes_;
    bool hover_ = false;
};

// A highlight's name, by the key the history gives it; a key the history does not name is shown
// as it is.
static_assert(static_cast<std::size_t>(Str::HighlightHeroBonuses) - static_cast<std::size_t>(Str::HighlightZeros) + 1 ==
              history::kHighlightNames.size());
std::string highlight_name(const Strings& strings, std::string_view key) {
    const std::size_t place = history::highlight_place(key);
    if (place == history::kHighlightNames.size()) return std::string(key);
    return strings.get(static_cast<Str>(static_cast<std::size_t>(Str::HighlightZeros) + place));
}

// The statistics table's columns after the game's: where each value is drawn (its right edge).
constexpr std::array<std::pair<Str, float>, 6> kStatsFigures{{{Str::StatsMatches, 560.F},
                                                         {Str::StatsWins, 670.F},
                                                         {Str::StatsWinShare, 790.F},
                                                         {Str::StatsMean, 910.F},
                                                         {Str::StatsBest, 1030.F},
                                                         {Str::StatsStreak, 1200.F}}};
const sf::FloatRect kStatsLess{70.F, 76.F, 40.F, 40.F};
const sf::FloatRect kStatsMore{570.F, 76.F, 40.F, 40.F};

class StatsScreen : public Screen {
public:
    StatsScreen(Context& ctx, std::shared_ptr<HistoryModel> model, const std::string& player) : model_(std::move(model)) {
        model_->wait();
        names_ = model_->player_names();
        // The name typed in History: that player, or the first whose name holds it.
        auto it = std::find_if(names_.begin(), names_.end(), [&](const auto& n) { return history::same_player(n, player); });
        if (it == names_.end() && !player.empty())
            it = std::find_if(names_.begin(), names_.end(), [&](const auto& n) { return name_contains(n, player); });
        at_ = it == names_.end() ? 0 : static_cast<std::size_t>(it - names_.begin());
        choose(ctx, 0);
    }
    const char* name() const override { return "stats"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::MouseMoved) hover_ = kChartBack.contains(ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
        if (leaves_chart(event, ctx, axes_)) {
            ctx.sounds.play(Sfx::Click);
            ctx.screens.pop();
            return;
        }
        if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            if (kStatsLess.contains(p)) choose(ctx, -1);
            if (kStatsMore.contains(p)) choose(ctx, 1);
            return;
        }
        const Command c = command_for_event(event, axes_);
        if (c == Command::Left || c == Command::Up) choose(ctx, -1);
        if (c == Command::Right || c == Command::Down) choose(ctx, 1);
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "stats");
        draw_title(target, ctx, ctx.str(Str::StatsTitle), 34.F, 40.F);
        draw_button(target, ctx, kChartBack, ctx.str(Str::Back), hover_, true, true);
        draw_text(target, ctx, fit_text(ctx, ctx.str(Str::StatsKeys), 15.F, false, 900.F), 15.F, {70.F, 663.F}, Align::Left,
                  palette::kMuted);
        if (names_.empty()) {
            draw_text(target, ctx, fit_text(ctx, ctx.str(Str::StatsNoPlayer), 20.F, false, 1100.F), 20.F, {640.F, 300.F},
                      Align::Centre, palette::kMuted);
            return;
        }
        draw_button(target, ctx, kStatsLess, "<", false);
        draw_button(target, ctx, kStatsMore, ">", false);
        const std::string who = ctx.strings.format(Str::StatsPlayer, {shown_player_name(ctx.strings, 0, names_[at_])});
        draw_text(target, ctx, fit_text(ctx, who, 21.F, true, 440.F, false), 21.F, {340.F, 96.F}, Align::Centre, sf::Color::White, true);
        const float bottom = draw_table(target, ctx);
        std::vector<ChartSeries> line{{ctx.str(Str::StatsChartWins), {}}};
        int wins = 0;
        for (std::size_t i = 0; i < stats_.results.size(); ++i) {
            wins += stats_.results[i];
            line[0].values.push_back(static_cast<float>(wins) / static_cast<float>(i + 1));
        }
        const sf::FloatRect area{50.F, bottom + 16.F, 1180.F, 626.F - bottom - 16.F};
        draw_panel(target, area, palette::kPanel, palette::kPanelEdge, 12.F, false);
        draw_line_chart(target, ctx, {area.left + 10.F, area.top + 6.F, area.width - 20.F, area.height - 10.F}, line,
                        {ctx.str(Str::StatsMatches), ctx.str(Str::StatsChartTitle) + "  -  " + ctx.str(Str::StatsChartWins), 1, true});
    }

private:
    void choose(Context& ctx, int delta) {
        if (names_.empty()) return;
        const auto n = static_cast<long>(names_.size());
        at_ = static_cast<std::size_t>(((static_cast<long>(at_) + delta) % n + n) % n);
        stats_ = model_->stats(names_[at_]);
        std::string note = "stats of " + names_[at_] + ": matches " + std::to_string(stats_.overall.matches) + " wins " +
                           std::to_string(stats_.overall.wins) + " streak " +
                           std::to_string(stats_.overall.longest_winning_streak);
        for (const history::GameStats& g : stats_.per_game)
            note += "; " + g.game + " " + std::to_string(g.matches) + "/" + std::to_string(g.wins);
        ctx.notes.push_back(note);
    }

    // The figures, a row over every game and one a game; the bottom of the last row.
    float draw_table(sf::RenderTarget& target, const Context& ctx) const {
        const float rows = 34.F + 36.F + 52.F * static_cast<float>(stats_.per_game.size());
        draw_panel(target, {50.F, 122.F, 1180.F, rows + 10.F}, palette::kPanel, palette::kPanelEdge, 12.F, false);
        float y = 142.F;
        draw_text(target, ctx, ctx.str(Str::HistoryColGame), 15.F, {70.F, y}, Align::Left, palette::kGold, true);
        for (const auto& [title, right] : kStatsFigures)
            draw_text(target, ctx, fit_text(ctx, ctx.str(title), 15.F, true, right > 1100.F ? 160.F : 112.F), 15.F, {right, y}, Align::Right,
                      palette::kGold, true);
        y += 34.F;
        draw_row(target, ctx, ctx.str(Str::StatsAllGames), stats_.overall, y);
        y += 36.F;
        for (const history::GameStats& g : stats_.per_game) {
            draw_row(target, ctx, title_of(ctx.strings, g.game), g, y);
            std::string line;
            if (const history::HistoryModule* module = history::find_history_module(g.game)) {
                const auto keys = module->highlights();
                for (std::size_t k = 0; k < keys.size() && k < history::kMaxHighlights; ++k)
                    line += (line.empty() ? "" : "  -  ") + highlight_name(ctx.strings, keys[k]) + " " +
                            ctx.strings.number(g.highlights[k]);
            }
            draw_text(target, ctx, fit_text(ctx, line, 15.F, false, 900.F), 15.F, {90.F, y + 22.F}, Align::Left, palette::kMuted);
            y += 52.F;
        }
        return y - 12.F;
    }
    void draw_row(sf::RenderTarget& target, const Context& ctx, const std::string& title, const history::GameStats& g,
                  float y) const {
        draw_text(target, ctx, fit_text(ctx, title, 17.F, true, 360.F), 17.F, {70.F, y}, Align::Left, palette::kCream, true);
        const auto whole = [&](long n) { return ctx.strings.number(n); };
        const std::array<std::string, 6> values{
            whole(g.matches),
            whole(g.wins),
            ctx.strings.format(Str::StatsPercent, {whole(std::lround(g.win_share * 100.0))}),
            g.mean_total ? whole(std::lround(*g.mean_total)) : std::string("-"),
            g.best_total ? whole(*g.best_total) : std::string("-"),
            whole(g.longest_winning_streak)};
        for (std::size_t i = 0; i < values.size(); ++i)
            draw_text(target, ctx, values[i], 17.F, {kStatsFigures[i].second, y}, Align::Right, palette::kCream);
    }

    std::shared_ptr<HistoryModel> model_;
    std::vector<std::string> names_;
    std::size_t at_ = 0;
    history::PlayerStats stats_;
    AxisRepeater axes_;
    bool hover_ = false;
};

}  // namespace

std::unique_ptr<Screen> make_match_chart_screen(Context& ctx, std::shared_ptr<HistoryModel> model, std::size_t index) {
    return std::make_unique<MatchChartScreen>(ctx, model, index);
}

std::unique_ptr<Screen> make_stats_screen(Context& ctx, std::shared_ptr<HistoryModel> model, const std::string& player) {
    return std::make_unique<StatsScreen>(ctx, std::move(model), player);
}

}  // namespace zero::game
