// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/options.hpp"

#include <algorithm>

#include <CLI/CLI.hpp>

#include "zero/catalogue/catalogue.hpp"
#include "zero/version.hpp"
#include "screen_tour.hpp"

namespace zero::game {

namespace {

// What a player reads in `zero --help`: the game, its language and window, and a match of bots to
// watch.
void add_player_options(CLI::App& app, Options& o) {
    app.add_option("--screen", o.screen,
                   "Open a screen directly: menu, new, rules, about, settings, resume, host, join, tutorial, history, stats (or several, "
                   "comma-separated, one after another)")
        ->check([](const std::string& value) {
            const std::string unknown = unknown_screen(value);
            return unknown.empty() ? std::string() : "not a screen: " + unknown;
        });
    app.add_option("--game", o.game, "The game: knizia-zero (default), soler-zero (Ernst Sol\u00e8r's ZERO) or zero-hero (Zero Hero)");
    app.add_option("--points", o.points, "With --game soler-zero: play games until a total reaches this many points "
                                         "(the printed variant: 100) instead of --rounds games")
        ->check(CLI::Range(1, 1000));
    app.add_flag("--autoplay", o.autoplay, "Play an all-bot match on screen and exit at the podium");
    app.add_option("--replay", o.replay, "Watch the match record FILE again on its game's table (with --autoplay: "
                                         "play it to the end by itself and exit at the podium)");
    app.add_option("--analyse", o.analyse, "With --replay: open on Hard's analysis of seat N's decisions (0 for the "
                                           "first player; with --autoplay, print it, pick a decision and exit)")
        ->check(CLI::Range(0, 4));
    app.add_option("--seed", o.seed, "Match seed");
    app.add_option("--players", o.players, "Players for --autoplay")->check(CLI::Range(2, 5));
    app.add_option("--rounds", o.rounds, "Rounds for --autoplay (games of soler-zero and zero-hero; default: one per player, one for zero-hero)")->check(CLI::Range(1, 50));
    app.add_option("--pool", o.pool, "Pool size for --autoplay (5 or 7)")->check(CLI::IsMember({5, 7}));
    app.add_option("--tutorial", o.tutorial,
                   "Open a game's tutorial: knizia-zero, soler-zero or zero-hero");
    app.add_option("--lang", o.lang, "The game's language for this run: en, fr or ja (default: the one chosen in "
                                     "Settings, else the system's, LC_ALL / LC_MESSAGES / LANG, else English)")
        ->check(CLI::IsMember({"en", "fr", "ja"}));
    app.add_option("--speed", o.speed, "Animation speed (0.5-16), overriding the setting")->check(CLI::Range(0.5, 16.0));
    app.add_option("--width", o.width, "Window width")->check(CLI::Range(320, 7680));
    app.add_option("--height", o.height, "Window height")->check(CLI::Range(240, 4320));
}

// Scripted runs for tests, screenshots and measurements (this and the two below): synthetic
// players, LAN tables played by script, pictures, frame logs, cuts and hang guards. Parsed like
// the others but left out of `zero --help` (docs/game.md lists them).
void add_run_options(CLI::App& app, Options& o) {
    app.add_option("--analyse-iters", o.analyse_iters, "The analysis's Hard budget a decision (0: the game's default)")
        ->check(CLI::Range(0, 1'000'000));
    app.add_option("--analyse-deals", o.analyse_deals, "The deals the analysis compares two moves on (0: the game's default)")
        ->check(CLI::Range(0, 100'000));
    app.add_option("--humans", o.humans, "With --autoplay: the first N seats are couch players driven by "
                                         "synthetic mouse and keyboard input")
        ->check(CLI::Range(0, 5));
    app.add_option("--save", o.save, "With --autoplay: autosave the match to this file after every action");
    app.add_option("--resume", o.resume, "With --autoplay: continue the match saved in this file (of the game its header names)");
    app.add_flag("--keys-only", o.keys_only,
                 "With --humans or --host-seats: the synthetic players use only the keyboard (arrows, Space, K)");
}

// Scripted LAN and online tables: hosted, joined, found by code.
void add_table_options(CLI::App& app, Options& o) {
    app.add_option("--host-seats", o.host_seats,
                   "Host a LAN table with these seats (local,local,remote,bot:greedy; the first is local) and "
                   "play the local seats by synthetic input, like --autoplay --humans");
    app.add_option("--join", o.join,
                   "Open Join game towards HOST:PORT and, by synthetic input, take the seat it offers to rejoin "
                   "or join the address; then play the seat like --host-seats");
    app.add_option("--name", o.name, "With --join: the player's name (default: the user's)");
    app.add_option("--lobby", o.lobby,
                   "With --host-seats: announce the table in this online lobby (DOMAIN, DOMAIN:PORT or "
                   "DOMAIN@HOST:PORT) and print 'code XXXXXX'; with --join-code: the lobby to find the table in");
    app.add_flag("--private", o.online_private, "With --host-seats --lobby: list the table nowhere; players join by its code");
    app.add_option("--join-code", o.join_code,
                   "Open Play online at --lobby, join the table with this code by synthetic input, then play the seat "
                   "like --join");
    app.add_option("--port", o.port, "With --host-seats: the game port (default: any free port, printed)");
    app.add_flag("--allow-hints", o.allow_hints,
                 "With --host-seats: the table offers the hint (H) to its players, as Host game's Hints choice does");
    app.add_flag("--announce", o.announce,
                 "With --host-seats: answer Join game's search, as a table opened in Host game does (on the port "
                 "ZERO_DISCOVERY_PORT names, default 47123)");
}

// What a scripted run records and where it stops (pictures, frame logs, cuts and hang guards), and
// how its synthetic players help a test along.
void add_record_options(CLI::App& app, Options& o) {
    app.add_option("--screenshot-dir", o.screenshot_dir, "Write PNG screenshots of the key moments here");
    app.add_option("--shot-every", o.shot_every,
                   "With --screenshot-dir: also a picture every N frames (shot-FRAME.png), to look a whole run over")
        ->check(CLI::NonNegativeNumber);
    app.add_flag("--frames-report", o.frames_report, "Print mean and 99th-percentile frame times at exit");
    app.add_option("--frame-log", o.frame_log, "Write one line per frame saying which hand was drawn");
    app.add_flag("--check-text", o.check_text,
                 "Report on standard error every text wider than its button, cut to fit or wider than the window "
                 "(for tests of the translations)");
    app.add_option("--max-seconds", o.max_seconds,
                   "Quit after this many seconds (a guard against a hang: the run says where it stood)");
    app.add_flag("--unpaced", o.unpaced,
                 "With --autoplay or --host-seats: draw frames as fast as the machine can instead of 60 a second "
                 "(the match runs on a virtual clock, so it is the same match, only sooner; for tests)");
    app.add_option("--max-frames", o.max_frames,
                   "Quit after this many frames (autoplay runs on a virtual clock of 60 frames a second, so a "
                   "frame count cuts a match at the same point on any machine)")
        ->check(CLI::NonNegativeNumber);
    app.add_option("--sigkill-at-frame", o.sigkill_at_frame,
                   "End the process with SIGKILL at this frame, as a crash or kill -9 would (with the virtual "
                   "clock of --autoplay, the same moment of a match on any machine; for tests of the autosave)")
        ->check(CLI::NonNegativeNumber);
    app.add_flag("--ask-hints", o.ask_hints,
                 "With --humans or --host-seats: the synthetic players ask for the hint (H or its button) at "
                 "every decision where the table offers it, and play the move it suggests (for tests)");
    app.add_flag("--await-return", o.await_return,
                 "With --host-seats: the synthetic players wait while a stand-in plays a dropped player's seat, so "
                 "the match cannot end before that player is back, however slow the machine (for tests of a return)");
}

}  // namespace

std::optional<int> parse_options(int argc, char** argv, Options& o) {
    CLI::App app{"Zero - three card games of that name: " + games::named_games()};
    app.set_version_flag("--version", std::string("zero ") + kVersion);
    add_player_options(app, o);
    app.option_defaults()->group("");  // CLI11's hidden group, for the scripted runs' options
    add_run_options(app, o);
    add_table_options(app, o);
    add_record_options(app, o);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e);
    }
    if (const std::string problem = games::table_game_error(o.game); !problem.empty()) {
        std::fprintf(stderr, "zero: --game: %s\n", problem.c_str());
        return 2;
    }
    if (!o.replay.empty() && (!o.resume.empty() || !o.host_seats.empty() || !o.join.empty())) {
        std::fprintf(stderr, "zero: --replay watches a record; it takes no --resume, --host-seats or --join\n");
        return 2;
    }
    if (o.analyse >= 0 && o.replay.empty() && o.screen != "history") {
        std::fprintf(stderr, "zero: --analyse analyses a record's seat; it needs --replay FILE (or --screen history)\n");
        return 2;
    }
    if (!o.resume.empty() && !o.host_seats.empty()) {
        // A LAN table's save seats its own players again: --autoplay --resume FILE opens its lobby.
        std::fprintf(stderr,
                     "zero: --resume and --host-seats: a saved table keeps the seats it had; "
                     "use --autoplay --resume FILE\n");
        return 2;
    }
    o.game_given = app.count("--game") > 0;
    if (!o.host_seats.empty()) {
        // A hosted table is played like an autoplay match: synthetic input for its local seats.
        o.autoplay = true;
        o.humans = 0;
        for (std::size_t at = 0; (at = o.host_seats.find("local", at)) != std::string::npos; at += 5) ++o.humans;
        o.players = static_cast<int>(std::count(o.host_seats.begin(), o.host_seats.end(), ',')) + 1;
    }
    // A tutorial learnt by synthetic input: its one person is the synthetic player.
    if (!o.tutorial.empty() && o.autoplay) o.humans = 1;
    if (!o.join_code.empty() && o.lobby.empty()) {
        std::fprintf(stderr, "zero: --join-code goes with --lobby\n");
        return 2;
    }
    if (!o.join.empty() || !o.join_code.empty()) {
        // A joined table is played like a hosted one: synthetic input for this screen's seat.
        o.autoplay = true;
        o.humans = 1;
        o.players = 5;  // not known before the host says; only bounds --humans
    }
    if (o.humans > o.players) {
        std::fprintf(stderr, "zero: --humans %d is more than --players %d\n", o.humans, o.players);
        return 2;
    }
    return std::nullopt;
}

}  // namespace zero::game
