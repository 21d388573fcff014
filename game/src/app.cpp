// SPDX-License-Identifier: GPL-3.0-or-later
// The main loop: events, fixed-step updates, one draw per frame, our own frame limiter (so the
// frame-time report measures work, not sleep), screenshots and the frame log.
#include "zero/game/app.hpp"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <stdexcept>
#include <string_view>
#include <utility>

#include <time.h>

#include "zero/knizia/bots/bot.hpp"
#include "zero/game/context.hpp"
#include "zero/game/data_dir.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/idle_gate.hpp"
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

// The frame log's story fields, after the older ones so that readers of those keep working; the
// moves started this frame are written once and dropped.
void log_story(std::ostream& out, FrameInfo& frame) {
    auto list = [](const std::vector<std::string>& words) {
        std::string joined;
        for (const std::string& w : words) joined += (joined.empty() ? "" : ",") + w;
        return joined;
    };
    out << " round=" << frame.round << " recap=" << frame.recap << " mark=" << frame.mark
        << " log=" << frame.log_open << " hold=" << frame.holding << " idle=" << frame.idle;
    if (!frame.moves.empty()) out << " moves=" << list(frame.moves);
    if (!frame.replays.empty()) out << " replays=" << list(frame.replays);
    frame.moves.clear();
    frame.replays.clear();
}

}  // namespace

float FrameStats::mean(const std::vector<float>& ms) {
    if (ms.empty()) return 0;
    return std::accumulate(ms.begin(), ms.end(), 0.F) / static_cast<float>(ms.size());
}

float FrameStats::percentile(std::vector<float> ms, float p) {
    if (ms.empty()) return 0;
    std::sort(ms.begin(), ms.end());
    const auto rank = static_cast<std::size_t>(std::ceil(p / 100.F * static_cast<float>(ms.size())));
    return ms[std::clamp<std::size_t>(rank, 1, ms.size()) - 1];
}

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

int run_game(const Options& options) {
    sf::Clock launch;
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
    const ScreenTour tour(options);
    if (!options.join.empty()) {
        // Through the menu's Join game, as a person would come to it.
        screens.push(make_menu_screen(ctx));
        screens.push(make_join_screen(ctx));
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
    } else if (options.autoplay && !options.resume.empty() && options.game_given &&
               games::find_game(options.game)->id != saved_game(options.resume)) {
        throw std::runtime_error(options.resume + ": " +
                                 other_game_error(saved_game(options.resume), games::find_game(options.game)->id));
    } else if (options.autoplay && !options.resume.empty()) {
        // A LAN table's save opens its lobby again, as Resume does; scripted, it starts by itself.
        std::string error;
        ReopenedMatch match = reopen_saved_match(ctx, options.resume, TableOptions{true, options.humans > 0, {}, true},
                                                 service, true, error);
        if (!match.screen) throw std::runtime_error(error);
        if (match.hosting) say_hosting(*match.hosting);
        screens.push(std::move(match.screen));
    } else if (options.autoplay) {
        const GameModule* game = find_game_module(options.game);
        if (game == nullptr) throw std::runtime_error(games::table_game_error(options.game));
        screens.push(game->autoplay_table(ctx, TableOptions{true, options.humans > 0, options.save, true}));
    } else {
        // `--screen NAME` opens a screen over the menu, as if chosen there (a list: one after another).
        tour.open_first(ctx);
    }
    screens.apply();

    std::ofstream frame_log;
    if (!options.frame_log.empty()) {
        frame_log.open(options.frame_log);
        if (!frame_log) throw std::runtime_error(options.frame_log + ": cannot write the frame log");
    }
    if (!options.screenshot_dir.empty()) std::filesystem::create_directories(options.screenshot_dir);

    FrameStats stats;
    sf::Clock frame_clock;
    sf::Clock run_clock;
    // The loop keeps turning at 60 Hz while a still screen is not drawn, so input and LAN packets
    // are answered at once. Autoplay draws every frame: its pictures and frame log are the tests'.
    IdleGate idle_gate;
    long drawn_screens = -1;  // the screen stack's generation when the last frame was drawn
    float accumulator = 0;
    long frame = 0;
    bool first_frame_reported = false;
    // One frame drawn, with its screenshots, frame-time figures and frame-log line.
    auto draw_frame = [&](Screen* screen, const sf::Clock& work, float cpu_start) {
        // Every screen paints the whole window first (the backdrop), so there is no clear.
        if (screen != nullptr) screen->draw(window, ctx);
        const bool took_shot = !ctx.shots.empty() && !options.screenshot_dir.empty();
        for (const std::string& name : ctx.shots) {
            if (options.screenshot_dir.empty()) break;
            sf::Texture texture;
            texture.create(window.getSize().x, window.getSize().y);
            texture.update(window);
            const std::string path = options.screenshot_dir + "/" + name + ".png";
            if (!texture.copyToImage().saveToFile(path)) std::fprintf(stderr, "zero: %s: cannot write\n", path.c_str());
        }
        ctx.shots.clear();
        window.display();
        if (!first_frame_reported && options.frames_report) {
            first_frame_reported = true;
            std::printf("first frame: %.0f ms after launch\n", static_cast<double>(launch.getElapsedTime().asMilliseconds()));
        }

        const float work_ms = work.getElapsedTime().asSeconds() * 1000.F;
        // The first frame includes start-up work; a screenshot frame includes PNG encoding.
        if (frame > 0 && !took_shot) {
            stats.all.push_back(work_ms);
            stats.cpu.push_back(process_cpu_ms() - cpu_start);
            if (ctx.frame.animating) stats.animating.push_back(work_ms);
        }
        if (frame_log.is_open()) {
            frame_log << "frame " << frame << " screen=" << ctx.frame.screen << " hand=" << ctx.frame.drawn_hand
                      << " reveal=" << ctx.frame.reveal << " handoff=" << ctx.frame.handoff
                      << " turn=" << ctx.frame.turn << " accepting=" << ctx.frame.accepting
                      << " animating=" << ctx.frame.animating;
            if (!ctx.frame.detail.empty()) frame_log << " detail=" << ctx.frame.detail;
            frame_log << " ms=" << work_ms;
            log_story(frame_log, ctx.frame);
            frame_log << '\n';
            for (const std::string& note : ctx.notes) frame_log << "note frame " << frame << ": " << note << '\n';
            // Line by line: a run killed by a hang guard or a crash keeps its last frames, which
            // say where it stood.
            frame_log.flush();
        }
        ctx.notes.clear();
    };
    bool fullscreen = settings.window_mode == WindowMode::Fullscreen && !options.autoplay;
    while (window.isOpen() && !ctx.quit && !screens.empty()) {
        // Autoplay and its synthetic players run on a virtual clock: every frame is 1/60 s of match
        // time however long the machine took to draw it, so a run takes the same frames, inputs and
        // moves on a busy machine as on an idle one (only slower).
        const float wall = frame_clock.restart().asSeconds();
        const float elapsed = options.autoplay ? kFrame : wall;
        sf::Clock work;
        const float cpu_start = process_cpu_ms();
        Screen* screen = screens.top();
        sf::Event event{};
        bool had_event = false;
        std::vector<sf::Event> events;
        while (window.pollEvent(event)) events.push_back(event);
        for (const sf::Event& e : events) {
            event = e;
            had_event = true;
            if (event.type == sf::Event::Closed) ctx.quit = true;
            if (event.type == sf::Event::Resized) apply_view(window, ctx);
            if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F11) ctx.toggle_fullscreen = true;
            if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F12)
                ctx.shot("shot-" + std::to_string(frame));
            if (screen != nullptr) screen->handle(event, ctx);
        }
        if (screen != nullptr && options.humans > 0) {
            if (std::optional<sf::Event> synthetic = screen->script_event(ctx)) screen->handle(*synthetic, ctx);
        }
        if (ctx.language_changed) {
            ctx.language_changed = false;
            load_language(settings.language, strings, fonts);
            for (const auto& open : screens.all()) open->retranslate(ctx);
        }
        if (ctx.toggle_fullscreen) {
            ctx.toggle_fullscreen = false;
            fullscreen = !fullscreen;
            create_window(window, options, fullscreen);
            apply_view(window, ctx);
            if ((settings.window_mode == WindowMode::Fullscreen) != fullscreen) {
                settings.window_mode = fullscreen ? WindowMode::Fullscreen : WindowMode::Windowed;
                ctx.settings_changed();
            }
        }
        // --screen NAME --screenshot-dir DIR: a picture of that screen, then exit (or stay until
        // --max-frames or --max-seconds, for a person or a script to carry on from there).
        if (options.shot_every > 0 && !options.screenshot_dir.empty() && frame > 0 && frame % options.shot_every == 0)
            ctx.shot("shot-" + std::to_string(frame));
        tour.at_frame(frame, ctx);
        accumulator += std::min(elapsed, 0.25F);
        int steps = 0;
        while (accumulator >= kStep && steps < 16 && screen != nullptr) {
            screen->update(kStep, ctx);
            accumulator -= kStep;
            ++steps;
        }
        if (steps == 16) accumulator = 0;

        const bool woken = had_event || !ctx.shots.empty() || screen == nullptr || drawn_screens != screens.generation() ||
                           screen->changed_since_drawn();
        if (idle_gate.draw(elapsed, woken, ctx.frame.idle) || options.autoplay) {
            drawn_screens = screens.generation();
            draw_frame(screen, work, cpu_start);
        }
        ++frame;
        if (options.sigkill_at_frame > 0 && frame >= options.sigkill_at_frame) std::raise(SIGKILL);
        screens.apply();
        if (options.max_frames > 0 && frame >= options.max_frames * tour.count()) ctx.quit = true;
        if (options.max_seconds > 0 && run_clock.getElapsedTime().asSeconds() > options.max_seconds && !ctx.quit) {
            ctx.quit = true;
            // A guard against a hang: say where things stood, for whoever reads the run's output.
            if (Screen* top = screens.top(); top != nullptr && options.autoplay) {
                std::printf("stopped by --max-seconds %.0f at frame %ld: %s\n", static_cast<double>(options.max_seconds),
                            frame, top->report().c_str());
                std::fflush(stdout);
            }
        }
        // The frame limit: sleep away what is left of the 60 Hz frame (not in an unpaced autoplay,
        // whose clock is virtual anyway).
        const float left = kFrame - work.getElapsedTime().asSeconds();
        if (left > 0 && !(options.autoplay && options.unpaced)) sf::sleep(sf::seconds(left));
    }
    if (options.frames_report) {
        std::printf("frames: %zu, mean %.2f ms, p99 %.2f ms\n", stats.all.size(),
                    static_cast<double>(FrameStats::mean(stats.all)),
                    static_cast<double>(FrameStats::percentile(stats.all, 99.F)));
        std::printf("animating frames: %zu, mean %.2f ms, p99 %.2f ms\n", stats.animating.size(),
                    static_cast<double>(FrameStats::mean(stats.animating)),
                    static_cast<double>(FrameStats::percentile(stats.animating, 99.F)));
        std::printf("process CPU per frame: mean %.2f ms, p99 %.2f ms\n", static_cast<double>(FrameStats::mean(stats.cpu)),
                    static_cast<double>(FrameStats::percentile(stats.cpu, 99.F)));
    }
    window.close();
    return 0;
}

}  // namespace zero::game
