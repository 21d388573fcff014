// SPDX-License-Identifier: GPL-3.0-or-later
// A game that crashes says where before it dies: the test sends the running game the signal a bad
// pointer raises and reads what it wrote on standard error. (Under the sanitizers their own report
// takes that place, so this test is in the plain build only.)
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "gui_harness.hpp"

namespace fs = std::filesystem;

#ifndef ZERO_SANITIZED
TEST_CASE("a game that crashes writes where it was, and dies of the same signal") {
    const auto dir = zero::game::test::scratch_dir("gui", "crash");
    const fs::path log = dir / "frames.log";
    const fs::path out = dir / "out.txt";
    // The game is killed once it has drawn its first frame (the frame log has a line), not after
    // some seconds; the loop's bound only guards against a game that never draws.
    const std::string script = "\"$0\" --screen menu --frame-log '" + log.string() +
                               "' --max-seconds 600 & pid=$!; i=0; while [ ! -s '" + log.string() +
                               "' ] && [ $i -lt 6000 ]; do sleep 0.1; i=$((i+1)); done; kill -SEGV $pid; wait $pid; "
                               "echo \"status=$?\"";
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' ALSOFT_DRIVERS=null " +
                                zero::game::test::display_prefix() + "sh -c '" + [&] {
                                    std::string quoted;
                                    for (const char c : script) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
                                    return quoted;
                                }() + "' '" + ZERO_GAME_BINARY + "' > '" + out.string() + "' 2>&1";
    REQUIRE(std::system(command.c_str()) == 0);
    std::ifstream in(out);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    INFO(text);
    CHECK(text.find("zero: crashed; the calls that led here") != std::string::npos);
    CHECK(text.find("zero(") != std::string::npos);   // at least one frame in the game's own code
    CHECK(text.find("status=139") != std::string::npos);  // 128 + SIGSEGV: the usual death
}
#endif
