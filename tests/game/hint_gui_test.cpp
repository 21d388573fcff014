// SPDX-License-Identifier: GPL-3.0-or-later
// The hint at the tables of Solèr's ZERO and Zero Hero in the real game binary: a person driven by
// synthetic input (--ask-hints) asks for it at every decision, by H or the button, waits for the
// answer and plays the move it suggests, to the end of the match; the table pictures the hint. At
// a LAN table the hint is offered only when the host allows it (--allow-hints).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "gui_harness.hpp"

namespace fs = std::filesystem;

namespace {

// The hints the frame log says the table showed (the move suggested, once worked out).
std::set<std::string> hints_shown(const fs::path& log) {
    std::ifstream in(log);
    std::set<std::string> hints;
    for (std::string line; std::getline(in, line);) {
        const auto fields = zero::game::test::frame_fields(line);
        const auto it = fields.find("hint");
        if (it != fields.end() && it->second != "-" && it->second != "thinking") hints.insert(it->second);
    }
    return hints;
}

void play_with_hints(const std::string& game, const std::string& kind) {
    const auto dir = zero::game::test::scratch_dir("hint", kind);
    const fs::path log = dir / "frames.log";
    const int status = zero::game::test::run_game(
        "--game " + game + " --autoplay --humans 1 --players 3 --rounds 1 --seed 5 --speed 16 --ask-hints --width 800 "
        "--height 600 --frame-log '" + log.string() + "' --screenshot-dir '" + (dir / "shots").string() + "'",
        dir);
    INFO(zero::game::test::read_all(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    CHECK(zero::game::test::read_all(dir / "out.txt").find("match over: totals") != std::string::npos);
    const std::set<std::string> hints = hints_shown(log);
    INFO(hints.size() << " hints");
    CHECK(hints.size() >= 3);
    zero::game::test::check_screenshot(dir / "shots" / "hint.png", 800, 600);
}

// A LAN table with the host's seat at this screen and two bots; the hint asked at every decision.
std::set<std::string> lan_hints(const std::string& game, bool allow) {
    const auto dir = zero::game::test::scratch_dir("hint-lan", allow ? game + "-allowed" : game + "-off");
    const fs::path log = dir / "frames.log";
    const int status = zero::game::test::run_game(
        "--game " + game + " --host-seats local,bot:medium,bot:medium --rounds 1 --speed 16 --ask-hints --width 640 "
        "--height 360 --frame-log '" + log.string() + "'" + (allow ? " --allow-hints" : ""),
        dir);
    INFO(zero::game::test::read_all(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    CHECK(zero::game::test::read_all(dir / "out.txt").find("match over: totals") != std::string::npos);
    std::set<std::string> hints = hints_shown(log);
    return hints;
}

}  // namespace

TEST_CASE("a person asks for the hint at every decision of a match of Soler's ZERO and plays it to the end",
          "[hint]") {
    play_with_hints("soler-zero", "soler");
}

TEST_CASE("a person asks for the hint at every decision of a match of Zero Hero and plays it to the end", "[hint]") {
    play_with_hints("zero-hero", "hero");
}

TEST_CASE("a LAN table offers the hint only when its host allows hints", "[hint][lan]") {
    CHECK(lan_hints("soler-zero", false).empty());
    CHECK(lan_hints("soler-zero", true).size() >= 3);
}
