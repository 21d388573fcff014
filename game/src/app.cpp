// SPDX-License-Identifier: GPL-3.0-or-later
// The app: the window, the language, the first screen, and the main loop (events, fixed-step
// updates, one draw per frame, our own frame limiter, so the frame-time report measures work, not
// sleep). Whatever a scripted run adds (synthetic players, pictures, the frame log, frame times,
// hang guards) is the test driver's (driver.hpp), made only when the run's options ask for it.
#include "zero/game/app.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <utility>

#include <time.h>

#include "zero/knizia/bots/bot.hpp"
#include "zero/game/context.hpp"
#include "zero/game/data_dir.hpp"
#include "zero/game/driver.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/idle_gate.hpp"
#include "zero/game/replay_view.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/session.hpp"
#include "zero/game/hero/session.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/saves/save_format.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/soler/bots/bots.hpp"
#include "lan_screens.hpp"
#include "screen_tour.hpp"

namespace zero::game {

namespace {

constexpr float kStep = 1.F / 120.F;
constexpr float kFrame = 1.F / 60.F;

float process_cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<float>(t.tv_sec) * 1000.F + static_cast<float>(t.tv_nsec) / 1.0e6F;
}

void load_font(sf::Font& font, const std::string& path) {
    if (!font.loadFromFile(path))
        throw std::runtime_error(path + ": cannot load the font (install fonts-dejavu-core, and fonts-vlgothic for Japanese)");
}

// The language's catalogue and type faces, loaded in place: every screen reads them through the
// context, so the next frame is drawn in the new language.
void load_language(const std::string& lang, Strings& strings, Fonts& fonts) {
    std::string error;
    Strings loaded = Strings::translated(lang, locale_dir(), error);
    if (!error.empty()) std::fprintf(stderr, "zero: %s\n", error.c_str());
    const FontFiles files = font_files(loaded.language());
    load_font(fonts.regular, files.regular);
    load_font(fonts.bold, files.bold);
    strings = std::move(loaded);
}

void apply_view(sf::RenderWindow& window, Context& ctx) {
    const sf::Vector2u size = window.getSize();
    ctx.fit = fit_view(size.x, size.y);
    window.setView(sf::View(ctx.fit.visible));
}

void create_window(sf::RenderWindow& window, const Options& options, bool fullscreen) {
    sf::ContextSettings gl;
    gl.antialiasingLevel = 0;
    const sf::VideoMode desktop = sf::VideoMode::getDesktopMode();
    // A display that reports no desktop size (some virtual ones) gets a window instead.
    if (fullscreen && desktop.width > 0 && desktop.height > 0) {
        window.create(desktop, "Zero", sf::Style::Fullscreen, gl);
    } else {
        const sf::Vector2u size = fitting_window_size({options.width, options.height}, {desktop.width, desktop.height});
        window.create(sf::VideoMode(size.x, size.y), "Zero", sf::Style::Default, gl);
        // Without a window manager the window stays where SFML put it, which for a 16:9 screen is
        // partly below its bottom edge.
        if (desktop.width > 0 && desktop.height > 0)
            window.setPosition(centred_window_position(window.getSize(), {desktop.width, desktop.height}));
    }
    window.setVerticalSyncEnabled(false);
    window.setKeyRepeatEnabled(true);
    window.setJoystickThreshold(20.F);
}

}  // namespace

void Context::settings_changed() {
    sounds.set_volume(settings.volume, settings.muted);
    if (cards.symbols() != settings.symbols) cards.rebuild(settings.symbols);
    status = save_settings(settings_file, settings);
    if (!status.empty()) status = strings.format(Str::SettingsNotSaved, {status});
}

void Context::shot(const std::string& name) { shots.push_back(name); }

void ScreenStack::apply() {
    std::vector<Pending> ops = std::move(ops_);
    ops_.clear();
    if (!ops.empty()) ++generation_;
    for (Pending& op : ops) {
        switch (op.op) {
            case Op::Push: stack_.push_back(std::move(op.screen)); break;
            case Op::Pop:
                if (!stack_.empty()) stack_.pop_back();
                break;
            case Op::Replace:
                if (!stack_.empty()) stack_.pop_back();
                stack_.push_back(std::move(op.screen));
                break;
            case Op::Reset:
                stack_.clear();
                stack_.push_back(std::move(op.screen));
                break;
        }
    }
}

namespace {

// The first screen of a run: the menu (or --screen's), or what a scripted run starts at.
void open_first_screen(Context& ctx, const ScreenTour& tour) {
    const Options& options = ctx.options;
    ScreenStack& screens = ctx.screens;
    // A table this screen hosts (--host-seats, or a LAN table's save): its port first, for the
    // players and tests that join it; it is announced for discovery only when --announce asks.
    net::ServiceOptions service;
    service.port = options.port;
    service.discovery_port = std::nullopt;
    if (options.announce) service.discovery_port = net::discovery_port_from_env();
    const auto say_hosting = [](std::uint16_t port) {
        std::printf("hosting on port %u\n", static_cast<unsigned>(port));
        std::fflush(stdout);
    };
    if (!options.join.empty()) {
        // Through the menu's Join game, as a person would come to it.
        screens.push(make_menu_screen(ctx));
        screens.push(make_join_screen(ctx));
    } else if (!options.join_code.empty()) {
        // Through the menu's Play online, signed in to --lobby.
        screens.push(make_menu_screen(ctx));
        screens.push(make_online_screen(ctx));
    } else if (!options.host_seats.empty()) {
        const GameModule* game = find_game_module(options.game);
        if (game == nullptr) throw std::runtime_error(games::table_game_error(options.game));
        const std::optional<std::vector<net::SeatSetup>> seats = parse_host_seats(options.host_seats, game->bot_kinds());
        if (!seats) throw std::runtime_error("--host-seats " + options.host_seats + ": not a table's seats");
        std::string error;
        OpenedTable table = game->host_from_options(ctx, *seats, service, error);
        if (!table.lobby) throw std::runtime_error(error);
        say_hosting(table.port);
        screens.push(std::move(table.lobby));
    } else if (!options.tutorial.empty()) {
        // Over the menu, as if chosen there; with --autoplay the synthetic player learns it.
        const GameModule* game = find_game_module(options.tutorial);
        if (game == nullptr || !game->has_tutorial())
            throw std::runtime_error("--tutorial " + options.tutorial + ": no tutorial for that game (soler-zero, zero-hero)");
        screens.push(make_menu_screen(ctx));
        screens.push(game->tutorial_table(ctx, TableOptions{options.autoplay, {}, true}));
    } else if (!options.replay.empty()) {
        std::string error;
        AnalysisStart start;
        start.seat = options.analyse;
        std::unique_ptr<Screen> viewer = options.analyse >= 0 ? open_replay_analysis(ctx, options.replay, start, error)
                                                              : open_replay(ctx, options.replay, options.autoplay, error);
        if (!viewer) throw std::runtime_error(error);
        // Leaving the viewer by hand goes to the menu, as from any match.
        if (!options.autoplay) screens.push(make_menu_screen(ctx));
        screens.push(std::move(viewer));
    } else if (options.autoplay && !options.resume.empty() && options.game_given &&
               games::find_game(options.game)->id != saved_game(options.resume)) {
        throw std::runtime_error(options.resume + ": " +
                                 other_game_error(saved_game(options.resume), games::find_game(options.game)->id));
    } else if (options.autoplay && !options.resume.empty()) {
        // A LAN table's save opens its lobby again, as Resume does; scripted, it starts by itself.
        std::string error;
        ReopenedMatch match = reopen_saved_match(ctx, options.resume, TableOptions{true, {}, true},
                                                 service, true, error);
        if (!match.screen) throw std::runtime_error(error);
        if (match.hosting) say_hosting(*match.hosting);
        screens.push(std::move(match.screen));
    } else if (options.autoplay) {
        const GameModule* game = find_game_module(options.game);
        if (game == nullptr) throw std::runtime_error(games::table_game_error(options.game));
        screens.push(game->autoplay_table(ctx, TableOptions{true, options.save, true}));
    } else {
        // `--screen NAME` opens a screen over the menu, as if chosen there (a list: one after another).
        tour.open_first(ctx);
    }
    screens.apply();
}

// The loop of one window: events, fixed-step updates, one draw per frame when the idle gate lets
// it (every frame in autoplay: its pictures and frame log are the tests'), our own frame limiter.
// It keeps turning at 60 Hz while a still screen is not drawn, so input and LAN packets are
// answered at once.
class MainLoop {
public:
    MainLoop(Context& ctx, Strings& strings, Fonts& fonts, const ScreenTour& tour, Driver* driver)
        : ctx_(ctx), options_(ctx.options), strings_(strings), fonts_(fonts), tour_(tour), driver_(driver),
          fullscreen_(ctx.settings.window_mode == WindowMode::Fullscreen && !ctx.options.autoplay) {}

    void run() {
        while (ctx_.window.isOpen() && !ctx_.quit && !ctx_.screens.empty()) turn();
    }

private:
    void turn() {
        // Autoplay and its synthetic players run on a virtual clock: every frame is 1/60 s of match
        // time however long the machine took to draw it, so a run takes the same frames, inputs and
        // moves on a busy machine as on an idle one (only slower).
        const float wall = frame_clock_.restart().asSeconds();
        const float elapsed = options_.autoplay ? kFrame : wall;
        sf::Clock work;
        const float cpu_start = process_cpu_ms();
        Screen* screen = ctx_.screens.top();
        const bool had_event = handle_events(screen);
        if (driver_ != nullptr) driver_->before_update(frame_, elapsed, screen, ctx_);
        apply_requests();
        tour_.at_frame(frame_, ctx_);
        update(screen, elapsed);
        if (driver_ != nullptr) driver_->read_moments(ctx_);
        const bool woken = had_event || !ctx_.shots.empty() || screen == nullptr ||
                           drawn_screens_ != ctx_.screens.generation() || screen->changed_since_drawn();
        if (idle_gate_.draw(elapsed, woken, ctx_.frame.idle) || options_.autoplay) {
            drawn_screens_ = ctx_.screens.generation();
            // Every screen paints the whole window first (the backdrop), so there is no clear.
            if (screen != nullptr) screen->draw(ctx_.window, ctx_);
            const bool took_shot = driver_ != nullptr && driver_->take_shots(ctx_.window, ctx_);
            ctx_.window.display();
            if (driver_ != nullptr)
                driver_->frame_shown(frame_, ctx_, work.getElapsedTime().asSeconds() * 1000.F,
                                     process_cpu_ms() - cpu_start, took_shot);
            // What the frame told the driver goes once drawn, whether a driver read it or not.
            ctx_.shots.clear();
            ctx_.notes.clear();
            ctx_.frame.moves.clear();
        }
        ++frame_;
        if (driver_ != nullptr) driver_->frame_counted(frame_);
        ctx_.screens.apply();
        if (driver_ != nullptr) driver_->after_frame(frame_, ctx_, tour_.count());
        // The frame limit: sleep away what is left of the 60 Hz frame (not in an unpaced autoplay,
        // whose clock is virtual anyway).
        const float left = kFrame - work.getElapsedTime().asSeconds();
        if (left > 0 && !(options_.autoplay && options_.unpaced)) sf::sleep(sf::seconds(left));
    }

    bool handle_events(Screen* screen) {
        std::vector<sf::Event> events;
        for (sf::Event event{}; ctx_.window.pollEvent(event);) events.push_back(event);
        for (const sf::Event& event : events) {
            if (event.type == sf::Event::Closed) ctx_.quit = true;
            if (event.type == sf::Event::Resized) apply_view(ctx_.window, ctx_);
            if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F11) ctx_.toggle_fullscreen = true;
            if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12)
                ctx_.shot("shot-" + std::to_string(frame_));
            if (screen != nullptr) screen->handle(event, ctx_);
        }
        return !events.empty();
    }

    // What a screen asked of the whole app while handling its events: another language, or the
    // window to or from fullscreen.
    void apply_requests() {
        if (ctx_.language_changed) {
            ctx_.language_changed = false;
            load_language(ctx_.settings.language, strings_, fonts_);
            for (const auto& open : ctx_.screens.all()) open->retranslate(ctx_);
        }
        if (ctx_.toggle_fullscreen) {
            ctx_.toggle_fullscreen = false;
            fullscreen_ = !fullscreen_;
            create_window(ctx_.window, options_, fullscreen_);
            apply_view(ctx_.window, ctx_);
            if ((ctx_.settings.window_mode == WindowMode::Fullscreen) != fullscreen_) {
                ctx_.settings.window_mode = fullscreen_ ? WindowMode::Fullscreen : WindowMode::Windowed;
                ctx_.settings_changed();
            }
        }
    }

    void update(Screen* screen, float elapsed) {
        accumulator_ += std::min(elapsed, 0.25F);
        int steps = 0;
        while (accumulator_ >= kStep && steps < 16 && screen != nullptr) {
            screen->update(kStep, ctx_);
            accumulator_ -= kStep;
            ++steps;
        }
        if (steps == 16) accumulator_ = 0;
    }

    Context& ctx_;
    const Options& options_;
    Strings& strings_;
    Fonts& fonts_;
    const ScreenTour& tour_;
    Driver* driver_;  // none in a player's run
    bool fullscreen_;
    sf::Clock frame_clock_;
    IdleGate idle_gate_;
    long drawn_screens_ = -1;  // the screen stack's generation when the last frame was drawn
    float accumulator_ = 0;
    long frame_ = 0;
};

}  // namespace

int run_game(const Options& options) {
    // First: its report counts the first frame from the launch.
    const std::unique_ptr<Driver> driver = Driver::wanted(options) ? std::make_unique<Driver>(options) : nullptr;
    // The cards' numbers and letters are always DejaVu's, whatever the language's face.
    Fonts card_fonts;
    load_font(card_fonts.regular, font_dir() + "/DejaVuSans.ttf");
    load_font(card_fonts.bold, font_dir() + "/DejaVuSans-Bold.ttf");

    std::string settings_error;
    const std::string settings_file = settings_path();
    Settings settings = options.autoplay ? Settings{} : load_settings(settings_file, settings_error);
    if (!settings_error.empty()) std::fprintf(stderr, "zero: %s\n", settings_error.c_str());
    if (options.autoplay) settings.bot_pace = BotPace::Quick;

    sf::RenderWindow window;
    create_window(window, options, settings.window_mode == WindowMode::Fullscreen && !options.autoplay);
    SoundBank sounds;
    sounds.set_volume(settings.volume, settings.muted);
    Strings strings;
    Fonts fonts;
    load_language(!options.lang.empty()       ? options.lang
                  : !settings.language.empty() ? settings.language
                                               : system_language(),
                  strings, fonts);
    CardArt cards(card_fonts.bold, card_fonts.regular);
    if (!settings.symbols) cards.rebuild(false);
    ScreenStack screens;
    Backdrop backdrop;
    Context ctx{window, fonts, sounds,    settings, settings_file, strings, cards, options,
                screens, backdrop, {}, {}, {}, {}, false, false, settings_error};
    apply_view(window, ctx);
    ctx.keeps_moments = driver != nullptr && !options.screenshot_dir.empty();

    const ScreenTour tour(options);
    open_first_screen(ctx, tour);
    MainLoop(ctx, strings, fonts, tour, driver.get()).run();
    if (driver) driver->report();
    window.close();
    return 0;
}

}  // namespace zero::game
