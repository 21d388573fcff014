// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Zero Hero in the real game binary: hosted with `--game zero-hero --host-seats`,
// two players at the host's screen driven by synthetic input and a bot client (`zero-cli join
// --game zero-hero`) in another process, played to the end with a record that replays; and the
// hosting game killed with SIGKILL mid-match, opened again from its autosave with the LAN player
// back in his kept seat. Everything stays on 127.0.0.1.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>
#include <string>

#include "couch_check.hpp"
#include "lan_resume_check.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"

namespace fs = std::filesystem;

// In the tests' namespace rather than under a using-directive, which a unity build would carry into
// the files compiled after this one.
namespace zero::game::test {

namespace {

// A small window and speed 16: these tests read records and frame logs, not pictures.
const std::string kHeroLanRun = std::string(" --speed 16 --width 640 --height 360") + kTestRun;

}  // namespace

TEST_CASE("a LAN table of Zero Hero: two players at the host's screen and a bot client play to the end, and the "
          "record replays") {
    Scene s("hero-lan-gui", "couch");
    const std::string save = (s.dir / "saves" / "lan.zsave").string();
    Shell host(s.game("host", "--game zero-hero --host-seats local,local,remote --rounds 1 --save '" + save +
                                  "' --frame-log '" + (s.dir / "host.log").string() + "'" + kHeroLanRun));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    Shell cy(s.cli_join("cy", s.port(), "--game zero-hero --name Cy --bot medium"));
    const std::optional<int> status = host.wait(std::chrono::seconds(1500));  // a hang guard
    INFO(read_all(s.dir / "host.txt") << read_all(s.dir / "cy.txt"));
    INFO(last_lines(s.dir / "host.log"));
    REQUIRE(status == 0);
    const std::string said = read_all(s.dir / "host.txt");
    CHECK(said.find("match over: totals") != std::string::npos);

    // The couch rules hold at a LAN table: no face-down card during a hand-off, only those of the
    // two people at this screen, input from the player shown.
    const CouchLog couch = check_couch_log(s.dir / "host.log", 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoff_frames > 0);
    CHECK(couch.handoffs > 3);
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);

    // The bot client played its seat to the same end.
    CHECK(eventually([&] { return read_all(s.dir / "cy.txt").find("match over") != std::string::npos; },
                     std::chrono::seconds(10)));
    CHECK(read_all(s.dir / "cy.txt").find(" seat 3 ") != std::string::npos);

    // The finished match left its record in the history, and it replays to the totals the game said.
    CHECK_FALSE(fs::exists(save));
    const hero::RecordParse parsed = hero::load_record_file((s.dir / "saves" / "history" / "lan.json").string());
    INFO(parsed.error);
    REQUIRE(parsed.record);
    CHECK(parsed.record->finished());
    CHECK(parsed.record->players == std::vector<std::string>{"Ann", "Bob", "Cy"});
    const auto replayed = hero::replay(*parsed.record);
    INFO((replayed.error ? replayed.error->what() : ""));
    REQUIRE(replayed.state);
    std::string totals = "match over: totals";
    for (int s2 = 0; s2 < 3; ++s2) totals += " " + std::to_string(replayed.state->totals[static_cast<std::size_t>(s2)]);
    CHECK(said.find(totals) != std::string::npos);
}

TEST_CASE("a LAN table of Zero Hero killed mid-match opens its lobby again from its autosave, with the LAN player "
          "back in his kept seat, and plays on to the end") {
    Scene s("hero-lan-save", "resume");
    const hero::LoadedSave before = check_lan_kill_and_resume(
        s, {"zero-hero", kHeroLanRun}, [](const std::string& save) { return hero::load_save(save); });
    // Its record carries on from the save and replays.
    const hero::RecordParse whole = hero::load_record_file((s.dir / "saves" / "history" / "lan.json").string());
    INFO(whole.error);
    REQUIRE(whole.record);
    check_record_carries_on(*whole.record, *before.save);
    CHECK(hero::replay(*whole.record).state);
}

}  // namespace zero::game::test
