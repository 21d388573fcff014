// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Solèr's ZERO in the real game binary: hosted with `--game soler-zero
// --host-seats`, two players at the host's screen driven by synthetic input, and a bot client
// (`zero-cli join --game soler-zero`) in another process; before it, a client of Knizia's Zero is
// refused and the table goes on. Everything stays on 127.0.0.1.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <unistd.h>

#include "couch_check.hpp"
#include "gui_harness.hpp"

namespace fs = std::filesystem;

namespace {

std::string text_of(const fs::path& path) {
    std::ifstream in(path);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Shell lines that wait for the game to say its port, then run `command` with $port set.
std::string once_hosting(const fs::path& out, const std::string& command) {
    return "; for i in $(seq 1 300); do grep -q 'hosting on port' '" + out.string() +
           "' && break; sleep 0.1; done; port=$(sed -n 's/^hosting on port //p' '" + out.string() + "'); " + command;
}

}  // namespace

TEST_CASE("a LAN table of Soler's ZERO: a Knizia client is refused, then two players at the host's screen and a bot "
          "client play to the end") {
    const auto dir = zero::game::test::scratch_dir("soler-lan-gui", "couch");
    const fs::path log = dir / "frames.log";
    const fs::path out = dir / "out.txt";
    const std::string cli = std::string("'") + ZERO_CLI_BINARY + "'";
    const std::string clients =
        once_hosting(out, cli + " join 127.0.0.1:$port --name Kai --bot greedy > '" + (dir / "knizia.txt").string() +
                              "' 2>&1; " + cli + " join --game soler-zero 127.0.0.1:$port --name Cy --bot medium > '" +
                              (dir / "join.txt").string() + "' 2>&1; wait $game");
    const std::string command =
        "XDG_CONFIG_HOME='" + (dir / "config").string() + "' XDG_DATA_HOME='" + (dir / "data").string() +
        "' XDG_STATE_HOME='" + (dir / "state").string() + "' ZERO_SAVE_DIR='" + (dir / "saves").string() +
        "' ZERO_DISCOVERY_ADDRS=127.255.255.255 ALSOFT_DRIVERS=null " + zero::game::test::display_prefix() + "'" +
        ZERO_GAME_BINARY + "' --game soler-zero --host-seats local,local,remote --rounds 1 --speed 16 --width 640 --height 360" +
        zero::game::test::kTestRun + "--frame-log '" + log.string() + "' --screenshot-dir '" +
        (dir / "shots").string() + "' > '" + out.string() + "' 2>&1 & game=$!" + clients;
    const int status = std::system(command.c_str());
    const std::string said = text_of(out);
    INFO(said);
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    CHECK(said.find("match over: totals") != std::string::npos);

    // The client of the other game was turned away with the reason, and the table went on.
    const std::string knizia = text_of(dir / "knizia.txt");
    INFO(knizia);
    CHECK(knizia.find("refused us: the table plays another game") != std::string::npos);

    // The couch rules hold at a LAN table: no hand (nor face-down card) during a hand-off, only the
    // hands of the two people at this screen, input from the player shown.
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(log, 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoff_frames > 0);
    // Both people play face down in every trick, each behind the hand-off.
    CHECK(couch.handoff_details.count("play") > 2);
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);
    for (const char* shot : {"table", "plays", "reveal", "handoff", "podium"}) {
        INFO(shot);
        CHECK(fs::exists(dir / "shots" / (std::string(shot) + ".png")));
    }
    // The bot client played its seat to the same end (it may still be saying goodbye: wait a little).
    std::string joined;
    for (int i = 0; i < 50 && joined.find("match over") == std::string::npos; ++i) {
        ::usleep(100000);
        joined = text_of(dir / "join.txt");
    }
    INFO(joined);
    CHECK(joined.find(" seat 3 ") != std::string::npos);
    CHECK(joined.find("match over: totals") != std::string::npos);
}
