// SPDX-License-Identifier: GPL-3.0-or-later
// High Card's table in the real game binary, as every game's is tested: an autoplay match with one
// person driven by synthetic input plays to its end and writes its pictures; a couch match between
// two people never shows one's hand to the other (a hand-off between their turns); a match stopped
// part-way resumes from its autosave to the uninterrupted match's end; a record of it
// replays by itself on its table to the record's totals; a person asks for the hint at every
// decision and plays what it suggests to the end of the match; its table in French and Japanese;
// a LAN table hosted with a person at this screen and a `zero-cli join` bot client.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include "couch_check.hpp"
#include "gui_harness.hpp"
#include "gui_process.hpp"
#include "zero/highcard/bot.hpp"
#include "zero/highcard/record_json.hpp"

namespace fs = std::filesystem;
using zero::game::test::read_all;

namespace {

std::string shots_of(const fs::path& dir) { return " --screenshot-dir '" + (dir / "shots").string() + "'"; }

}  // namespace

TEST_CASE("an autoplay match of High Card, the test build's own game, plays to its end and writes its pictures") {
    const auto dir = zero::game::test::scratch_dir("highcard", "autoplay");
    const int status = zero::game::test::run_game(
        "--game high-card --autoplay --humans 1 --players 3 --rounds 2 --seed 5 --speed 16" + shots_of(dir), dir);
    INFO(read_all(dir / "out.txt"));
    REQUIRE(status == 0);
    CHECK(read_all(dir / "out.txt").find("match over: totals") != std::string::npos);
    zero::game::test::check_table_pictures(dir / "shots", {"table", "trick", "podium"});
}

TEST_CASE("a couch match of High Card hides each person's hand behind a hand-off between their turns") {
    const auto dir = zero::game::test::scratch_dir("highcard", "couch");
    const fs::path log = dir / "frames.log";
    const int status = zero::game::test::run_game("--game high-card --autoplay --humans 2 --players 3 --rounds 2 --seed 9 "
                                                  "--speed 16 --width 640 --height 360 --frame-log '" + log.string() + "'",
                                                  dir);
    INFO(read_all(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(log, 2);
    CHECK(couch.frames > 100);
    CHECK(couch.handoffs > 5);
    CHECK(couch.accepted == std::set<int>{0, 1});
    CHECK(couch.podium);
}

TEST_CASE("a High Card match stopped part-way resumes from its autosave and ends as the uninterrupted one") {
    const auto dir = zero::game::test::scratch_dir("highcard", "resume");
    const std::string save = (dir / "match.save").string();
    // Stopped after 200 frames of the virtual clock: the first game's tricks under way.
    const int stopped = zero::game::test::run_game("--game high-card --autoplay --players 3 --rounds 3 --seed 4 --speed 4 "
                                                   "--width 640 --height 360 --save '" + save + "' --max-frames 200",
                                                   dir);
    INFO(read_all(dir / "out.txt"));
    REQUIRE(stopped == 0);
    REQUIRE(fs::exists(save));
    const int resumed = zero::game::test::run_game(
        "--autoplay --resume '" + save + "' --speed 16 --width 640 --height 360", dir);
    INFO(read_all(dir / "out.txt"));
    REQUIRE(resumed == 0);
    std::vector<std::unique_ptr<zero::core::SeatController<zero::highcard::TableGame>>> seats;
    for (zero::Seat seat = 0; seat < 3; ++seat) seats.push_back(zero::highcard::make_bot("greedy", 4, seat));
    zero::core::Table<zero::highcard::TableGame> table(zero::highcard::new_match({3, 3}, 4), std::move(seats));
    table.run();
    std::string totals = "match over: totals";
    for (int s = 0; s < 3; ++s) totals += " " + std::to_string(table.state().totals[static_cast<std::size_t>(s)]);
    CHECK(zero::game::test::match_over_line(dir / "out.txt") == totals);
}

TEST_CASE("a record of High Card replays by itself on its table to its podium") {
    const auto dir = zero::game::test::scratch_dir("highcard", "replay");
    const zero::highcard::Rules rules{3, 2};
    std::vector<std::unique_ptr<zero::core::SeatController<zero::highcard::TableGame>>> seats;
    for (zero::Seat seat = 0; seat < rules.players; ++seat) seats.push_back(zero::highcard::make_bot("greedy", 9, seat));
    zero::core::Table<zero::highcard::TableGame> table(zero::highcard::new_match(rules, 9), std::move(seats));
    table.run();
    const zero::highcard::MatchRecord record = zero::highcard::make_record(table.state(), {"Ann", "Bob", "Cy"});
    std::ofstream(dir / "match.json") << zero::highcard::record_to_json(record);
    const int status = zero::game::test::run_game(
        "--replay '" + (dir / "match.json").string() + "' --autoplay --speed 16 --width 1280 --height 720" + shots_of(dir),
        dir);
    INFO(read_all(dir / "out.txt"));
    REQUIRE(status == 0);
    std::string totals = "match over: totals";
    for (int t : record.totals) totals += " " + std::to_string(t);
    CHECK(zero::game::test::match_over_line(dir / "out.txt") == totals);
    zero::game::test::check_table_pictures(dir / "shots", {"table", "trick", "podium"}, 1280, 720);
}

TEST_CASE("a person asks for the hint at every decision of a match of High Card and plays it to the end", "[hint]") {
    const auto dir = zero::game::test::scratch_dir("highcard", "hint");
    const fs::path log = dir / "frames.log";
    const int status = zero::game::test::run_game(
        "--game high-card --autoplay --humans 1 --players 3 --rounds 1 --seed 5 --speed 16 --ask-hints --width 800 "
        "--height 600 --frame-log '" + log.string() + "'" + shots_of(dir),
        dir);
    INFO(read_all(dir / "out.txt"));
    INFO(zero::game::test::last_lines(log));
    REQUIRE(status == 0);
    CHECK(read_all(dir / "out.txt").find("match over: totals") != std::string::npos);
    std::set<std::string> hints;
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) {
        const auto fields = zero::game::test::frame_fields(line);
        const auto it = fields.find("hint");
        if (it != fields.end() && it->second != "-" && it->second != "thinking") hints.insert(it->second);
    }
    INFO(hints.size() << " hints");
    CHECK(hints.size() >= 3);
    zero::game::test::check_screenshot(dir / "shots" / "hint.png", 800, 600);
}

TEST_CASE("High Card's table in French and Japanese is drawn and none of its text overflows") {
    for (const char* lang : {"fr", "ja"}) {
        const auto dir = zero::game::test::scratch_dir("highcard", std::string("i18n-") + lang);
        // The small window, where text is likeliest to overflow; the hint's words asked for too.
        const int status = zero::game::test::run_game(
            std::string("--check-text --lang ") + lang +
                " --game high-card --autoplay --humans 1 --players 4 --rounds 1 --seed 8 --speed 16 --ask-hints "
                "--width 800 --height 600" + shots_of(dir),
            dir);
        const std::string out = read_all(dir / "out.txt");
        INFO(lang << ": " << out);
        REQUIRE(status == 0);
        CHECK(out.find("text overflow (wider than its button)") == std::string::npos);
        CHECK(out.find("text overflow (wider than the window)") == std::string::npos);
        CHECK(out.find("text overflow (wider than its room)") == std::string::npos);
        zero::game::test::check_table_pictures(dir / "shots", {"table", "hint", "podium"}, 800, 600);
    }
}

TEST_CASE("a LAN table of High Card: a person at the host's screen and a bot client play to the end, and the "
          "record replays", "[lan]") {
    zero::game::test::Scene s("highcard-lan", "table");
    const std::string save = (s.dir / "saves" / "lan.zsave").string();
    zero::game::test::Shell host(s.game("host", "--game high-card --host-seats local,remote --rounds 1 --speed 16 "
                                                "--width 640 --height 360 --save '" + save + "' --frame-log '" +
                                                (s.dir / "host.log").string() + "'" + zero::game::test::kTestRun));
    REQUIRE(zero::game::test::eventually([&] { return !s.port().empty(); }, std::chrono::seconds(60)));
    zero::game::test::Shell cy(s.cli_join("cy", s.port(), "--game high-card --name Cy --bot greedy"));
    const std::optional<int> status = host.wait(std::chrono::seconds(600));  // a hang guard
    INFO(read_all(s.dir / "host.txt") << read_all(s.dir / "cy.txt"));
    INFO(zero::game::test::last_lines(s.dir / "host.log"));
    REQUIRE(status == 0);
    const std::string said = read_all(s.dir / "host.txt");
    CHECK(said.find("match over: totals") != std::string::npos);
    // Only the person at this screen chose at its table; the bot client played its own seat.
    const zero::game::test::CouchLog couch = zero::game::test::check_couch_log(s.dir / "host.log", 1);
    CHECK(couch.accepted == std::set<int>{0});
    CHECK(couch.podium);
    CHECK(zero::game::test::eventually(
        [&] { return read_all(s.dir / "cy.txt").find("match over") != std::string::npos; }, std::chrono::seconds(10)));

    // The finished match left its record in the history, and it replays to the totals the game said.
    CHECK_FALSE(fs::exists(save));
    const zero::highcard::RecordParse parsed =
        zero::highcard::load_record_file((s.dir / "saves" / "history" / "lan.json").string());
    INFO(parsed.error);
    REQUIRE(parsed.record);
    CHECK(parsed.record->finished());
    CHECK(parsed.record->players == std::vector<std::string>{"Ann", "Cy"});
    const zero::highcard::ReplayResult replayed = zero::highcard::replay(*parsed.record);
    REQUIRE(replayed.state);
    std::string totals = "match over: totals";
    for (int seat = 0; seat < 2; ++seat) totals += " " + std::to_string(replayed.state->totals[static_cast<std::size_t>(seat)]);
    CHECK(said.find(totals) != std::string::npos);
}
