// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer in the real game binary (`zero --replay FILE --autoplay`): a record of each
// game, with its seed and without one (the record's own deals), played to its end on the game's
// table, the table's pictures taken and the podium's totals those of the record; a record that
// does not replay stops the run with a sentence.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "gui_harness.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/rules.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/rules.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/rules.hpp"

namespace fs = std::filesystem;

namespace {

void write_file(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::string totals_line(const std::vector<int>& totals) {
    std::string line = "match over: totals";
    for (int t : totals) line += " " + std::to_string(t);
    return line;
}

// Replays the record at `file` by itself; its output's "match over" line and the pictures. The
// record without its seed replays in a small window: its pictures come from the same drawing as
// the seeded run's (only the deals differ), and the software rasteriser's time goes with the pixels.
void check_replay(const fs::path& dir, const fs::path& file, bool seeded, const std::vector<int>& totals,
                  std::initializer_list<const char*> pictures) {
    const unsigned width = seeded ? 1280 : 640;
    const unsigned height = seeded ? 720 : 360;
    const int status = zero::game::test::run_game("--replay '" + file.string() + "' --autoplay --speed 16 --width " +
                                                      std::to_string(width) + " --height " + std::to_string(height) +
                                                      " --screenshot-dir '" + (dir / "shots").string() + "'",
                                                  dir);
    INFO(zero::game::test::read_all(dir / "out.txt"));
    REQUIRE(status == 0);
    CHECK(zero::game::test::match_over_line(dir / "out.txt") == totals_line(totals));
    zero::game::test::check_table_pictures(dir / "shots", pictures, width, height);
}

// The record replayed with its seed, then without it (its own deals): `name` its scratch folder's
// stem, `to_json` its game's writer.
template <class Record, class ToJson>
void check_replays(const std::string& name, Record record, ToJson to_json, std::initializer_list<const char*> pictures) {
    for (const bool seeded : {true, false}) {
        const auto dir = zero::game::test::scratch_dir("replay", name + (seeded ? "-seeded" : "-own-deals"));
        if (!seeded) record.seed.reset();
        write_file(dir / "match.json", to_json(record));
        check_replay(dir, dir / "match.json", seeded, record.totals, pictures);
    }
}

}  // namespace

TEST_CASE("a record of Soler's ZERO replays by itself to its podium, with its seed and without") {
    // One game of medium bots: a couple of hundred actions.
    zero::soler::Rules rules = zero::soler::default_rules(3);
    rules.games = 1;
    const zero::soler::State s = zero::soler::bot_match(rules, 7, {"medium", "medium", "medium"});
    check_replays("soler", zero::soler::make_record(s, {"Ann", "Bob", "Cy"}),
                  [](const auto& r) { return zero::soler::record_to_json(r); }, {"table", "plays", "reveal", "podium"});
}

TEST_CASE("a record of Zero Hero replays by itself to its podium, with its seed and without") {
    const zero::hero::State s = zero::hero::bot_match(zero::hero::default_rules(3), 11, {"easy", "medium", "easy"});
    check_replays("hero", zero::hero::make_record(s, {"Ann", "Bob", "Cy"}),
                  [](const auto& r) { return zero::hero::record_to_json(r); }, {"table", "scoring", "podium"});
}

TEST_CASE("a record of Knizia's Zero replays by itself to its podium, with its seed and without") {
    zero::knizia::Rules rules = zero::knizia::default_rules(3);
    rules.rounds = 2;
    const zero::knizia::State k = zero::knizia::play_bot_match(rules, 4, {"medium", "easy", "greedy"});
    check_replays("knizia", zero::knizia::make_record(k, {"Ann", "Bob", "Cy"}),
                  [](const auto& r) { return zero::knizia::record_to_json(r); }, {"table", "reveal", "podium"});
}

TEST_CASE("a record that does not replay stops the replay with a sentence") {
    const auto dir = zero::game::test::scratch_dir("replay", "refused");
    const zero::soler::State s = zero::soler::bot_match(zero::soler::default_rules(3), 7, {"medium", "medium", "medium"});
    zero::soler::MatchRecord record = zero::soler::make_record(s, {"Ann", "Bob", "Cy"});
    record.totals[0] += 5;
    write_file(dir / "wrong.json", zero::soler::record_to_json(record));
    CHECK(zero::game::test::run_game("--replay '" + (dir / "wrong.json").string() + "' --autoplay", dir) != 0);
    CHECK(zero::game::test::read_all(dir / "out.txt").find("wrong.json: the recorded totals") != std::string::npos);

    CHECK(zero::game::test::run_game("--replay '" + (dir / "missing.json").string() + "' --autoplay", dir) != 0);
}
