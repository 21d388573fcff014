// SPDX-License-Identifier: GPL-3.0-or-later
// Setting up a match: the game first (from the catalogue), then 2-5 seats (a human with a name or
// a bot of that game's kinds) and that game's options (Knizia: pool, rounds; Solèr: games or to
// 100 points; Zero Hero: games). It opens with the seats and names of the match last started here.
#include <algorithm>
#include <chrono>

#include "zero/knizia/bots/bot.hpp"
#include "zero/catalogue/catalogue.hpp"
#include "zero/game/game_choice.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/last_match.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/ui.hpp"
#include "zero/soler/bots/bots.hpp"

namespace zero::game {

namespace {

constexpr std::size_t kMaxName = 16;

class NewMatchScreen : public Screen {
public:
    explicit NewMatchScreen(Context& ctx) {
        if (const GameModule* game = find_game_module(ctx.options.game)) choice_.game = game->id();
        // The game on the command line wins over the one remembered; the seats stay.
        const std::optional<LastMatch> last = remembered_match(
            ctx.settings, ctx.strings, ctx.options.game_given ? std::optional(choice_.game) : std::nullopt);
        if (last) choice_.game = last->game;
        kinds_ = choice_.kinds();
        default_kind_ = default_bot_kind(kinds_);
        if (last) {
            seats_ = last->seats;
        } else {
            seats_.push_back({true, ctx.strings.format(Str::DefaultPlayerName, {"1"}), default_kind_});
            for (int i = 1; i < 4; ++i) seats_.push_back({false, "", default_kind_});
        }
        choice_.set_players(count());
    }
    const char* name() const override { return "new"; }

    void handle(const sf::Event& event, Context& ctx) override;
    void draw(sf::RenderTarget& target, Context& ctx) override;

private:
    int count() const { return static_cast<int>(seats_.size()); }
    // game, players, seats..., the game's options, start, back
    int option_rows() const { return choice_.option_rows(); }
    int first_seat() const { return 2; }
    int first_option() const { return first_seat() + count(); }
    int items() const { return start_item() + 2; }
    int start_item() const { return first_option() + option_rows(); }
    bool seat_item(int item) const { return item >= first_seat() && item < first_option(); }
    sf::FloatRect row(int item) const {
        if (item >= start_item()) {
            const float x = item == start_item() ? 660.F : 380.F;
            return {x, 610.F, 240.F, 56.F};
        }
        return {300.F, 112.F + static_cast<float>(item) * 54.F, 680.F, 46.F};
    }
    void change(int item, int delta, Context& ctx);
    void start(Context& ctx);
    std::string seat_label(int s, const Context& ctx) const;
    // The seats as the match gets them: every human named, every bot named by its seat and kind.
    std::vector<SeatSetup> named_seats(const Context& ctx) const;

    std::vector<std::string> kinds_;
    std::string default_kind_;
    std::vector<SeatSetup> seats_;
    GameChoice choice_;
    int focus_ = 2;
    AxisRepeater axes_;
    std::string error_;
};

std::string NewMatchScreen::seat_label(int s, const Context& ctx) const {
    const SeatSetup& seat = seats_[static_cast<std::size_t>(s)];
    if (seat.human) return seat.name;
    return bot_seat_name(ctx.strings, s, seat.bot_kind);
}

void NewMatchScreen::change(int item, int delta, Context& ctx) {
    if (item == 0) {
        // Only the games this build can play; each has its own bots.
        choice_.next_game(delta);
        kinds_ = choice_.kinds();
        default_kind_ = default_bot_kind(kinds_);
        for (SeatSetup& seat : seats_)
            if (std::find(kinds_.begin(), kinds_.end(), seat.bot_kind) == kinds_.end()) seat.bot_kind = default_kind_;
    } else if (item == 1) {
        const int n = std::clamp(count() + delta, knizia::kMinPlayers, knizia::kMaxPlayers);
        while (count() < n) seats_.push_back({false, "", default_kind_});
        while (count() > n) seats_.pop_back();
        choice_.set_players(n);
    } else if (seat_item(item)) {
        SeatSetup& seat = seats_[static_cast<std::size_t>(item - first_seat())];
        // Cycle: Human, then every bot kind.
        const int options = static_cast<int>(kinds_.size()) + 1;
        int current = 0;
        if (!seat.human) {
            const auto it = std::find(kinds_.begin(), kinds_.end(), seat.bot_kind);
            current = 1 + static_cast<int>(it - kinds_.begin());
        }
        const int next = ((current + delta) % options + options) % options;
        seat.human = next == 0;
        if (!seat.human) seat.bot_kind = kinds_[static_cast<std::size_t>(next - 1)];
        if (seat.human && seat.name.empty())
            seat.name = ctx.strings.format(Str::DefaultPlayerName, {std::to_string(item - first_seat() + 1)});
    } else if (item >= first_option() && item < start_item()) {
        choice_.change_option(item - first_option(), delta, count());
    }
    ctx.sounds.play(Sfx::Click);
}

std::vector<SeatSetup> NewMatchScreen::named_seats(const Context& ctx) const {
    std::vector<SeatSetup> out;
    for (int s = 0; s < count(); ++s) {
        SeatSetup seat = seats_[static_cast<std::size_t>(s)];
        if (seat.human && seat.name.empty()) seat.name = ctx.strings.format(Str::DefaultPlayerName, {std::to_string(s + 1)});
        if (!seat.human) seat.name = seat_label(s, ctx);
        out.push_back(seat);
    }
    return out;
}

void NewMatchScreen::start(Context& ctx) {
    remember_match(ctx.settings, choice_.game, named_seats(ctx), ctx.strings);
    ctx.settings_changed();
    const auto seed = static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count());
    try {
        std::unique_ptr<Screen> table = find_game_module(choice_.game)->new_table(ctx, choice_, named_seats(ctx), seed);
        ctx.sounds.play(Sfx::Slide);
        ctx.screens.reset(std::move(table));
    } catch (const std::exception& e) {
        error_ = ctx.strings.format(Str::MatchCannotStart, {e.what()});
    }
}

void NewMatchScreen::handle(const sf::Event& event, Context& ctx) {
    if (event.type == sf::Event::TextEntered && seat_item(focus_)) {
        SeatSetup& seat = seats_[static_cast<std::size_t>(focus_ - first_seat())];
        const sf::Uint32 c = event.text.unicode;
        if (seat.human && c >= 32 && c < 127 && seat.name.size() < kMaxName) seat.name += static_cast<char>(c);
        return;
    }
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::BackSpace && seat_item(focus_)) {
        SeatSetup& seat = seats_[static_cast<std::size_t>(focus_ - first_seat())];
        if (seat.human && !seat.name.empty()) seat.name.pop_back();
        return;
    }
    if (event.type == sf::Event::MouseMoved || event.type == sf::Event::MouseButtonPressed) {
        const bool click = event.type == sf::Event::MouseButtonPressed;
        const sf::Vector2f p = click ? ctx.to_design({event.mouseButton.x, event.mouseButton.y})
                                     : ctx.to_design({event.mouseMove.x, event.mouseMove.y});
        for (int i = 0; i < items(); ++i) {
            const sf::FloatRect r = row(i);
            if (!r.contains(p)) continue;
            focus_ = i;
            if (!click) return;
            if (i == start_item()) return start(ctx);
            if (i == start_item() + 1) {
                ctx.screens.pop();
                return;
            }
            // Arrows at both ends of the value.
            if (p.x < r.left + 300.F && p.x > r.left + 240.F) change(i, -1, ctx);
            else if (p.x > r.left + r.width - 60.F) change(i, +1, ctx);
            return;
        }
        return;
    }
    // Letters type into a name field, so only keys that cannot be part of a name move around.
    if (event.type == sf::Event::KeyPressed && seat_item(focus_) &&
        seats_[static_cast<std::size_t>(focus_ - first_seat())].human &&
        ((event.key.code >= sf::Keyboard::A && event.key.code <= sf::Keyboard::Z) ||
         event.key.code == sf::Keyboard::Space))
        return;
    switch (command_for_event(event, axes_)) {
        case Command::Up: focus_ = (focus_ + items() - 1) % items(); break;
        case Command::Down: focus_ = (focus_ + 1) % items(); break;
        case Command::Left:
            if (focus_ == start_item() + 1) focus_ = start_item();
            else if (focus_ < start_item()) change(focus_, -1, ctx);
            break;
        case Command::Right:
            if (focus_ == start_item()) focus_ = start_item() + 1;
            else if (focus_ < start_item()) change(focus_, +1, ctx);
            break;
        case Command::Confirm:
            if (focus_ == start_item() + 1) ctx.screens.pop();
            else start(ctx);
            break;
        case Command::Back: ctx.screens.pop(); break;
        default: break;
    }
}

void NewMatchScreen::draw(sf::RenderTarget& target, Context& ctx) {
    ctx.frame = FrameInfo{};
    ctx.frame.screen = "new";
    ctx.frame.idle = true;
    // The game and the seats as set up, one word for the frame log that tests read:
    // "zero-hero;Ann,Player_2,bot:hard".
    ctx.frame.detail = std::string(games::game_info(choice_.game).key) + ";";
    for (int s = 0; s < count(); ++s) {
        const SeatSetup& seat = seats_[static_cast<std::size_t>(s)];
        std::string word = seat.human ? seat.name : "bot:" + seat.bot_kind;
        std::replace(word.begin(), word.end(), ' ', '_');
        ctx.frame.detail += (s > 0 ? "," : "") + word;
    }
    draw_backdrop(target, ctx);
    draw_title(target, ctx, ctx.str(Str::NewMatchTitle), 40.F, 66.F);
    draw_panel(target, {270.F, 96.F, 740.F, static_cast<float>(start_item()) * 54.F + 24.F});
    auto value_row = [&](int item, const std::string& label, const std::string& value, bool arrows, sf::Color colour) {
        const sf::FloatRect r = row(item);
        const bool focused = focus_ == item;
        if (focused) draw_panel(target, r, sf::Color(60, 90, 70, 200), palette::kGold, 10.F);
        draw_text(target, ctx, label, 20.F, {r.left + 20.F, r.top + r.height / 2.F}, Align::Left, palette::kMuted);
        if (arrows) {
            draw_text(target, ctx, "<", 24.F, {r.left + 270.F, r.top + r.height / 2.F}, Align::Centre,
                      focused ? palette::kGold : palette::kMuted, true);
            draw_text(target, ctx, ">", 24.F, {r.left + r.width - 30.F, r.top + r.height / 2.F}, Align::Centre,
                      focused ? palette::kGold : palette::kMuted, true);
        }
        // Up to the ">": a long game title (Japanese) drawn smaller, a long name cut.
        const float room = r.width - 352.F;
        const float size = fitting_size(ctx, value, 21.F, true, room);
        draw_text(target, ctx, fit_text(ctx, value, size, true, room), size, {r.left + 300.F, r.top + r.height / 2.F},
                  Align::Left, colour, true);
    };
    value_row(0, ctx.str(Str::NewMatchGame), game_title(ctx.strings, choice_.game), true, palette::kGold);
    value_row(1, ctx.str(Str::Players), std::to_string(count()), true, palette::kCream);
    for (int s = 0; s < count(); ++s) {
        const SeatSetup& seat = seats_[static_cast<std::size_t>(s)];
        std::string value = seat_label(s, ctx);
        if (seat.human && focus_ == s + first_seat()) value += "_";
        value_row(s + first_seat(),
                  std::to_string(s + 1) + ".  " + (seat.human ? ctx.str(Str::SeatHuman) : ctx.str(Str::SeatBot)),
                  value, true, seat.human ? sf::Color::White : sf::Color(170, 220, 255));
    }
    for (int row = 0; row < option_rows(); ++row)
        value_row(first_option() + row, choice_.option_label(ctx.strings, row),
                  choice_.option_value(ctx.strings, row, count()), choice_.option_adjustable(row, count()),
                  palette::kCream);
    draw_button(target, ctx, row(start_item()), ctx.str(Str::Start), focus_ == start_item(), true, true);
    draw_button(target, ctx, row(start_item() + 1), ctx.str(Str::Back), focus_ == start_item() + 1);
    if (!error_.empty()) draw_text(target, ctx, error_, 16.F, {640.F, 690.F}, Align::Centre, palette::kWarn);
}

}  // namespace

std::unique_ptr<Screen> make_new_match_screen(Context& ctx) { return std::make_unique<NewMatchScreen>(ctx); }

}  // namespace zero::game
