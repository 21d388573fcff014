// SPDX-License-Identifier: GPL-3.0-or-later
// The match record (zero-hero.md, "The match record"): its JSON, and its replay.
#include <catch2/catch.hpp>

#include <cstdio>

#include "scenario.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/hero_record_json.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

// The rules file's example with its pile written out in full: the named top cards, then every other
// card in kind order.
std::string example_json(const std::string& seed, const std::string& tail = "") {
    Cards rest = Cards::deck();
    for (Card c :
         cards({"red2", "blue0z", "green3", "orange2", "purple4f", "yellow0", "blue3s", "red0z", "turquoise2", "red0",
                "blue4f", "green2c", "orange3", "red3s", "yellow2", "blue0", "purple2", "orange0", "red2"}))
        rest.remove(c);
    std::string pile = "\"orange0\",\"red2\"";
    for (Card c : rest.list()) pile += ",\"" + card_name(c) + "\"";
    return R"({"format":"zero-match","version":1,"game":"zero-hero","seed":)" + seed +
           R"(,
 "players":["Ann","Bob","Cy"],"rounds_planned":1,
 "rounds":[{"first":0,
            "removed":["red2","blue0z","green3","orange2","purple4f","yellow0"],
            "secret":["blue3s","red0z","turquoise2"],
            "pairs":[["red0","blue4f"],["green2c","orange3"],["red3s","yellow2"],["blue0","purple2"]],
            "pile":[)" +
           pile + R"(],
            "actions":[{"seat":0,"action":"take","pair":2,"count":1},
                       {"seat":1,"action":"take","pair":2,"count":1},
                       {"seat":2,"action":"buy","pair":2},
                       {"seat":2,"action":"swap","give":"yellow2","to":0},
                       {"seat":0,"action":"take","pair":0,"count":1})" +
           tail + R"(]}]})";
}

MatchRecord parse(const std::string& text) {
    const RecordParse parsed = record_from_json(text);
    INFO(parsed.error);
    REQUIRE(parsed.record);
    return *parsed.record;
}

std::string parse_error(const std::string& text) {
    const RecordParse parsed = record_from_json(text);
    REQUIRE_FALSE(parsed.record);
    return parsed.error;
}

std::string replay_error(const MatchRecord& record) {
    const auto r = replay(record);
    REQUIRE(r.error);
    return r.error->what();
}

}  // namespace

TEST_CASE("Record: the rules file's example reads and replays from its own deal (\"seed\": null)") {
    const MatchRecord rec = parse(example_json("null"));
    CHECK_FALSE(rec.seed);
    CHECK(rec.players == std::vector<std::string>{"Ann", "Bob", "Cy"});
    REQUIRE(rec.rounds.size() == 1);
    CHECK(rec.rounds[0].pile.size() == 56 - 6 - 3 - 8);
    CHECK(rec.rounds[0].pile[0] == card("orange0"));
    const auto r = replay(rec);
    INFO((r.error ? r.error->what() : ""));
    REQUIRE(r.state);
    const State& s = *r.state;
    // Cy bought pair 2 for 2 zerones and gave yellow2 to Ann; the new pair is orange0 and red2.
    CHECK(s.collections[2] == Cards::of(cards({"red3s"})));
    CHECK(s.collections[0] == Cards::of(cards({"yellow2"})));
    CHECK(s.zerones == SeatArray{5, 4, 1, 0, 0});
    CHECK(s.piles == std::array<int, 4>{3, 4, 4, 4});
    CHECK(s.pairs[2] == Pair{pair("orange0", "red2"), 2});
    CHECK(s.to_move == 1);
    CHECK(s.phase == Phase::Turn);
}

TEST_CASE("Record: a seeded record's deal must be the seed's") {
    const std::string error = replay_error(parse(example_json("7")));
    CHECK(error.rfind("round 1: ", 0) == 0);
    CHECK(error.find("the seed") != std::string::npos);
}

TEST_CASE("Record: the first illegal action is reported with its round and position") {
    const std::string swap_not_due =
        replay_error(parse(example_json("null", R"(,{"seat":1,"action":"swap","give":"red3s","to":2})")));
    CHECK(swap_not_due == "round 1, action 6: seat 1 cannot give red3s to seat 2: no swap is due");
    const std::string two =
        replay_error(parse(example_json("null", R"(,{"seat":1,"action":"take","pair":0,"count":2})")));
    CHECK(two ==
          "round 1, action 6: seat 1 cannot take 2 from pair 0: 2 zerones may only be taken from a pile of 5 or more");
    // Cy holds 1 zerone after his purchase; pair 1 costs 4.
    const std::string afford = replay_error(parse(
        example_json("null", R"(,{"seat":1,"action":"take","pair":0,"count":1},{"seat":2,"action":"buy","pair":1})")));
    CHECK(afford == "round 1, action 7: seat 2 cannot buy pair 1: you have fewer zerones than lie on that pair");
}

TEST_CASE("Record: shape errors are one sentence") {
    CHECK(parse_error("[").rfind("not valid JSON", 0) == 0);
    CHECK(parse_error(R"({"format":"zero-match","version":1,"seed":1})").find("Knizia") != std::string::npos);
    CHECK(parse_error(R"({"format":"zero-match","version":1,"game":"soler-zero","seed":1})") ==
          "this is a record of \"soler-zero\", not of \"zero-hero\"");
    CHECK(parse_error(R"({"format":"zero-match","version":2,"game":"zero-hero"})").find("version 2") !=
          std::string::npos);
    std::string bad_card = example_json("null");
    bad_card.replace(bad_card.find("\"blue3s\""), 8, "\"blue9\"");
    CHECK(parse_error(bad_card) == "round 1 \"secret\" \"blue9\" is not a card");
    std::string bad_action = example_json("null");
    bad_action.replace(bad_action.find("\"buy\""), 5, "\"steal\"");
    CHECK(parse_error(bad_action) == "round 1 action 3 \"action\" must be \"take\", \"buy\" or \"swap\"");
    std::string bad_swap = example_json("null");
    bad_swap.replace(bad_swap.find("\"give\""), 6, "\"gift\"");
    CHECK(parse_error(bad_swap).find("either \"give\"") != std::string::npos);
    // Card names are case-insensitive on input.
    std::string upper = example_json("null");
    upper.replace(upper.find("\"yellow2\",\"to\""), 9, "\"YELLOW2\"");
    CHECK(parse(upper).rounds[0].actions[3].action.card == card("yellow2"));
}

TEST_CASE("Ruling of ours 1 (record): a take-swap is written \"take\" and \"from\", every action round-trips") {
    const Move take{1, Action::take_card(card("red3s"), 2)};
    CHECK(move_to_json(take) == R"({"seat": 1, "action": "swap", "take": "red3s", "from": 2})");
    CHECK(move_to_json(Move{0, Action::give(card("yellow2"), 0)}, false) ==
          R"({"action": "swap", "give": "yellow2", "to": 0})");
    CHECK(move_to_json(Move{2, Action::take(3, 2)}) == R"({"seat": 2, "action": "take", "pair": 3, "count": 2})");
    CHECK(move_to_json(Move{2, Action::buy(1)}) == R"({"seat": 2, "action": "buy", "pair": 1})");
}

TEST_CASE("Record: a finished bot match writes, reads back equal and replays to the same totals") {
    for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
        const State s =
            bot_match(Rules{static_cast<int>(2 + seed), 2}, seed, {"medium", "easy", "random", "medium", "easy"});
        const MatchRecord rec = make_record(s, {"Ann", "Bob"});
        CHECK(rec.players.size() == 2 + seed);
        CHECK(rec.players[2] == "Seat 3");
        const MatchRecord back = parse(record_to_json(rec));
        CHECK(back == rec);
        const auto r = replay(back);
        REQUIRE(r.state);
        CHECK(r.state->totals == s.totals);
        // The same without the seed: each round's own deal.
        MatchRecord unseeded = rec;
        unseeded.seed.reset();
        const auto u = replay(parse(record_to_json(unseeded)));
        REQUIRE(u.state);
        CHECK(u.state->totals == s.totals);
    }
}

TEST_CASE("Record: wrong ends, scores, totals and winners are refused") {
    const State s = bot_match(Rules{3, 1}, 5, {"medium", "medium", "medium"});
    const MatchRecord rec = make_record(s, {});
    MatchRecord bad = rec;
    bad.rounds[0].end = rec.rounds[0].end == GameEnd::Flag ? GameEnd::Pile : GameEnd::Flag;
    CHECK(replay_error(bad).find("round 1: the record says the round ended") == 0);
    bad = rec;
    bad.rounds[0].scores[1] += 1;
    CHECK(replay_error(bad).find("the recorded scores") != std::string::npos);
    bad = rec;
    bad.totals[0] += 1;
    CHECK(replay_error(bad).find("the recorded totals") != std::string::npos);
    bad = rec;
    bad.winners = {0, 1, 2};
    if (bad.winners != rec.winners) CHECK(replay_error(bad).find("the recorded winners") != std::string::npos);
    bad = rec;
    bad.rounds[0].actions.pop_back();
    CHECK(replay_error(bad) == "round 1: the record ends the round, but its actions do not");
    bad = rec;
    bad.rounds[0].actions.push_back(Move{0, Action::take(0)});
    CHECK(replay_error(bad).find("the round was already over") != std::string::npos);
    bad = rec;
    bad.rounds[0].pile[0] =
        bad.rounds[0].pile[1] == bad.rounds[0].pile[0] ? bad.rounds[0].pile[2] : bad.rounds[0].pile[1];
    CHECK(replay_error(bad) == "round 1: the pile is not the one the seed deals");
}

TEST_CASE("Record: an unfinished match replays, a file saves and loads") {
    State s = new_match(default_rules(4), 42);
    Rng rng(1);
    for (int i = 0; i < 20; ++i) {
        const Move m = random_move(s, rng);
        apply(s, m.seat, m.action);
    }
    const MatchRecord rec = make_record(s, {"A", "B", "C", "D"});
    CHECK_FALSE(rec.finished());
    const std::string path = "hero_record_test.json";
    REQUIRE(save_record_file(path, rec).empty());
    const RecordParse loaded = load_record_file(path);
    std::remove(path.c_str());
    REQUIRE(loaded.record);
    const auto r = replay(*loaded.record);
    REQUIRE(r.state);
    CHECK(r.state->collections == s.collections);
    CHECK(r.state->pile == s.pile);
    CHECK(load_record_file("no-such-file.json").error.rfind("no-such-file.json: ", 0) == 0);
}
