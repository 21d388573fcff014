// SPDX-License-Identifier: GPL-3.0-or-later
// The game in French and Japanese, run for real: every screen of the menu and the tables of the
// three games are drawn in each language, with screenshots, and no text is wider than its button,
// cut to fit or wider than the window (--check-text reports each on standard error). A screen run
// quits by itself after its last screenshot (21 frames a screen); ctest's timeout guards against a hang.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "gui_harness.hpp"

namespace fs = std::filesystem;

namespace {

struct TranslatedRun {
    int status = -1;
    std::string output;
};

TranslatedRun run_translated(const std::string& args, const fs::path& dir) {
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' XDG_DATA_HOME='" +
                                (dir / "data").string() + "' ZERO_SAVE_DIR='" + (dir / "saves").string() +
                                "' ALSOFT_DRIVERS=null " + zero::game::test::display_prefix() + "'" + ZERO_GAME_BINARY +
                                "' --check-text " + args + " > '" + (dir / "out.txt").string() + "' 2>&1";
    TranslatedRun run;
    run.status = std::system(command.c_str());
    std::ifstream out(dir / "out.txt");
    run.output.assign(std::istreambuf_iterator<char>(out), std::istreambuf_iterator<char>());
    return run;
}

}  // namespace

TEST_CASE("every menu screen in French and Japanese is drawn and no text overflows") {
    for (const char* lang : {"fr", "ja"}) {
#ifdef ZERO_SANITIZED
        // The sanitizers look for memory errors, which one size reaches as well as two: the small
        // window, where text is likeliest to overflow. The g++ run checks both sizes.
        for (const char* size : {"800 --height 600"}) {
#else
        for (const char* size : {"1280 --height 720", "800 --height 600"}) {
#endif
            const auto dir = zero::game::test::scratch_dir("i18n", std::string(lang) + "-screens");
            // Every screen in one run of Knizia's Zero (each game has rules of its own; the other
            // screens are the same for each game) and the rules of the other two (rules:GAME).
            const std::vector<std::pair<const char*, std::vector<const char*>>> runs = {
                {"knizia-zero",
                 {"menu", "new", "rules", "about", "settings", "resume", "host", "join", "rules:soler-zero",
                  "rules:zero-hero"}}};
            for (const auto& [game, screens] : runs) {
                std::string list;
                for (const char* screen : screens) list += (list.empty() ? "" : ",") + std::string(screen);
                const fs::path shots = dir / game;
                INFO(lang << " " << game << " at " << size);
                const TranslatedRun run = run_translated(std::string("--lang ") + lang + " --game " + game + " --screen " +
                                                             list + " --width " + size + " --screenshot-dir '" +
                                                             shots.string() + "'",
                                                         dir);
                INFO(run.output);
                REQUIRE(run.status == 0);
                CHECK(run.output.find("text overflow") == std::string::npos);
                CHECK(run.output.find("catalogue") == std::string::npos);  // the catalogue was found
                const bool small = std::string(size).rfind("800", 0) == 0;
                for (const char* screen : screens) {
                    INFO(screen);
                    std::string picture = screen;
                    std::replace(picture.begin(), picture.end(), ':', '-');
                    zero::game::test::check_screenshot(shots / (picture + ".png"), small ? 800 : 1280,
                                                       small ? 600 : 720);
                }
            }
        }
    }
}

TEST_CASE("the tables of the three games in French and Japanese are drawn and no text overflows") {
    struct Table {
        const char* game;
        const char* args;
        std::vector<const char*> shots;
    };
    const std::vector<Table> tables = {
        {"knizia-zero", "--players 4 --rounds 1 --speed 16", {"table", "swap", "knock", "reveal", "podium"}},
        {"soler-zero", "--players 3 --rounds 1 --speed 16", {"table", "plays", "reveal"}},
        {"zero-hero", "--players 3 --rounds 1 --speed 16", {"table"}},
    };
    for (const char* lang : {"fr", "ja"}) {
        for (const Table& table : tables) {
            const auto dir = zero::game::test::scratch_dir("i18n", std::string(lang) + "-" + table.game);
            INFO(lang << " " << table.game);
            const TranslatedRun run = run_translated(
                std::string("--lang ") + lang + " --game " + table.game + " --autoplay --seed 7 " + table.args +
                    zero::game::test::kTestRun + "--screenshot-dir '" + (dir / "shots").string() + "'",
                dir);
            INFO(run.output);
            REQUIRE(run.status == 0);
            // The players' names are cut to fit their plates by design ("Bot 2 (medium)"): only the
            // game's own texts must never overflow.
            CHECK(run.output.find("text overflow (wider than its button)") == std::string::npos);
            CHECK(run.output.find("text overflow (wider than the window)") == std::string::npos);
            CHECK(run.output.find("text overflow (wider than its room)") == std::string::npos);
            for (const char* shot : table.shots)
                zero::game::test::check_screenshot(dir / "shots" / (std::string(shot) + ".png"), 1280, 720);
        }
    }
}
