// SPDX-License-Identifier: GPL-3.0-or-later
// The match record (soler-zero.md, "The match record"): its JSON, and its replay.
#include <catch2/catch.hpp>

#include <cstdio>

#include "scenario.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/playout.hpp"
#include "zero/soler/record.hpp"

using namespace zero;
using namespace zero::soler;
using namespace zero::soler::test;

namespace {

const std::vector<std::vector<int>> kExample{{3, -1, 0, 2, 2}, {0, 0, 1, 3, -2}, {2, 2, 3, -1, 1}};

std::string list_json(const std::vector<int>& values) {
    std::string out;
    for (int v : values) out += (out.empty() ? "" : ",") + std::to_string(v);
    return "[" + out + "]";
}

// The rules file's example, with its pile written out in full and, for `seed`, "null" or a number.
std::string example_json(const std::string& seed) {
    const Deal deal = make_deal(0, kExample);
    return R"({"format":"zero-match","version":1,"game":"soler-zero","seed":)" + seed +
           R"(,"players":["Ann","Bob","Cy"],"rounds_planned":3,"target_points":null,
 "rounds":[{"dealer":0,
            "hands":[[3,-1,0,2,2],[0,0,1,3,-2],[2,2,3,-1,1]],
            "pile":)" + list_json(deal.pile) + R"(,
            "actions":[{"seat":0,"action":"play","card":2},
                       {"seat":1,"action":"play","card":0},
                       {"seat":2,"action":"play","card":-1},
                       {"seat":0,"action":"bet","total":3},
                       {"seat":1,"action":"bet","total":1},
                       {"seat":2,"action":"bet","total":0},
                       {"seat":1,"action":"safe","groups":[[0],[3,-2,-1]]},
                       {"seat":1,"action":"play","card":2}]}]})";
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

MatchRecord finished_record(std::uint64_t seed, int players = 3) {
    const State s = bot_match(default_rules(players), seed, std::vector<std::string>(static_cast<std::size_t>(players), "medium"));
    return make_record(s, {});
}

}  // namespace

TEST_CASE("Record: the rules file's example reads and replays (with \"seed\": null, from its own deal)") {
    const MatchRecord rec = parse(example_json("null"));
    CHECK_FALSE(rec.seed);
    CHECK(rec.rounds_planned == 3);
    CHECK_FALSE(rec.target_points);
    REQUIRE(rec.rounds.size() == 1);
    CHECK(rec.rounds[0].actions[6].action == Action::safe({{0}, {3, -2, -1}}));
    const auto r = replay(rec);
    INFO((r.error ? r.error->what() : ""));
    REQUIRE(r.state);
    // Bob took the three cards, laid two groups adding up to 0, and leads the second trick.
    CHECK(r.state->safe[1] == Cards{0, 3, -2, -1});
    CHECK(r.state->leader == 1);
    CHECK(r.state->trick == 2);
    CHECK(r.state->committed == seat_bit(1));
    // Written again, it reads back the same.
    CHECK(parse(record_to_json(rec)) == rec);
}

TEST_CASE("Record: with a seed, the deal must be the seed's") {
    CHECK(replay_error(parse(example_json("7"))).find("round 1:") == 0);
    MatchRecord rec = finished_record(7);
    REQUIRE_FALSE(replay(rec).error);
    MatchRecord wrong_pile = rec;
    std::swap(wrong_pile.rounds[1].pile[0], wrong_pile.rounds[1].pile.back());
    if (wrong_pile.rounds[1].pile != rec.rounds[1].pile)
        CHECK(replay_error(wrong_pile) == "round 2: the pile is not the one the seed deals");
    MatchRecord wrong_dealer = rec;
    wrong_dealer.rounds[0].dealer = (rec.rounds[0].dealer + 1) % 3;
    CHECK(replay_error(wrong_dealer).find("round 1: the dealer is seat") == 0);
    // A hand in another order is the same hand: alike cards.
    MatchRecord reordered = rec;
    std::reverse(reordered.rounds[0].hands[0].begin(), reordered.rounds[0].hands[0].end());
    CHECK_FALSE(replay(reordered).error);
}

TEST_CASE("Record: a record with \"seed\": null carries its own deals, first dealer included, and replays from them") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        MatchRecord rec = finished_record(seed, 2 + static_cast<int>(seed % 4));
        rec.seed.reset();
        const std::string text = record_to_json(rec);
        CHECK(text.find("\"seed\": null") != std::string::npos);
        const MatchRecord back = parse(text);
        CHECK(back == rec);
        const auto r = replay(back);
        REQUIRE_FALSE(r.error);
        CHECK(make_record(*r.state, rec.players) == rec);
    }
    // Each later game's dealer is one seat clockwise from the last.
    MatchRecord rec = finished_record(3);
    rec.seed.reset();
    rec.rounds[1].dealer = rec.rounds[0].dealer;
    CHECK(replay_error(rec).find("round 2: the dealer must be seat") == 0);
    // And each deal must be whole.
    rec = finished_record(3);
    rec.seed.reset();
    rec.rounds[1].pile.pop_back();
    CHECK(replay_error(rec) == "round 2: the hands and the pile are not the 55 cards of the deck");
}

TEST_CASE("Record: a match without a seed, dealt by hand, writes a record that replays") {
    State s = dealt(kExample, 0, {}, 1);
    std::vector<std::unique_ptr<Bot>> bots;
    for (Seat seat = 0; seat < 3; ++seat) bots.push_back(make_bot("medium", 11, seat));
    run_bots(s, bots);
    REQUIRE(s.phase == Phase::MatchOver);
    const MatchRecord rec = make_record(s, {"Ann", "Bob", "Cy"});
    CHECK_FALSE(rec.seed);
    const auto r = replay(parse(record_to_json(rec)));
    REQUIRE_FALSE(r.error);
    CHECK(r.state->totals == s.totals);
}

TEST_CASE("Record: plays stand clockwise from the trick's leader, whatever order they were committed in") {
    // Commits in a scrambled order give the record the plays clockwise from the leader.
    State s = new_match(default_rules(4), 5);
    std::vector<std::unique_ptr<Bot>> bots;
    for (Seat seat = 0; seat < 4; ++seat) bots.push_back(make_bot("medium", 5, seat));
    run_bots(s, bots, 3);
    State t = new_match(default_rules(4), 5);
    run_bots(t, bots, 1);
    CHECK(make_record(s, {}) == make_record(t, {}));
    const MatchRecord rec = make_record(s, {});
    const RecordedGame& g = rec.rounds[0];
    REQUIRE(g.actions.size() > 4);
    for (int k = 0; k < 4; ++k) CHECK(g.actions[static_cast<std::size_t>(k)].seat == (g.dealer + k) % 4);
    // A record with the first two plays swapped is refused.
    MatchRecord swapped = rec;
    std::swap(swapped.rounds[0].actions[0], swapped.rounds[0].actions[1]);
    CHECK(replay_error(swapped).find("round 1, action 2: seat") == 0);
    CHECK(replay_error(swapped).find("clockwise from the trick's leader") != std::string::npos);
}

TEST_CASE("Record: exactly one safe action follows a take, by the taker") {
    MatchRecord rec = parse(example_json("null"));
    auto& actions = rec.rounds[0].actions;
    MatchRecord missing = rec;
    missing.rounds[0].actions.erase(missing.rounds[0].actions.begin() + 6);
    CHECK(replay_error(missing) ==
          "round 1, action 7: seat 1 cannot play 2: that is not what the table is waiting for");
    MatchRecord twice = rec;
    twice.rounds[0].actions.insert(twice.rounds[0].actions.begin() + 7, Move{1, Action::safe({})});
    CHECK(replay_error(twice) ==
          "round 1, action 8: seat 1 cannot safe nothing: that is not what the table is waiting for");
    MatchRecord other = rec;
    other.rounds[0].actions[6].seat = 0;
    CHECK(replay_error(other).find("round 1, action 7: seat 0 cannot safe") == 0);
    actions[6] = Move{1, Action::safe({})};  // "groups": [] lays nothing
    CHECK_FALSE(replay(rec).error);
    CHECK(record_to_json(rec).find("\"groups\": []") != std::string::npos);
}

TEST_CASE("Record: the first illegal action is reported with its round and position") {
    MatchRecord rec = finished_record(12);
    rec.rounds[1].actions[5].action = Action::play(7);
    CHECK(replay_error(rec).find("round 2, action 6: seat") == 0);
    rec = finished_record(12);
    rec.rounds[0].scores[0] += 1;
    CHECK(replay_error(rec).find("round 1: the recorded scores") == 0);
    rec = finished_record(12);
    rec.rounds[0].end = GameEnd::Limit;
    CHECK(replay_error(rec) == "round 1: the record says the round ended \"limit\", it ended \"out\"");
    rec = finished_record(12);
    rec.totals[0] += 1;
    CHECK(replay_error(rec).find("the recorded totals") == 0);
    rec = finished_record(12);
    rec.winners = {0, 1, 2};
    CHECK(replay_error(rec).find("the recorded winners") == 0);
    rec = finished_record(12);
    rec.rounds[2].actions.pop_back();
    CHECK(replay_error(rec) == "round 3: the record ends the round, but its actions do not");
    rec = finished_record(12);
    rec.rounds.pop_back();
    CHECK(replay_error(rec) == "the record has totals but the match is not over");
}

TEST_CASE("Record: \"end\" is \"out\" or \"limit\", random players reach the 500-trick limit and replay") {
    int limits = 0;
    for (std::uint64_t seed = 1; seed <= 40 && limits == 0; ++seed) {
        const State s = bot_match(default_rules(2), seed, {"random", "random"});
        const MatchRecord rec = make_record(s, {});
        for (const RecordedGame& g : rec.rounds) limits += *g.end == GameEnd::Limit ? 1 : 0;
        const std::string text = record_to_json(rec);
        if (limits > 0) CHECK(text.find("\"end\": \"limit\"") != std::string::npos);
        const auto r = replay(parse(text));
        REQUIRE_FALSE(r.error);
        CHECK(r.state->totals == s.totals);
    }
    CHECK(limits > 0);
}

TEST_CASE("Record: a match to 100 points has \"target_points\": 100 and \"rounds_planned\": null") {
    const State s = bot_match(target_rules(4), 21, {"medium", "medium", "easy", "easy"});
    const MatchRecord rec = make_record(s, {"A", "B", "C", "D"});
    CHECK(rec.target_points == 100);
    CHECK_FALSE(rec.rounds_planned);
    const std::string text = record_to_json(rec);
    CHECK(text.find("\"rounds_planned\": null") != std::string::npos);
    CHECK(text.find("\"target_points\": 100") != std::string::npos);
    const MatchRecord back = parse(text);
    CHECK(back == rec);
    REQUIRE_FALSE(replay(back).error);
    CHECK(back.rules() == target_rules(4));
}

TEST_CASE("Record: an unfinished match's record replays to the same state, in the middle of a trick too") {
    Rng rng(8);
    for (int trial = 0; trial < 300; ++trial) {
        State s = new_match(default_rules(2 + trial % 4), rng.next());
        const auto steps = static_cast<int>(rng.below(300));
        for (int i = 0; i < steps && s.phase != Phase::MatchOver; ++i) {
            const Move m = random_move(s, rng);
            apply(s, m.seat, m.action);
        }
        const auto r = replay(parse(record_to_json(make_record(s, {}))));
        INFO((r.error ? r.error->what() : "") << " after " << steps << " steps");
        REQUIRE_FALSE(r.error);
        const State& t = *r.state;
        CHECK(t.hands == s.hands);
        CHECK(t.pile.list() == s.pile.list());
        CHECK(t.committed == s.committed);
        CHECK(t.played == s.played);
        CHECK(t.state_id == s.state_id);
        CHECK(t.epoch == s.epoch);
        CHECK(t.rng.state() == s.rng.state());
    }
}

TEST_CASE("Record JSON: shape errors are one sentence") {
    CHECK(parse_error("[") .find("not valid JSON") == 0);
    CHECK(parse_error(R"({"format":"zero-match","version":1,"seed":1,"players":["a","b"],"pool_size":5,"rounds_planned":2,"rounds":[]})") ==
          "this is a record of Knizia's Zero (it names no \"game\"), not of Solèr's ZERO");
    CHECK(parse_error(R"({"format":"zero-match","version":1,"game":"zero-hero"})") ==
          "this is a record of \"zero-hero\", not of \"soler-zero\"");
    CHECK(parse_error(R"({"format":"zero-match","version":2,"game":"soler-zero"})").find("version 2") != std::string::npos);
    const std::string good = example_json("null");
    auto with = [&](const std::string& from, const std::string& to) {
        std::string text = good;
        const std::size_t at = text.find(from);
        REQUIRE(at != std::string::npos);
        return text.replace(at, from.size(), to);
    };
    CHECK(parse_error(with(R"("card":2})", R"("card":4})")) == "round 1 action 1 \"card\" must be a whole number from -3 to 3");
    CHECK(parse_error(with(R"("action":"bet","total":3)", R"("action":"knock")")) ==
          "round 1 action 4 \"action\" must be \"play\", \"bet\" or \"safe\"");
    CHECK(parse_error(with(R"("target_points":null)", R"("target_points":100)")) ==
          "exactly one of \"rounds_planned\" and \"target_points\" must be a number");
    CHECK(parse_error(with(R"("seed":null,)", "")) == "the record has no \"seed\" (null when the record carries its own deals)");
    CHECK(parse_error(with(R"("seed":null)", R"("seed":-1)")) == "\"seed\" must be null or a whole number from 0 to 2^64-1");
    CHECK(parse_error(with(R"([[0],[3,-2,-1]])", R"([[0],[3,-2,"x"]])")) ==
          "round 1 action 7 group must be a whole number from -3 to 3");
    CHECK(parse_error(with(R"("rounds_planned":3)", R"("rounds_planned":51)")) ==
          "\"rounds_planned\" must be a whole number from 1 to 50");
}

TEST_CASE("Record JSON: files are read and written whole, and errors name the file") {
    const std::string path = "soler_record_test.json";
    const MatchRecord rec = finished_record(4);
    REQUIRE(save_record_file(path, rec).empty());
    const RecordParse back = load_record_file(path);
    REQUIRE(back.record);
    CHECK(*back.record == rec);
    std::remove(path.c_str());
    const RecordParse missing = load_record_file(path);
    CHECK(missing.error.find(path + ": ") == 0);
}
