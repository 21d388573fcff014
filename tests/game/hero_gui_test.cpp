// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero in the real game binary: an autoplay match with one person driven by synthetic input
// writes the pictures of its table, a purchase in flight, a swap, the final scoring and the
// podium; a couch match between two people never shows one person's face-down cards to the other
// (a hand-off comes between their turns); a match killed with SIGKILL resumes from its autosave to
// the uninterrupted record.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <SFML/Graphics/Image.hpp>

#include "couch_check.hpp"
#include "gui_harness.hpp"
#include "zero/saves/hero_save.hpp"

namespace fs = std::filesystem;

namespace {

// A run of the game for Zero Hero; `hero` false leaves the game to a save's header.
int run_hero(const std::string& args, const fs::path& dir, bool hero = true) {
    return zero::game::test::run_game((hero ? "--game zero-hero " : "") + args, dir);
}

std::string text_of(const fs::path& path) { return zero::game::test::read_all(path); }

}  // namespace

TEST_CASE("an autoplay match of Zero Hero writes its pictures, at the window's size") {
    const auto dir = zero::game::test::scratch_dir("hero", "autoplay");
    const int status = run_hero("--autoplay --humans 1 --players 4 --seed 5 --speed 16 --screenshot-dir '" +
                                    (dir / "shots").string() + "'",
                                dir);
    INFO(text_of(dir / "out.txt"));
    REQUIRE(status == 0);
    CHECK(text_of(dir / "out.txt").find("match over: totals") != std::string::npos);
    zero::game::test::check_table_pictures(dir / "shots", {"table", "purchase", "swap", "scoring", "podium"});
}

TEST_CASE("a couch match of Zero Hero hides each person's face-down cards behind a hand-off between their turns") {
    const auto dir = zero::game::test::scratch_dir("hero", "couch");
    const fs::path log = dir / "frames.log";
    const int status = run_hero("--autoplay --humans 2 --players 3 --seed 9 --speed 16 --width 640 --height 360 --frame-log '" +
                                    log.string() + "'",
                                dir);
    INFO(text_of(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(log, 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoff_frames > 0);
    // Every turn of one person is followed, a bot's turn later, by the other's: many hand-offs.
    CHECK(couch.handoffs > 5);
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);
}

TEST_CASE("a Zero Hero match killed with SIGKILL part-way resumes from its autosave and ends with the uninterrupted record") {
    const auto dir = zero::game::test::scratch_dir("hero", "resume");
    const fs::path saves = dir / "saves";
    // A small window: the test compares records, not pictures.
    const std::string match = "--autoplay --players 3 --rounds 2 --seed 11 --speed 16 --width 640 --height 360";
    auto totals_line = [&dir] { return zero::game::test::match_over_line(dir / "out.txt"); };
    REQUIRE(run_hero(match + " --save '" + (saves / "whole.zsave").string() + "'", dir) == 0);
    const std::string whole = totals_line();
    REQUIRE_FALSE(whole.empty());
    const std::string whole_record = text_of(saves / "history" / "whole.json");
    REQUIRE_FALSE(whole_record.empty());
    CHECK_FALSE(fs::exists(saves / "whole.zsave"));

    // Killed by frames, not seconds: the virtual clock makes frame 490 (of about 750 at speed 16)
    // the same moment of the match on every machine, part-way through. SIGKILL: no clean-up at all.
    const fs::path cut = saves / "cut.zsave";
    CHECK(run_hero(match + " --save '" + cut.string() + "' --sigkill-at-frame 490", dir) != 0);
    INFO(text_of(dir / "out.txt"));
    REQUIRE(fs::exists(cut));
    CHECK(totals_line().empty());
    const zero::hero::LoadedSave part = zero::hero::load_save(cut.string());
    REQUIRE(part.save);
    CHECK_FALSE(part.save->finished());
    CHECK(part.save->record.rounds.size() >= 1);

    // Resumed through the app; the game comes from the save's header.
    const fs::path frames = dir / "resumed.log";
    REQUIRE(run_hero("--autoplay --speed 16 --width 640 --height 360 --resume '" + cut.string() + "' --frame-log '" +
                      frames.string() + "'",
                  dir, false) == 0);
    CHECK(totals_line() == whole);
    // A resumed match's podium offers Rematch, as a match dealt from New match does.
    CHECK(zero::game::test::podium_offers_rematch(frames));
    CHECK(text_of(saves / "history" / "cut.json") == whole_record);
    CHECK_FALSE(fs::exists(cut));
}
