// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the real game binary on the LAN screens: Host game and Join game open, draw and close
// cleanly (Join game searches the loopback broadcast address only); a LAN table hosted with
// `--host-seats` is played to the end by synthetic input at the host's screen, with a bot client
// (`zero-cli join`) in another process. Everything stays on 127.0.0.1.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>

#include <unistd.h>
#include <SFML/Graphics/Image.hpp>

#include "../quiet_port.hpp"
#include "gui_harness.hpp"
#include "story_check.hpp"

namespace fs = std::filesystem;

namespace {

zero::game::test::ScratchDir lan_scratch(const std::string& name) {
    return zero::game::test::scratch_dir("lan-gui", name);
}

int run_lan_screen(const std::string& screen, const fs::path& dir) {
    const std::string prefix = zero::game::test::display_prefix();
    const std::string command = "XDG_CONFIG_HOME='" + (dir / "config").string() +
                                "' ZERO_DISCOVERY_ADDRS=127.255.255.255 ALSOFT_DRIVERS=null " + prefix + "'" +
                                ZERO_GAME_BINARY + "' --screen " + screen + " --max-frames 90 --screenshot-dir '" +
                                (dir / "shots").string() + "' > '" + (dir / "out.txt").string() + "' 2>&1";
    return std::system(command.c_str());
}

// Runs the game hosting a table; `then` (shell commands) runs beside it with the game's pid in
// $game and must end by waiting for it, so the exit status is the game's. `env`: more variables.
int run_hosted_table(const std::string& args, const fs::path& dir, const std::string& then = "",
                     const std::string& env = "") {
    const std::string prefix = zero::game::test::display_prefix();
    const std::string command =
        "XDG_CONFIG_HOME='" + (dir / "config").string() + "' ZERO_SAVE_DIR='" + (dir / "saves").string() +
        "' ZERO_DISCOVERY_ADDRS=127.255.255.255 ALSOFT_DRIVERS=null " + env + " " + prefix + "'" + ZERO_GAME_BINARY + "' " + args +
        " > '" + (dir / "out.txt").string() + "' 2>&1" + (then.empty() ? "" : " & game=$!" + then);
    return std::system(command.c_str());
}

std::string read_all(const fs::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// What a frame log says about the table, checked frame by frame against the couch rules for the
// players at this screen (`locals`: the seats 0..locals-1).
struct TableLog {
    int table_frames = 0;
    int handoff_frames = 0;
    int animating_frames = 0;
    std::set<int> accepted;
    bool podium = false;
};

TableLog check_frame_log(const fs::path& log, int locals) {
    std::ifstream in(log);
    REQUIRE(in);
    TableLog out;
    std::string line;
    int last_hand = -1;
    bool handoff_since = true;
    while (std::getline(in, line)) {
        const auto f = zero::game::test::frame_fields(line);
        if (f.count("screen") == 0) continue;
        if (f.at("screen") == "podium") out.podium = true;
        if (f.at("screen") != "table") continue;
        ++out.table_frames;
        const int hand = std::stoi(f.at("hand"));
        const int accepting = std::stoi(f.at("accepting"));
        INFO(line);
        if (f.at("animating") == "1") ++out.animating_frames;
        // No frame of a hand-off shows a hand face up, not even one.
        if (f.at("handoff") == "1") {
            ++out.handoff_frames;
            CHECK(hand == -1);
            handoff_since = true;
        }
        // Only the hands of the players at this screen are ever drawn, never a bot's or a remote seat's.
        CHECK(hand < locals);
        if (accepting >= 0) {
            CHECK(hand == accepting);
            out.accepted.insert(accepting);
        }
        if (hand >= 0) {
            // From one player's hand to another's always through the hand-off.
            if (last_hand >= 0 && hand != last_hand) CHECK(handoff_since);
            if (hand != last_hand) handoff_since = false;
            last_hand = hand;
        }
    }
    return out;
}

}  // namespace

TEST_CASE("a LAN table with two players at the host's screen and a bot client plays to the end") {
    const auto dir = lan_scratch("couch");
    const fs::path log = dir / "frames.log";
    // The table takes any free port and says which; the bot client joins it from another process
    // once it is open, while the game runs.
    const std::string join = "; for i in $(seq 1 300); do grep -q 'hosting on port' '" + (dir / "out.txt").string() +
                             "' && break; sleep 0.1; done; port=$(sed -n 's/^hosting on port //p' '" +
                             (dir / "out.txt").string() + "'); '" + ZERO_CLI_BINARY +
                             "' join 127.0.0.1:$port --name Cy --bot greedy > '" + (dir / "join.txt").string() +
                             "' 2>&1; wait $game";
    const int game = run_hosted_table(
        "--host-seats local,local,remote,bot:greedy --rounds 2 --speed 8" + std::string(zero::game::test::kTestRun) +
            "--frame-log '" +
            log.string() + "' --screenshot-dir '" + (dir / "shots").string() + "'",
        dir, join);
    const std::string out = read_all(dir / "out.txt");
    INFO(out);
    INFO(zero::game::test::last_lines(log));
    REQUIRE(game == 0);
    const auto at = out.find("hosting on port ");
    REQUIRE(at != std::string::npos);
    const std::string port = out.substr(at + 16, out.find('\n', at) - at - 16);
    CHECK(out.find("match over: totals") != std::string::npos);
    const TableLog table = check_frame_log(log, 2);
    CHECK(table.table_frames > 100);
    CHECK(table.handoff_frames > 0);
    // Both players at the screen played their turns through the table's picker.
    CHECK(table.accepted == std::set<int>{0, 1});
    // The table animates: card flights, the knock, the reveal.
    CHECK(table.animating_frames > 50);
    CHECK(table.podium);
    // The LAN table tells the two players at its screen what they missed, as the couch table does.
    const zero::game::test::StoryLog story = zero::game::test::check_story(log);
    CHECK(story.recaps > 3);
    CHECK(story.held == story.handoffs - 1);
    for (const char* shot : {"table", "swap", "handoff", "choice", "reveal", "podium"}) {
        INFO(shot);
        CHECK(fs::exists(dir / "shots" / (std::string(shot) + ".png")));
    }
    // The bot client played its seat to the same end (it may still be saying goodbye: wait a little).
    std::string joined;
    for (int i = 0; i < 50 && joined.find("match over") == std::string::npos; ++i) {
        ::usleep(100000);
        joined = read_all(dir / "join.txt");
    }
    INFO(joined);
    CHECK(joined.find("joined 127.0.0.1:" + port + " seat 3") != std::string::npos);
    CHECK(joined.find("match over: totals") != std::string::npos);
}

TEST_CASE("a LAN table is played with the keyboard alone") {
    const auto dir = lan_scratch("keys");
    const fs::path log = dir / "frames.log";
    const int game = run_hosted_table(
        "--host-seats local,bot:greedy,bot:easy --keys-only --rounds 1 --speed 8" + std::string(zero::game::test::kTestRun) +
            "--frame-log '" +
            log.string() + "'",
        dir);
    const std::string out = read_all(dir / "out.txt");
    INFO(out);
    INFO(zero::game::test::last_lines(log));
    REQUIRE(game == 0);
    CHECK(out.find("match over: totals") != std::string::npos);
    const TableLog table = check_frame_log(log, 1);
    CHECK(table.accepted == std::set<int>{0});
    CHECK(table.handoff_frames == 0);  // one player at the screen: nothing to hand off
    CHECK(table.animating_frames > 20);
    CHECK(table.podium);
}

TEST_CASE("the Host game and Join game screens open, draw and close") {
    for (const std::string screen : {"host", "join"}) {
        const auto dir = lan_scratch(screen);
        const int status = run_lan_screen(screen, dir);
        INFO(screen << ": " << std::ifstream(dir / "out.txt").rdbuf());
        REQUIRE(status == 0);
        const fs::path png = dir / "shots" / (screen + ".png");
        REQUIRE(fs::exists(png));
        sf::Image image;
        REQUIRE(image.loadFromFile(png.string()));
        CHECK(image.getSize() == sf::Vector2u(1280, 720));
        // The title is drawn in gold near the top: the screen drew something of its own.
        bool gold = false;
        for (unsigned y = 30; y < 80 && !gold; ++y)
            for (unsigned x = 500; x < 780 && !gold; ++x) {
                const sf::Color c = image.getPixel(x, y);
                gold = c.r > 200 && c.g > 170 && c.b < 140;
            }
        CHECK(gold);
    }
}

TEST_CASE("a table hosted with --announce is listed in Join game, and one whose discovery port is taken opens "
          "unlisted and says so") {
    // The table waits in its lobby for its open seat; the frames only bound the run (the listed
    // table's 600, ten seconds at least, outlast the search; the unlisted one's end after its picture).
    const std::string args = "--host-seats local,remote --announce --max-seconds 300 ";
    {
        const auto dir = lan_scratch("announced");
        const std::string port = std::to_string(zero::test_ports::quiet_ports());
        const std::string search = "; for i in $(seq 1 300); do grep -q 'hosting on port' '" +
                                   (dir / "out.txt").string() + "' && break; sleep 0.1; done; '" + ZERO_CLI_BINARY +
                                   "' discover --port " + port + " --timeout-ms 2000 > '" +
                                   (dir / "found.txt").string() + "' 2>&1; wait $game";
        const int game = run_hosted_table(args + "--max-frames 600", dir, search, "ZERO_DISCOVERY_PORT=" + port);
        const std::string out = read_all(dir / "out.txt");
        const std::string found = read_all(dir / "found.txt");
        INFO(out << found);
        REQUIRE(game == 0);
        const auto at = out.find("hosting on port ");
        REQUIRE(at != std::string::npos);
        // The search lists the table at its game port.
        CHECK(found.find(":" + out.substr(at + 16, out.find('\n', at) - at - 16)) != std::string::npos);
    }
    {
        const auto dir = lan_scratch("unlisted");
        const fs::path log = dir / "frames.log";
        // Another program holds the discovery port, without sharing it.
        const std::uint16_t port = zero::test_ports::quiet_ports();
        std::optional<zero::test_ports::HeldPort> holder(std::in_place, port);
        const int game = run_hosted_table(args + "--max-frames 310 --shot-every 300 --frame-log '" + log.string() +
                                              "' --screenshot-dir '" + (dir / "shots").string() + "'",
                                          dir, "", "ZERO_DISCOVERY_PORT=" + std::to_string(port));
        holder.reset();
        const std::string out = read_all(dir / "out.txt");
        INFO(out);
        INFO(zero::game::test::last_lines(log));
        // The table opened and waited for its player; its lobby said it is not listed.
        REQUIRE(game == 0);
        CHECK(out.find("hosting on port ") != std::string::npos);
        CHECK(read_all(log).find("+unlisted") != std::string::npos);
        CHECK(fs::exists(dir / "shots" / "shot-300.png"));
    }
}
