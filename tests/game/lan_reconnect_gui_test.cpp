// SPDX-License-Identifier: GPL-3.0-or-later
// The game's LAN client coming back by itself, on loopback: the game (`--join`, synthetic input)
// plays at a `zero-cli host`'s table; the host dies with SIGKILL mid-match; the game's table says
// it is reconnecting (frame log, and a picture); the host is started again from its autosave on
// the same port; the game takes its seat back with its token, by itself, and plays to the podium.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "../quiet_port.hpp"
#include "gui_process.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"

namespace fs = std::filesystem;
// In the tests' namespace rather than under a using-directive, which a unity build would carry into
// the files compiled after this one (and whose names would clash with their own helpers).
namespace zero::game::test {

TEST_CASE("the game at a zero-cli host's table comes back to its seat by itself when the host crashes and is "
          "opened again from its autosave") {
    Scene s("lan-reconnect", "host-crash");
    const std::string save = (s.dir / "lan.zsave").string();
    const std::string kept = " --on-drop pause --no-discovery --timeout 600";  // a hang guard only
    // A port outside the kernel's range for port 0, so no other socket takes it while the host is down.
    const std::string first_port = std::to_string(zero::test_ports::quiet_ports());
    std::optional<Shell> host(std::in_place, s.cli_host("host1", "--port " + first_port + " --seats remote,bot:greedy "
                                                                 "--rounds 2 --seed 11 --autosave '" + save + "'" + kept));
    REQUIRE(eventually([&] { return !s.cli_port("host1").empty(); }, std::chrono::seconds(60)));
    const std::string port = s.cli_port("host1");
    // Speed 8 in a small window: what this checks is in the frame log, the host's output and one picture.
    Shell kai(s.game("kai", "--join 127.0.0.1:" + port + " --name Kai --speed 8 --width 640 --height 360 "
                            "--max-seconds 600 --frame-log '" + (s.dir / "kai.log").string() + "' --screenshot-dir '" +
                            (s.dir / "shots").string() + "'"));

    // Some moves in (the autosave holds them), the host dies without a word.
    kill_once_saved(s, "host1", [&] { return zero::load_save(save); }, 4, std::chrono::seconds(120));
    host->wait(std::chrono::seconds(10));

    // Once ENet gives the host up (4-10 s), the table says the game is reconnecting, and shows it.
    const auto reconnecting = [&] {
        for (const auto& f : read_log(s.dir / "kai.log").frames)
            if (f.count("detail") && f.at("detail").find("+reconnecting") != std::string::npos) return true;
        return false;
    };
    REQUIRE(eventually(reconnecting, std::chrono::seconds(60)));
    REQUIRE(eventually([&] { return fs::exists(s.dir / "shots" / "reconnecting.png"); }, std::chrono::seconds(60)));

    // Opened again from its autosave, on the same port; nobody tells the game.
    host.emplace(s.cli_host("host2", "--port " + port + " --resume '" + save + "'" + kept));
    const std::optional<int> kai_status = kai.wait(std::chrono::seconds(600));  // a hang guard
    const std::optional<int> host_status = host->wait(std::chrono::seconds(60));
    INFO(read_all(s.dir / "host2.txt") << read_all(s.dir / "kai.txt") << last_lines(s.dir / "kai.log"));
    REQUIRE(kai_status == 0);
    REQUIRE(host_status == 0);
    // Back with the token the autosave kept, not by name.
    CHECK(read_all(s.dir / "host2.txt").find("rejoined seat 1 as Kai") != std::string::npos);
    CHECK(read_all(s.dir / "host2.txt").find("match over: totals") != std::string::npos);

    const Log log = read_log(s.dir / "kai.log");
    const std::optional<long> lost = note_at(log, "connection lost: reconnecting to the table...");
    REQUIRE(lost);
    long reconnecting_frames = 0;
    long table_after = 0;
    for (const auto& f : log.frames) {
        if (!f.count("detail") || !f.count("screen") || f.at("screen") != "table") continue;
        if (f.at("detail").find("+reconnecting") != std::string::npos) ++reconnecting_frames;
        else if (reconnecting_frames > 0) ++table_after;  // back at the table, playing on
    }
    CHECK(reconnecting_frames > 10);  // a few seconds at the table while the host is away
    CHECK(table_after > 30);
    CHECK(count_screen(log, "refused") == 0);
    CHECK(count_screen(log, "podium") > 0);
}

}  // namespace zero::game::test
