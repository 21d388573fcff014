// SPDX-License-Identifier: GPL-3.0-or-later
// History (zero/game/history_view.hpp): the finished matches, newest first, a page of rows at a
// time, filtered by game (Left/Right) and by a name typed; the chosen match watched again, its
// score chart, its record exported or deleted (after a question), and the statistics.
#include <algorithm>
#include <array>
#include <cstdio>
#include <unordered_map>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/game_choice.hpp"
#include "zero/game/history_view.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/session.hpp"
#include "zero/game/ui.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

constexpr int kHistoryRows = 11;
constexpr float kHistoryRowTop = 160.F;
constexpr float kHistoryRowHeight = 38.F;
constexpr float kListLeft = 70.F;
constexpr float kListWidth = 1140.F;

// The columns: where each starts and how wide it is.
struct HistoryColumn {
    Str title;
    float left;
    float width;
};
constexpr std::array<HistoryColumn, 5> kHistoryColumns{{{Str::HistoryColDate, 84.F, 182.F},
                                                        {Str::HistoryColGame, 266.F, 310.F},
                                                        {Str::HistoryColPlayers, 576.F, 312.F},
                                                        {Str::HistoryColWinner, 888.F, 196.F},
                                                        {Str::HistoryColLength, 1084.F, 116.F}}};

enum class HistoryAction { Watch, Analyse, Chart, Export, Delete, Stats, Back, Count };
constexpr std::array<Str, static_cast<std::size_t>(HistoryAction::Count)> kActionWords{
    Str::HistoryWatch, Str::HistoryAnalyse, Str::HistoryChart, Str::HistoryExport, Str::ResumeDelete, Str::HistoryStats, Str::Back};

sf::FloatRect action_rect(HistoryAction a) {
    constexpr float width = 158.F;
    constexpr float gap = 10.F;
    constexpr auto count = static_cast<float>(HistoryAction::Count);
    const float left = 640.F - (count * width + (count - 1.F) * gap) / 2.F;
    return {left + static_cast<float>(a) * (width + gap), 602.F, width, 46.F};
}
// The game filter's arrows and its value between them; the player filter's box.
const sf::FloatRect kGameLess{70.F, 78.F, 40.F, 40.F};
const sf::FloatRect kGameMore{470.F, 78.F, 40.F, 40.F};
const sf::FloatRect kPlayerBox{530.F, 78.F, 380.F, 40.F};

sf::FloatRect row_rect(int i) { return {kListLeft, kHistoryRowTop + static_cast<float>(i) * kHistoryRowHeight, kListWidth, kHistoryRowHeight - 4.F}; }

// One row's words, made once for a match and kept while the language stays.
struct RowText {
    std::string date, game, players, winner, length;
    bool damaged = false;
};

RowText row_text(const Context& ctx, const history::MatchEntry& m) {
    RowText t;
    t.date = ctx.strings.date_time(m.time);
    const games::GameInfo* info = games::find_game(m.game);
    t.game = info != nullptr ? game_title(ctx.strings, info->id) : m.game.empty() ? "?" : m.game;
    if (m.damaged) {
        t.damaged = true;
        // A game this version does not know is the history's own case; the rest reads as a save's.
        const bool unknown = m.error.find("unknown game") != std::string::npos;
        t.players = ctx.strings.format(Str::HistoryDamaged, {unknown ? ctx.str(Str::HistoryUnknownGame)
                                                                     : save_problem(ctx.strings, m.error)});
        return t;
    }
    for (std::size_t s = 0; s < m.seats.size(); ++s) {
        const std::string name = shown_player_name(ctx.strings, static_cast<int>(s), m.seats[s].name);
        t.players += (s > 0 ? ctx.str(Str::ListSeparator) : "") + name;
        if (m.seats[s].won) t.winner += (t.winner.empty() ? "" : ctx.str(Str::ListSeparator)) + name;
    }
    if (!m.finished) t.winner = ctx.str(Str::HistoryUnfinished);
    const bool rounds = info != nullptr && info->part == "round";
    t.length = ctx.strings.count(rounds ? Str::HistoryRounds : Str::HistoryGames, m.parts, {ctx.strings.number(m.parts)});
    return t;
}

// Appends the UTF-8 form of a typed character.
void append_utf8(std::string& s, std::uint32_t c) {
    if (c < 0x80) {
        s += static_cast<char>(c);
    } else if (c < 0x800) {
        s += static_cast<char>(0xC0 | (c >> 6));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        s += static_cast<char>(0xE0 | (c >> 12));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (c >> 18));
        s += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (c & 0x3F));
    }
}

void pop_utf8(std::string& s) {
    while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0U) == 0x80U) s.pop_back();
    if (!s.empty()) s.pop_back();
}

class HistoryScreen : public Screen {
public:
    explicit HistoryScreen(Context& /*ctx*/) : model_(std::make_shared<HistoryModel>(save_dir())) {}
    const char* name() const override { return "history"; }
    void retranslate(Context& /*ctx*/) override { rows_.clear(); }

    void handle(const sf::Event& event, Context& ctx) override {
        if (!model_->ready()) {
            if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) ctx.screens.pop();
            return;
        }
        if (ask_) return handle_ask(event, ctx);
        switch (event.type) {
            case sf::Event::TextEntered: return typed(event.text.unicode);
            case sf::Event::KeyPressed: return key(event.key.code, ctx);
            case sf::Event::MouseWheelScrolled: return move_to(chosen_ - static_cast<int>(event.mouseWheelScroll.delta) * 3);
            case sf::Event::MouseMoved: hover_ = action_at(ctx.to_design({event.mouseMove.x, event.mouseMove.y})); return;
            case sf::Event::MouseButtonPressed:
                if (event.mouseButton.button == sf::Mouse::Left) click(ctx.to_design({event.mouseButton.x, event.mouseButton.y}), ctx);
                return;
            default: break;
        }
        // A gamepad: the same moves as the keys.
        switch (command_for_event(event, axes_)) {
            case Command::Up: return move_to(chosen_ - 1);
            case Command::Down: return move_to(chosen_ + 1);
            case Command::Left: return next_game(-1);
            case Command::Right: return next_game(1);
            case Command::Confirm: return act(HistoryAction::Watch, ctx);
            case Command::Back: return act(HistoryAction::Back, ctx);
            default: return;
        }
    }

    void update(float /*dt*/, Context& ctx) override {
        if (!loaded_ && model_->ready()) {
            loaded_ = true;
            const auto damaged = std::count_if(model_->all().begin(), model_->all().end(), [](const auto& m) { return m.damaged; });
            std::string games;
            for (const std::string& g : model_->games()) games += (games.empty() ? "" : ",") + g;
            ctx.notes.push_back("history listed " + std::to_string(model_->all().size()) + " matches, " +
                                std::to_string(damaged) + " damaged, games " + games);
        }
    }
    bool changed_since_drawn() const override { return !loaded_; }

    std::optional<Place> place(std::string_view what, const Context& ctx) const override;

    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "history", loaded_);
        draw_title(target, ctx, ctx.str(Str::HistoryTitle), 34.F, 40.F);
        if (!loaded_) {
            draw_text(target, ctx, ctx.str(Str::HistoryLoading), 21.F, {640.F, 330.F}, Align::Centre, palette::kCream);
            return;
        }
        ctx.frame.detail = "shown=" + std::to_string(model_->shown().size()) + ",chosen=" + std::to_string(chosen_);
        draw_filters(target, ctx);
        draw_list(target, ctx);
        for (int a = 0; a < static_cast<int>(HistoryAction::Count); ++a) {
            const auto action = static_cast<HistoryAction>(a);
            draw_button(target, ctx, action_rect(action), ctx.str(kActionWords[static_cast<std::size_t>(a)]),
                        hover_ == action, enabled(action), action == HistoryAction::Watch);
        }
        const bool warn = !status_.empty() && status_warn_;
        const std::string line = status_.empty() ? ctx.str(Str::HistoryKeys) : status_;
        draw_text(target, ctx, fit_text(ctx, line, 16.F, false, 1180.F, status_.empty()), 16.F, {640.F, 672.F}, Align::Centre,
                  warn ? palette::kWarn : palette::kMuted);
        if (ask_) draw_ask(target, ctx);
    }

private:
    const history::MatchEntry* chosen_match() const {
        const auto& shown = model_->shown();
        if (chosen_ < 0 || chosen_ >= static_cast<int>(shown.size())) return nullptr;
        return &model_->all()[shown[static_cast<std::size_t>(chosen_)]];
    }
    bool enabled(HistoryAction a) const {
        const history::MatchEntry* m = chosen_match();
        switch (a) {
            case HistoryAction::Watch:
            case HistoryAction::Analyse:
            case HistoryAction::Chart: return m != nullptr && !m->damaged;
            case HistoryAction::Export:
            case HistoryAction::Delete: return m != nullptr;
            default: return true;
        }
    }

    void typed(std::uint32_t c) {
        // Control characters (Backspace, Enter, Escape, Delete) arrive as keys too.
        if (c < 32 || c == 127 || model_->player_filter().size() >= 40) return;
        std::string player = model_->player_filter();
        append_utf8(player, c);
        filter(model_->game_filter(), std::move(player));
    }
    void filter(std::string game, std::string player) {
        model_->set_filter(std::move(game), std::move(player));
        chosen_ = 0;
        top_ = 0;
        status_.clear();
    }
    void next_game(int delta) {
        const auto& games = model_->games();
        const auto it = std::find(games.begin(), games.end(), model_->game_filter());
        const int n = static_cast<int>(games.size()) + 1;  // every game, then each
        const int at = it == games.end() ? 0 : static_cast<int>(it - games.begin()) + 1;
        const int next = ((at + delta) % n + n) % n;
        filter(next == 0 ? std::string() : games[static_cast<std::size_t>(next - 1)], model_->player_filter());
    }
    void move_to(int row) {
        const int count = static_cast<int>(model_->shown().size());
        chosen_ = std::clamp(row, 0, std::max(count - 1, 0));
        top_ = std::clamp(top_, std::max(chosen_ - kHistoryRows + 1, 0), chosen_);
    }

    void key(sf::Keyboard::Key code, Context& ctx) {
        switch (code) {
            case sf::Keyboard::Up: return move_to(chosen_ - 1);
            case sf::Keyboard::Down: return move_to(chosen_ + 1);
            case sf::Keyboard::PageUp: return move_to(chosen_ - kHistoryRows);
            case sf::Keyboard::PageDown: return move_to(chosen_ + kHistoryRows);
            case sf::Keyboard::Home: return move_to(0);
            case sf::Keyboard::End: return move_to(static_cast<int>(model_->shown().size()));
            case sf::Keyboard::Left: return next_game(-1);
            case sf::Keyboard::Right: return next_game(1);
            case sf::Keyboard::Enter: return act(HistoryAction::Watch, ctx);
            case sf::Keyboard::Delete: return act(HistoryAction::Delete, ctx);
            case sf::Keyboard::Backspace: {
                std::string player = model_->player_filter();
                pop_utf8(player);
                return filter(model_->game_filter(), std::move(player));
            }
            case sf::Keyboard::Escape:
                if (!model_->player_filter().empty()) return filter(model_->game_filter(), {});
                return act(HistoryAction::Back, ctx);
            default: return;
        }
    }

    HistoryAction action_at(sf::Vector2f p) const {
        for (int a = 0; a < static_cast<int>(HistoryAction::Count); ++a)
            if (action_rect(static_cast<HistoryAction>(a)).contains(p)) return static_cast<HistoryAction>(a);
        return HistoryAction::Count;
    }
    void click(sf::Vector2f p, Context& ctx) {
        if (const HistoryAction a = action_at(p); a != HistoryAction::Count) return act(a, ctx);
        if (kGameLess.contains(p)) return next_game(-1);
        if (kGameMore.contains(p)) return next_game(1);
        for (int i = 0; i < kHistoryRows; ++i)
            if (row_rect(i).contains(p)) return move_to(top_ + i);
    }

    void act(HistoryAction a, Context& ctx) {
        if (!enabled(a)) return;
        ctx.sounds.play(Sfx::Click);
        status_.clear();
        const history::MatchEntry* m = chosen_match();
        const std::size_t index = m == nullptr ? 0 : model_->shown()[static_cast<std::size_t>(chosen_)];
        switch (a) {
            case HistoryAction::Watch: return open_viewer(*m, ctx, false);
            case HistoryAction::Analyse: return open_viewer(*m, ctx, true);
            case HistoryAction::Chart: return ctx.screens.push(make_match_chart_screen(ctx, model_, index));
            case HistoryAction::Export: return export_record(index, ctx);
            case HistoryAction::Delete: return ask_delete(ctx);
            case HistoryAction::Stats: return ctx.screens.push(make_stats_screen(ctx, model_, model_->player_filter()));
            case HistoryAction::Back: return ctx.screens.pop();
            case HistoryAction::Count: return;
        }
    }

    // The match in the replay viewer; with `analyse`, its seat chooser up: the player picks whose
    // decisions Hard analyses.
    void open_viewer(const history::MatchEntry& m, Context& ctx, bool analyse) {
        std::string error;
        AnalysisStart start;
        start.choose = true;
        std::unique_ptr<Screen> viewer = analyse ? open_replay_analysis(ctx, model_->path_of(m), start, error)
                                                 : open_replay(ctx, model_->path_of(m), false, error);
        if (viewer) {
            ctx.notes.push_back((analyse ? "history analyses " : "history watches ") + m.file);
            return ctx.screens.push(std::move(viewer));
        }
        std::fprintf(stderr, "zero: %s\n", error.c_str());
        // A game whose table has no viewer (or no analysis) yet says so in its own words.
        const std::string& no_viewer = ctx.str(Str::ReplayNoViewer);
        if (error.ends_with(no_viewer)) return say(ctx, no_viewer, true);
        say(ctx, ctx.str(analyse && error.ends_with(kNoAnalysis) ? Str::HistoryCannotAnalyse : Str::HistoryCannotWatch), true);
    }

    void export_record(std::size_t index, Context& ctx) {
        std::string error;
        if (const std::optional<std::string> file = model_->export_to(index, export_folder(), error))
            return say(ctx, ctx.strings.format(Str::HistoryExported, {*file}), false);
        std::fprintf(stderr, "zero: %s\n", error.c_str());
        say(ctx, ctx.strings.format(Str::HistoryExportFailed, {error}), true);
    }
    void say(Context& ctx, std::string line, bool warn) {
        ctx.notes.push_back("history says: " + line);
        status_ = std::move(line);
        status_warn_ = warn;
    }

    struct Ask {
        std::size_t index = 0;
        std::string what;
        ButtonList buttons;  // Delete, then Keep it
    };
    void ask_delete(Context& ctx) {
        Ask ask;
        ask.index = model_->shown()[static_cast<std::size_t>(chosen_)];
        const RowText& t = row(ask.index, ctx);
        ask.what = t.date + "  -  " + t.game;
        ask.buttons = delete_answers(ctx, {640.F, 380.F});
        ask_ = std::move(ask);
    }
    void handle_ask(const sf::Event& event, Context& ctx) {
        const bool answered = answer_delete(ask_->buttons, event, ctx, [&] {
            const std::string file = model_->all()[ask_->index].file;
            if (const std::string error = model_->remove(ask_->index); !error.empty()) {
                std::fprintf(stderr, "zero: %s\n", error.c_str());
                say(ctx, ctx.strings.format(Str::HistoryDeleteFailed, {error}), true);
            } else {
                ctx.notes.push_back("history deleted " + file + ", " + std::to_string(model_->all().size()) + " left");
            }
            rows_.clear();  // the indices moved
            move_to(chosen_);
        });
        if (answered) ask_.reset();
    }
    void draw_ask(sf::RenderTarget& target, Context& ctx) const {
        dim_window(target, ctx);
        draw_panel(target, {290.F, 220.F, 700.F, 290.F});
        draw_text(target, ctx, fit_text(ctx, ctx.str(Str::HistoryDeleteAsk), 22.F, true, 640.F), 22.F, {640.F, 270.F},
                  Align::Centre, palette::kCream, true);
        draw_text(target, ctx, fit_text(ctx, ask_->what, 18.F, false, 640.F, false), 18.F, {640.F, 316.F}, Align::Centre,
                  palette::kMuted);
        ask_->buttons.draw(target, ctx);
    }

    const RowText& row(std::size_t index, const Context& ctx) {
        auto it = rows_.find(index);
        if (it == rows_.end()) it = rows_.emplace(index, row_text(ctx, model_->all()[index])).first;
        return it->second;
    }

    void draw_filters(sf::RenderTarget& target, Context& ctx) {
        draw_button(target, ctx, kGameLess, "<", false);
        draw_button(target, ctx, kGameMore, ">", false);
        const std::string& g = model_->game_filter();
        const games::GameInfo* info = games::find_game(g);
        const std::string game = g.empty() ? ctx.str(Str::HistoryAllGames) : info ? game_title(ctx.strings, info->id) : g;
        const float mid = (kGameLess.left + kGameMore.left + kGameMore.width) / 2.F;
        draw_text(target, ctx, fit_text(ctx, game, 18.F, true, 340.F), 18.F, {mid, 98.F}, Align::Centre, sf::Color::White, true);
        draw_panel(target, kPlayerBox, sf::Color(10, 22, 18, 230), palette::kPanelEdge, 8.F, false);
        const std::string label = ctx.str(Str::HistoryPlayer);
        const sf::FloatRect drawn = draw_text(target, ctx, label, 16.F, {kPlayerBox.left + 12.F, 98.F}, Align::Left, palette::kMuted);
        const float text_left = drawn.left + drawn.width + 14.F;
        const float room = kPlayerBox.left + kPlayerBox.width - text_left - 12.F;
        const std::string& typed = model_->player_filter();
        if (typed.empty())
            draw_text(target, ctx, fit_text(ctx, ctx.str(Str::HistoryTypeName), 17.F, false, room), 17.F, {text_left, 98.F},
                      Align::Left, sf::Color(150, 160, 150));
        else
            draw_text(target, ctx, fit_text(ctx, typed + "_", 18.F, true, room, false), 18.F, {text_left, 98.F}, Align::Left,
                      palette::kGold, true);
        const std::string count = ctx.strings.format(
            Str::HistoryShown, {ctx.strings.number(static_cast<long>(model_->shown().size())),
                                ctx.strings.number(static_cast<long>(model_->all().size()))});
        draw_text(target, ctx, fit_text(ctx, count, 16.F, false, 280.F), 16.F, {1210.F, 98.F}, Align::Right, palette::kMuted);
    }

    void draw_list(sf::RenderTarget& target, Context& ctx) {
        draw_panel(target, {kListLeft - 10.F, kHistoryRowTop - 36.F, kListWidth + 20.F, kHistoryRows * kHistoryRowHeight + 44.F}, palette::kPanel,
                   palette::kPanelEdge, 12.F, false);
        for (const HistoryColumn& c : kHistoryColumns)
            draw_text(target, ctx, fit_text(ctx, ctx.str(c.title), 15.F, true, c.width - 8.F), 15.F, {c.left, kHistoryRowTop - 17.F},
                      Align::Left, palette::kGold, true);
        const auto& shown = model_->shown();
        if (shown.empty()) {
            const Str empty = model_->all().empty() ? Str::HistoryEmpty : Str::HistoryNoneShown;
            draw_text(target, ctx, fit_text(ctx, ctx.str(empty), 19.F, false, 1080.F), 19.F, {640.F, kHistoryRowTop + 80.F},
                      Align::Centre, palette::kMuted);
            return;
        }
        for (int i = 0; i < kHistoryRows && top_ + i < static_cast<int>(shown.size()); ++i) {
            const int at = top_ + i;
            const RowText& t = row(shown[static_cast<std::size_t>(at)], ctx);
            const sf::FloatRect r = row_rect(i);
            if (at == chosen_) draw_panel(target, r, sf::Color(60, 90, 70, 235), palette::kGold, 6.F, false);
            const float y = r.top + r.height / 2.F;
            const std::array<const std::string*, 5> cells{&t.date, &t.game, &t.players, &t.winner, &t.length};
            for (std::size_t c = 0; c < cells.size(); ++c) {
                if (t.damaged && c > 2) break;
                const float width = t.damaged && c == 2 ? 640.F : kHistoryColumns[c].width - 10.F;
                const sf::Color colour = t.damaged && c == 2 ? palette::kWarn : c == 3 ? palette::kGold : palette::kCream;
                // The players' names and a record's own game name are the players' words: cut quietly.
                draw_text(target, ctx, fit_text(ctx, *cells[c], 16.F, false, width, t.damaged || (c != 2 && c != 3)), 16.F,
                          {kHistoryColumns[c].left, y}, Align::Left, colour);
            }
        }
        draw_scrollbar(target, static_cast<int>(shown.size()));
    }
    void draw_scrollbar(sf::RenderTarget& target, int count) const {
        if (count <= kHistoryRows) return;
        const float height = kHistoryRows * kHistoryRowHeight - 4.F;
        sf::RectangleShape rail({6.F, height});
        rail.setPosition(kListLeft + kListWidth + 2.F, kHistoryRowTop);
        rail.setFillColor(sf::Color(255, 255, 255, 40));
        target.draw(rail);
        const float share = static_cast<float>(kHistoryRows) / static_cast<float>(count);
        sf::RectangleShape thumb({6.F, std::max(height * share, 16.F)});
        thumb.setPosition(kListLeft + kListWidth + 2.F,
                          kHistoryRowTop + (height - thumb.getSize().y) * static_cast<float>(top_) /
                                        static_cast<float>(std::max(count - kHistoryRows, 1)));
        thumb.setFillColor(palette::kGold);
        target.draw(thumb);
    }

    std::shared_ptr<HistoryModel> model_;
    std::unordered_map<std::size_t, RowText> rows_;
    AxisRepeater axes_;
    bool loaded_ = false;
    int chosen_ = 0;  // in the list shown
    int top_ = 0;     // the first row drawn
    HistoryAction hover_ = HistoryAction::Count;
    std::string status_;
    bool status_warn_ = false;
    std::optional<Ask> ask_;
};

// "list": the matches, once read; "game": the game filter (its words: the game's key, or none);
// "confirm": the button that confirms a deletion asked; "watch", "analyse", "stats": their buttons.
std::optional<Place> HistoryScreen::place(std::string_view what, const Context& /*ctx*/) const {
    if (!loaded_) return std::nullopt;
    if (what == "list") return Place{row_rect(0), {}};
    if (what == "game") return Place{{kGameLess.left, kGameLess.top, kGameMore.left + kGameMore.width - kGameLess.left, 40.F},
                                     model_->game_filter()};
    if (what == "confirm") return ask_ ? std::optional(Place{ask_->buttons.rect(0), {}}) : std::nullopt;
    for (const auto& [name, action] : {std::pair{"watch", HistoryAction::Watch}, std::pair{"analyse", HistoryAction::Analyse},
                                       std::pair{"stats", HistoryAction::Stats}})
        if (what == name) return Place{action_rect(action), {}};
    return std::nullopt;
}

}  // namespace

std::unique_ptr<Screen> make_history_screen(Context& ctx) { return std::make_unique<HistoryScreen>(ctx); }

}  // namespace zero::game
