// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real game binary: an all-bot autoplay that writes its screenshots, and a couch match
// between two humans driven by synthetic input, whose frame log must never show a hand between
// their turns and must show each player, after the hand-off, the moves made since their last turn.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include <SFML/Graphics/Image.hpp>

#include "couch_check.hpp"
#include "gui_harness.hpp"
#include "story_check.hpp"

namespace fs = std::filesystem;

namespace {

zero::game::test::ScratchDir scratch(const std::string& name) { return zero::game::test::scratch_dir("gui", name); }

// Without a display the game cannot open a window; run it under a virtual one.
int run_game(const std::string& args, const fs::path& dir, bool own_display = false) {
    const std::string prefix =
        own_display ? zero::game::test::private_display_prefix() : zero::game::test::display_prefix();
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' ZERO_SAVE_DIR='" +
                                (dir / "saves").string() + "' ALSOFT_DRIVERS=null " + prefix + "'" + ZERO_GAME_BINARY +
                                "' " + args + " > '" + (dir / "out.txt").string() + "' 2>&1";
    return std::system(command.c_str());
}

}  // namespace

TEST_CASE("autoplay writes the five screenshots of a table, at the window's size") {
    const auto dir = scratch("autoplay");
    const int status = run_game("--autoplay --seed 3 --players 4 --rounds 1 --speed 8 --frames-report" +
                                    std::string(zero::game::test::kTestRun) + "--screenshot-dir '" +
                                    (dir / "shots").string() + "'",
                                dir);
    INFO(std::ifstream(dir / "out.txt").rdbuf());
    REQUIRE(status == 0);
    zero::game::test::check_table_pictures(dir / "shots", {"table", "swap", "knock", "reveal", "podium"});
    std::ifstream out(dir / "out.txt");
    const std::string text((std::istreambuf_iterator<char>(out)), std::istreambuf_iterator<char>());
    CHECK(text.find("p99") != std::string::npos);
}

TEST_CASE("couch play: no frame between two humans' turns shows a hand") {
    const auto dir = scratch("couch");
    const fs::path log = dir / "frames.log";
    const int status =
        // Speed 8 in a small window: what this checks is in the frame log, not the pictures.
        run_game("--autoplay --humans 2 --players 3 --rounds 2 --seed 5 --speed 8 --width 640 --height 360" +
                     std::string(zero::game::test::kTestRun) +
                     "--frame-log '" + log.string() + "'",
                 dir);
    INFO(std::ifstream(dir / "out.txt").rdbuf());
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(log, 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoff_frames > 0);
    // The synthetic input drove both players through their turns to the end of the match.
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);
    // After each hand-off the table replayed what that player missed (and only public moves), and
    // every hand-off after the first (before it nobody's hand is on screen) waited for the move
    // before it to land.
    const zero::game::test::StoryLog story = zero::game::test::check_story(log);
    CHECK(story.recaps > 3);
    CHECK(story.moves_replayed >= story.recaps);
    CHECK(story.held == story.handoffs - 1);
}

TEST_CASE("a match autosaved part-way resumes and ends exactly as it would have") {
    const auto dir = scratch("resume");
    auto totals_line = [&dir] { return zero::game::test::match_over_line(dir / "out.txt"); };
    // A small window at speed 16: the test compares totals, not pictures, and the software
    // rasteriser's time goes with the pixels and the frames.
    const std::string match = "--autoplay --seed 11 --players 3 --rounds 2 --speed 16 --width 640 --height 360" +
                              std::string(zero::game::test::kTestRun);
    REQUIRE(run_game(match, dir) == 0);
    const std::string whole = totals_line();
    REQUIRE_FALSE(whole.empty());

    const fs::path save = dir / "saves" / "couch.zsave";
    fs::create_directories(save.parent_path());
    // Cut by frames, not seconds: the autoplay's virtual clock puts frame 90 (the second round runs
    // from frame 71 to 137, then the podium) at the same move on every machine, in the second round.
    REQUIRE(run_game(match + " --max-frames 90 --save '" + save.string() + "'", dir) == 0);
    REQUIRE(fs::exists(save));
    CHECK(totals_line().empty());  // stopped before the end

    REQUIRE(run_game("--autoplay --speed 16 --width 640 --height 360" + std::string(zero::game::test::kTestRun) +
                         "--resume '" + save.string() + "'",
                     dir) == 0);
    CHECK(totals_line() == whole);
}

TEST_CASE("a screen waiting on a player is not drawn again until something changes") {
    // The rules screen, left alone for 240 turns of the main loop (60 a second at most): it is drawn
    // for half a second, then only as the safety net every 3 s. Drawing is what an idle game would
    // spend its CPU on; the frame log has a line for every frame drawn. On a display of its own:
    // other tests' windows opening over it would send it events, each waking it for half a second.
    const auto dir = scratch("quiet");
    const fs::path log = dir / "frames.log";
    REQUIRE(run_game("--screen rules --max-frames 240" + std::string(zero::game::test::kHangGuard) + "--frame-log '" +
                         log.string() + "'",
                     dir, true) == 0);
    std::ifstream in(log);
    REQUIRE(in);
    int drawn = 0;
    for (std::string line; std::getline(in, line);) {
        CHECK(zero::game::test::frame_fields(line).at("screen") == "rules");
        ++drawn;
    }
    INFO(zero::game::test::last_lines(log));
    // Before, an idle screen was drawn on every turn of its (slowed) loop: 240 frames.
    CHECK(drawn >= 1);
    CHECK(drawn <= 60);
}

TEST_CASE("New match opens with the game, seats and names of the match last started there") {
    // The settings file as New match leaves it when a match starts (settings_test.cpp checks the
    // writing); the screen's frame log line names the game and the seats it set up.
    const auto dir = scratch("remembered");
    fs::create_directories(dir / "config" / "zero");
    {
        std::ofstream out(dir / "config" / "zero" / "settings.json");
        out << R"({"settings": {"cereal_class_version": 3, "volume": 0, "muted": true, "symbols": true,
            "animation_speed": 1.0, "bot_pace": 1, "window_mode": 0, "language": "en",
            "last_game": "zero-hero", "player_name": "Kai",
            "last_seats": [{"human": true, "name": "Ann", "bot": "medium"},
                           {"human": false, "name": "", "bot": "hard"},
                           {"human": true, "name": "", "bot": "medium"}]}})";
    }
    const fs::path log = dir / "frames.log";
    REQUIRE(run_game("--screen new --max-frames 20" + std::string(zero::game::test::kHangGuard) + "--frame-log '" +
                         log.string() + "'",
                     dir) == 0);
    std::ifstream in(log);
    std::string detail;
    for (std::string line; std::getline(in, line);) {
        const auto fields = zero::game::test::frame_fields(line);
        if (fields.count("screen") != 0 && fields.at("screen") == "new") detail = fields.at("detail");
    }
    INFO(zero::game::test::last_lines(log));
    CHECK(detail == "zero-hero;Ann,bot:hard,Player_3");
}

TEST_CASE("zero --help shows a player's options and leaves the scripted runs' out, which still parse") {
    const auto dir = zero::game::test::scratch_dir("help", "out");
    const std::string out = (dir / "help.txt").string();
    REQUIRE(std::system(("'" + std::string(ZERO_GAME_BINARY) + "' --help > '" + out + "' 2>&1").c_str()) == 0);
    std::ifstream in(out);
    const std::string help((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    INFO(help);
    for (const char* shown : {"--game", "--lang", "--width", "--autoplay", "--screen", "Zero Hero", "Knizia"})
        CHECK(help.find(shown) != std::string::npos);
    for (const char* hidden : {"--sigkill-at-frame", "--frame-log", "--max-frames", "--humans", "--host-seats",
                               "--check-text", "--unpaced", "--await-return"})
        CHECK(help.find(hidden) == std::string::npos);
    // Hidden, not gone: a wrong value is still refused by name.
    const std::string bad = "'" + std::string(ZERO_GAME_BINARY) + "' --max-frames -3 > '" + out + "' 2>&1";
    CHECK(std::system(bad.c_str()) != 0);
}
