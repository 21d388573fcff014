// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO in the real game binary: an autoplay match with one person driven by synthetic
// input writes the pictures of its table, face-down plays, bets, reveal, take, safe laying and
// podium; a couch match between two people never shows a hand (or a face-down card) during a
// hand-off, the simultaneous plays included; a match killed with SIGKILL resumes from its autosave
// to the uninterrupted record; the Resume screen lists saves of both games and opens Solèr's.
#include <catch2/catch.hpp>

#include <bit>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <SFML/Graphics/Image.hpp>

#include "couch_check.hpp"
#include "gui_harness.hpp"
#include "zero/knizia/match.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/match.hpp"

namespace fs = std::filesystem;

namespace {

// A run of the game for Solèr's ZERO; `soler` false leaves the game to a save's header.
int run_soler(const std::string& args, const fs::path& dir, bool soler = true) {
    return zero::game::test::run_game((soler ? "--game soler-zero " : "") + args, dir);
}

std::string text_of(const fs::path& path) { return zero::game::test::read_all(path); }

}  // namespace

TEST_CASE("an autoplay match of Soler's ZERO writes its pictures, at the window's size") {
    const auto dir = zero::game::test::scratch_dir("soler", "autoplay");
    const int status = run_soler("--autoplay --humans 1 --players 4 --rounds 1 --seed 4 --speed 16 --screenshot-dir '" +
                                     (dir / "shots").string() + "'",
                                 dir);
    INFO(text_of(dir / "out.txt"));
    REQUIRE(status == 0);
    CHECK(text_of(dir / "out.txt").find("match over: totals") != std::string::npos);
    zero::game::test::check_table_pictures(dir / "shots", {"table", "plays", "bets", "reveal", "take", "grouping", "safe", "podium"});
}

TEST_CASE("a couch match of Soler's ZERO never shows a hand during a hand-off, the face-down plays included") {
    const auto dir = zero::game::test::scratch_dir("soler", "couch");
    const fs::path log = dir / "frames.log";
    const int status =
        run_soler("--autoplay --humans 2 --players 3 --rounds 1 --seed 9 --speed 16 --width 640 --height 360 --frame-log '" +
                      log.string() + "'",
                  dir);
    INFO(text_of(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(log, 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoff_frames > 0);
    // Every trick has both people play face down, so the screen changes hands many times, also
    // while the cards of a trick are being played.
    CHECK(couch.handoffs > 5);
    CHECK(couch.handoff_details.count("play") > 2);
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);
}

TEST_CASE("a Soler match killed with SIGKILL part-way resumes from its autosave and ends with the uninterrupted record") {
    const auto dir = zero::game::test::scratch_dir("soler", "resume");
    const fs::path saves = dir / "saves";
    // A small window: the test compares records, not pictures, and the software rasteriser's time
    // goes with the pixels.
    const std::string match = "--autoplay --players 3 --rounds 2 --seed 11 --speed 16 --width 640 --height 360";
    auto totals_line = [&dir] { return zero::game::test::match_over_line(dir / "out.txt"); };
    // Uninterrupted, autosaved: at the end its record goes to history/whole.json.
    REQUIRE(run_soler(match + " --save '" + (saves / "whole.zsave").string() + "'", dir) == 0);
    const std::string whole = totals_line();
    REQUIRE_FALSE(whole.empty());
    const std::string whole_record = text_of(saves / "history" / "whole.json");
    REQUIRE_FALSE(whole_record.empty());
    CHECK_FALSE(fs::exists(saves / "whole.zsave"));  // finished: the save made way for the record

    // Killed by frames, not seconds: on the autoplay's virtual clock frame 700 (of about 2,300 at speed 16) is
    // the same moment of the match on every machine, in its first game. SIGKILL: no clean-up at all.
    const fs::path cut = saves / "cut.zsave";
    CHECK(run_soler(match + " --save '" + cut.string() + "' --sigkill-at-frame 700", dir) != 0);
    INFO(text_of(dir / "out.txt"));
    REQUIRE(fs::exists(cut));
    CHECK(totals_line().empty());
    const zero::soler::LoadedSave part = zero::soler::load_save(cut.string());
    REQUIRE(part.save);
    CHECK_FALSE(part.save->finished());
    CHECK(part.save->record.rounds.size() >= 1);

    // Resumed through the app with the seats it had; the game comes from the save's header.
    const fs::path frames = dir / "resumed.log";
    REQUIRE(run_soler("--autoplay --speed 16 --width 640 --height 360 --resume '" + cut.string() + "' --frame-log '" +
                      frames.string() + "'",
                  dir, false) == 0);
    CHECK(totals_line() == whole);
    // A resumed match's podium offers Rematch, as a match dealt from New match does.
    CHECK(zero::game::test::podium_offers_rematch(frames));
    CHECK(text_of(saves / "history" / "cut.json") == whole_record);
    CHECK_FALSE(fs::exists(cut));
}

TEST_CASE("the Resume screen lists a Knizia and a Soler save side by side and opens the Soler one at its table") {
    const auto dir = zero::game::test::scratch_dir("soler", "resume-screen");
    const fs::path saves = dir / "saves";
    // A Knizia match at its start, and a Solèr match a few actions in (a person and two bots).
    const zero::knizia::State knizia = zero::knizia::new_match(zero::knizia::default_rules(3), 21);
    REQUIRE(zero::write_save((saves / "friday.zsave").string(),
                             zero::make_save(knizia,
                                             {zero::SavedSeat::human("Ann"), zero::SavedSeat::bot_seat("greedy", "Bot 2"),
                                              zero::SavedSeat::bot_seat("greedy", "Bot 3")},
                                             1000))
                .empty());
    zero::soler::State soler = zero::soler::new_match(zero::soler::default_rules(3), 22);
    for (int i = 0; i < 4; ++i) {
        const zero::Seat seat = std::countr_zero(static_cast<unsigned>(zero::soler::to_act(soler)));
        zero::soler::apply(soler, seat, zero::soler::legal_actions(soler, seat).front());
    }
    const fs::path soler_save = saves / "saturday.zsave";
    REQUIRE(zero::soler::write_save(soler_save.string(),
                                    zero::soler::make_save(soler,
                                                           {zero::SavedSeat::human("Bea"),
                                                            zero::SavedSeat::bot_seat("medium", "Bot 2 (medium)"),
                                                            zero::SavedSeat::bot_seat("easy", "Bot 3 (easy)")},
                                                           2000))
                .empty());

    // The list, pictured at 1280x720; then at 800x600 the synthetic player picks the top save.
    REQUIRE(run_soler("--screen resume --max-frames 40 --screenshot-dir '" + (dir / "shots").string() + "'", dir, false) == 0);
    sf::Image picture;
    REQUIRE(picture.loadFromFile((dir / "shots" / "resume.png").string()));
    CHECK(picture.getSize() == sf::Vector2u(1280, 720));
    const fs::path log = dir / "frames.log";
    REQUIRE(run_soler("--screen resume --humans 1 --width 800 --height 600 --max-frames 240 --frame-log '" +
                          log.string() + "'",
                      dir, false) == 0);
    INFO(text_of(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    std::ifstream in(log);
    std::string listed;
    bool chose = false;
    std::set<std::string> table_stages;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("note ", 0) == 0) {
            chose = chose || line.find("resume screen chose: saturday (soler-zero)") != std::string::npos;
            continue;
        }
        const auto fields = zero::game::test::frame_fields(line);
        if (fields.at("screen") == "resume" && listed.empty()) listed = fields.count("detail") ? fields.at("detail") : "";
        if (fields.at("screen") == "table") table_stages.insert(fields.at("detail"));
    }
    // Newest first, each with its game.
    CHECK(listed == "soler-zero,knizia-zero");
    CHECK(chose);
    // Solèr's table (its stages, not Knizia's seat marks), carrying on where the save was.
    REQUIRE_FALSE(table_stages.empty());
    for (const std::string& stage : table_stages) CHECK((stage == "play" || stage == "bet" || stage == "safe"));
    // The table autosaves to the same file from the start.
    const zero::soler::LoadedSave again = zero::soler::load_save(soler_save.string());
    REQUIRE(again.save);
    CHECK(again.save->saved_at > 2000);
    CHECK(again.save->seats[0].kind == zero::SeatKind::Human);
    CHECK(again.save->seats[1].bot == "medium");
}
