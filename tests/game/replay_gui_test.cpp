// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer in the real game binary (`zero --replay FILE --autoplay`): a record of
// Solèr's ZERO and one of Zero Hero, with their seed and without one (the record's own deals),
// played to their end on the game's table, the table's pictures taken and the podium's totals
// those of the record; a record that does not replay, or of a game whose table has no viewer yet,
// stops the run with a sentence.
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
#include "zero/saves/record_json.hpp"
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

// Replays the record at `file` by itself; its output's "match over" line and the pictures.
void check_replay(const fs::path& dir, const fs::path& file, const std::vector<int>& totals,
                  std::initializer_list<const char*> pictures) {
    const int status = zero::game::test::run_game("--replay '" + file.string() + "' --autoplay --speed 16 --screenshot-dir '" +
                                                      (dir / "shots").string() + "'",
                                                  dir);
    INFO(zero::game::test::read_all(dir / "out.txt"));
    REQUIRE(status == 0);
    CHECK(zero::game::test::match_over_line(dir / "out.txt") == totals_line(totals));
    zero::game::test::check_table_pictures(dir / "shots", pictures);
}

}  // namespace

TEST_CASE("a record of Soler's ZERO replays by itself to its podium, with its seed and without") {
    // One game of medium bots: a couple of hundred actions.
    zero::soler::Rules rules = zero::soler::default_rules(3);
    rules.games = 1;
    const zero::soler::State s = zero::soler::bot_match(rules, 7, {"medium", "medium", "medium"});
    zero::soler::MatchRecord record = zero::soler::make_record(s, {"Ann", "Bob", "Cy"});
    for (const bool seeded : {true, false}) {
        const fs::path dir = zero::game::test::scratch_dir("replay", seeded ? "soler-seeded" : "soler-own-deals");
        if (!seeded) record.seed.reset();
        write_file(dir / "match.json", zero::soler::record_to_json(record));
        check_replay(dir, dir / "match.json", record.totals, {"table", "plays", "reveal", "podium"});
        fs::remove_all(dir);
    }
}

TEST_CASE("a record of Zero Hero replays by itself to its podium, with its seed and without") {
    const zero::hero::State s = zero::hero::bot_match(zero::hero::default_rules(3), 11, {"easy", "medium", "easy"});
    zero::hero::MatchRecord record = zero::hero::make_record(s, {"Ann", "Bob", "Cy"});
    for (const bool seeded : {true, false}) {
        const fs::path dir = zero::game::test::scratch_dir("replay", seeded ? "hero-seeded" : "hero-own-deals");
        if (!seeded) record.seed.reset();
        write_file(dir / "match.json", zero::hero::record_to_json(record));
        check_replay(dir, dir / "match.json", record.totals, {"table", "scoring", "podium"});
        fs::remove_all(dir);
    }
}

TEST_CASE("a record that does not replay, or whose game has no viewer yet, stops the replay with a sentence") {
    const fs::path dir = zero::game::test::scratch_dir("replay", "refused");
    const zero::soler::State s = zero::soler::bot_match(zero::soler::default_rules(3), 7, {"medium", "medium", "medium"});
    zero::soler::MatchRecord record = zero::soler::make_record(s, {"Ann", "Bob", "Cy"});
    record.totals[0] += 5;
    write_file(dir / "wrong.json", zero::soler::record_to_json(record));
    CHECK(zero::game::test::run_game("--replay '" + (dir / "wrong.json").string() + "' --autoplay", dir) != 0);
    CHECK(zero::game::test::read_all(dir / "out.txt").find("wrong.json: the recorded totals") != std::string::npos);

    const zero::knizia::State k = zero::knizia::play_bot_match(zero::knizia::default_rules(3), 3, {"easy", "easy", "easy"});
    write_file(dir / "knizia.json", zero::knizia::record_to_json(zero::knizia::make_record(k, {"Ann", "Bob", "Cy"})));
    CHECK(zero::game::test::run_game("--replay '" + (dir / "knizia.json").string() + "' --autoplay", dir) != 0);
    CHECK(zero::game::test::read_all(dir / "out.txt").find("knizia.json: ") != std::string::npos);
    CHECK(zero::game::test::run_game("--replay '" + (dir / "missing.json").string() + "' --autoplay", dir) != 0);
    fs::remove_all(dir);
}
