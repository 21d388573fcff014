// SPDX-License-Identifier: GPL-3.0-or-later
// The rest of the game in French and Japanese, run for real with --check-text (every frame's text
// measured, not only the screenshots'): couch matches of the three games with two players at one
// screen (the hand-off, each game's decisions, the end of a round's scoring, the podium) at 800x600,
// the Resume list holding a save of each game, and a LAN table's lobby, a joining player's lobby
// and the turned-away screen. Virtual clock and speed 16, so the runs are short.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "gui_process.hpp"

namespace fs = std::filesystem;
namespace i18n_t = zero::game::test;

namespace {

// What --check-text reports: every overflow but a player's name cut to fit its plate (by design).
void i18n_match_check_output(const std::string& output) {
    INFO(output);
    CHECK(output.find("text overflow (wider than its button)") == std::string::npos);
    CHECK(output.find("text overflow (wider than the window)") == std::string::npos);
    CHECK(output.find("text overflow (wider than its room)") == std::string::npos);
    CHECK(output.find("catalogue") == std::string::npos);  // the catalogue was found
}

// Three whole couch matches in one language: the g++ run runs them (they take about half a minute
// of a core each), the sanitized run leaves them out (tools/check.sh).
void couch_matches_in(const char* lang) {
    struct Couch {
        const char* game;
        const char* args;
        std::vector<const char*> shots;
    };
    // Two people and a bot: a hand-off between the people, and each game's own decisions (Knizia:
    // the swap preview; Solèr: the bets and the safe groups; Zero Hero: the swap picker).
    const std::vector<Couch> couches = {
        {"knizia-zero", "--players 3 --humans 2 --rounds 1", {"handoff", "choice", "reveal", "podium"}},
        {"soler-zero", "--players 3 --humans 2 --rounds 1", {"handoff", "bets", "reveal", "podium"}},
        {"zero-hero", "--players 3 --humans 2", {"scoring", "podium"}},
    };
    for (const Couch& couch : couches) {
        i18n_t::Scene s("i18n", std::string(lang) + "-couch-" + couch.game);
        INFO(lang << " " << couch.game);
        i18n_t::Shell game(s.game("game", std::string("--check-text --lang ") + lang + " --game " + couch.game +
                                      " --autoplay --seed 7 --speed 16 --width 800 --height 600 " + couch.args +
                                      i18n_t::kTestRun + "--screenshot-dir '" + (s.dir / "shots").string() + "'"));
        const std::optional<int> status = game.wait(std::chrono::seconds(1500));  // a hang guard
        const std::string output = i18n_t::read_all(s.dir / "game.txt");
        INFO(output);
        REQUIRE(status == 0);
        i18n_match_check_output(output);
        for (const char* shot : couch.shots) i18n_t::check_screenshot(s.dir / "shots" / (std::string(shot) + ".png"), 800, 600);
    }
}

}  // namespace

TEST_CASE("couch matches of the three games in French: hand-offs, decisions, scoring and podium") {
    couch_matches_in("fr");
}

TEST_CASE("couch matches of the three games in Japanese: hand-offs, decisions, scoring and podium") {
    couch_matches_in("ja");
}

TEST_CASE("the Resume list in French and Japanese holds a save of each game, with the language's dates and words") {
    i18n_t::Scene s("i18n", "resume");
    // A match of each game cut short: its save stays in the list. Two players, whose names the
    // row holds whole (more are cut to fit by design). Played in English: each list names the bots
    // in its own language (strings_test.cpp checks the words; the pictures show them). One set of
    // saves serves both lists, and the cut matches run unpaced in a small window (their pictures
    // are not looked at): speed 16 for 40 frames goes about as far into a match as speed 2 for 300
    // did (Knizia's to the same round and totals).
    for (const char* game : {"knizia-zero", "soler-zero", "zero-hero"}) {
        i18n_t::Shell cut(s.game(game, std::string("--lang en --game ") + game +
                                   " --autoplay --seed 3 --players 2 --speed 16 --max-frames 40 --width 640 --height 360 --save '" +
                                   (s.dir / "saves" / (std::string(game) + ".zsave")).string() + "'" + i18n_t::kTestRun));
        const std::optional<int> cut_status = cut.wait(std::chrono::seconds(600));  // a hang guard
        INFO(game << ":\n" << i18n_t::read_all(s.dir / (std::string(game) + ".txt")));
        REQUIRE(cut_status == 0);
        REQUIRE(fs::exists(s.dir / "saves" / (std::string(game) + ".zsave")));
    }
    for (const char* lang : {"fr", "ja"}) {
        for (const auto& [size, width, height] : {std::tuple{"--width 1280 --height 720", 1280U, 720U},
                                                  std::tuple{"--width 800 --height 600", 800U, 600U}}) {
            const fs::path shots = s.dir / (std::string(lang) + "-shots-" + std::to_string(width));
            i18n_t::Shell list(s.game("list", std::string("--check-text --lang ") + lang + " --screen resume " + size +
                                          " --screenshot-dir '" + shots.string() + "'"));
            const std::optional<int> status = list.wait(std::chrono::seconds(300));  // a hang guard
            const std::string output = i18n_t::read_all(s.dir / "list.txt");
            INFO(lang << " at " << width << "x" << height << ":\n" << output);
            REQUIRE(status == 0);
            i18n_match_check_output(output);
            CHECK(output.find("cut to fit") == std::string::npos);  // each save's two lines fit their row
            i18n_t::check_screenshot(shots / "resume.png", width, height);
        }
    }
}

TEST_CASE("a LAN table in French and Japanese: the host's lobby, a joining player's lobby and the turned-away "
          "screen") {
    for (const auto& [host_lang, join_lang] : {std::pair{"fr", "ja"}, std::pair{"ja", "fr"}}) {
        const i18n_t::Scene s("i18n", std::string(host_lang) + "-lan");
        // Each player's game as on a machine of its own: Kai's seat ticket is not Ann's to take.
        const i18n_t::Scene kai_home("i18n", std::string(host_lang) + "-lan-kai");
        const i18n_t::Scene ann_home("i18n", std::string(host_lang) + "-lan-ann");
        INFO("host " << host_lang << ", players " << join_lang);
        // Two open seats: the first player to join waits in the lobby for the second, who never comes.
        // The host and Kai stay until the test has what it needs (a game may take many seconds to
        // start on a busy machine); --max-seconds only guards against a hang.
        const std::string guard = " --max-seconds 300 ";
        std::optional<i18n_t::Shell> host(
            std::in_place, s.game("host", std::string("--check-text --lang ") + host_lang +
                                              " --host-seats local,remote,remote --width 800 --height 600" + guard +
                                              "--shot-every 300 --screenshot-dir '" + (s.dir / "host-shots").string() +
                                              "'"));
        REQUIRE(i18n_t::eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
        const std::string join = std::string("--check-text --lang ") + join_lang + " --join 127.0.0.1:" + s.port();
        std::optional<i18n_t::Shell> kai(
            std::in_place, kai_home.game("kai", join + " --name Kai" + guard + "--shot-every 300 --screenshot-dir '" +
                                                    (s.dir / "kai-shots").string() + "'"));
        // The host's player is Ann: a second Ann is turned away, and her game goes back to Join game
        // and ends there by itself.
        i18n_t::Shell ann(ann_home.game("ann", join + " --name Ann --width 800 --height 600" + guard +
                                                   "--frame-log '" + (ann_home.dir / "ann.log").string() +
                                                   "' --screenshot-dir '" + (s.dir / "ann-shots").string() + "'"));
        const std::optional<int> ann_status = ann.wait(std::chrono::seconds(300));  // a hang guard
        INFO(i18n_t::read_all(ann_home.dir / "ann.txt"));
        REQUIRE(ann_status == 0);
        CHECK(i18n_t::count_screen(i18n_t::read_log(ann_home.dir / "ann.log"), "refused") >= 30);
        i18n_t::check_screenshot(s.dir / "ann-shots" / "refused.png", 800, 600);
        // A lobby's second picture is whole once its third is begun.
        for (const char* shots : {"host-shots", "kai-shots"})
            CHECK(i18n_t::eventually([&] { return fs::exists(s.dir / shots / "shot-900.png"); },
                                     std::chrono::seconds(300)));
        host.reset();  // their text reports went to standard error as they came, unbuffered
        kai.reset();
        for (const auto& [home, name] : {std::pair{&s, "host"}, std::pair{&kai_home, "kai"}, std::pair{&ann_home, "ann"}}) {
            INFO(name);
            i18n_match_check_output(i18n_t::read_all(home->dir / (std::string(name) + ".txt")));
        }
        i18n_t::check_screenshot(s.dir / "host-shots" / "shot-600.png", 800, 600);
        i18n_t::check_screenshot(s.dir / "kai-shots" / "shot-600.png", 1280, 720);
    }
}
