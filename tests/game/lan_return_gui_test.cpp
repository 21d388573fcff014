// SPDX-License-Identifier: GPL-3.0-or-later
// Coming back to a LAN table in the real game, on loopback. A game that joined a table through
// Join game (`--join`, synthetic input) is killed with SIGKILL mid-match and started again: its
// Join game offers the seat kept on disk and takes it back, and the host's table shows the drop,
// the stand-in and the return (frame log). A join the host refuses shows the refusal screen with
// its reason, never a lobby with a Ready button.
#include <catch2/catch.hpp>

#include <signal.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "gui_process.hpp"
#include "lan_resume_check.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"

namespace fs = std::filesystem;
using namespace zero::game::test;

TEST_CASE("a game killed at a LAN table and started again rejoins its seat through Join game, and the host's "
          "table shows the drop, the stand-in and the return") {
    Scene s("lan-return", "rejoin");
    // Speed 8 in a small window: what this checks is in the frame logs and the tickets, not the pictures.
    const std::string play = " --speed 8 --width 640 --height 360 --max-seconds 1200 ";  // hang guards only
    // The host's own player waits while the stand-in plays, so Kai is back before the match can end
    // however long his game takes to start again.
    Shell host(s.game("host", "--host-seats local,remote,bot:greedy --rounds 3 --await-return" + play + "--frame-log '" +
                                  (s.dir / "host.log").string() + "'"));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    const std::string join = "--join 127.0.0.1:" + s.port() + " --name Kai" + play;

    // Kai joins through Join game and plays a turn of his own at the table.
    std::optional<Shell> kai(std::in_place, s.game("kai1", join + "--frame-log '" + (s.dir / "kai1.log").string() + "'"));
    REQUIRE(eventually(
        [&] {
            for (const auto& f : read_log(s.dir / "kai1.log").frames)
                if (f.count("accepting") && f.at("accepting") == "1") return true;
            return false;
        },
        std::chrono::seconds(120)));
    CHECK(note_at(read_log(s.dir / "kai1.log"), "join screen chose: Join the address above"));
    // The seat's ticket is on disk.
    CHECK(s.tickets() == 1);
    const pid_t pid = std::stoi(read_all(s.dir / "kai1.pid"));
    REQUIRE(::kill(pid, SIGKILL) == 0);
    kai->wait(std::chrono::seconds(10));

    // The host's table says Kai dropped out and a stand-in plays, once ENet has given up on him.
    REQUIRE(eventually([&] { return note_at(read_log(s.dir / "host.log"), "Kai dropped out: a stand-in bot"); },
                       std::chrono::seconds(60)));
    CHECK(s.tickets() == 1);

    // Another player on Kai's machine joins as himself, not with Kai's ticket: the table is under
    // way, so he is turned away, and Kai's seat still waits for Kai.
    {
        Shell bo(s.game("bo", "--join 127.0.0.1:" + s.port() + " --name Bo" + play + "--frame-log '" +
                                  (s.dir / "bo.log").string() + "'"));
        REQUIRE(bo.wait(std::chrono::seconds(300)) == 0);  // a hang guard
        const Log log = read_log(s.dir / "bo.log");
        CHECK(note_at(log, "join screen chose: Join the address above"));
        CHECK(count_screen(log, "refused") > 0);
        CHECK(s.tickets() == 1);
    }

    // Started again, Kai's game offers the seat in Join game and takes it back.
    kai.emplace(s.game("kai2", join + "--frame-log '" + (s.dir / "kai2.log").string() + "' --screenshot-dir '" +
                                   (s.dir / "shots").string() + "'"));
    const std::optional<int> kai_status = kai->wait(std::chrono::seconds(1200));  // a hang guard
    const std::optional<int> host_status = host.wait(std::chrono::seconds(60));
    INFO(read_all(s.dir / "host.txt") << read_all(s.dir / "kai2.txt"));
    REQUIRE(kai_status == 0);
    REQUIRE(host_status == 0);

    const Log kai2 = read_log(s.dir / "kai2.log");
    CHECK(note_at(kai2, "join screen chose: Rejoin Ann's table as Kai"));
    CHECK(count_screen(kai2, "refused") == 0);
    CHECK(count_screen(kai2, "table") > 50);
    CHECK(count_screen(kai2, "podium") > 0);
    CHECK(fs::exists(s.dir / "shots" / "join-offer.png"));

    // The host's table: the drop, frames with the stand-in's badge on seat 2, the return, and
    // frames after it with everyone back.
    const Log h = read_log(s.dir / "host.log");
    const std::optional<long> dropped = note_at(h, "Kai dropped out: a stand-in bot plays their seat");
    const std::optional<long> back = note_at(h, "Kai is back at the table");
    REQUIRE(dropped);
    REQUIRE(back);
    CHECK(*dropped < *back);
    long stand_in_frames = 0;
    long after_back = 0;
    for (std::size_t i = 0; i < h.frames.size(); ++i) {
        const auto& f = h.frames[i];
        if (!f.count("detail")) continue;
        if (f.at("detail") == "seats--s-") ++stand_in_frames;
        if (static_cast<long>(i) > *back && f.at("detail") == "seats----") ++after_back;
    }
    CHECK(stand_in_frames > 0);
    CHECK(after_back > 0);
    CHECK(read_all(s.dir / "host.txt").find("match over: totals") != std::string::npos);
    // The match is over: nothing is left to rejoin.
    CHECK(s.tickets() == 0);
}

TEST_CASE("a join the host refuses shows why, with the way back, and never a lobby with a Ready button") {
    Scene s("lan-return", "refused");
    std::optional<Shell> host(std::in_place, s.game("host", "--host-seats local,remote,bot:greedy --rounds 1 --speed 2 --width 640 --height 360 --max-seconds 1200 "
                              "--frame-log '" + (s.dir / "host.log").string() + "'"));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    // A bot client takes the open seat, so the match starts. It thinks a minute before each of its
    // moves, so the match is still under way when Kai asks to join unless his game takes over a
    // minute to start (a one-round match at speed 2 used to end in about 11 s): the test is about
    // the refusal, not a race with the match's end.
    std::optional<Shell> cy(std::in_place, s.cli_join("cy", s.port(), "--name Cy --bot greedy --delay-ms 60000"));
    REQUIRE(eventually([&] { return count_screen(read_log(s.dir / "host.log"), "table") > 0; },
                       std::chrono::seconds(60)));

    Shell kai(s.game("kai", "--join 127.0.0.1:" + s.port() + " --name Kai --width 640 --height 360 --max-seconds 120 --frame-log '" +
                                (s.dir / "kai.log").string() + "' --screenshot-dir '" + (s.dir / "shots").string() +
                                "'"));
    const std::optional<int> status = kai.wait(std::chrono::seconds(150));
    INFO(read_all(s.dir / "kai.txt"));
    REQUIRE(status == 0);
    const Log log = read_log(s.dir / "kai.log");
    int refused = 0;
    for (const auto& f : log.frames) {
        if (!f.count("screen")) continue;
        INFO(f.at("screen"));
        if (f.at("screen") == "refused") {
            ++refused;
            CHECK(f.at("detail") == "reason-4");  // a match is under way
        }
        if (f.at("screen") == "lobby") CHECK(f.at("detail") == "no-ready-button");
    }
    CHECK(refused >= 30);
    CHECK(fs::exists(s.dir / "shots" / "refused.png"));
    // Back to Join game from there, with no seat kept.
    CHECK(count_screen(log, "join") > 20);
    CHECK(s.tickets() == 0);
}

TEST_CASE("a LAN table the game hosted autosaves, and its save opens the lobby again with the seats kept and "
          "plays on to the end") {
    Scene s("lan-return", "resume");
    LanKillResume how{"knizia-zero", " --speed 8 --width 640 --height 360 --max-seconds 300"};
    how.bot = "greedy";
    how.rounds = 2;
    how.actions = 6;
    how.kill_limit = std::chrono::seconds(120);
    how.end_limit = std::chrono::seconds(300);
    check_lan_kill_and_resume(s, how, [](const std::string& save) { return zero::load_save(save); });
}
