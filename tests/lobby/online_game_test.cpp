// SPDX-License-Identifier: GPL-3.0-or-later
// The game's online play through a real lobby (test_lobby.hpp: prosody and coturn on loopback
// ports): the game hosts a private table and a `zero-cli join --lobby --code` bot plays it to its
// end; the game joins by its code a table `zero-cli host --lobby` opened; a public table appears
// in the game's Online list. Every wait is a hang guard; the matches run on the game's virtual
// clock (--unpaced), so nothing depends on the machine's speed.
#include <catch2/catch.hpp>

#include <csignal>
#include <filesystem>
#include <thread>
#include <string>
#include <vector>

#include "../game/gui_harness.hpp"
#include "test_lobby.hpp"

using namespace zero::net::testing;
using namespace std::chrono_literals;

namespace online_game_test {

const std::string kCli = ZERO_CLI_PATH;
namespace fs = std::filesystem;

std::string quoted(const std::string& text) { return "'" + text + "'"; }

// The game in a scratch home, with `args`, its stdout a pipe the test reads and its stderr a file.
ChildProcess game(const fs::path& dir, const std::string& args) {
    const std::string command = "XDG_CONFIG_HOME=" + quoted((dir / "config").string()) +
                                " XDG_DATA_HOME=" + quoted((dir / "data").string()) +
                                " XDG_STATE_HOME=" + quoted((dir / "state").string()) +
                                " ZERO_SAVE_DIR=" + quoted((dir / "saves").string()) +
                                " ALSOFT_DRIVERS=null exec " + zero::game::test::display_prefix() +
                                quoted(ZERO_GAME_BINARY) + " " + args + zero::game::test::kTestRun + " 2> " +
                                quoted((dir / "err.txt").string());
    return ChildProcess({"/bin/bash", "-c", command});
}

ChildProcess cli_with_stderr(const std::string& args) {
    return ChildProcess({"/bin/bash", "-c", "exec " + quoted(kCli) + " " + args + " 2>&1"});
}

std::string code_in(ChildProcess& process) {
    const auto line = process.wait_line("code ", 30s);
    REQUIRE(line);
    const std::string code = line->substr(line->find("code ") + 5, 6);
    REQUIRE(code.size() == 6);
    return code;
}

// A zero-cli host and the game's player, both ended well once the host's match is over.
void played_to_the_end(ChildProcess& host, ChildProcess& player, const fs::path& dir, std::chrono::seconds wait) {
    const auto host_status = host.wait_exit(wait);
    const auto player_status = player.wait_exit(30s);
    INFO(host.output());
    INFO(player.output());
    INFO(zero::game::test::read_all(dir / "err.txt"));
    CHECK(host_status == 0);
    CHECK(host.output().find("match over: totals") != std::string::npos);
    CHECK(player_status == 0);
}

// Whether `path` is there before the hang guard (an autosave: written whole, then renamed there).
bool on_disk(const fs::path& path) {
    for (int i = 0; i < 600 && !fs::exists(path); ++i) std::this_thread::sleep_for(50ms);
    return fs::exists(path);
}

// A signal sent to the game's process reaches the game only when it is the command itself: with a
// display at hand, not under an xvfb-run of its own.
bool signals_reach_the_game() { return zero::game::test::display_prefix().empty(); }

}  // namespace online_game_test

using namespace online_game_test;

TEST_CASE("the game hosts a private table online and a bot joining by its code plays the match to its end",
          "[lobby][game]") {
    Lobby lobby;
    const auto dir = zero::game::test::scratch_dir("online", "host");
    ChildProcess host = game(dir, "--host-seats local,remote --rounds 1 --speed 4 --lobby " + lobby.address() +
                                      " --private --name Ann");
    const std::string code = code_in(host);
    // A private table is listed nowhere.
    ChildProcess list = cli_with_stderr("lobby list --lobby " + lobby.address());
    REQUIRE(list.wait_exit(20s) == 0);
    CHECK(list.output().find(code) == std::string::npos);
    ChildProcess bot = cli_with_stderr("join --lobby " + lobby.address() + " --code " + code +
                                       " --name Cy --bot greedy --timeout 60");
    const auto bot_status = bot.wait_exit(60s);
    const auto host_status = host.wait_exit(60s);
    INFO(bot.output());
    INFO(host.output());
    INFO(zero::game::test::read_all(dir / "err.txt"));
    CHECK(bot.output().find("connected directly to") != std::string::npos);
    CHECK(bot.output().find("match over: totals") != std::string::npos);
    CHECK(bot_status == 0);
    CHECK(host_status == 0);
    CHECK(host.output().find("match over: totals") != std::string::npos);
}

TEST_CASE("the game joins by its code a table that zero-cli host --lobby opened, and plays it to its end",
          "[lobby][game]") {
    Lobby lobby;
    const auto dir = zero::game::test::scratch_dir("online", "join");
    ChildProcess host = cli_with_stderr("host --lobby " + lobby.address() +
                                        " --private --port 0 --no-discovery --seats remote,bot:greedy --rounds 1 "
                                        "--timeout 60");
    const std::string code = code_in(host);
    ChildProcess player = game(dir, "--join-code " + code + " --lobby " + lobby.address() + " --name Ann --speed 4");
    played_to_the_end(host, player, dir, 60s);
    CHECK(host.output().find("joined seat 1 as Ann") != std::string::npos);
}

TEST_CASE("a public table appears in the game's list of open tables", "[lobby][game]") {
    Lobby lobby;
    const auto dir = zero::game::test::scratch_dir("online", "list");
    ChildProcess host = cli_with_stderr("host --lobby " + lobby.address() +
                                        " --port 0 --no-discovery --seats remote,bot:greedy --name Bo --timeout 60");
    const std::string code = code_in(host);
    const fs::path log = dir / "frames.log";
    // The Online screen draws again whenever its list changes, and says how many tables it lists.
    ChildProcess player = game(dir, "--screen online --lobby " + lobby.address() + " --name Ann --frame-log " + quoted(log.string()));
    bool listed = false;
    for (int i = 0; i < 300 && !listed; ++i) {
        std::this_thread::sleep_for(100ms);
        listed = zero::game::test::read_all(log).find("detail=signed-in+tables-1") != std::string::npos;
    }
    INFO(zero::game::test::last_lines(log));
    INFO(zero::game::test::read_all(dir / "err.txt"));
    CHECK(listed);
    player.kill(SIGTERM);
    player.wait_exit(10s);
    host.kill(SIGTERM);
    host.wait_exit(10s);
}

TEST_CASE("the game's seat at a table joined by its code comes back through the lobby when the host crashed and "
          "reopened from its save on another port",
          "[lobby][game][crash]") {
    // The game is held still (SIGSTOP) from the match's start: the match waits for its seat, so
    // the host is killed mid-match however fast or slow the machine plays (a kill timed by the
    // actions seen could land after the match was over: a match of two short rounds lasts a dozen
    // actions). The game's process must be the command itself, not xvfb-run's.
    REQUIRE(signals_reach_the_game());
    Lobby lobby;
    const auto dir = zero::game::test::scratch_dir("online", "rejoin");
    const std::string save = (dir / "host-save.json").string();
    ChildProcess host = cli_with_stderr("host --lobby " + lobby.address() +
                                        " --private --port 0 --no-discovery --seats remote,bot:greedy --rounds 2 "
                                        "--on-drop pause --progress --autosave " + quoted(save) + " --timeout 120");
    const std::string code = code_in(host);
    ChildProcess player = game(dir, "--join-code " + code + " --lobby " + lobby.address() + " --name Ann --speed 4");
    {
        const auto started = host.wait_line("match started", 60s);
        INFO(host.output());
        REQUIRE(started);
    }
    player.kill(SIGSTOP);
    // Killed once the autosave is on disk (written whole, then renamed into place), and opened
    // again from it on another port: only a knock through the lobby tells the game where its
    // table is now.
    REQUIRE(on_disk(save));
    host.kill(SIGKILL);
    REQUIRE(host.wait_exit(30s));
    {
        INFO(host.output());
        REQUIRE(host.output().find("match over") == std::string::npos);
    }
    ChildProcess again = cli_with_stderr("host --lobby " + lobby.address() + " --private --port 0 --no-discovery " +
                                         "--on-drop pause --resume " + quoted(save) + " --timeout 120");
    CHECK(code_in(again) == code);
    player.kill(SIGCONT);
    played_to_the_end(again, player, dir, 120s);
    CHECK(again.output().find("rejoined seat 1 as Ann") != std::string::npos);  // by its token
}

TEST_CASE("the game's online table reopened from its save is announced again under its code, and its player "
          "comes back by knocking there",
          "[lobby][game][crash]") {
    // The game is killed with SIGKILL: its process must be the command itself, not xvfb-run's.
    REQUIRE(signals_reach_the_game());
    Lobby lobby;
    const auto dir = zero::game::test::scratch_dir("online", "resume");
    const std::string save = (dir / "online-table.json").string();
    ChildProcess host = game(dir, "--host-seats local,remote --rounds 2 --speed 4 --lobby " + lobby.address() +
                                      " --private --name Ann --save " + quoted(save));
    const std::string code = code_in(host);
    // The player thinks a minute a move: the match waits for it, so the game is killed mid-match
    // however fast the machine plays, once the autosave is on disk.
    ChildProcess player = cli_with_stderr("join --lobby " + lobby.address() + " --code " + code +
                                          " --name Cy --bot greedy --delay-ms 60000 --lost-after-ms 2000 --timeout 120");
    REQUIRE(player.wait_line("joined ", 60s));
    REQUIRE(on_disk(save));
    host.kill(SIGKILL);
    REQUIRE(host.wait_exit(30s));
    // Opened again from the save, as Resume does: announced under the same code, on another port.
    ChildProcess again = game(dir, "--autoplay --resume " + quoted(save) + " --speed 4");
    CHECK(code_in(again) == code);
    const auto back = player.wait_line("rejoined ", 60s);
    INFO(player.output());
    INFO(again.output());
    INFO(zero::game::test::read_all(dir / "err.txt"));
    CHECK(back);
    again.kill(SIGTERM);
    again.wait_exit(10s);
    player.kill(SIGTERM);
    player.wait_exit(10s);
}
