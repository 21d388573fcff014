// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer's analysis (replay_analysis.hpp): the seat chooser, the analysis worked out off
// the frame loop, and its chart and list in the viewer's column.
#include "replay_analysis.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <vector>

#include "zero/game/ui.hpp"

namespace zero::game {
namespace {

// A decision's row: where it is and its mark, then the move played (the points lost at its
// right), then Hard's move, each wrapped in the column (a laying of Solèr's ZERO in French takes
// two lines). Every row is as tall as the tallest needs, so a row's place is its index's.
constexpr float kLine = 18.F;
constexpr float kLossRoom = 56.F;  // the points lost, right of the move played
float row_height(int lines) { return 4.F + kLine * static_cast<float>(lines); }
constexpr float kChartHeight = 110.F;
constexpr float kKeysHeight = 48.F;  // the keys' three lines at the column's foot

// Lichess's colours for the marks, lightened to read on the dark panel.
sf::Color mark_colour(core::Mark mark) {
    switch (mark) {
        case core::Mark::Fine: return palette::kMuted;
        case core::Mark::Inaccuracy: return {110, 190, 240};
        case core::Mark::Mistake: return {240, 165, 40};
        case core::Mark::Blunder: return {250, 95, 85};
    }
    return palette::kMuted;
}

Str mark_words(core::Mark mark) {
    switch (mark) {
        case core::Mark::Fine: return Str::MarkFine;
        case core::Mark::Inaccuracy: return Str::MarkInaccuracy;
        case core::Mark::Mistake: return Str::MarkMistake;
        case core::Mark::Blunder: return Str::MarkBlunder;
    }
    return Str::MarkFine;
}

// The chooser's panel over the table, and its buttons: one a seat, then Cancel.
sf::FloatRect chooser_panel(sf::FloatRect area, int players) {
    const float h = 110.F + 50.F * static_cast<float>(players + 1);
    return {area.left + area.width / 2.F - 230.F, area.top + area.height / 2.F - h / 2.F, 460.F, h};
}
sf::FloatRect chooser_button(sf::FloatRect panel, int i) {
    return {panel.left + 40.F, panel.top + 80.F + 50.F * static_cast<float>(i), panel.width - 80.F, 40.F};
}

}  // namespace

bool ReplayAnalysis::start(const ReplayDeck& deck, int seat, const Strings& strings) {
    close();
    ReplayDeck::AnalysisJob job = deck.analysis(seat, strings);
    if (!job) return false;
    seat_ = seat;
    by_round_ = deck.by_round();
    stage_ = Stage::Running;
    first_row_ = 0;
    row_lines_ = 3;
    rows_fitted_for_.clear();
    shown_current_.reset();
    progress_ = std::make_shared<core::AnalysisProgress>();
    core::AnalysisParams params = params_;
    params.progress = progress_.get();
    // The progress is the job's own too: it outlives the viewer's hold on it.
    job_ = std::async(std::launch::async, [job = std::move(job), params, progress = progress_] { return job(params); });
    return true;
}

void ReplayAnalysis::close() {
    if (progress_) progress_->cancel = true;
    if (job_.valid()) job_.wait();
    job_ = {};
    progress_.reset();
    result_.reset();
    error_.clear();
    stage_ = Stage::Closed;
}

bool ReplayAnalysis::poll() {
    if (stage_ != Stage::Running || !job_.valid() ||
        job_.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
        return false;
    try {
        result_ = job_.get();
        stage_ = Stage::Shown;
        return true;
    } catch (const core::AnalysisCancelled&) {
        stage_ = Stage::Closed;
    } catch (const std::exception& e) {
        error_ = e.what();
        stage_ = Stage::Failed;
    }
    return false;
}

std::size_t ReplayAnalysis::step_of(const ReplayDeck& deck, std::size_t decision) const {
    const core::DecisionReport& d = result_->analysis.decisions.at(decision);
    return deck.decision_step(d.round, d.position);
}

std::optional<std::size_t> ReplayAnalysis::decision_at(const ReplayDeck& deck, std::size_t step) const {
    if (!result_) return std::nullopt;
    for (std::size_t i = 0; i < result_->analysis.decisions.size(); ++i)
        if (step_of(deck, i) == step) return i;
    return std::nullopt;
}

std::optional<std::size_t> ReplayAnalysis::next_decision(const ReplayDeck& deck, std::size_t step, bool forward) const {
    if (!result_ || result_->analysis.decisions.empty()) return std::nullopt;
    const std::size_t n = result_->analysis.decisions.size();
    if (forward) {
        for (std::size_t i = 0; i < n; ++i)
            if (step_of(deck, i) > step) return i;
        return std::nullopt;
    }
    for (std::size_t i = n; i-- > 0;)
        if (step_of(deck, i) < step) return i;
    return std::nullopt;
}

void ReplayAnalysis::draw_chooser(sf::RenderTarget& target, Context& ctx, const ReplayDeck& deck,
                                  sf::FloatRect area) const {
    const sf::FloatRect panel = chooser_panel(area, deck.players());
    draw_panel(target, panel);
    const float inner = panel.width - 40.F;
    // The question on one line, or two in a language that says it at length.
    const std::vector<std::string> question = wrap_text(ctx, ctx.str(Str::AnalysisChoose), 19.F, true, inner);
    const float first = question.size() > 1 ? panel.top + 30.F : panel.top + 42.F;
    for (std::size_t k = 0; k < question.size() && k < 2; ++k)
        draw_text(target, ctx, question[k], 19.F, {panel.left + panel.width / 2.F, first + 24.F * static_cast<float>(k)},
                  Align::Centre, palette::kGold, true);
    const sf::Vector2f mouse = ctx.to_design(sf::Mouse::getPosition(ctx.window));
    for (int seat = 0; seat <= deck.players(); ++seat) {
        const sf::FloatRect b = chooser_button(panel, seat);
        const bool cancel = seat == deck.players();
        const std::string label =
            cancel ? ctx.str(Str::AnalysisCancel) : std::to_string(seat + 1) + "  " + deck.name(seat);
        draw_button(target, ctx, b, label, b.contains(mouse), true, false);
    }
}

sf::FloatRect ReplayAnalysis::chooser_rect(const ReplayDeck& deck, sf::FloatRect area, int seat) {
    return chooser_button(chooser_panel(area, deck.players()), seat);
}

int ReplayAnalysis::chooser_hit(const ReplayDeck& deck, sf::FloatRect area, sf::Vector2f p) const {
    const sf::FloatRect panel = chooser_panel(area, deck.players());
    for (int seat = 0; seat <= deck.players(); ++seat)
        if (chooser_button(panel, seat).contains(p)) return seat == deck.players() ? -1 : seat;
    return panel.contains(p) ? -2 : -1;
}

ReplayAnalysis::Places ReplayAnalysis::places(sf::FloatRect c, float top) const {
    Places at;
    const float inner = c.width - 20.F;
    at.cancel = {c.left + 10.F, top + 118.F, inner, 40.F};
    at.chart = {c.left + 10.F, top + 52.F, inner, kChartHeight};
    const float list_top = at.chart.top + at.chart.height + 26.F;
    const float list_bottom = c.top + c.height - kKeysHeight - 6.F;
    at.list = {c.left + 4.F, list_top, c.width - 8.F, std::max(0.F, list_bottom - list_top)};
    at.rows = static_cast<std::size_t>(at.list.height / row_height(row_lines_));
    return at;
}

void ReplayAnalysis::scroll(int rows) {
    if (!result_) return;
    const long last = static_cast<long>(result_->analysis.decisions.size()) - 1;
    first_row_ = static_cast<std::size_t>(std::clamp(static_cast<long>(first_row_) + rows, 0L, std::max(0L, last)));
}

// The list follows the viewer: a decision stepped to comes into view, once, and the wheel may
// then scroll away from it.
void ReplayAnalysis::keep_in_view(std::optional<std::size_t> current, std::size_t rows) {
    if (current == shown_current_) return;
    shown_current_ = current;
    if (!current || rows == 0) return;
    if (*current < first_row_) first_row_ = *current;
    if (*current >= first_row_ + rows) first_row_ = *current + 1 - rows;
}

std::optional<sf::FloatRect> ReplayAnalysis::row_rect(sf::FloatRect c, float top, std::size_t i) const {
    const Places at = places(c, top);
    if (i < first_row_ || i >= first_row_ + at.rows || !result_ || i >= result_->analysis.decisions.size()) return std::nullopt;
    const float h = row_height(row_lines_);
    return sf::FloatRect{at.list.left, at.list.top + h * static_cast<float>(i - first_row_), at.list.width, h - 2.F};
}

std::optional<std::size_t> ReplayAnalysis::column_hit(sf::FloatRect c, float top, sf::Vector2f p, bool& cancel) const {
    const Places at = places(c, top);
    cancel = stage_ == Stage::Running && at.cancel.contains(p);
    if (!result_ || result_->analysis.decisions.empty()) return std::nullopt;
    const std::size_t n = result_->analysis.decisions.size();
    if (at.chart.contains(p)) {
        const float share = (p.x - at.chart.left) / at.chart.width;
        return std::min(n - 1, static_cast<std::size_t>(std::max(0.F, share * static_cast<float>(n))));
    }
    for (std::size_t i = first_row_; i < n && i < first_row_ + at.rows; ++i)
        if (row_rect(c, top, i)->contains(p)) return i;
    return std::nullopt;
}

void ReplayAnalysis::draw_column(sf::RenderTarget& target, Context& ctx, const ReplayDeck& deck, sf::FloatRect c,
                                 float top) {
    const float inner = c.width - 20.F;
    const sf::Vector2f at_left{c.left + 10.F, 0.F};
    const auto line = [&](const std::string& text, float y, float size, sf::Color colour, bool bold) {
        draw_text(target, ctx, fit_text(ctx, text, size, bold, inner), size, {at_left.x, y}, Align::Left, colour, bold);
    };
    const std::string name = deck.name(seat_);
    const Places at = places(c, top);
    if (stage_ == Stage::Running) {
        // The heading on two lines at most (a long name), the progress under it.
        float y = top + 12.F;
        const std::vector<std::string> heading = wrap_text(ctx, ctx.strings.format(Str::AnalysisRunning, {name}), 16.F, true, inner);
        for (std::size_t k = 0; k < heading.size() && k < 2; ++k, y += 21.F) line(heading[k], y, 16.F, palette::kGold, true);
        const int total = progress_->total.load();
        const int done = progress_->done.load();
        line(total < 0 ? ctx.str(Str::AnalysisReading)
                       : ctx.strings.format(Str::AnalysisProgress, {std::to_string(done), std::to_string(total)}),
             y + 6.F, 14.F, palette::kCream, false);
        const sf::FloatRect bar{c.left + 10.F, y + 26.F, inner, 14.F};
        draw_panel(target, bar, sf::Color(10, 22, 18, 230), palette::kPanelEdge, 6.F, false);
        const float share = total > 0 ? static_cast<float>(done) / static_cast<float>(total) : 0.F;
        sf::RectangleShape fill({(bar.width - 6.F) * share, bar.height - 6.F});
        fill.setPosition(bar.left + 3.F, bar.top + 3.F);
        fill.setFillColor(palette::kGold);
        target.draw(fill);
        const sf::Vector2f mouse = ctx.to_design(sf::Mouse::getPosition(ctx.window));
        draw_button(target, ctx, at.cancel, ctx.str(Str::AnalysisCancel), at.cancel.contains(mouse));
        return;
    }
    if (stage_ == Stage::Failed) {
        float y = top + 12.F;
        for (const std::string& text : wrap_text(ctx, ctx.strings.format(Str::AnalysisFailed, {error_}), 14.F, false, inner)) {
            line(text, y, 14.F, palette::kWarn, false);
            y += 19.F;
        }
        return;
    }
    if (!result_) return;
    line(ctx.strings.format(Str::AnalysisTitle, {name}), top + 12.F, 16.F, palette::kGold, true);
    if (result_->analysis.decisions.empty()) {
        line(ctx.strings.format(Str::AnalysisNone, {name}), top + 34.F, 13.F, palette::kMuted, false);
        return;
    }
    line(ctx.strings.format(Str::AnalysisMeanLoss, {core::points_text(result_->analysis.mean_loss())}), top + 34.F, 13.F,
         palette::kMuted, false);
    fit_rows(ctx, c.width - 24.F);
    const Places fitted = places(c, top);
    const std::optional<std::size_t> current = decision_at(deck, deck.position());
    keep_in_view(current, fitted.rows);
    draw_chart(target, ctx, at.chart, current);
    line(ctx.str(Str::AnalysisChart), at.chart.top + at.chart.height + 11.F, 12.F, palette::kMuted, false);
    draw_rows(target, ctx, fitted, current);
    // The keys, one to a line, at the column's foot.
    const std::string keys = ctx.str(Str::AnalysisKeys);
    float y = c.top + c.height - kKeysHeight + 4.F;
    for (std::size_t from = 0; from <= keys.size() && y < c.top + c.height; y += 15.F) {
        const std::size_t cut = std::min(keys.find("  -  ", from), keys.size());
        line(keys.substr(from, cut - from), y, 12.F, palette::kMuted, false);
        from = cut + 5;
    }
}

// Lichess's advantage chart: the seat's expected lead after each decision, filled from the foot
// up to the line over a dark ground, the even line across the middle, a dot at each decision
// marked worse than fine, and the decision the viewer stands at.
void ReplayAnalysis::draw_chart(sf::RenderTarget& target, Context& ctx, sf::FloatRect r,
                                std::optional<std::size_t> current) const {
    const std::vector<core::DecisionReport>& d = result_->analysis.decisions;
    draw_panel(target, r, sf::Color(24, 26, 30, 240), palette::kPanelEdge, 4.F, false);
    double most = 1.0;
    for (const core::DecisionReport& one : d) most = std::max(most, std::abs(one.expected));
    most *= 1.1;
    const float mid = r.top + r.height / 2.F;
    const auto x_of = [&](std::size_t i) {
        return r.left + (static_cast<float>(i) + 0.5F) * r.width / static_cast<float>(d.size());
    };
    const auto y_of = [&](double e) { return mid - static_cast<float>(e / most) * (r.height / 2.F - 3.F); };
    const sf::Color light(232, 226, 210, 220);
    sf::VertexArray area(sf::TriangleStrip);
    sf::VertexArray curve(sf::LineStrip);
    const float foot = r.top + r.height - 1.F;
    area.append({{r.left + 1.F, foot}, light});
    area.append({{r.left + 1.F, y_of(d.front().expected)}, light});
    for (std::size_t i = 0; i < d.size(); ++i) {
        const sf::Vector2f p{x_of(i), y_of(d[i].expected)};
        area.append({{p.x, foot}, light});
        area.append({p, light});
        curve.append({p, palette::kGold});
    }
    area.append({{r.left + r.width - 1.F, foot}, light});
    area.append({{r.left + r.width - 1.F, y_of(d.back().expected)}, light});
    target.draw(area);
    // Where each game (or round) after the first begins.
    for (std::size_t i = 1; i < d.size(); ++i) {
        if (d[i].round == d[i - 1].round) continue;
        sf::RectangleShape edge({1.F, r.height});
        edge.setPosition((x_of(i - 1) + x_of(i)) / 2.F, r.top);
        edge.setFillColor(sf::Color(90, 110, 140, 220));
        target.draw(edge);
    }
    sf::RectangleShape even({r.width, 1.F});
    even.setPosition(r.left, mid);
    even.setFillColor(sf::Color(120, 120, 120, 200));
    target.draw(even);
    target.draw(curve);
    if (current) {
        sf::RectangleShape here({2.F, r.height});
        here.setPosition(x_of(*current) - 1.F, r.top);
        here.setFillColor(palette::kGold);
        target.draw(here);
    }
    for (std::size_t i = 0; i < d.size(); ++i) {
        if (d[i].mark == core::Mark::Fine) continue;
        sf::CircleShape dot(3.5F);
        dot.setOrigin(3.5F, 3.5F);
        dot.setPosition(x_of(i), y_of(d[i].expected));
        dot.setFillColor(mark_colour(d[i].mark));
        dot.setOutlineColor(sf::Color(20, 20, 20));
        dot.setOutlineThickness(1.F);
        target.draw(dot);
    }
    // The scale: the lead at the chart's top and foot, in points.
    const std::string scale = core::points_text(most);
    draw_text(target, ctx, "+" + scale, 11.F, {r.left + r.width - 4.F, r.top + 9.F}, Align::Right, palette::kMuted);
    draw_text(target, ctx, "-" + scale, 11.F, {r.left + r.width - 4.F, r.top + r.height - 9.F}, Align::Right,
              sf::Color(90, 90, 90));
}

std::array<std::vector<std::string>, 2> ReplayAnalysis::move_lines(const Context& ctx, std::size_t i, float inner) const {
    const core::DecisionReport& one = result_->analysis.decisions[i];
    const std::array<std::string, 2>& words = result_->words.at(i);
    const std::string hard =
        one.best == one.played ? ctx.str(Str::AnalysisAsHard) : ctx.strings.format(Str::AnalysisHardMove, {words[1]});
    return {wrap_text(ctx, words[0], 13.F, false, inner - kLossRoom), wrap_text(ctx, hard, 13.F, false, inner)};
}

void ReplayAnalysis::fit_rows(const Context& ctx, float inner) {
    const std::string key = ctx.strings.language() + "/" + std::to_string(inner);
    if (key == rows_fitted_for_) return;
    rows_fitted_for_ = key;
    row_lines_ = 3;
    for (std::size_t i = 0; i < result_->analysis.decisions.size(); ++i) {
        const auto lines = move_lines(ctx, i, inner);
        row_lines_ = std::max(row_lines_, 1 + static_cast<int>(lines[0].size() + lines[1].size()));
    }
}

void ReplayAnalysis::draw_rows(sf::RenderTarget& target, Context& ctx, const Places& at,
                               std::optional<std::size_t> current) const {
    const std::vector<core::DecisionReport>& d = result_->analysis.decisions;
    const float inner = at.list.width - 16.F;
    for (std::size_t i = first_row_; i < d.size() && i < first_row_ + at.rows; ++i) {
        const core::DecisionReport& one = d[i];
        const float h = row_height(row_lines_);
        const sf::FloatRect row{at.list.left, at.list.top + h * static_cast<float>(i - first_row_), at.list.width, h - 2.F};
        if (current == i)
            draw_panel(target, row, sf::Color(60, 70, 50, 230), palette::kGold, 6.F, false);
        const float x = row.left + 8.F;
        // The mark at the right of the first line, the points lost under it.
        const sf::FloatRect mark = draw_text(target, ctx, ctx.str(mark_words(one.mark)), 13.F,
                                             {row.left + row.width - 8.F, row.top + 10.F}, Align::Right,
                                             mark_colour(one.mark), true);
        const std::string where = ctx.strings.format(by_round_ ? Str::AnalysisWhereRound : Str::AnalysisWhere, {std::to_string(one.round), std::to_string(one.position)});
        draw_text(target, ctx, fit_text(ctx, where, 13.F, false, std::max(20.F, mark.left - x - 6.F)), 13.F,
                  {x, row.top + 10.F}, Align::Left, palette::kMuted);
        if (one.loss >= 0.005)
            draw_text(target, ctx, ctx.strings.format(Str::AnalysisLoss, {core::points_text(one.loss)}), 13.F,
                      {row.left + row.width - 8.F, row.top + 10.F + kLine}, Align::Right, mark_colour(one.mark), true);
        float y = row.top + 10.F + kLine;
        const auto lines = move_lines(ctx, i, inner);
        for (std::size_t k = 0; k < lines[0].size(); ++k, y += kLine)
            draw_text(target, ctx, lines[0][k], 13.F, {x, y}, Align::Left, palette::kCream);
        for (std::size_t k = 0; k < lines[1].size(); ++k, y += kLine)
            draw_text(target, ctx, lines[1][k], 13.F, {x, y}, Align::Left, palette::kMuted);
    }
}

}  // namespace zero::game
