// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The replay viewer's analysis (docs/analysis.md, "In the app"): a seat chosen, the analysis of
// every decision of that seat worked out on a thread of its own (the game's analysis, the one
// `zero-cli analyse` runs), then its decisions listed with the move played, Hard's, the points
// lost and the mark, under a chart of the seat's expected lead over the match. The viewer
// (replay_screen.cpp) owns it, draws it in its column and steps to a decision picked.
#include <array>
#include <cstddef>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/core/analysis.hpp"
#include "zero/game/context.hpp"
#include "zero/game/replay_view.hpp"

namespace zero::game {

class ReplayAnalysis {
public:
    enum class Stage { Closed, Choosing, Running, Shown, Failed };

    explicit ReplayAnalysis(core::AnalysisParams params) : params_(params) {}
    ReplayAnalysis(const ReplayAnalysis&) = delete;
    ReplayAnalysis& operator=(const ReplayAnalysis&) = delete;
    // Closing the viewer while the analysis runs stops it and waits for the decision being
    // searched (a fraction of a second at the default budget).
    ~ReplayAnalysis() { close(); }

    Stage stage() const { return stage_; }
    bool open() const { return stage_ != Stage::Closed; }
    int seat() const { return seat_; }
    const core::MatchAnalysis* result() const { return result_ ? &result_->analysis : nullptr; }

    // The seats offered to choose from.
    void choose() { stage_ = Stage::Choosing; }
    // Works out `seat`'s analysis from now on (false when the game has none).
    bool start(const ReplayDeck& deck, int seat, const Strings& strings);
    // Stops a running analysis and hides it.
    void close();
    // Once a frame: true on the frame the analysis is there.
    bool poll();

    // The decision whose step is `step` (none: the viewer stands elsewhere), and the first after
    // it or the last before it (for N and P).
    std::optional<std::size_t> decision_at(const ReplayDeck& deck, std::size_t step) const;
    std::optional<std::size_t> next_decision(const ReplayDeck& deck, std::size_t step, bool forward) const;
    std::size_t step_of(const ReplayDeck& deck, std::size_t decision) const;

    // The seat chooser over the table (`area`): a seat's button, or Cancel.
    void draw_chooser(sf::RenderTarget& target, Context& ctx, const ReplayDeck& deck, sf::FloatRect area) const;
    // Where seat `seat`'s button of the chooser is (a scripted player's click).
    static sf::FloatRect chooser_rect(const ReplayDeck& deck, sf::FloatRect area, int seat);
    // The seat a click at `p` chooses (-1: Cancel or outside, -2: nothing hit).
    int chooser_hit(const ReplayDeck& deck, sf::FloatRect area, sf::Vector2f p) const;

    // The column's analysis from `top` down in `c`: the progress, or the chart and the decisions.
    void draw_column(sf::RenderTarget& target, Context& ctx, const ReplayDeck& deck, sf::FloatRect c, float top);
    // What a click at `p` in the column picks: a decision (of the list or the chart), or Cancel
    // while it runs (then `cancel`).
    std::optional<std::size_t> column_hit(sf::FloatRect c, float top, sf::Vector2f p, bool& cancel) const;
    // The mouse wheel over the list.
    void scroll(int rows);
    // Where decision `i`'s row is drawn (to click it from a script), if it shows.
    std::optional<sf::FloatRect> row_rect(sf::FloatRect c, float top, std::size_t i) const;

private:
    struct Places {
        sf::FloatRect chart;
        sf::FloatRect list;
        sf::FloatRect cancel;
        std::size_t rows = 0;  // rows the list has room for
    };
    Places places(sf::FloatRect c, float top) const;
    void draw_chart(sf::RenderTarget& target, Context& ctx, sf::FloatRect r, std::optional<std::size_t> current) const;
    void draw_rows(sf::RenderTarget& target, Context& ctx, const Places& at, std::optional<std::size_t> current) const;
    void keep_in_view(std::optional<std::size_t> current, std::size_t rows);
    // Decision `i`'s move played and Hard's, each wrapped to the list's `inner` width.
    std::array<std::vector<std::string>, 2> move_lines(const Context& ctx, std::size_t i, float inner) const;
    // The rows' lines: as many as the decision that needs most (once a language and width).
    void fit_rows(const Context& ctx, float inner);

    core::AnalysisParams params_;
    Stage stage_ = Stage::Closed;
    int seat_ = -1;
    bool by_round_ = false;  // the record's game counts rounds (Knizia's Zero), not games
    std::shared_ptr<core::AnalysisProgress> progress_;
    std::future<ReplayDeck::Analysed> job_;
    std::optional<ReplayDeck::Analysed> result_;
    std::string error_;
    std::size_t first_row_ = 0;  // the list's scroll
    std::optional<std::size_t> shown_current_;  // the decision last kept in view
    int row_lines_ = 3;                          // a row's lines of text (fit_rows)
    std::string rows_fitted_for_;                // the language and width row_lines_ is for
};

}  // namespace zero::game
