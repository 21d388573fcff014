// SPDX-License-Identifier: GPL-3.0-or-later
// Resume: the saved matches, most recently played first. Choosing one replays its record
// (load_save checks every action) and sits everyone back at the table as it was, or opens the
// lobby of a LAN table again with every person's seat kept for them.
#include "lan_screens.hpp"
#include "zero/catalogue/catalogue.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"
#include "zero/net/discovery.hpp"
#include "zero/saves/hero_save.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_save.hpp"

namespace zero::game {

// The bots' names in the viewer's language whatever language the save was made in: a save keeps
// the names its seats had, and a bot's name is the game's words ("Bot 1 (moyen)").
std::pair<std::string, std::string> resume_row_lines(const SaveSummary& s, const Strings& strings) {
    if (!s.error.empty()) return {s.name, strings.format(Str::SaveCannotOpen, {s.error})};
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
    const Str line = s.game != "soler-zero" ? Str::SaveLine
                     : s.target_points > 0  ? Str::SaveLinePoints
                                            : Str::SaveLineGames;
    const int of = line == Str::SaveLinePoints ? s.target_points : s.rounds;
    return {players, strings.format(line, {strings.number(s.round), strings.number(of), totals,
                                           strings.date_time(s.saved_at)})};
}

namespace {

constexpr std::size_t kShown = 6;

class ResumeScreen : public Screen {
public:
    explicit ResumeScreen(Context& ctx) {
        for (SaveSummary& s : list_saves(save_dir()))
            if (!s.finished && saves_.size() < kShown) saves_.push_back(std::move(s));
        (void)ctx;
    }
    const char* name() const override { return "resume"; }
    void handle(const sf::Event& event, Context& ctx) override {
        const int items = static_cast<int>(saves_.size()) + 1;  // the saves, then Back
        int chosen = -1;
        if (event.type == sf::Event::MouseMoved || event.type == sf::Event::MouseButtonPressed) {
            const bool click = event.type == sf::Event::MouseButtonPressed;
            const sf::Vector2f p = click ? ctx.to_design({event.mouseButton.x, event.mouseButton.y})
                                         : ctx.to_design({event.mouseMove.x, event.mouseMove.y});
            for (int i = 0; i < items; ++i)
                if (row(i).contains(p)) {
                    focus_ = i;
                    if (click) chosen = i;
                }
        } else {
            switch (command_for_event(event, axes_)) {
                case Command::Up: focus_ = (focus_ + items - 1) % items; break;
                case Command::Down: focus_ = (focus_ + 1) % items; break;
                case Command::Confirm: chosen = focus_; break;
                case Command::Back: chosen = items - 1; break;
                default: break;
            }
        }
        if (chosen < 0) return;
        ctx.sounds.play(Sfx::Click);
        if (chosen == items - 1) {
            ctx.screens.pop();
            return;
        }
        open(saves_[static_cast<std::size_t>(chosen)], ctx);
    }
    void update(float /*dt*/, Context& /*ctx*/) override { ++frames_; }

    // Synthetic input (--screen resume --humans N): once the list has been seen, pick the save at
    // its top, by a click as a person would.
    std::optional<sf::Event> script_event(Context& ctx) override {
        if (scripted_ || saves_.empty() || frames_ < 60) return std::nullopt;
        scripted_ = true;
        ctx.notes.push_back("resume screen chose: " + saves_.front().name + " (" + saves_.front().game + ")");
        return click_at(ctx, row(0));
    }
    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "resume";
        ctx.frame.idle = true;
        // The games of the saves listed, top to bottom, for the frame log.
        for (const SaveSummary& save : saves_)
            ctx.frame.detail += (ctx.frame.detail.empty() ? "" : ",") + (save.game.empty() ? "?" : save.game);
        draw_backdrop(target, ctx);
        draw_text(target, ctx, ctx.str(Str::ResumeTitle), 40.F, {640.F, 70.F}, Align::Centre, palette::kGold, true);
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
            // Sized to read at 800x600 too (a design unit is 0.625 px there); cut to the row's width.
            const auto [top, bottom] = resume_row_lines(save, ctx.strings);
            draw_text(target, ctx, fit_text(ctx, top, 20.F, true, r.width - 44.F), 20.F, {r.left + 22.F, r.top + 23.F},
                      Align::Left, sf::Color::White, true);
            draw_text(target, ctx, fit_text(ctx, bottom, 17.F, false, r.width - 44.F), 17.F,
                      {r.left + 22.F, r.top + 52.F}, Align::Left, save.error.empty() ? palette::kMuted : palette::kWarn);
        }
        draw_button(target, ctx, row(static_cast<int>(saves_.size())), ctx.str(Str::Back),
                    focus_ == static_cast<int>(saves_.size()));
        if (!error_.empty()) draw_text(target, ctx, error_, 16.F, {640.F, 690.F}, Align::Centre, palette::kWarn);
    }

private:
    sf::FloatRect row(int i) const {
        const float top = saves_.empty() ? 290.F : 120.F;
        if (i == static_cast<int>(saves_.size()))
            return {520.F, top + static_cast<float>(i) * 86.F + 10.F, 240.F, 54.F};
        return {190.F, top + static_cast<float>(i) * 86.F, 900.F, 74.F};
    }


    void open(const SaveSummary& summary, Context& ctx) {
        net::ServiceOptions service;
        service.discovery_port = net::discovery_port_from_env();
        ReopenedMatch match = reopen_saved_match(ctx, summary.path, TableOptions{}, service, false, error_);
        if (!match.screen) return;
        // A LAN table's lobby comes over this list (Leave comes back to it); a table replaces it all.
        if (match.hosting)
            ctx.screens.push(std::move(match.screen));
        else
            ctx.screens.reset(std::move(match.screen));
    }

    std::vector<SaveSummary> saves_;
    AxisRepeater axes_;
    int focus_ = 0;
    std::string error_;
    int frames_ = 0;
    bool scripted_ = false;
};

// Opens the loaded save at its lobby when it is a LAN table's, else at the table `table` makes.
template <class Loaded, class MakeTable>
ReopenedMatch reopen_loaded(Context& ctx, const std::string& path, Loaded loaded, const net::ServiceOptions& service,
                            bool auto_start, std::string& error, MakeTable table) {
    if (!loaded.save || !loaded.state) {
        error = ctx.strings.format(Str::SaveCannotOpen, {loaded.error});
        return {};
    }
    if (auto link = reopen_lan_table(ctx.strings, loaded, path, service, error, auto_start)) {
        if (!*link) return {};
        const std::uint16_t port = (*link)->host->port();
        return {make_lan_lobby_screen(ctx, std::move(*link)), port};
    }
    std::unique_ptr<Screen> screen = table(std::move(loaded));
    if (!screen) error = ctx.strings.format(Str::SaveCannotOpen, {error});
    return {std::move(screen), std::nullopt};
}

// Each game's table for a session carried on from a save.
std::unique_ptr<Screen> table_for(Context& ctx, std::unique_ptr<MatchSession> session, TableOptions options) {
    return make_table_screen(ctx, std::move(session), std::move(options));
}
std::unique_ptr<Screen> table_for(Context& ctx, std::unique_ptr<SolerSession> session, TableOptions options) {
    return make_soler_table_screen(ctx, std::move(session), std::move(options));
}
std::unique_ptr<Screen> table_for(Context& ctx, std::unique_ptr<HeroSession> session, TableOptions options) {
    return make_hero_table_screen(ctx, std::move(session), std::move(options));
}

// A couch match's save carried on at this screen with the seats it had (`Session` made from
// `setup(save)` and the saved state), autosaving to the same file; null and `error` set for a bot
// kind this build does not know. Every game's, through its session and its table (`make`).
template <class Session, class Loaded, class Setup, class Make>
std::unique_ptr<Screen> at_table(const Strings& strings, const std::string& path, Loaded loaded, TableOptions options,
                                 std::string& error, Setup setup, Make make) {
    try {
        auto seats = setup(*loaded.save);
        // The bots' names in the language shown, as Resume listed them.
        for (std::size_t s = 0; s < seats.seats.size(); ++s)
            if (!seats.seats[s].human)
                seats.seats[s].name = shown_player_name(strings, static_cast<int>(s), seats.seats[s].name);
        auto session = std::make_unique<Session>(std::move(seats), std::move(*loaded.state));
        options.save_path = path;
        options.save_path_is_good = !loaded.from_backup;
        return make(std::move(session), std::move(options));
    } catch (const std::exception& e) {
        error = path + ": " + e.what();
        return nullptr;
    }
}

}  // namespace

ReopenedMatch reopen_saved_match(Context& ctx, const std::string& path, const TableOptions& table,
                                 const net::ServiceOptions& service, bool auto_start, std::string& error) {
    // By the file's header, or its backup's when the file is damaged: the backup may load.
    const games::GameId id = saved_game(path);
    const auto make = [&ctx](auto session, TableOptions options) {
        return table_for(ctx, std::move(session), std::move(options));
    };
    switch (id) {
        case games::GameId::Knizia:
            return reopen_loaded(ctx, path, load_save(path), service, auto_start, error, [&](LoadedSave loaded) {
                return at_table<MatchSession>(ctx.strings, path, std::move(loaded), table, error, setup_from_save, make);
            });
        case games::GameId::Soler:
            return reopen_loaded(ctx, path, soler::load_save(path), service, auto_start, error,
                                 [&](soler::LoadedSave loaded) {
                                     return at_table<SolerSession>(ctx.strings, path, std::move(loaded), table, error,
                                                                   soler_setup_from_save, make);
                                 });
        case games::GameId::Hero:
            return reopen_loaded(ctx, path, hero::load_save(path), service, auto_start, error,
                                 [&](hero::LoadedSave loaded) {
                                     return at_table<HeroSession>(ctx.strings, path, std::move(loaded), table, error,
                                                                  hero_setup_from_save, make);
                                 });
    }
    error = ctx.strings.format(Str::SaveOtherGame, {game_title(ctx.strings, id)});
    return {};
}

std::unique_ptr<Screen> make_resume_screen(Context& ctx) { return std::make_unique<ResumeScreen>(ctx); }

}  // namespace zero::game
