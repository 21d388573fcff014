// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Command-line options of the `zero` binary.
#include <cstdint>
#include <optional>
#include <string>

#include "zero/catalogue/catalogue.hpp"

namespace zero::game {

struct Options {
    std::string game{games::kDefaultGame};  // a key of zero::games::catalogue()
    int points = 0;                 // soler-zero: play to this total instead of a number of games
    bool autoplay = false;          // an all-bot match on screen (scripted humans with --humans)
    std::uint64_t seed = 1;
    int players = 4;
    int rounds = 0;                 // 0: one per player
    int pool = 5;
    int humans = 0;                 // with --autoplay: the first N seats are humans driven by synthetic input
    std::string screenshot_dir;
    long shot_every = 0;            // with screenshot_dir: also a picture every this many frames (0: none)
    bool frames_report = false;
    std::string frame_log;          // one line per frame: what was drawn (for the hot-seat test)
    std::string save;               // with --autoplay: autosave the match here after every action
    std::string resume;             // with --autoplay: continue the match saved here
    std::string replay;             // watch this match record again (with --autoplay: to its end, by itself)
    int analyse = -1;               // with --replay: open on the analysis of this seat's decisions (-1: none)
    int analyse_iters = 0;          // the analysis's budget in the app (0: the game's default, docs/analysis.md)
    int analyse_deals = 0;
    bool keys_only = false;         // the synthetic players use the keyboard only (arrows, Space, K)
    std::string host_seats;         // host a LAN table with these seats and play its local seats by synthetic input
    std::uint16_t port = 0;         // with --host-seats: the game port (0: any free one, printed)
    bool allow_hints = false;       // with --host-seats: the table offers the hint to its players
    bool announce = false;          // with --host-seats: Join game lists the table (discovery), as Host game's are
    std::string join;               // open Join game towards this host:port and join (or rejoin) by synthetic input
    std::string name;               // with --join: the player's name
    std::string lobby;              // with --host-seats: announce the table in this online lobby; with --join-code: find it there
    bool online_private = false;    // with --host-seats --lobby: list the table nowhere, joined by its code
    std::string join_code;          // open Play online at --lobby and join the table with this code by synthetic input
    bool check_text = false;        // report every text wider than its button, cut to fit, or wider than the window
    std::string lang;               // en, fr or ja for this run (else the setting, else the system's language)
    std::string screen;             // open this screen instead of the menu (menu, new, rules, settings, resume, host, join)
    float max_seconds = 0;          // stop after this long (0: never); a hang guard, reported
    bool unpaced = false;           // with --autoplay: no 60 Hz frame limit (the clock is virtual: the same match, sooner)
    long max_frames = 0;            // stop after this many frames (0: never): a cut that any machine makes alike
    std::string tutorial;           // open this game's tutorial (with autoplay: played by synthetic input)
    bool ask_hints = false;         // with --humans or --host-seats: the synthetic players ask the hint and play it (for tests)
    bool await_return = false;      // with --host-seats: the synthetic players wait while a stand-in plays a seat (for tests)
    long sigkill_at_frame = 0;      // end the process with SIGKILL at this frame (0: never): a crash, for tests
    bool game_given = false;        // --game was on the command line (with --resume it checks the save's game)
    float speed = 0;                // animation speed override (0: the setting)
    unsigned width = 1280;
    unsigned height = 720;
};

// Parses argv; returns an exit status when the program should stop (help, bad usage).
std::optional<int> parse_options(int argc, char** argv, Options& options);

}  // namespace zero::game
