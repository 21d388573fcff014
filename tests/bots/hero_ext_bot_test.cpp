// SPDX-License-Identifier: GPL-3.0-or-later
// The external bot protocol for Zero Hero: the turn line, the reply decoder, whole matches with the
// example bot, and bad replies (the seat falls back, the match goes on).
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

#include "ext_test_util.hpp"
#include "zero/extbot/hero_protocol.hpp"
#include "zero/extbot/hero_protocol.hpp"
#include "zero/hero/bots/bot_seat.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/record.hpp"
#include "zero/saves/json.hpp"

using namespace zero;
using namespace std::chrono_literals;
using zero::test::any_contains;
using zero::test::test_bot;
namespace zh = zero::hero;

namespace {

struct Played {
    zh::State state;
    std::vector<std::string> problems;
    bool running = false;
};

// Seat 1 is the external program; the others are Medium. Two games, so a round end is heard twice.
Played play_with(const std::string& command, std::chrono::milliseconds timeout = 20000ms, std::uint64_t seed = 3) {
    std::vector<std::unique_ptr<core::SeatController<zh::TableGame>>> seats;
    seats.push_back(std::make_unique<zh::BotSeat>(zh::make_bot("medium", seed, 0)));
    auto ext = std::make_unique<extbot::HeroLines::ExternalBot>(command, 1, extbot::ExternalBotOptions{timeout, {}});
    extbot::HeroLines::ExternalBot* external = ext.get();
    seats.push_back(std::move(ext));
    seats.push_back(std::make_unique<zh::BotSeat>(zh::make_bot("medium", seed, 2)));
    seats.push_back(std::make_unique<zh::BotSeat>(zh::make_bot("medium", seed, 3)));
    core::Table<zh::TableGame> table(zh::new_match(zh::Rules{4, 2}, seed), std::move(seats));
    table.run();
    return {table.state(), external->problems(), external->running()};
}

int moves_of(const zh::State& state, Seat seat, zh::ActionKind kind) {
    int n = 0;
    for (const zh::GameLog& log : state.log)
        for (const zh::Move& m : log.moves) n += m.seat == seat && m.action.kind == kind ? 1 : 0;
    return n;
}

}  // namespace

TEST_CASE("Hero: the turn line names the game and the decision and carries the seat's view only") {
    zh::State s = zh::new_match(zh::default_rules(3), 11);
    Rng rng(4);
    for (int i = 0; i < 12; ++i) {
        const zh::Move mv = zh::random_move(s, rng);
        zh::apply(s, mv.seat, mv.action);
    }
    const Seat seat = s.to_move;
    const zh::View v = zh::view_for(s, seat);
    const std::string line = extbot::HeroLines::turn(v, zh::legal_actions(v), 1);
    CHECK(line.find('\n') == std::string::npos);
    rapidjson::Document doc;
    doc.Parse(line.c_str());
    REQUIRE_FALSE(doc.HasParseError());
    CHECK(std::string(doc["type"].GetString()) == "turn");
    CHECK(std::string(doc["game"].GetString()) == "zero-hero");
    CHECK(std::string(doc["decision"].GetString()) == (s.phase == zh::Phase::Swap ? "swap" : "turn"));
    CHECK(doc["seat"].GetInt() == seat);
    CHECK(doc["players"].GetInt() == 3);
    CHECK(doc["above_end"].GetInt() == v.above_end);
    CHECK(doc["end_cards"].GetInt() == v.end_cards);
    CHECK(doc["pairs"].Size() == 4u);
    CHECK(doc["piles"].Size() == 4u);
    CHECK(doc["my_face_down"].Size() == static_cast<unsigned>(v.my_face_down.size()));
    CHECK(std::string(doc["my_face_down"][0].GetString()) == zh::card_name(v.my_face_down.list().front()));
    CHECK(doc["face_down"][static_cast<rapidjson::SizeType>(seat)].GetInt() == v.my_face_down.size());
    CHECK(doc["legal"].Size() == zh::legal_actions(v).size());
    for (const char* secret : {"pile", "removed", "secret", "face_down_cards"}) CHECK_FALSE(doc.HasMember(secret));
    // Two states that differ only in what this seat cannot see give the same line: another seat's
    // face-down card changed places with a card set aside.
    zh::State other = s;
    const Seat next = next_seat(seat, 3);
    const zh::Card hidden = other.face_down[next].list().front();
    const zh::Card aside = other.removed.list().back();
    REQUIRE(hidden != aside);
    other.face_down[next].remove(hidden);
    other.face_down[next].add(aside);
    other.removed.remove(aside);
    other.removed.add(hidden);
    CHECK(extbot::HeroLines::turn(zh::view_for(other, seat), zh::legal_actions(zh::view_for(other, seat)), 1) == line);
}

TEST_CASE("Hero: replies are read as take, buy or swap, anything else is an error") {
    CHECK(extbot::HeroLines::parse(R"({"action":"take","pair":1,"count":2})").action == zh::Action::take(1, 2));
    CHECK(extbot::HeroLines::parse(R"({"action":"buy","pair":3,"note":"ignored"})").action == zh::Action::buy(3));
    CHECK(extbot::HeroLines::parse(R"({"action":"swap","give":"Red2","to":3})").action ==
          zh::Action::give(*zh::parse_card("red2"), 3));
    CHECK(extbot::HeroLines::parse(R"({"action":"swap","take":"blue3s","from":1})").action ==
          zh::Action::take_card(*zh::parse_card("blue3s"), 1));
    for (const char* bad :
         {"", "take 2", "[]", "{}", R"({"action":2})", R"({"action":"knock"})", R"({"action":"take"})",
          R"({"action":"take","pair":4,"count":1})", R"({"action":"take","pair":0,"count":3})",
          R"({"action":"buy","pair":"1"})", R"({"action":"buy","pair":1.5})",
          R"({"action":"swap","give":"red9","to":1})", R"({"action":"swap","give":"red2","take":"red3","to":1})",
          R"({"action":"swap","give":"red2"})", R"({"action":"swap","give":"red2","to":9})",
          R"({"action":"buy","pair":1)"}) {
        INFO(bad);
        const extbot::HeroLines::Reply reply = extbot::HeroLines::parse(bad);
        CHECK_FALSE(reply.action);
        CHECK_FALSE(reply.error.empty());
    }
    CHECK(extbot::HeroLines::parse(R"({"action":"take","pair":4,"count":1})").error.find("\"pair\"") !=
          std::string::npos);
    CHECK_FALSE(extbot::HeroLines::parse(std::string(5000, ' ') + R"({"action":"buy","pair":1})").action);
}

TEST_CASE("Hero: the example bot plays a whole match without a problem") {
    const Played played = play_with(std::string("'") + ZERO_HERO_EXAMPLE_BOT + "'");
    CHECK(played.state.phase == zh::Phase::MatchOver);
    CHECK(played.problems.empty());
    CHECK(played.running);
    CHECK_FALSE(zh::replay(zh::make_record(played.state, {})).error);
    CHECK(moves_of(played.state, 1, zh::ActionKind::Buy) > 0);
}

TEST_CASE("Hero: an external program hears every game's end and the match's end") {
    const std::string log = "hero_ext_bot_test_types.log";
    std::remove(log.c_str());
    const Played played = play_with(test_bot("greedy", log));
    CHECK(played.state.phase == zh::Phase::MatchOver);
    CHECK(played.problems.empty());
    std::ifstream in(log);
    std::string type;
    int turns = 0, round_ends = 0, match_ends = 0;
    while (std::getline(in, type)) {
        turns += type == "turn" ? 1 : 0;
        round_ends += type == "round_end" ? 1 : 0;
        match_ends += type == "match_end" ? 1 : 0;
    }
    CHECK(turns > 20);
    CHECK(round_ends == 2);
    CHECK(match_ends == 1);
    std::remove(log.c_str());
}

TEST_CASE("Hero: illegal answers (a swap on its turn, a take when a swap is due) fall back and the match goes on") {
    const Played played = play_with(test_bot("illegal"));
    CHECK(played.state.phase == zh::Phase::MatchOver);
    CHECK(any_contains(played.problems, "illegal action give red0"));
    CHECK(any_contains(played.problems, "it takes its first legal action"));
    CHECK(played.running);
    CHECK_FALSE(zh::replay(zh::make_record(played.state, {})).error);
}

TEST_CASE("Hero: garbage, silence and a crash fall back and the match goes on") {
    const Played garbage = play_with(test_bot("garbage"));
    CHECK(garbage.state.phase == zh::Phase::MatchOver);
    CHECK(any_contains(garbage.problems, "not JSON"));
    const Played silent = play_with(test_bot("silent"), 100ms);
    CHECK(silent.state.phase == zh::Phase::MatchOver);
    CHECK(any_contains(silent.problems, "no answer within 100 ms"));
    const Played crash = play_with(test_bot("crash"));
    CHECK(crash.state.phase == zh::Phase::MatchOver);
    CHECK(crash.problems.size() == 1);
    CHECK(any_contains(crash.problems, "exited with status 3"));
    CHECK_FALSE(crash.running);
}
