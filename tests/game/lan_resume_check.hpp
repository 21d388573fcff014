// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The kill-and-resume of a LAN table in the real game, whatever the game: the game hosting it
// (`--host-seats local,remote,bot:KIND --save FILE`, a bot client of zero-cli in the remote seat) is
// killed with SIGKILL mid-match; its save is listed as a LAN table's, and `zero --autoplay --resume
// FILE` opens the lobby again with the LAN player's seat kept for his name; he joins by it and the
// match plays on from the save to its end. Everything stays on 127.0.0.1.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "gui_process.hpp"
#include "lan_save_check.hpp"

namespace zero::game::test {

// How one game's LAN table is played, killed and opened again.
struct LanKillResume {
    std::string game;            // its id: knizia-zero (the game's default), soler-zero, zero-hero
    std::string run;             // every run's options (speed, window, hang guards)
    std::string bot = "medium";  // the kind of the host's bot seat and of the joining client
    int rounds = 1;
    std::uint32_t actions = 12;            // the kill comes once the save holds this many
    std::chrono::seconds kill_limit{600};  // hang guards
    std::chrono::seconds end_limit{1500};
};

// Plays `how`, kills the host, checks the save as Resume lists it (Ann here, Cy at the LAN seat,
// the bot), resumes it with Cy back in his seat, and checks the match played on to its end and left
// the saves folder for its history. Returns the save as it was loaded before the resume (`load`
// reads the save file of the game's kind).
template <class Load>
auto check_lan_kill_and_resume(const Scene& s, const LanKillResume& how, Load load) {
    const std::string save = (s.dir / "saves" / "lan.zsave").string();
    const std::string game = how.game == "knizia-zero" ? std::string() : "--game " + how.game + " ";
    std::optional<Shell> host(
        std::in_place,
        s.game("host", game + "--host-seats local,remote,bot:" + how.bot + " --rounds " + std::to_string(how.rounds) +
                           " --save '" + save + "' --frame-log '" + (s.dir / "host.log").string() + "'" + how.run));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    const std::string join = game + "--name Cy --bot " + how.bot;
    std::optional<Shell> cy(std::in_place, s.cli_join("cy", s.port(), join));
    // Some moves in, the hosting game dies without a word.
    kill_once_saved(
        s, "host", [&] { return load(save); }, how.actions, how.kill_limit);
    host->wait(std::chrono::seconds(10));
    cy.reset();

    // The saves folder lists it as a LAN table's match of the game, for Resume.
    check_listed_lan_save(s.dir / "saves", how.game, {"Ann", "Cy", "Bot 3 (" + how.bot + ")"});
    auto before = load(save);
    REQUIRE(before.save);
    REQUIRE(before.state);
    CHECK(before.save->seats[0].kind == SeatKind::Human);
    CHECK(before.save->seats[1].kind == SeatKind::Remote);
    CHECK(before.save->seats[2].kind == SeatKind::Bot);

    // Opened again, the lobby keeps Cy's seat; Cy joins by name and the match plays on to its end.
    std::filesystem::remove(s.dir / "host.txt");
    host.emplace(s.game("host", "--autoplay --humans 1 --resume '" + save + "' --frame-log '" +
                                    (s.dir / "resumed.log").string() + "'" + how.run));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    cy.emplace(s.cli_join("cy2", s.port(), join));
    const std::optional<int> status = host->wait(how.end_limit);
    INFO(read_all(s.dir / "host.txt") << read_all(s.dir / "cy2.txt"));
    INFO(last_lines(s.dir / "resumed.log"));
    REQUIRE(status == 0);
    CHECK(read_all(s.dir / "host.txt").find("match over: totals") != std::string::npos);
    CHECK(eventually([&] { return read_all(s.dir / "cy2.txt").find("match over") != std::string::npos; },
                     std::chrono::seconds(10)));
    CHECK(read_all(s.dir / "cy2.txt").find(" seat 2 ") != std::string::npos);  // his kept seat
    const Log log = read_log(s.dir / "resumed.log");
    CHECK(count_screen(log, "lobby") > 0);
    CHECK(count_screen(log, "table") > 50);
    CHECK(count_screen(log, "podium") > 0);

    // Finished, the match left the saves folder for its history.
    CHECK_FALSE(std::filesystem::exists(save));
    CHECK_FALSE(std::filesystem::is_empty(s.dir / "saves" / "history"));
    return before;
}

// How a game's record orders a round's actions: as they were made, or (Solèr's ZERO) a stage of
// simultaneous commits clockwise from its leader, so that a save taken mid-stage may hold a later
// seat's commit without an earlier one's and is no plain prefix (the game's own check says more).
enum class ActionOrder { AsMade, SimultaneousStages };

// The finished record carries on from the save: the same seed and players, the saved game's
// actions first.
template <class Record, class SaveGame>
void check_record_carries_on(const Record& whole, const SaveGame& before, ActionOrder order = ActionOrder::AsMade) {
    CHECK(whole.finished());
    CHECK(whole.seed == before.record.seed);
    CHECK(whole.players == before.record.players);
    REQUIRE(whole.rounds.size() >= before.record.rounds.size());
    const auto& saved = before.record.rounds.back().actions;
    const auto& played = whole.rounds[before.record.rounds.size() - 1].actions;
    REQUIRE(played.size() > saved.size());
    if (order == ActionOrder::AsMade) CHECK(std::equal(saved.begin(), saved.end(), played.begin()));
}

}  // namespace zero::game::test
