// SPDX-License-Identifier: GPL-3.0-or-later
// The record envelope (one reader for every game) and Knizia's records without a seed.
#include <catch2/catch.hpp>

#include "save_fixtures.hpp"
#include "zero/knizia/score.hpp"
#include "zero/saves/any_record.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/soler/bots/bot_match.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

MatchRecord knizia_match(std::uint64_t seed, int players = 3) {
    Table table(new_match(default_rules(players), seed),
                bot_seats(std::vector<std::string>(static_cast<std::size_t>(players), "greedy"), seed));
    table.run();
    return make_record(table.state(), {"Ann", "Bob", "Cy", "Di", "Ed"});
}

std::vector<Card> cards(std::initializer_list<const char*> names) {
    std::vector<Card> out;
    for (const char* name : names) out.push_back(*parse_card(name));
    return out;
}

std::string replay_error(const MatchRecord& record) {
    const ReplayResult r = replay(record);
    return r.error ? r.error->what() : "";
}

}  // namespace

TEST_CASE("Knizia's records are written with \"game\" and read back through the envelope") {
    const MatchRecord record = knizia_match(5);
    const std::string json = record_to_json(record);
    CHECK(json.find("\"game\": \"knizia-zero\"") != std::string::npos);
    const AnyRecordParse parsed = any_record_from_json(json);
    REQUIRE(parsed.error.empty());
    REQUIRE(game_of(*parsed.record) == games::GameId::Knizia);
    CHECK(record_to_json(parsed.record->get<MatchRecord>()) == json);
}

TEST_CASE("the envelope sends Solèr's records to Solèr's reader") {
    const soler::State state = soler::bot_match(soler::default_rules(3), 8, {"random", "easy", "medium"});
    const std::string json = soler::record_to_json(soler::make_record(state, {"A", "B", "C"}));
    const AnyRecordParse parsed = any_record_from_json(json);
    REQUIRE(parsed.error.empty());
    REQUIRE(game_of(*parsed.record) == games::GameId::Soler);
    CHECK_FALSE(soler::replay(parsed.record->get<soler::MatchRecord>()).error);
    // Each game's own reader refuses the other's record with one sentence.
    CHECK(record_from_json(json).error == "this is a record of \"soler-zero\", not of \"knizia-zero\"");
    CHECK(soler::record_from_json(record_to_json(knizia_match(5))).error.find("not of \"soler-zero\"") !=
          std::string::npos);
}

TEST_CASE("the envelope sends Zero Hero's records to its reader") {
    const hero::State state = hero::bot_match(hero::default_rules(3), 8, {"random", "easy", "medium"});
    const std::string json = hero::record_to_json(hero::make_record(state, {"A", "B", "C"}));
    const AnyRecordParse parsed = any_record_from_json(json);
    REQUIRE(parsed.error.empty());
    REQUIRE(game_of(*parsed.record) == games::GameId::Hero);
    CHECK_FALSE(hero::replay(parsed.record->get<hero::MatchRecord>()).error);
    CHECK(record_from_json(json).error == "this is a record of \"zero-hero\", not of \"knizia-zero\"");
}

TEST_CASE("a record of an unknown game is refused with one sentence") {
    std::string json = record_to_json(knizia_match(5));
    const auto at = json.find("knizia-zero");
    SECTION("unknown") {
        json.replace(at, 11, "chess");
        CHECK(any_record_from_json(json).error ==
              "unknown game 'chess' (the games are knizia-zero, soler-zero, zero-hero)");
    }
    SECTION("another game's shape") {
        json.replace(at, 11, "zero-hero");
        CHECK(any_record_from_json(json).error.find("has no") != std::string::npos);
    }
    SECTION("not a name") {
        json.replace(at - 1, 13, "7");
        CHECK(any_record_from_json(json).error.find("\"game\" must be a game's id") == 0);
    }
    SECTION("garbled") { CHECK(any_record_from_json(json.substr(0, 100)).error.find("not valid JSON") == 0); }
}

TEST_CASE("a Knizia record with \"seed\": null replays from its own deals") {
    SECTION("a seeded match's record without its seed replays to the same totals") {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            MatchRecord record = knizia_match(seed, 2 + static_cast<int>(seed % 4));
            const ReplayResult seeded = replay(record);
            record.seed.reset();
            const std::string json = record_to_json(record);
            REQUIRE(json.find("\"seed\": null") != std::string::npos);
            const RecordParse parsed = record_from_json(json);
            REQUIRE(parsed.record);
            const ReplayResult unseeded = replay(*parsed.record);
            INFO(seed << ": " << (unseeded.error ? unseeded.error->what() : ""));
            REQUIRE_FALSE(unseeded.error);
            CHECK(unseeded.state->totals == seeded.state->totals);
            CHECK(unseeded.state->phase == Phase::MatchOver);
        }
    }
    SECTION("a hand-written record: cards typed in, the first dealer chosen, one round under way") {
        const std::string json = R"({
  "format": "zero-match", "version": 1, "game": "knizia-zero", "seed": null,
  "players": ["Ann", "Bob"], "pool_size": 9, "rounds_planned": 2,
  "rounds": [{
    "dealer": 1,
    "hands": [["red1", "red2", "red3", "red4", "red5", "red6", "red7", "red8", "yellow1"],
              ["yellow2", "yellow3", "yellow4", "yellow5", "yellow6", "yellow7", "yellow8", "green1", "green2"]],
    "pool": ["green3", "green4", "green5", "green6", "green7", "green8", "blue1", "blue2", "blue3"],
    "actions": [{"seat": 0, "action": "swap", "give": "yellow1", "take": "blue1"},
                {"seat": 1, "action": "knock"}]
  }]
})";
        const RecordParse parsed = record_from_json(json);
        REQUIRE(parsed.error.empty());
        CHECK_FALSE(parsed.record->seed);
        const ReplayResult r = replay(*parsed.record);
        REQUIRE_FALSE(r.error);
        CHECK(r.state->hands[0].contains(*parse_card("blue1")));
        CHECK(r.state->pool_set.contains(*parse_card("yellow1")));
        CHECK(r.state->to_move == 0);
        CHECK(r.state->knocks == 1);
    }
    SECTION("a dealt ZERO ends the round before the first turn, as with a seed") {
        MatchRecord record;
        record.players = {"Ann", "Bob"};
        record.pool_size = 9;
        record.rounds_planned = 1;
        RecordedRound round;
        round.dealer = 0;
        round.hands = {
            cards({"red1", "red2", "red3", "red4", "red5", "yellow3", "green3", "blue3", "grey3"}),
            cards({"yellow2", "yellow4", "yellow5", "yellow6", "yellow7", "yellow8", "green1", "green2", "green4"})};
        round.pool = cards({"green5", "green6", "green7", "green8", "blue1", "blue2", "blue4", "blue5", "blue6"});
        round.end = RoundEnd::Zero;
        CardSet a, b;
        for (Card c : round.hands[0]) a.insert(c);
        for (Card c : round.hands[1]) b.insert(c);
        REQUIRE(is_zero(a));
        round.scores = {score(a), score(b)};
        record.rounds.push_back(round);
        record.totals = round.scores;
        record.winners = {round.scores[0] <= round.scores[1] ? 0 : 1};
        CHECK(replay_error(record).empty());
        record.rounds[0].end = RoundEnd::Knocks;
        CHECK(replay_error(record) == "round 1: the record says the round ended by knocks, it ended by zero");
    }
    SECTION("bad deals are refused naming the round") {
        MatchRecord record = knizia_match(9);
        record.seed.reset();
        SECTION("a card twice") {
            record.rounds[1].pool[0] = record.rounds[1].hands[0][0];
            CHECK(replay_error(record).find("round 2: the pool holds ") == 0);
        }
        SECTION("the dealer does not move clockwise") {
            record.rounds[1].dealer = record.rounds[0].dealer;
            CHECK(replay_error(record).find("round 2: the dealer is seat ") == 0);
        }
        SECTION("a short hand") {
            record.rounds[2].hands[1].pop_back();
            CHECK(replay_error(record) == "round 3: seat 1 is dealt 8 cards, not 9");
        }
    }
}

TEST_CASE("a seeded Knizia record whose deal was altered is refused naming the round") {
    MatchRecord record = knizia_match(12);
    REQUIRE(replay_error(record).empty());
    std::swap(record.rounds[1].hands[0][0], record.rounds[1].pool[0]);
    CHECK(replay_error(record) == "round 2: seat 0's dealt hand is not the one the seed deals");
}
