// SPDX-License-Identifier: GPL-3.0-or-later
// Files written by earlier builds must keep loading: each fixture was written by the code of its
// time and is never regenerated.
#include <catch2/catch.hpp>

#include "save_fixtures.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

std::string fixture(const std::string& name) { return std::string(ZERO_SAVE_FIXTURES) + "/" + name; }

std::vector<int> totals_of(const State& state) {
    return {state.totals.begin(), state.totals.begin() + state.players()};
}

}  // namespace

TEST_CASE("a record written before records named their game (no \"game\") replays to its totals") {
    // v1-knizia-record.json: `zero-cli simulate --players 3 --bots medium,greedy,random --seed 7 --record`.
    const RecordParse parsed = load_record_file(fixture("v1-knizia-record.json"));
    REQUIRE(parsed.error.empty());
    const ReplayResult replayed = replay(*parsed.record);
    REQUIRE_FALSE(replayed.error);
    CHECK(replayed.state->phase == Phase::MatchOver);
    CHECK(totals_of(*replayed.state) == std::vector<int>{32, 35, 63});
    CHECK(parsed.record->winners == std::vector<int>{0});
}

TEST_CASE("a save written in save format 1 (before saves named their game) resumes to the same end") {
    // v1-knizia-partial.zsave: `zero-cli simulate --players 3 --bots easy,greedy,random --seed 11
    // --save ... --turn-delay-ms 100` killed in round 2; the uninterrupted run ends 52, 31, 60.
    test::TempDir dir;
    const std::string path = dir.file("partial.zsave");
    test::spit(path, test::slurp(fixture("v1-knizia-partial.zsave")));
    const LoadedSave loaded = load_save(path);
    REQUIRE(loaded.error.empty());
    CHECK(loaded.state->round == 1);
    CHECK(loaded.state->state_id == 19);
    CHECK(loaded.save->seats[0].bot == "easy");
    Table table(std::move(*loaded.state), bot_seats({"easy", "greedy", "random"}, 11));
    table.run();
    CHECK(totals_of(table.state()) == std::vector<int>{52, 31, 60});
}
