// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "scenario.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/record.hpp"
#include "zero/saves/knizia_record_json.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

MatchRecord sample_record() {
    const State s = play_bot_match(Rules{3, 5, 3}, 7, {"greedy", "random", "greedy"});
    return make_record(s, {"Ann", "Bob", "Cy"});
}

std::string replace_first(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("the record uses exactly the documented field names") {
    const std::string json = record_to_json(sample_record());
    for (const char* field : {"\"format\": \"zero-match\"", "\"version\": 1", "\"seed\": 7",
                              "\"players\": [\"Ann\", \"Bob\", \"Cy\"]", "\"pool_size\": 5", "\"rounds_planned\": 3",
                              "\"rounds\"", "\"dealer\"", "\"hands\"", "\"pool\"", "\"actions\"", "\"end\"",
                              "\"scores\"", "\"totals\"", "\"winners\"", "\"seat\"", "\"action\""})
        REQUIRE(json.find(field) != std::string::npos);
}

TEST_CASE("a finished record replays to its totals and winners") {
    const MatchRecord rec = sample_record();
    REQUIRE(rec.finished());
    const ReplayResult r = replay(rec);
    REQUIRE_FALSE(r.error);
    REQUIRE(r.state->phase == Phase::MatchOver);
    REQUIRE(make_record(*r.state, rec.players).totals == rec.totals);
}

TEST_CASE("an unfinished record replays to the position it stops at") {
    State s = new_match(Rules{3, 5, 3}, 21);
    for (int i = 0; i < 10; ++i) apply(s, legal_actions(s)[static_cast<std::size_t>(i)]);
    const MatchRecord rec = make_record(s, {"A", "B", "C"});
    REQUIRE_FALSE(rec.finished());
    REQUIRE_FALSE(rec.rounds.back().end);
    const RecordParse parsed = record_from_json(record_to_json(rec));
    REQUIRE(parsed.error.empty());
    const ReplayResult r = replay(*parsed.record);
    REQUIRE_FALSE(r.error);
    REQUIRE(r.state->state_id == s.state_id);
    REQUIRE(r.state->hands == s.hands);
    REQUIRE(r.state->rng.state() == s.rng.state());
}

TEST_CASE("replay reports the first illegal action with its round and position") {
    MatchRecord rec = sample_record();
    // Make round 2's third action take a card that is not in the pool.
    Move& move = rec.rounds[1].actions[2];
    move.action = Action::swap(*rec.rounds[1].hands[static_cast<std::size_t>(move.seat)].begin(),
                               *rec.rounds[1].hands[static_cast<std::size_t>((move.seat + 1) % 3)].begin());
    const ReplayResult r = replay(rec);
    REQUIRE(r.error);
    REQUIRE(r.error->round == 2);
    REQUIRE(r.error->position == 3);
    REQUIRE(r.error->what().rfind("round 2, action 3: seat ", 0) == 0);
}

TEST_CASE("replay refuses a record that disagrees with its seed or its results") {
    SECTION("a dealt hand") {
        MatchRecord rec = sample_record();
        std::swap(rec.rounds[0].hands[0][0], rec.rounds[0].hands[1][0]);
        REQUIRE(replay(rec).error->what() == "round 1: seat 0's dealt hand is not the one the seed deals");
    }
    SECTION("the dealer") {
        MatchRecord rec = sample_record();
        rec.rounds[0].dealer = (rec.rounds[0].dealer + 1) % 3;
        REQUIRE(replay(rec).error->round == 1);
    }
    SECTION("scores") {
        MatchRecord rec = sample_record();
        rec.rounds[0].scores[0] += 1;
        REQUIRE(replay(rec).error->what().find("recorded scores") != std::string::npos);
    }
    SECTION("totals") {
        MatchRecord rec = sample_record();
        rec.totals[1] += 1;
        REQUIRE(replay(rec).error->what().find("recorded totals") != std::string::npos);
    }
    SECTION("an action after the round ended") {
        MatchRecord rec = sample_record();
        rec.rounds[0].actions.push_back(Move{0, Action::knock()});
        const ReplayResult r = replay(rec);
        REQUIRE(r.error->round == 1);
        REQUIRE(r.error->position == static_cast<int>(rec.rounds[0].actions.size()));
    }
    SECTION("unplayable rules") {
        MatchRecord rec = sample_record();
        rec.pool_size = 9;
        REQUIRE(replay(rec).error->what() == "the pool is 5 or 7 cards with 3 to 5 players, not 9");
    }
}

TEST_CASE("a garbled record document gives one clear sentence") {
    const std::string good = record_to_json(sample_record());
    auto error_of = [](const std::string& text) { return record_from_json(text).error; };
    REQUIRE(error_of("").rfind("not valid JSON", 0) == 0);
    REQUIRE(error_of("{\"format\":").rfind("not valid JSON", 0) == 0);
    REQUIRE(error_of("[1,2]") == "the document is not a JSON object");
    REQUIRE(error_of(replace_first(good, "zero-match", "chess")).find("not a Zero match record") != std::string::npos);
    REQUIRE(error_of(replace_first(good, "\"version\": 1", "\"version\": 2")) ==
            "record version 2 is not supported (this build reads version 1)");
    REQUIRE(error_of(replace_first(good, "\"seed\": 7", "\"seed\": -7")) ==
            "\"seed\" must be null or a whole number from 0 to 2^64-1");
    REQUIRE(error_of(replace_first(good, "\"seed\": 7", "\"seed\": 1e999")).size() > 0);
    REQUIRE(error_of(replace_first(good, "\"seed\": 7", "\"seed\": 7.5")).size() > 0);
    REQUIRE(error_of(replace_first(good, "\"red", "\"pink")).find("is not a card") != std::string::npos);
    REQUIRE(error_of(replace_first(good, "\"action\": \"knock\"", "\"action\": \"jump\"")).find("\"swap\" or \"knock\"") !=
            std::string::npos);
    REQUIRE(error_of(replace_first(good, "\"pool_size\": 5", "\"pool_size\": 500")).find("pool_size") !=
            std::string::npos);
    REQUIRE(error_of(std::string(kMaxRecordBytes + 1, ' ')).find("larger than") != std::string::npos);
    // Crafted numbers that crash RapidJSON's full-precision parser must just be refused.
    REQUIRE_FALSE(error_of("{\"format\":\"zero-match\",\"version\":1,\"seed\":0." + std::string(5000, '1') + "e-99999}").empty());
}
