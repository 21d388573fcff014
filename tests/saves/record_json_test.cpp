// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "save_fixtures.hpp"
#include "zero/saves/knizia_record_json.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::test;

namespace {

std::string sample_json() {
    return record_to_json(make_record(play_bot_match(default_rules(3), 8, {"random", "greedy", "random"}),
                                      {"Ann", "Bob", "Cy"}));
}

std::string replace_first(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("a match record survives JSON and replays") {
    const std::string json = sample_json();
    const RecordParse parsed = record_from_json(json);
    REQUIRE(parsed.error.empty());
    CHECK(record_to_json(*parsed.record) == json);
    CHECK_FALSE(replay(*parsed.record).error);
}

TEST_CASE("crafted numbers in a record are refused, never a crash") {
    const std::string json = sample_json();
    const std::string seed_text = "\"seed\": 8";
    REQUIRE(json.find(seed_text) != std::string::npos);
    for (const std::string number :
         {"1e400", "-1e400", "1e-400", "NaN", "Infinity", "-Infinity", "-0", "0.5", "-1", "18446744073709551616",
          "99999999999999999999999999999999999999999999999999999999999999999999999999999999",
          "0.0000000000000000000000000000000000000000000000000000000000000000000000000000001e999999999",
          "1e99999999999999999999", "123456789012345678901234567890e-10"}) {
        INFO(number);
        const RecordParse seed = record_from_json(replace_first(json, seed_text, "\"seed\": " + number));
        if (seed.record) CHECK(replay(*seed.record).error);  // any seed that parses must still match the deals
        else CHECK_FALSE(seed.error.empty());
        const RecordParse version = record_from_json(replace_first(json, "\"version\": 1", "\"version\": " + number));
        CHECK_FALSE(version.record);
        const RecordParse dealer = record_from_json(replace_first(json, "\"dealer\": ", "\"dealer\": " + number + ", \"x\": "));
        if (dealer.record) CHECK_NOTHROW(replay(*dealer.record));  // "-0" reads as a plain 0
        else CHECK_FALSE(dealer.error.empty());
        const RecordParse pool = record_from_json(replace_first(json, "\"pool_size\": 5", "\"pool_size\": " + number));
        CHECK_FALSE(pool.record);
    }
}

TEST_CASE("records with illegal actions parse but do not replay") {
    const std::string json = sample_json();
    const RecordParse parsed = record_from_json(json);
    REQUIRE(parsed.record);
    MatchRecord rec = *parsed.record;
    SECTION("a card that is not in the pool") {
        Move& m = rec.rounds[0].actions[0];
        m.action = Action::swap(rec.rounds[0].hands[static_cast<std::size_t>(m.seat)][0],
                                rec.rounds[0].hands[static_cast<std::size_t>(m.seat)][1]);
    }
    SECTION("the wrong seat") { rec.rounds[0].actions[0].seat = (rec.rounds[0].actions[0].seat + 1) % 3; }
    SECTION("an action after the round ended") { rec.rounds[0].actions.push_back(rec.rounds[0].actions.back()); }
    const RecordParse again = record_from_json(record_to_json(rec));
    REQUIRE(again.record);
    const ReplayResult result = replay(*again.record);
    REQUIRE(result.error);
    CHECK(result.error->round == 1);
}

TEST_CASE("a record file names itself in errors") {
    TempDir dir;
    const std::string path = dir.file("r.json");
    spit(path, "{\"format\":\"zero-match\",\"version\":2}");
    CHECK(load_record_file(path).error == path + ": record version 2 is not supported (this build reads version 1)");
    spit(path, "{");
    CHECK(load_record_file(path).error.find(path + ": not valid JSON") == 0);
    spit(path, "");
    CHECK(load_record_file(path).error.find(path + ": not valid JSON") == 0);
}
