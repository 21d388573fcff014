// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "zero/knizia/bots/bot.hpp"
#include "ext_test_util.hpp"
#include "zero/extbot/child_process.hpp"
#include "zero/extbot/knizia_ext_bot.hpp"
#include "zero/extbot/knizia_protocol.hpp"
#include "zero/saves/json.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace std::chrono_literals;
using zero::test::any_contains;
using zero::test::test_bot;

namespace {

struct Played {
    State state;
    std::vector<std::string> problems;
    bool running = false;
};

// Seat 1 is the external program; the others are Medium.
Played play_with(const std::string& command, std::chrono::milliseconds timeout = 20000ms, std::uint64_t seed = 3) {
    const Rules rules = default_rules(3);
    std::vector<std::unique_ptr<SeatController>> seats;
    seats.push_back(std::make_unique<BotController>(make_bot(BotSpec{"medium", seed, 0})));
    auto ext = std::make_unique<extbot::KniziaExternalBot>(command, 1, extbot::ExternalBotOptions{timeout, {}});
    extbot::KniziaExternalBot* external = ext.get();
    seats.push_back(std::move(ext));
    seats.push_back(std::make_unique<BotController>(make_bot(BotSpec{"medium", seed, 2})));
    Table table(new_match(rules, seed), std::move(seats));
    table.run();
    return {table.state(), external->problems(), external->running()};
}

int swaps_by(const State& state, Seat seat) {
    int swaps = 0;
    for (const RoundLog& log : state.log)
        for (const Move& m : log.moves)
            if (m.seat == seat && m.action.is_swap()) ++swaps;
    return swaps;
}

}  // namespace

TEST_CASE("the turn line carries the seat's view and its legal actions") {
    State state = new_match(default_rules(4), 8);
    apply(state, legal_actions(state)[3]);
    const View view = view_for(state, state.to_move);
    const ActionList legal = legal_actions(view);
    const std::string line = extbot::turn_message(view, legal, 1);
    CHECK(line.find('\n') == std::string::npos);
    rapidjson::Document doc;
    doc.Parse(line.c_str());
    REQUIRE_FALSE(doc.HasParseError());
    CHECK(std::string(doc["type"].GetString()) == "turn");
    CHECK(doc["seat"].GetInt() == view.seat);
    CHECK(doc["players"].GetInt() == 4);
    CHECK(doc["hand"].Size() == 9);
    CHECK(doc["pool"].Size() == 5);
    CHECK(doc["knocks"].GetInt() == 0);
    CHECK_FALSE(doc["last_lap"].GetBool());
    CHECK(doc["history"].Size() == 1);
    CHECK(doc["history"][0].HasMember("seat"));
    CHECK(doc["totals"].Size() == 4);
    REQUIRE(doc["legal"].Size() == legal.size());
    CHECK(std::string(doc["legal"][static_cast<rapidjson::SizeType>(legal.size() - 1)]["action"].GetString()) == "knock");
    // Every legal entry, sent back as an answer, reads as that action.
    for (rapidjson::SizeType i = 0; i < doc["legal"].Size(); ++i) {
        rapidjson::StringBuffer buffer;
        rapidjson::Writer<rapidjson::StringBuffer> w(buffer);
        doc["legal"][i].Accept(w);
        const extbot::Reply reply = extbot::parse_reply(buffer.GetString());
        REQUIRE(reply.action);
        CHECK(*reply.action == legal[i]);
    }
}

TEST_CASE("answers that are not actions are read as errors") {
    CHECK(extbot::parse_reply(R"({"action":"knock"})").action == Action::knock());
    CHECK(extbot::parse_reply(R"({"action":"swap","give":"Red3","take":"blue5"})").action ==
          Action::swap(Card(Colour::Red, 3), Card(Colour::Blue, 5)));
    for (const char* bad : {"", "knock", "[]", "{}", R"({"action":3})", R"({"action":"pass"})",
                            R"({"action":"swap","give":"red9","take":"blue5"})", R"({"action":"swap","give":"red3"})",
                            R"({"action":"knock")", "1e999999", R"({"action":"swap","give":1,"take":2})"}) {
        const extbot::Reply reply = extbot::parse_reply(bad);
        INFO(bad);
        CHECK_FALSE(reply.action);
        CHECK_FALSE(reply.error.empty());
    }
    CHECK_FALSE(extbot::parse_reply(std::string(10'000, ' ') + R"({"action":"knock"})").action);
}

TEST_CASE("an external program plays a whole match and hears every round's end") {
    const std::string log = "ext_bot_test_types.log";
    std::remove(log.c_str());
    const Played played = play_with(test_bot("greedy", log));
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(played.problems.empty());
    CHECK(swaps_by(played.state, 1) > 0);
    std::ifstream in(log);
    std::string type;
    int turns = 0;
    int round_ends = 0;
    int match_ends = 0;
    while (std::getline(in, type)) {
        if (type == "turn") ++turns;
        if (type == "round_end") ++round_ends;
        if (type == "match_end") ++match_ends;
    }
    CHECK(turns > 0);
    CHECK(round_ends == 3);
    CHECK(match_ends == 1);
    std::remove(log.c_str());
}

TEST_CASE("an illegal answer makes the seat knock and the match goes on") {
    const Played played = play_with(test_bot("illegal"));
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(swaps_by(played.state, 1) == 0);
    CHECK(any_contains(played.problems, "illegal action"));
    CHECK(played.running);
}

TEST_CASE("a garbage answer makes the seat knock and the match goes on") {
    const Played played = play_with(test_bot("garbage"));
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(swaps_by(played.state, 1) == 0);
    CHECK(any_contains(played.problems, "not JSON"));
}

TEST_CASE("an answer over the length cap makes the seat knock") {
    const Played played = play_with(test_bot("flood"));
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(any_contains(played.problems, "longer than"));
}

TEST_CASE("silence makes the seat knock when the time is up") {
    const Played played = play_with(test_bot("silent"), 150ms);
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(swaps_by(played.state, 1) == 0);
    CHECK(any_contains(played.problems, "no answer within 150 ms"));
}

TEST_CASE("a crashed program is reported and its seat knocks from then on") {
    const Played played = play_with(test_bot("crash"));
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(swaps_by(played.state, 1) == 0);
    CHECK(any_contains(played.problems, "exited with status 3"));
    CHECK(played.problems.size() == 1);
    CHECK_FALSE(played.running);
}

TEST_CASE("a program that cannot be run is reported, not fatal") {
    const Played played = play_with("/nonexistent/zero-bot-program");
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(any_contains(played.problems, "exited with status 127"));
}

TEST_CASE("a program that stops reading does not block or kill the table") {
    // `true` ends at once: every write after that meets a closed pipe (SIGPIPE is held off).
    const Played played = play_with("exec true");
    CHECK(played.state.phase == Phase::MatchOver);
    CHECK(played.problems.size() == 1);
}

TEST_CASE("a child process's lines are read whole and capped") {
    extbot::ChildProcess child("printf 'one\\ntwo\\r\\n'; printf '%0300d\\nthree\\n' 0", 100);
    CHECK(child.read_line(20000ms).line == "one");
    CHECK(child.read_line(20000ms).line == "two");
    CHECK(child.read_line(20000ms).status == extbot::ReadStatus::TooLong);
    const extbot::ReadResult three = child.read_line(20000ms);
    CHECK(three.status == extbot::ReadStatus::Line);
    CHECK(three.line == "three");
    CHECK(child.read_line(20000ms).status == extbot::ReadStatus::Closed);
}
