// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer's analysis in the real game binary (`zero --replay FILE --analyse SEAT
// --autoplay`): a short record of each game, without its seed (the
// record's own deals, as a game typed in from real cards), opened on one seat's analysis at a low
// budget. The viewer lists one entry per decision of that seat, each the same to the last digit
// as the game's analysis (the one `zero-cli analyse` prints) works out here; a decision of the list
// clicked steps the viewer to it, from that seat's view; and the picture is taken.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "gui_harness.hpp"
#include "zero/core/replay_cursor.hpp"
#include "zero/hero/bots/analysis.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/rules.hpp"
#include "zero/knizia/bots/analysis.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/rules.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/bots/analysis.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/rules.hpp"

namespace fs = std::filesystem;

namespace {

// A low budget: the test checks the view, not Hard's strength.
constexpr int kIters = 40;
constexpr int kDeals = 4;

zero::core::AnalysisParams low_budget() {
    zero::core::AnalysisParams params;
    params.iterations = kIters;
    params.deals = kDeals;
    return params;
}

std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.rfind(prefix, 0) == 0) out.push_back(line.substr(prefix.size()));
    return out;
}

// Opens the record in `json` on `seat`'s analysis and checks the list against `expected`, and the
// decision the run clicks (its third) against the record's step of it.
template <class Record>
void check_analysis(const std::string& name, const std::string& json, const Record& record, int seat,
                    const zero::core::MatchAnalysis& expected) {
    const auto dir = zero::game::test::scratch_dir("analysis", name);
    {
        std::ofstream out(dir / "match.json", std::ios::binary);
        out << json;
    }
    const int status = zero::game::test::run_game(
        "--replay '" + (dir / "match.json").string() + "' --analyse " + std::to_string(seat) + " --analyse-iters " +
            std::to_string(kIters) + " --analyse-deals " + std::to_string(kDeals) + " --autoplay --screenshot-dir '" +
            (dir / "shots").string() + "'",
        dir);
    const std::string output = zero::game::test::read_all(dir / "out.txt");
    INFO(output);
    REQUIRE(status == 0);

    std::size_t decisions = 0;
    for (const auto& round : record.rounds)
        for (const auto& action : round.actions) decisions += action.seat == seat ? 1 : 0;
    REQUIRE(expected.decisions.size() == decisions);
    REQUIRE(decisions >= 3);
    const std::vector<std::string> listed = lines_starting(output, "analysis: ");
    REQUIRE(listed.size() == decisions);
    for (std::size_t i = 0; i < decisions; ++i) CHECK(listed[i] == zero::core::decision_line(expected.decisions[i]));

    // The third decision, clicked: the viewer stands just before it, in the analysed seat's view.
    const zero::core::DecisionReport& third = expected.decisions[2];
    const std::size_t step = zero::core::part_starts(record)[static_cast<std::size_t>(third.round - 1)] +
                             static_cast<std::size_t>(third.position - 1);
    const std::vector<std::string> picked = lines_starting(output, "analysis picked decision 3: ");
    REQUIRE(picked.size() == 1);
    CHECK(picked[0].rfind("step " + std::to_string(step) + "; replay at move " + std::to_string(step) + " of ", 0) == 0);
    CHECK(picked[0].find("; view " + std::to_string(seat) + ";") != std::string::npos);
    CHECK(fs::file_size(dir / "shots" / "analysis.png") > 0);
}

}  // namespace

TEST_CASE("the replay's analysis of a seat of Soler's ZERO lists each decision as the analysis works it out, and steps to one") {
    zero::soler::Rules rules = zero::soler::default_rules(3);
    rules.games = 1;
    const zero::soler::State s = zero::soler::bot_match(rules, 7, {"medium", "easy", "medium"});
    zero::soler::MatchRecord record = zero::soler::make_record(s, {"Ann", "Bob", "Cy"});
    record.seed.reset();
    const zero::core::MatchAnalysis expected = zero::soler::analyse(record, 1, low_budget());
    check_analysis("soler", zero::soler::record_to_json(record), record, 1, expected);
}

TEST_CASE("the replay's analysis of a seat of Zero Hero lists each decision as the analysis works it out, and steps to one") {
    const zero::hero::State s = zero::hero::bot_match(zero::hero::default_rules(3), 11, {"easy", "medium", "easy"});
    zero::hero::MatchRecord record = zero::hero::make_record(s, {"Ann", "Bob", "Cy"});
    record.seed.reset();
    const zero::core::MatchAnalysis expected = zero::hero::analyse(record, 0, low_budget());
    check_analysis("hero", zero::hero::record_to_json(record), record, 0, expected);
}

TEST_CASE("the replay's analysis of a seat of Knizia's Zero lists each decision as the analysis works it out, and steps to one") {
    zero::knizia::Rules rules = zero::knizia::default_rules(3);
    rules.rounds = 1;
    const zero::knizia::State k = zero::knizia::play_bot_match(rules, 4, {"medium", "easy", "greedy"});
    zero::knizia::MatchRecord record = zero::knizia::make_record(k, {"Ann", "Bob", "Cy"});
    record.seed.reset();
    const zero::core::MatchAnalysis expected = zero::knizia::analyse(record, 2, low_budget());
    check_analysis("knizia", zero::knizia::record_to_json(record), record, 2, expected);
}
