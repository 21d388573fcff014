// SPDX-License-Identifier: GPL-3.0-or-later
// History in the real game binary, driven by input as a player would (its scripted player: keys
// typed and clicks): a folder of generated records (some damaged, some of an unknown game)
// listed, a name typed and a game chosen, the match at the top deleted after the question, the
// statistics of the name as its records say, and the next match opened in the replay viewer.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <vector>

#include "gui_process.hpp"
#include "history_records.hpp"

namespace fs = std::filesystem;
namespace t = zero::game::test;
using zero::test::RecordTruth;

namespace {

// The files of Ann's matches of `game` (Solèr's ZERO unless the run names another), newest first:
// the list the scripted player's filters leave (it deletes the first, then opens the next).
std::vector<std::string> anns_matches(const std::vector<RecordTruth>& truth, const std::string& game = "soler-zero") {
    std::vector<std::string> anns;
    for (auto it = truth.rbegin(); it != truth.rend(); ++it)
        if (!it->damaged && it->game == game &&
            std::find(it->players.begin(), it->players.end(), "Ann") != it->players.end())
            anns.push_back(it->file);
    return anns;
}

}  // namespace

TEST_CASE("History: a name typed, a game chosen, a match deleted, the statistics, and the viewer opened") {
    const t::Scene scene("history", "tour");
    std::vector<RecordTruth> truth = zero::test::write_records(scene.dir / "saves" / "history", 300);
    const fs::path log = scene.dir / "frames.log";
    const t::Shell game(scene.game("game", "--screen history --humans 1 --max-seconds 600 --frame-log '" + log.string() + "'"));
    // The viewer's frames are its table's (the frame log names the table's screen).
    const bool reached = t::eventually(
        [&] {
            const t::Log now = t::read_log(log);
            return t::note_at(now, "history watches") && t::count_screen(now, "table") > 0;
        },
        std::chrono::seconds(240));
    INFO(t::last_lines(log, 30));
    INFO(t::read_all(scene.dir / "game.txt"));
    REQUIRE(reached);
    const t::Log frames = t::read_log(log);

    const auto damaged = std::count_if(truth.begin(), truth.end(), [](const auto& r) { return r.damaged; });
    CHECK(t::note_at(frames, "history listed 300 matches, " + std::to_string(damaged) +
                                 " damaged, games knizia-zero,soler-zero,zero-hero,chess"));
    // Ann's matches of Solèr's ZERO, newest first: the first deleted, the next watched.
    const std::vector<std::string> anns = anns_matches(truth);
    REQUIRE(anns.size() > 2);
    CHECK(t::note_at(frames, "history deleted " + anns[0] + ", 299 left"));
    CHECK(!fs::exists(scene.dir / "saves" / "history" / anns[0]));
    CHECK(t::note_at(frames, "history watches " + anns[1]));

    std::erase_if(truth, [&](const auto& r) { return r.file == anns[0]; });
    int matches = 0;
    int wins = 0;
    for (const RecordTruth& r : truth) {
        const auto seat = std::find(r.players.begin(), r.players.end(), "Ann") - r.players.begin();
        if (r.damaged || seat == static_cast<long>(r.players.size())) continue;
        ++matches;
        wins += std::find(r.winners.begin(), r.winners.end(), seat) != r.winners.end() ? 1 : 0;
    }
    CHECK(t::note_at(frames, "stats of Ann: matches " + std::to_string(matches) + " wins " + std::to_string(wins) + " "));
    CHECK(t::count_screen(frames, "stats") > 0);
}

namespace {

// History's scripted player with --analyse 1 (and `game_args`): the match is opened from History
// on its analysis, the viewer's seat chooser takes the second seat, and the analysis of that seat
// is worked out (a low budget: the test checks the way there, not Hard's strength).
void check_analyse_from_history(const std::string& name, const std::string& game_args, const std::string& game) {
    const t::Scene scene("history", name);
    const std::vector<RecordTruth> truth = zero::test::write_records(scene.dir / "saves" / "history", 120);
    const fs::path log = scene.dir / "frames.log";
    const t::Shell shell(scene.game("game", "--screen history " + game_args + "--humans 1 --analyse 1 --analyse-iters 20 "
                                            "--analyse-deals 2 --max-seconds 600 --frame-log '" + log.string() + "'"));
    const bool reached = t::eventually([&] { return t::note_at(t::read_log(log), "analysis of seat 1: "); },
                                       std::chrono::seconds(300));
    INFO(t::last_lines(log, 30));
    INFO(t::read_all(scene.dir / "game.txt"));
    REQUIRE(reached);
    const t::Log frames = t::read_log(log);
    const std::vector<std::string> anns = anns_matches(truth, game);
    REQUIRE(anns.size() > 2);
    CHECK(t::note_at(frames, "history analyses " + anns[1]));
    CHECK(t::note_at(frames, "analysis of seat 1 starts"));
    CHECK(!t::note_at(frames, "history watches"));
}

}  // namespace

TEST_CASE("History: a match opened on the analysis of a seat the player chooses") {
    check_analyse_from_history("analyse", "", "soler-zero");
}

// The same with --game knizia-zero: a match of Knizia's Zero.
TEST_CASE("History: a match of Knizia's Zero opened on the analysis of a seat the player chooses") {
    check_analyse_from_history("analyse-knizia", "--game knizia-zero ", "knizia-zero");
}
