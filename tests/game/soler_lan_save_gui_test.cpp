// A LAN table of Solèr's ZERO in the real game, autosaved and opened again: the game hosting it
// (`--game soler-zero --host-seats ... --save FILE`) is killed with SIGKILL mid-match; its save is
// listed as a LAN table's, and `zero --autoplay --resume FILE` opens the lobby again with the LAN
// player's seat kept for his name; he joins by it and the match plays on from the save to its end.
// Everything stays on 127.0.0.1.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "gui_process.hpp"
#include "lan_save_check.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"

namespace fs = std::filesystem;

// In the tests' namespace rather than under a using-directive, which a unity build would carry into
// the files compiled after this one.
namespace zero::game::test {

TEST_CASE(
    "a LAN table of Soler's ZERO killed mid-match opens its lobby again from its autosave, with the LAN "
    "player back in his kept seat, and plays on to the end") {
    Scene s("soler-lan-save", "resume");
    const std::string save = (s.dir / "saves" / "lan.zsave").string();
    // A small window: the test reads records and frame logs, not pictures.
    const std::string run = std::string(" --speed 16 --width 640 --height 360") + kTestRun;
    std::optional<Shell> host(std::in_place,
                              s.game("host",
                                     "--game soler-zero --host-seats local,remote,bot:medium "
                                     "--rounds 1 --save '" +
                                         save + "' --frame-log '" + (s.dir / "host.log").string() + "'" + run));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    std::optional<Shell> cy(std::in_place, s.cli_join("cy", s.port(), "--game soler-zero --name Cy --bot medium"));
    // Some tricks in, the hosting game dies without a word.
    kill_once_saved(s, "host", [&] { return zero::soler::load_save(save); }, 12, std::chrono::seconds(600));
    host->wait(std::chrono::seconds(10));
    cy.reset();

    // The saves folder lists it as a LAN table's match of Solèr's ZERO, for Resume.
    check_listed_lan_save(s.dir / "saves", "soler-zero", {"Ann", "Cy", "Bot 3 (medium)"});
    const zero::soler::LoadedSave before = zero::soler::load_save(save);
    REQUIRE(before.save);
    REQUIRE(before.state);
    CHECK(before.save->seats[0].kind == zero::SeatKind::Human);
    CHECK(before.save->seats[1].kind == zero::SeatKind::Remote);
    CHECK(before.save->seats[2].kind == zero::SeatKind::Bot);

    // Opened again, the lobby keeps Cy's seat; Cy joins by name and the match plays on to its end.
    fs::remove(s.dir / "host.txt");
    host.emplace(s.game("host", "--autoplay --humans 1 --resume '" + save + "' --frame-log '" +
                                    (s.dir / "resumed.log").string() + "'" + run));
    REQUIRE(eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    cy.emplace(s.cli_join("cy2", s.port(), "--game soler-zero --name Cy --bot medium"));
    const std::optional<int> status = host->wait(std::chrono::seconds(1500));  // a hang guard
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

    // Finished, the match left the saves folder for its history; its record carries on from the
    // save: the same seed and players, the saved game's actions first.
    CHECK_FALSE(fs::exists(save));
    const zero::soler::RecordParse whole =
        zero::soler::load_record_file((s.dir / "saves" / "history" / "lan.json").string());
    INFO(whole.error);
    REQUIRE(whole.record);
    CHECK(whole.record->finished());
    CHECK(whole.record->seed == before.save->record.seed);
    CHECK(whole.record->players == before.save->record.players);
    REQUIRE(whole.record->rounds.size() >= before.save->record.rounds.size());
    const auto& saved = before.save->record.rounds.back().actions;
    const auto& played = whole.record->rounds[before.save->record.rounds.size() - 1].actions;
    REQUIRE(played.size() > saved.size());
    // Not a plain prefix: a save between two commits of a play stage may hold a later seat's card
    // and not yet an earlier one's (the record keeps them clockwise from the leader).
    const std::string carried_on = zero::soler::carry_on_error(before.save->record, *whole.record);
    INFO(carried_on);
    CHECK(carried_on.empty());
    if (std::getenv("ZERO_KEEP_SCRATCH") == nullptr) fs::remove_all(s.dir);
}

}  // namespace zero::game::test
