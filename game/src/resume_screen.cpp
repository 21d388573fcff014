// SPDX-License-Identifier: GPL-3.0-or-later
// Resume: the saved matches, most recently played first. Choosing one replays its record
// (load_save checks every action) and sits everyone back at the table as it was, or opens the
// lobby of a LAN table again with every person's seat kept for them.
#include <cstdio>

#include "lan_screens.hpp"
#include "zero/catalogue/catalogue.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"
#include "zero/net/discovery.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

// The bots' names in the viewer's language whatever language the save was made in: a save keeps
// the names its seats had, and a bot's name is the game's words ("Bot 1 (moyen)").
std::string save_problem(const Strings& strings, const std::string& reason) {
    // The reader's reasons (saves/src/save_format.cpp, save_game.cpp, file_io.cpp), most telling first.
    constexpr std::pair<const char*, Str> kReasons[] = {
        {"the file is empty", Str::SaveProblemEmpty},
        {"not a Zero save file", Str::SaveProblemNotSave},
        {"newer version", Str::SaveProblemNewer},
        {"game this version does not know", Str::SaveProblemUnknownGame},
        {"cannot be played in this version", Str::SaveProblemUnknownGame},
        {"truncated", Str::SaveProblemCut},
        {"does not replay", Str::SaveProblemReplay},
        {"does not match", Str::SaveProblemReplay},
        {"should be", Str::SaveProblemReplay},
        {"the record says", Str::SaveProblemReplay},
        {"too large", Str::SaveProblemNotSave},
        {"not a regular file", Str::SaveProblemUnreadable},
        {"cannot open", Str::SaveProblemUnreadable},
        {"cannot read", Str::SaveProblemUnreadable},
        {"No such file", Str::SaveProblemUnreadable},
        {"Permission denied", Str::SaveProblemUnreadable},
    };
    for (const auto& [words, problem] : kReasons)
        if (reason.find(words) != std::string::npos) return strings.get(problem);
    return strings.get(Str::SaveProblemDamaged);  // a checksum, stray bytes, a body that does not decode
}

std::pair<std::string, std::string> resume_row_lines(const SaveSummary& s, const Strings& strings) {
    if (!s.error.empty()) return {s.name, strings.format(Str::SaveCannotOpen, {save_problem(strings, s.error)})};
    std::string players;
    std::string totals;
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        if (i > 0) {
            players += strings.get(Str::ListSeparator);
            totals += " - ";
        }
        players += shown_player_name(strings, static_cast<int>(i), s.players[i]);
        totals += strings.number(i < s.totals.size() ? s.totals[i] : 0);
    }
    if (s.lan) players = strings.format(Str::ResumeLanTable, {players});
    // Each save says which game it is: the titles alone ("Zero", "ZERO") are too alike.
    if (const games::GameInfo* game = games::find_game(s.game))
        players = strings.format(Str::SaveGameAndPlayers, {game_title(strings, game->id), players});
    // A match of Knizia's is counted in rounds, the others' in games (the catalogue's word).
    const games::GameInfo* info = games::find_game(s.game);
    const Str line = info == nullptr || info->part == "round" ? Str::SaveLine
                     : s.target_points > 0                   ? Str::SaveLinePoints
                                                             : Str::SaveLineGames;
    const int of = line == Str::SaveLinePoints ? s.target_points : s.rounds;
    return {players, strings.format(line, {strings.number(s.round), strings.number(of), totals,
                                           strings.date_time(s.saved_at)})};
}

namespace {

constexpr std::size_t kShown = 6;
// A save's Delete button, at the right end of its row.
constexpr float kDeleteWidth = 130.F;

// Tells the player something before the screen it comes before: a match resumed from the backup
// of a damaged save may have lost its last move.
class NoticeScreen : public Screen {
public:
    NoticeScreen(Context& ctx, Str text, std::unique_ptr<Screen> next) : text_(text), next_(std::move(next)) {
        buttons_.set({ctx.str(Str::Continue)}, {640.F, 420.F}, {300.F, 50.F}, 0.F);
    }
    const char* name() const override { return "notice"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (buttons_.handle(event, ctx) == 0 && next_) {
            ctx.sounds.play(Sfx::Click);
            ctx.screens.replace(std::move(next_));
        }
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "notice");
        draw_panel(target, {240.F, 220.F, 800.F, 260.F});
        const std::vector<std::string> lines = wrap_text(ctx, ctx.str(text_), 21.F, false, 740.F);
        float y = 300.F - 15.F * static_cast<float>(lines.size() - 1);
        for (const std::string& line : lines) {
            draw_text(target, ctx, line, 21.F, {640.F, y}, Align::Centre, palette::kCream);
            y += 30.F;
        }
        buttons_.draw(target, ctx);
    }
    std::optional<Place> place(std::string_view what, const Context& ctx) const override {
        if (what != "continue" || !next_) return std::nullopt;
        return Place{buttons_.rect(0), ctx.str(text_)};
    }

private:
    Str text_;
    std::unique_ptr<Screen> next_;
    ButtonList buttons_;
};

class ResumeScreen : public Screen {
public:
    explicit ResumeScreen(Context& /*ctx*/) { reload(); }
    const char* name() const override { return "resume"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (ask_) return handle_ask(event, ctx);
        const int items = static_cast<int>(saves_.size()) + 1;  // the saves, then Back
        int chosen = -1;
        bool erase = false;
        if (event.type == sf::Event::MouseMoved || event.type == sf::Event::MouseButtonPressed) {
            const bool click = event.type == sf::Event::MouseButtonPressed;
            const sf::Vector2f p = click ? ctx.to_design({event.mouseButton.x, event.mouseButton.y})
                                         : ctx.to_design({event.mouseMove.x, event.mouseMove.y});
            for (int i = 0; i < items; ++i)
                if (row(i).contains(p)) {
                    focus_ = i;
                    on_delete_ = i < items - 1 && delete_button(i).contains(p);
                    if (click) chosen = i;
                }
            erase = on_delete_;
        } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Delete) {
            if (focus_ < items - 1) ask_delete(focus_, ctx);
            return;
        } else {
            switch (command_for_event(event, axes_)) {
                case Command::Up: focus_ = (focus_ + items - 1) % items; on_delete_ = false; break;
                case Command::Down: focus_ = (focus_ + 1) % items; on_delete_ = false; break;
                case Command::Right: on_delete_ = focus_ < items - 1; break;
                case Command::Left: on_delete_ = false; break;
                case Command::Confirm: chosen = focus_; erase = on_delete_; break;
                case Command::Back: chosen = items - 1; break;
                default: break;
            }
        }
        if (chosen < 0) return;
        if (chosen == items - 1) {
            ctx.sounds.play(Sfx::Click);
            ctx.screens.pop();
            return;
        }
        if (erase) return ask_delete(chosen, ctx);
        ctx.sounds.play(Sfx::Click);
        open(saves_[static_cast<std::size_t>(chosen)], chosen, ctx);
    }

    // The save at the top of the list: its row, left of its Delete button.
    std::optional<Place> place(std::string_view what, const Context& /*ctx*/) const override {
        if (what != "top save" || saves_.empty()) return std::nullopt;
        const SaveSummary& top = saves_.front();
        return Place{{row(0).left, row(0).top, row(0).width - kDeleteWidth - 30.F, row(0).height},
                     top.name + " (" + top.game + ")"};
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        begin_menu_frame(target, ctx, "resume");
        // The games of the saves listed, top to bottom, for the frame log.
        for (const SaveSummary& save : saves_)
            ctx.frame.detail += (ctx.frame.detail.empty() ? "" : ",") + (save.game.empty() ? "?" : save.game);
        if (ask_) ctx.frame.detail += "+asking";
        draw_title(target, ctx, ctx.str(Str::ResumeTitle), 40.F, 70.F);
        if (saves_.empty()) {
            draw_panel(target, {190.F, 150.F, 900.F, 110.F});
            draw_text(target, ctx, ctx.str(Str::NoSaves), 19.F, {640.F, 205.F}, Align::Centre, palette::kMuted);
        }
        for (int i = 0; i < static_cast<int>(saves_.size()); ++i) {
            const SaveSummary& save = saves_[static_cast<std::size_t>(i)];
            const sf::FloatRect r = row(i);
            const bool focused = focus_ == i;
            draw_panel(target, r, focused ? sf::Color(60, 90, 70, 235) : palette::kPanel,
                       focused ? palette::kGold : palette::kPanelEdge, 12.F);
            // Sized to read at 800x600 too (a design unit is 0.625 px there); cut to the room left
            // of the Delete button.
            const float width = r.width - 44.F - kDeleteWidth - 10.F;
            const auto [top, bottom] = resume_row_lines(save, ctx.strings);
            draw_text(target, ctx, fit_text(ctx, top, 20.F, true, width), 20.F, {r.left + 22.F, r.top + 23.F},
                      Align::Left, sf::Color::White, true);
            draw_text(target, ctx, fit_text(ctx, bottom, 17.F, false, width), 17.F, {r.left + 22.F, r.top + 52.F},
                      Align::Left, save.error.empty() ? palette::kMuted : palette::kWarn);
            draw_button(target, ctx, delete_button(i), ctx.str(Str::ResumeDelete), focused && on_delete_);
        }
        draw_button(target, ctx, row(static_cast<int>(saves_.size())), ctx.str(Str::Back),
                    focus_ == static_cast<int>(saves_.size()));
        if (!saves_.empty() && !ask_)
            draw_text(target, ctx, ctx.str(Str::ResumeDeleteHint), 15.F, {1140.F, 106.F}, Align::Right, palette::kMuted);
        if (ask_) draw_ask(target, ctx);
    }

private:
    // A question over the list: delete this save? (also after it failed to open, with why).
    struct Ask {
        std::size_t save = 0;
        std::vector<std::string> lines;
        ButtonList buttons;  // Delete, then Keep it
    };

    void reload() {
        saves_.clear();
        for (SaveSummary& s : list_saves(save_dir()))
            if (!s.finished && saves_.size() < kShown) saves_.push_back(std::move(s));
        focus_ = std::min(focus_, static_cast<int>(saves_.size()));
        on_delete_ = on_delete_ && focus_ < static_cast<int>(saves_.size());
    }
    sf::FloatRect row(int i) const {
        const float top = saves_.empty() ? 290.F : 120.F;
        if (i == static_cast<int>(saves_.size()))
            return {520.F, top + static_cast<float>(i) * 86.F + 10.F, 240.F, 54.F};
        // Wide enough for two players' names beside the Delete button in every language.
        return {140.F, top + static_cast<float>(i) * 86.F, 1000.F, 74.F};
    }
    sf::FloatRect delete_button(int i) const {
        const sf::FloatRect r = row(i);
        return {r.left + r.width - kDeleteWidth - 14.F, r.top + 16.F, kDeleteWidth, 42.F};
    }

    // `problem`: why the save did not open, said above the question.
    void ask_delete(int save, Context& ctx, const std::string& problem = {}) {
        ctx.sounds.play(Sfx::Click);
        Ask ask;
        ask.save = static_cast<std::size_t>(save);
        if (!problem.empty()) ask.lines = wrap_text(ctx, problem, 19.F, false, 640.F);
        ask.lines.push_back(ctx.str(Str::ResumeDeleteAsk));
        ask.lines.push_back(resume_row_lines(saves_[ask.save], ctx.strings).first);
        ask.buttons = delete_answers(ctx, {640.F, 430.F});
        ask_ = std::move(ask);
    }
    void handle_ask(const sf::Event& event, Context& ctx) {
        const bool answered = answer_delete(ask_->buttons, event, ctx, [&] {
            const std::string error = delete_save(saves_[ask_->save].path);
            if (!error.empty()) std::fprintf(stderr, "zero: %s\n", error.c_str());
            ctx.notes.push_back("resume screen deleted: " + saves_[ask_->save].name);
            reload();
        });
        if (answered) ask_.reset();
    }
    void draw_ask(sf::RenderTarget& target, Context& ctx) const {
        dim_window(target, ctx);
        const float lines = static_cast<float>(ask_->lines.size());
        const float top = 390.F - 34.F * lines - 30.F;
        draw_panel(target, {260.F, top, 760.F, 560.F - top});
        float y = top + 40.F;
        for (std::size_t i = 0; i < ask_->lines.size(); ++i) {
            const bool name = i + 1 == ask_->lines.size();
            const float size = name ? 18.F : 21.F;
            draw_text(target, ctx, fit_text(ctx, ask_->lines[i], size, !name, 700.F), size, {640.F, y}, Align::Centre,
                      name ? palette::kMuted : palette::kCream, !name);
            y += 34.F;
        }
        ask_->buttons.draw(target, ctx);
    }

    void open(const SaveSummary& summary, int index, Context& ctx) {
        net::ServiceOptions service;
        service.discovery_port = net::discovery_port_from_env();
        std::string error;
        ReopenedMatch match = reopen_saved_match(ctx, summary.path, TableOptions{}, service, false, error);
        if (!match.screen) {
            // Why, in the player's words, and the way to be rid of it (the reader's own words, with
            // the file's full path, go to the terminal).
            std::fprintf(stderr, "zero: %s\n", error.c_str());
            ask_delete(index, ctx, ctx.strings.format(Str::SaveCannotOpen, {save_problem(ctx.strings, error)}));
            return;
        }
        std::unique_ptr<Screen> next = std::move(match.screen);
        if (match.from_backup) next = std::make_unique<NoticeScreen>(ctx, Str::ResumeFromBackup, std::move(next));
        // A LAN table's lobby comes over this list (Leave comes back to it); a table replaces it all.
        if (match.hosting)
            ctx.screens.push(std::move(next));
        else
            ctx.screens.reset(std::move(next));
    }

    std::vector<SaveSummary> saves_;
    AxisRepeater axes_;
    int focus_ = 0;
    bool on_delete_ = false;  // the focused save's Delete button holds the focus
    std::optional<Ask> ask_;
};

}  // namespace

ReopenedMatch reopen_saved_match(Context& ctx, const std::string& path, const TableOptions& table,
                                 const net::ServiceOptions& service, bool auto_start, std::string& error) {
    // By the file's header, or its backup's when the file is damaged: the backup may load.
    const games::GameId id = saved_game(path);
    if (const GameModule* game = find_game_module(id)) return game->reopen(ctx, path, table, service, auto_start, error);
    error = ctx.strings.format(Str::SaveOtherGame, {game_title(ctx.strings, id)});
    return {};
}

std::unique_ptr<Screen> make_resume_screen(Context& ctx) { return std::make_unique<ResumeScreen>(ctx); }

}  // namespace zero::game
