// Resume: the saved matches, most recently played first. Choosing one replays its record
// (load_save checks every action) and sits everyone back at the table as it was.
#include <ctime>

#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

constexpr std::size_t kShown = 6;

std::string date_text(std::int64_t seconds) {
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm local{};
    if (localtime_r(&t, &local) == nullptr) return "?";
    char out[32];
    std::strftime(out, sizeof out, "%Y-%m-%d %H:%M", &local);
    return out;
}

class ResumeScreen : public Screen {
public:
    explicit ResumeScreen(Context& ctx) {
        for (SaveSummary& s : list_saves(save_dir()))
            if (!s.finished && saves_.size() < kShown) saves_.push_back(std::move(s));
        std::vector<std::string> labels;
        for (const SaveSummary& s : saves_) labels.push_back(label(s, ctx));
        labels.push_back(ctx.str(Str::Back));
        buttons_.set(labels, {640.F, 140.F}, {1000.F, 58.F}, 12.F);
        if (!saves_.empty()) buttons_.set_focus(0);
    }
    const char* name() const override { return "resume"; }
    void handle(const sf::Event& event, Context& ctx) override {
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
            ctx.screens.pop();
            return;
        }
        const int chosen = buttons_.handle(event, ctx);
        if (chosen < 0) return;
        if (chosen == static_cast<int>(saves_.size())) {
            ctx.screens.pop();
            return;
        }
        open(saves_[static_cast<std::size_t>(chosen)], ctx);
    }
    void update(float /*dt*/, Context& /*ctx*/) override {}
    void draw(sf::RenderTarget& target, Context& ctx) override {
        ctx.frame = FrameInfo{};
        ctx.frame.screen = "resume";
        ctx.frame.idle = true;
        draw_backdrop(target, ctx);
        draw_text(target, ctx, ctx.str(Str::ResumeTitle), 40.F, {640.F, 70.F}, Align::Centre, palette::kGold, true);
        if (saves_.empty()) {
            draw_panel(target, {190.F, 210.F, 900.F, 120.F});
            draw_text(target, ctx, ctx.str(Str::NoSaves), 19.F, {640.F, 270.F}, Align::Centre, palette::kMuted);
            ButtonList back = buttons_;
            back.set({ctx.str(Str::Back)}, {640.F, 400.F}, {240.F, 56.F}, 0.F);
            back.draw(target, ctx);
        } else {
            buttons_.draw(target, ctx);
        }
        if (!error_.empty()) draw_text(target, ctx, error_, 16.F, {640.F, 690.F}, Align::Centre, palette::kWarn);
    }

private:
    static std::string label(const SaveSummary& s, const Context& ctx) {
        if (!s.error.empty()) return s.name + ": " + s.error;
        std::string players;
        std::string totals;
        for (std::size_t i = 0; i < s.players.size(); ++i) {
            if (i > 0) {
                players += ", ";
                totals += "-";
            }
            players += s.players[i];
            totals += i < s.totals.size() ? std::to_string(s.totals[i]) : "0";
        }
        return ctx.strings.format(Str::SaveLine, {players, std::to_string(s.round), std::to_string(s.rounds), totals,
                                                  date_text(s.saved_at)});
    }

    void open(const SaveSummary& summary, Context& ctx) {
        LoadedSave loaded = load_save(summary.path);
        if (!loaded.save || !loaded.state) {
            error_ = loaded.error;
            return;
        }
        MatchSetup setup;
        for (const SavedSeat& seat : loaded.save->seats) {
            SeatSetup s;
            // A LAN player's seat is played at this screen when the match is resumed here.
            s.human = seat.kind != SeatKind::Bot;
            s.name = seat.name;
            if (!s.human) s.bot_kind = seat.bot;
            setup.seats.push_back(s);
        }
        try {
            auto session = std::make_unique<MatchSession>(std::move(setup), std::move(*loaded.state));
            TableOptions table;
            table.save_path = summary.path;
            table.save_path_is_good = !loaded.from_backup;
            ctx.screens.reset(make_table_screen(ctx, std::move(session), table));
        } catch (const std::exception& e) {
            error_ = summary.path + ": " + e.what();
        }
    }

    std::vector<SaveSummary> saves_;
    ButtonList buttons_;
    std::string error_;
};

}  // namespace

std::unique_ptr<Screen> make_resume_screen(Context& ctx) { return std::make_unique<ResumeScreen>(ctx); }

}  // namespace zero::game
