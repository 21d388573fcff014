// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer's shell (zero/game/replay_view.hpp): the record's table, and over it the
// controls (play and pause, a move back and forward, a game back and forward, the speed, whose
// view, the analysis), where the replay stands and, in the spectator's view, every seat's hidden
// cards, or the analysis of a seat's decisions (replay_analysis.hpp). The table under it is the
// game's own; the shell only decides when it may step and builds it again when the replay goes
// anywhere but one move forward.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

#include "replay_analysis.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/game/ui.hpp"
#include "zero/saves/any_record.hpp"

namespace zero::game {
namespace {

constexpr std::array<float, 4> kSpeeds{0.5F, 1.F, 2.F, 4.F};
// The table keeps this share of the window, at its top left; the column at its right and the band
// under it are the viewer's (where the replay stands, the hidden cards, the controls), so that
// nothing of the viewer covers the table.
constexpr float kTableShare = 0.8F;

enum class Control { PrevGame, Back, Play, Forward, NextGame, Speed, View, Analyse, Count };
constexpr std::array<float, static_cast<std::size_t>(Control::Count)> kWidths{120.F, 112.F, 170.F, 112.F, 120.F, 130.F, 200.F, 170.F};

// The viewer's places in design units, from the part of design space the window shows.
struct Frame {
    sf::FloatRect table;   // where the table is drawn
    sf::FloatRect column;  // right of it
    sf::FloatRect band;    // under it
    explicit Frame(const sf::FloatRect& v)
        : table{v.left, v.top, v.width * kTableShare, v.height * kTableShare},
          column{table.left + table.width, v.top, v.width - table.width, table.height},
          band{v.left, table.top + table.height, v.width, v.height - table.height} {}
    sf::FloatRect control(Control control) const {
        constexpr float gap = 8.F;
        float total = -gap;
        for (float w : kWidths) total += w + gap;
        float left = band.left + band.width / 2.F - total / 2.F;
        for (std::size_t i = 0; i < static_cast<std::size_t>(control); ++i) left += kWidths[i] + gap;
        return {left, band.top + 16.F, kWidths[static_cast<std::size_t>(control)], 44.F};
    }
    // The record from its start to its end, each game's start marked: a click jumps there.
    sf::FloatRect track() const { return {band.left + 60.F, band.top + 82.F, band.width - 120.F, 14.F}; }
};

// The view that draws the whole design space into the table's share of the window.
sf::View table_view(const sf::View& full) {
    sf::View view = full;
    const sf::FloatRect port = full.getViewport();
    view.setViewport({port.left, port.top, port.width * kTableShare, port.height * kTableShare});
    return view;
}

// The analysis's budget: the command line's when it gives one, else the game's default.
core::AnalysisParams budget(core::AnalysisParams params, const Options& options) {
    if (params.iterations == 0) params.iterations = options.analyse_iters;
    if (params.deals == 0) params.deals = options.analyse_deals;
    return params;
}

std::string speed_text(float speed) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, speed < 1.F ? "%.1f" : "%.0f", static_cast<double>(speed));
    return buffer;
}

class ReplayScreen : public Screen {
public:
    ReplayScreen(Context& ctx, std::shared_ptr<ReplayDeck> deck, bool autoplay, const AnalysisStart& start = {})
        : deck_(std::move(deck)), autoplay_(autoplay), analysis_(budget(start.params, ctx.options)) {
        deck_->playing = autoplay_;
        deck_->keep_end = autoplay_;
        if (start.seat >= 0) {
            analysis_.start(*deck_, start.seat, ctx.strings);
            seat_ = start.seat;
        } else if (start.choose && deck_->can_analyse()) {
            analysis_.choose();
        }
        rebuild(ctx);
    }

    const char* name() const override { return "replay"; }
    std::string report() const override {
        std::string out = "replay at move " + std::to_string(deck_->position()) + " of " + std::to_string(deck_->size());
        if (const core::MatchAnalysis* a = analysis_.result())
            out += "; analysis of seat " + std::to_string(a->seat) + ": " + std::to_string(a->decisions.size()) + " decisions";
        return out + "; view " + std::to_string(seat_) + "; " + table_->report();
    }
    bool changed_since_drawn() const override {
        // The analysis's progress and the chooser's buttons move without the table's knowing.
        return table_->changed_since_drawn() || analysis_.stage() == ReplayAnalysis::Stage::Running ||
               analysis_.stage() == ReplayAnalysis::Stage::Choosing;
    }
    void retranslate(Context& ctx) override { table_->retranslate(ctx); }

    void handle(const sf::Event& event, Context& ctx) override {
        const Frame frame(ctx.fit.visible);
        if (analysis_.stage() == ReplayAnalysis::Stage::Choosing) {
            choosing(event, ctx, frame);
            return;
        }
        if (event.type == sf::Event::MouseMoved) hover_ = hit(frame, ctx.to_design({event.mouseMove.x, event.mouseMove.y}));
        if (event.type == sf::Event::MouseWheelScrolled && analysis_.open() &&
            frame.column.contains(ctx.to_design({event.mouseWheelScroll.x, event.mouseWheelScroll.y}))) {
            analysis_.scroll(event.mouseWheelScroll.delta > 0 ? -1 : 1);
            return;
        }
        if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left) {
            const sf::Vector2f p = ctx.to_design({event.mouseButton.x, event.mouseButton.y});
            if (analysis_.open() && frame.column.contains(p)) {
                column_click(ctx, frame, p);
                return;
            }
            if (const Control control = hit(frame, p); control != Control::Count) {
                act(control, ctx);
                return;
            }
            if (const sf::FloatRect track = frame.track(); grown(track, 10.F).contains(p)) {
                const float share = std::clamp((p.x - track.left) / track.width, 0.F, 1.F);
                go(ctx, static_cast<std::size_t>(share * static_cast<float>(deck_->size()) + 0.5F));
                return;
            }
        }
        if (event.type == sf::Event::KeyPressed && key(event.key.code, ctx)) return;
        // The table's own input (its move log) in its own place on the window.
        const sf::View full = ctx.window.getView();
        ctx.window.setView(table_view(full));
        table_->handle(event, ctx);
        ctx.window.setView(full);
    }

    // "analyse seat N": seat N's button in the analysis' chooser, while it is up. "cut short": the
    // record's end shown, short of the match's. "analysis": once
    // the analysis is over, its column, with a line a decision as `zero-cli analyse` prints them
    // ("stopped" when it ended without a list). "analysis decision N": that decision's row, with
    // the step of the record it goes to.
    std::optional<Place> place(std::string_view what, const Context& ctx) const override {
        const Frame frame(ctx.fit.visible);
        if (what == "analysis") return analysis_place(frame);
        // A record that stops before the match's end, played to its last move: no podium follows.
        if (what == "cut short")
            return deck_->position() >= deck_->size() && !deck_->finished() ? std::optional<Place>(Place{}) : std::nullopt;
        if (what.starts_with("analysis decision ")) {
            const int n = std::atoi(std::string(what.substr(18)).c_str());
            const sf::FloatRect c = column_panel(frame);
            const std::optional<sf::FloatRect> row =
                analysis_.result() != nullptr && n > 0
                    ? analysis_.row_rect(c, column_top(ctx, c), static_cast<std::size_t>(n - 1))
                    : std::nullopt;
            if (!row) return std::nullopt;
            return Place{*row, std::to_string(analysis_.step_of(*deck_, static_cast<std::size_t>(n - 1)))};
        }
        int seat = -1;
        if (what.starts_with("analyse seat ")) seat = std::atoi(std::string(what.substr(13)).c_str());
        if (analysis_.stage() != ReplayAnalysis::Stage::Choosing || seat < 0 || seat >= deck_->players())
            return std::nullopt;
        return Place{ReplayAnalysis::chooser_rect(*deck_, frame.table, seat), {}};
    }

    void update(float dt, Context& ctx) override {
        const bool done = analysis_.poll();
        if (done) {
            ctx.notes.push_back("analysis of seat " + std::to_string(analysis_.seat()) + ": " +
                                std::to_string(analysis_.result()->decisions.size()) + " decisions");
        }
        table_->update(dt * kSpeeds[speed_], ctx);
        if (deck_->position() >= deck_->size()) deck_->playing = false;
    }

    void draw(sf::RenderTarget& target, Context& ctx) override {
        const Frame frame(ctx.fit.visible);
        draw_backdrop(target, ctx, false);
        const sf::View full = target.getView();
        target.setView(table_view(full));
        table_->draw(target, ctx);
        target.setView(full);
        draw_panel(target, grown(frame.table, -1.F), sf::Color::Transparent, palette::kPanelEdge, 0.F, false);
        draw_column(target, ctx, frame);
        draw_band(target, ctx, frame);
        if (analysis_.stage() == ReplayAnalysis::Stage::Choosing) {
            dim_around(target, ctx.fit.visible, {}, sf::Color(0, 0, 0, 120));
            analysis_.draw_chooser(target, ctx, *deck_, frame.table);
        }
    }

private:
    static sf::FloatRect grown(sf::FloatRect r, float by) {
        return {r.left - by, r.top - by, r.width + 2.F * by, r.height + 2.F * by};
    }

    // A line of the catalogue's "a  -  b  -  c" pieces, one piece to a line, each wrapped to `width`.
    static std::vector<std::string> pieces(const Context& ctx, const std::string& text, float size, bool bold, float width) {
        std::vector<std::string> lines;
        for (std::size_t from = 0; from <= text.size();) {
            const std::size_t cut = std::min(text.find("  -  ", from), text.size());
            for (std::string& line : wrap_text(ctx, text.substr(from, cut - from), size, bold, width))
                lines.push_back(std::move(line));
            from = cut + 5;
        }
        return lines;
    }

    static Control hit(const Frame& frame, sf::Vector2f p) {
        for (int i = 0; i < static_cast<int>(Control::Count); ++i)
            if (frame.control(static_cast<Control>(i)).contains(p)) return static_cast<Control>(i);
        return Control::Count;
    }

    // The keys of the viewer; false for one the table takes (L for its move log).
    bool key(sf::Keyboard::Key code, Context& ctx) {
        switch (code) {
            case sf::Keyboard::Space: act(Control::Play, ctx); return true;
            case sf::Keyboard::Left: act(Control::Back, ctx); return true;
            case sf::Keyboard::Right: act(Control::Forward, ctx); return true;
            case sf::Keyboard::Up:
            case sf::Keyboard::PageUp: act(Control::PrevGame, ctx); return true;
            case sf::Keyboard::Down:
            case sf::Keyboard::PageDown: act(Control::NextGame, ctx); return true;
            case sf::Keyboard::Home: go(ctx, 0); return true;
            case sf::Keyboard::End: go(ctx, deck_->size()); return true;
            case sf::Keyboard::Add:
            case sf::Keyboard::Equal: speed_ = std::min(speed_ + 1, kSpeeds.size() - 1); return true;
            case sf::Keyboard::Subtract:
            case sf::Keyboard::Hyphen: speed_ = speed_ > 0 ? speed_ - 1 : 0; return true;
            case sf::Keyboard::V: act(Control::View, ctx); return true;
            case sf::Keyboard::A: act(Control::Analyse, ctx); return true;
            case sf::Keyboard::N:
            case sf::Keyboard::P:
                if (!analysis_.result()) return false;
                if (const auto d = analysis_.next_decision(*deck_, deck_->position(), code == sf::Keyboard::N)) pick(ctx, *d);
                return true;
            case sf::Keyboard::Escape:
                if (analysis_.open()) {
                    ctx.sounds.play(Sfx::Click);
                    analysis_.close();
                    return true;
                }
                [[fallthrough]];
            case sf::Keyboard::Backspace:
                ctx.sounds.play(Sfx::Click);
                ctx.screens.pop();
                return true;
            default: return false;
        }
    }

    void act(Control control, Context& ctx) {
        ctx.sounds.play(Sfx::Click, 0.6F);
        switch (control) {
            case Control::Play:
                deck_->playing = !deck_->playing && deck_->position() < deck_->size();
                deck_->steps_wanted = 0;
                break;
            case Control::Forward:
                deck_->playing = false;
                deck_->steps_wanted = std::min(deck_->steps_wanted + 1, 4);
                break;
            case Control::Back:
                if (deck_->position() > 0) go(ctx, deck_->position() - 1);
                break;
            case Control::PrevGame: {
                const std::size_t p = deck_->part();
                const std::size_t start = deck_->part_start(p);
                go(ctx, deck_->position() > start || p == 0 ? start : deck_->part_start(p - 1));
                break;
            }
            case Control::NextGame: go(ctx, deck_->part_start(deck_->part() + 1)); break;
            case Control::Speed: speed_ = (speed_ + 1) % kSpeeds.size(); break;
            case Control::View:
                // Everyone, then each seat's own view in turn.
                seat_ = seat_ + 1 >= deck_->players() ? -1 : seat_ + 1;
                rebuild(ctx);
                break;
            case Control::Analyse:
                if (analysis_.open())
                    analysis_.close();
                else if (deck_->can_analyse())
                    analysis_.choose();
                break;
            case Control::Count: break;
        }
    }

    // Anywhere but one move on: the table built again there, paused, without animation.
    void go(Context& ctx, std::size_t step) {
        deck_->playing = false;
        deck_->steps_wanted = 0;
        deck_->seek(step);
        rebuild(ctx);
    }
    void rebuild(Context& ctx) { table_ = deck_->table(ctx, seat_, autoplay_); }

    std::string label(Control c, const Context& ctx) const {
        switch (c) {
            case Control::PrevGame: return ctx.str(deck_->by_round() ? Str::ReplayPrevRound : Str::ReplayPrevGame);
            case Control::Back: return ctx.str(Str::ReplayStepBack);
            case Control::Play: return ctx.str(deck_->playing ? Str::ReplayPause : Str::ReplayPlay);
            case Control::Forward: return ctx.str(Str::ReplayStepForward);
            case Control::NextGame: return ctx.str(deck_->by_round() ? Str::ReplayNextRound : Str::ReplayNextGame);
            case Control::Speed: return ctx.strings.format(Str::ReplaySpeed, {speed_text(kSpeeds[speed_])});
            case Control::View:
                return seat_ < 0 ? ctx.str(Str::ReplayViewAll) : ctx.strings.format(Str::ReplayViewSeat, {deck_->name(seat_)});
            case Control::Analyse: return ctx.str(Str::ReplayAnalyse);
            case Control::Count: break;
        }
        return {};
    }

    // Under the table: the controls, and the record's track with the replay's place on it.
    void draw_band(sf::RenderTarget& target, Context& ctx, const Frame& frame) const {
        const bool at_start = deck_->position() == 0;
        const bool at_end = deck_->position() >= deck_->size();
        for (int i = 0; i < static_cast<int>(Control::Count); ++i) {
            const auto c = static_cast<Control>(i);
            bool enabled = true;
            if (c == Control::PrevGame || c == Control::Back) enabled = !at_start;
            if (c == Control::Forward || c == Control::NextGame || c == Control::Play) enabled = !at_end;
            if (c == Control::Analyse) enabled = deck_->can_analyse();
            draw_button(target, ctx, frame.control(c), label(c, ctx), hover_ == c, enabled, c == Control::Play);
        }
        const sf::FloatRect track = frame.track();
        draw_panel(target, track, sf::Color(10, 22, 18, 230), palette::kPanelEdge, 6.F, false);
        const auto x_of = [&](std::size_t step) {
            const float share = deck_->size() == 0 ? 0.F : static_cast<float>(step) / static_cast<float>(deck_->size());
            return track.left + share * track.width;
        };
        sf::RectangleShape done({x_of(deck_->position()) - track.left, track.height - 6.F});
        done.setPosition(track.left, track.top + 3.F);
        done.setFillColor(palette::kGold);
        target.draw(done);
        for (std::size_t p = 1; p < deck_->parts(); ++p) {
            sf::RectangleShape tick({2.F, track.height + 10.F});
            tick.setPosition(x_of(deck_->part_start(p)) - 1.F, track.top - 5.F);
            tick.setFillColor(palette::kCream);
            target.draw(tick);
        }
    }

    // The column's panel, and where its lines under the replay's place begin.
    static sf::FloatRect column_panel(const Frame& frame) {
        return {frame.column.left + 8.F, frame.column.top + 8.F, frame.column.width - 16.F, frame.column.height - 16.F};
    }
    std::string where_text(const Context& ctx) const {
        if (deck_->position() >= deck_->size()) return ctx.str(Str::ReplayEnd);
        return ctx.strings.format(deck_->by_round() ? Str::ReplayStatusRound : Str::ReplayStatus, {std::to_string(deck_->part() + 1), std::to_string(deck_->parts()),
                                                      std::to_string(deck_->position()), std::to_string(deck_->size())});
    }
    float column_top(const Context& ctx, const sf::FloatRect& c) const {
        return c.top + 18.F + 22.F * static_cast<float>(pieces(ctx, where_text(ctx), 17.F, true, c.width - 20.F).size()) + 8.F;
    }

    // Right of the table: where the replay stands, then the analysis when it is open, else every
    // seat's hidden cards (everyone's view) and the keys.
    void draw_column(sf::RenderTarget& target, Context& ctx, const Frame& frame) {
        const sf::FloatRect c = column_panel(frame);
        draw_panel(target, c, palette::kPanel, palette::kPanelEdge, 12.F, false);
        const float inner = c.width - 20.F;
        float y = c.top + 18.F;
        for (const std::string& line : pieces(ctx, where_text(ctx), 17.F, true, inner)) {
            draw_text(target, ctx, line, 17.F, {c.left + 10.F, y}, Align::Left, palette::kGold, true);
            y += 22.F;
        }
        y += 8.F;
        if (analysis_.open() && analysis_.stage() != ReplayAnalysis::Stage::Choosing) {
            analysis_.draw_column(target, ctx, *deck_, c, y);
            return;
        }
        if (seat_ < 0) {
            draw_text(target, ctx, fit_text(ctx, ctx.str(Str::ReplayHidden), 15.F, true, inner), 15.F, {c.left + 10.F, y},
                      Align::Left, palette::kCream, true);
            y += 24.F;
            for (int seat = 0; seat < deck_->players(); ++seat) {
                draw_text(target, ctx, fit_text(ctx, deck_->name(seat), 14.F, false, inner), 14.F, {c.left + 10.F, y},
                          Align::Left, palette::kMuted);
                deck_->draw_hidden(target, ctx, seat, {c.left + 10.F, y + 30.F});
                y += 60.F;
            }
        }
        // The keys, one to a line, at the column's foot when there is room.
        const std::vector<std::string> keys =
            pieces(ctx, ctx.str(deck_->by_round() ? Str::ReplayKeysRound : Str::ReplayKeys), 13.F, false, inner);
        float keys_y = c.top + c.height - 12.F - 17.F * static_cast<float>(keys.size() - 1);
        if (keys_y < y + 8.F) return;
        for (const std::string& line : keys) {
            draw_text(target, ctx, line, 13.F, {c.left + 10.F, keys_y}, Align::Left, palette::kMuted);
            keys_y += 17.F;
        }
    }

    // The seat chooser takes every input while it shows: a seat's button or its number starts
    // that seat's analysis; Cancel, Esc or a click beside it closes it.
    void choosing(const sf::Event& event, Context& ctx, const Frame& frame) {
        int seat = -2;
        if (event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left)
            seat = analysis_.chooser_hit(*deck_, frame.table, ctx.to_design({event.mouseButton.x, event.mouseButton.y}));
        if (event.type == sf::Event::KeyPressed) {
            const int n = static_cast<int>(event.key.code) - static_cast<int>(sf::Keyboard::Num1);
            const int pad = static_cast<int>(event.key.code) - static_cast<int>(sf::Keyboard::Numpad1);
            if (n >= 0 && n < deck_->players()) seat = n;
            if (pad >= 0 && pad < deck_->players()) seat = pad;
            if (event.key.code == sf::Keyboard::Escape) seat = -1;
        }
        if (seat == -2) return;
        ctx.sounds.play(Sfx::Click, 0.6F);
        if (seat < 0) {
            analysis_.close();
            return;
        }
        ctx.notes.push_back("analysis of seat " + std::to_string(seat) + " starts");
        analysis_.start(*deck_, seat, ctx.strings);
    }

    void column_click(Context& ctx, const Frame& frame, sf::Vector2f p) {
        const sf::FloatRect c = column_panel(frame);
        bool cancel = false;
        const std::optional<std::size_t> decision = analysis_.column_hit(c, column_top(ctx, c), p, cancel);
        if (cancel) {
            ctx.sounds.play(Sfx::Click, 0.6F);
            analysis_.close();
        }
        if (decision) pick(ctx, *decision);
    }

    // To a decision of the analysis: the table as the analysed seat saw it, its move still to make.
    void pick(Context& ctx, std::size_t decision) {
        ctx.sounds.play(Sfx::Click, 0.6F);
        seat_ = analysis_.seat();
        go(ctx, analysis_.step_of(*deck_, decision));
    }

    std::optional<Place> analysis_place(const Frame& frame) const {
        if (const core::MatchAnalysis* a = analysis_.result()) {
            std::string lines;
            for (const core::DecisionReport& d : a->decisions) lines += core::decision_line(d) + "\n";
            return Place{column_panel(frame), lines};
        }
        const ReplayAnalysis::Stage stage = analysis_.stage();
        if (stage == ReplayAnalysis::Stage::Failed || stage == ReplayAnalysis::Stage::Closed) return Place{{}, "stopped"};
        return std::nullopt;
    }

    std::shared_ptr<ReplayDeck> deck_;
    std::unique_ptr<Screen> table_;
    bool autoplay_ = false;
    int seat_ = -1;  // whose view: -1 everyone's (the hidden cards in the column)
    std::size_t speed_ = 1;
    Control hover_ = Control::Count;
    ReplayAnalysis analysis_;
};

}  // namespace

std::unique_ptr<Screen> make_replay_screen(Context& ctx, std::shared_ptr<ReplayDeck> deck, bool autoplay) {
    return std::make_unique<ReplayScreen>(ctx, std::move(deck), autoplay);
}

std::unique_ptr<Screen> make_replay_screen(Context& ctx, std::shared_ptr<ReplayDeck> deck, const AnalysisStart& start) {
    return std::make_unique<ReplayScreen>(ctx, std::move(deck), false, start);
}

namespace {

// The deck of the record at `path`, or null with `error` set.
std::shared_ptr<ReplayDeck> open_deck(Context& ctx, const std::string& path, std::string& error) {
    AnyRecordParse parsed = load_any_record_file(path);
    if (!parsed.record) {
        error = parsed.error;
        return nullptr;
    }
    const GameModule* module = find_game_module(game_of(*parsed.record));
    std::shared_ptr<ReplayDeck> deck;
    try {
        if (module != nullptr) deck = module->replay_deck(std::move(*parsed.record));
    } catch (const std::exception& e) {
        error = path + ": " + e.what();
        return nullptr;
    }
    if (!deck) {
        error = path + ": " + ctx.str(Str::ReplayNoViewer);
        return nullptr;
    }
    return deck;
}

}  // namespace

std::unique_ptr<Screen> open_replay(Context& ctx, const std::string& path, bool autoplay, std::string& error) {
    std::shared_ptr<ReplayDeck> deck = open_deck(ctx, path, error);
    return deck ? make_replay_screen(ctx, std::move(deck), autoplay) : nullptr;
}

std::unique_ptr<Screen> open_replay_analysis(Context& ctx, const std::string& path, const AnalysisStart& start,
                                             std::string& error) {
    std::shared_ptr<ReplayDeck> deck = open_deck(ctx, path, error);
    if (!deck) return nullptr;
    if (!deck->can_analyse()) {
        error = path + ": " + std::string(kNoAnalysis);
        return nullptr;
    }
    if (start.seat >= deck->players()) {
        error = path + ": the record has no seat " + std::to_string(start.seat) + " to analyse (seats 0 to " +
                std::to_string(deck->players() - 1) + ")";
        return nullptr;
    }
    return make_replay_screen(ctx, std::move(deck), start);
}

}  // namespace zero::game
