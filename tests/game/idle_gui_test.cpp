// SPDX-License-Identifier: GPL-3.0-or-later
// Still screens in the real binary: every screen a player can leave waiting is drawn for half a
// second and then only by the safety redraw, and the screens reached only by play (the LAN lobby,
// the podium) say they are idle once nothing moves. Counted in frames, never in seconds.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "gui_harness.hpp"

namespace fs = std::filesystem;
using zero::game::test::frame_fields;
using zero::game::test::last_lines;

namespace {

// On a display of its own: other tests' windows opening over it would send it events, and each
// event rightly wakes a still screen for half a second.
int run_alone(const std::string& args, const fs::path& dir) {
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' XDG_DATA_HOME='" +
                                (dir / "data").string() + "' XDG_STATE_HOME='" + (dir / "state").string() +
                                "' ZERO_SAVE_DIR='" + (dir / "saves").string() +
                                "' ALSOFT_DRIVERS=null ZERO_DISCOVERY_ADDRS=127.255.255.255 " +
                                zero::game::test::private_display_prefix() + "'" + ZERO_GAME_BINARY + "' " + args +
                                zero::game::test::kHangGuard + " > '" + (dir / "out.txt").string() + "' 2>&1";
    return std::system(command.c_str());
}

std::vector<std::map<std::string, std::string>> drawn_frames(const fs::path& log) {
    std::vector<std::map<std::string, std::string>> frames;
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("frame ", 0) == 0) frames.push_back(frame_fields(line));
    return frames;
}

}  // namespace

TEST_CASE("every menu screen left alone is drawn less than once a second once it has settled") {
    // 240 turns of the main loop (60 a second at most): half a second of frames, then the safety
    // redraw every 3 s. Before, the screens that never said they were idle drew all 240.
    // All six in one run, 240 turns each (--max-frames counts a screen's turns).
    const std::vector<std::string> screens = {"menu", "new", "settings", "resume", "host", "join"};
    const auto dir = zero::game::test::scratch_dir("idle", "screens");
    const fs::path log = dir / "frames.log";
    REQUIRE(run_alone("--screen menu,new,settings,resume,host,join --max-frames 240 --frame-log '" + log.string() + "'",
                      dir) == 0);
    std::map<std::string, int> drawn;
    for (const auto& f : drawn_frames(log)) ++drawn[f.at("screen")];
    INFO(last_lines(log));
    CHECK(drawn.size() == screens.size());
    for (const std::string& screen : screens) {
        INFO(screen);
        CHECK(drawn[screen] >= 1);
        CHECK(drawn[screen] <= 60);
    }
}

TEST_CASE("the LAN lobby waiting for a player, and the podium once still, say they are idle") {
    SECTION("a lobby with a seat nobody has taken yet") {
        const auto dir = zero::game::test::scratch_dir("idle", "lobby");
        const fs::path log = dir / "frames.log";
        REQUIRE(run_alone("--host-seats local,remote --max-frames 240 --frame-log '" + log.string() + "'", dir) == 0);
        const auto frames = drawn_frames(log);
        INFO(last_lines(log));
        REQUIRE(frames.size() > 60);
        // Scripted runs draw every frame: each says what it showed and whether anything moved.
        for (std::size_t i = 30; i < frames.size(); ++i) {
            CHECK(frames[i].at("screen") == "lobby");
            CHECK(frames[i].at("idle") == "1");
        }
    }
    SECTION("Zero Hero's podium: the run ends once its steps have risen and the confetti fallen") {
        const auto dir = zero::game::test::scratch_dir("idle", "podium");
        const fs::path log = dir / "frames.log";
        REQUIRE(run_alone("--autoplay --game zero-hero --players 2 --seed 3 --speed 16 --unpaced --frame-log '" +
                              log.string() + "'",
                          dir) == 0);
        const auto frames = drawn_frames(log);
        INFO(last_lines(log));
        REQUIRE_FALSE(frames.empty());
        CHECK(frames.back().at("screen") == "podium");
        CHECK(frames.back().at("idle") == "1");
        CHECK(frames.back().at("animating") == "0");
    }
}
