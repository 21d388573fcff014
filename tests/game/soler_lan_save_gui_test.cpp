// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Solèr's ZERO in the real game, autosaved and opened again: the game hosting it
// (`--game soler-zero --host-seats ... --save FILE`) is killed with SIGKILL mid-match; its save is
// listed as a LAN table's, and `zero --autoplay --resume FILE` opens the lobby again with the LAN
// player's seat kept for his name; he joins by it and the match plays on from the save to its end.
// Everything stays on 127.0.0.1.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "lan_resume_check.hpp"
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
    // A small window: the test reads records and frame logs, not pictures.
    const LanKillResume how{"soler-zero", std::string(" --speed 16 --width 640 --height 360") + kTestRun};
    const zero::soler::LoadedSave before =
        check_lan_kill_and_resume(s, how, [](const std::string& save) { return zero::soler::load_save(save); });
    // Its record carries on from the save.
    const zero::soler::RecordParse whole =
        zero::soler::load_record_file((s.dir / "saves" / "history" / "lan.json").string());
    INFO(whole.error);
    REQUIRE(whole.record);
    check_record_carries_on(*whole.record, *before.save, ActionOrder::SimultaneousStages);
    // Not a plain prefix: a save between two commits of a play stage may hold a later seat's card
    // and not yet an earlier one's (the record keeps them clockwise from the leader).
    const std::string carried_on = zero::soler::carry_on_error(before.save->record, *whole.record);
    INFO(carried_on);
    CHECK(carried_on.empty());
}

}  // namespace zero::game::test
