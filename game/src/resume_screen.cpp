// Resume: the saved matches, most recently played first. Choosing one replays its record
// (load_save checks every action) and sits everyone back at the table as it was, or opens the
// lobby of a LAN table again with every person's seat kept for them.
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
