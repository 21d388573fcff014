// SPDX-License-Identifier: GPL-3.0-or-later
// The external bot protocol for Solèr's ZERO: the turn line, the reply decoder, whole matches
// with the example bot, and bad replies (the seat falls back, the match goes on).
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

#include "ext_test_util.hpp"
#include "zero/extbot/knizia_protocol.hpp"
#include "zero/extbot/soler_protocol.hpp"
#include "zero/saves/json.hpp"
#include "zero/soler/bots/bot_seat.hpp"
#include "zero/soler/record.hpp"

using namespace zero;
using namespace std::chrono_literals;
using zero::test::any_contains;
using zero::test::test_bot;
namespace sz = zero::soler;

namespace {

struct Played {
    sz::State state;
    std::vector<std::string> problems;
    bool running = false;
};

// Seat 1 is the external program; the others are Medium. The match has `games` games (0: as many
// as players, the default).
Played play_with(const std::string& command, std::chrono::milliseconds timeout = 20000ms, std::uint64_t seed = 3,
                 int games = 0) {
    std::vector<std::unique_ptr<core::SeatController<sz::TableGame>>> seats;
    seats.push_back(std::make_unique<sz::BotSeat>(sz::make_bot("medium", seed, 0)));
    auto ext = std::make_unique<extbot::SolerLines::ExternalBot>(command, 1, extbot::ExternalBotOptions{timeout, {}});
    extbot::SolerLines::ExternalBot* external = ext.get();
    seats.push_back(std::move(ext));
    seats.push_back(std::make_unique<sz::BotSeat>(sz::make_bot("medium", seed, 2)));
    seats.push_back(std::make_unique<sz::BotSeat>(sz::make_bot("medium", seed, 3)));
    sz::Rules rules = sz::default_rules(4);
    if (games > 0) rules.games = games;
    core::Table<sz::TableGame> table(sz::new_match(rules, seed), std::move(seats));
    table.run();
    return {table.state(), external->problems(), external->running()};
}

// The seat's moves of a kind over the whole match.
std::vector<sz::Action> moves_by(const sz::State& state, Seat seat, sz::ActionKind kind) {
    std::vector<sz::Action> out;
    for (const sz::GameLog& log : state.log)
        for (const sz::Move& m : log.moves)
            if (m.seat == seat && m.action.kind == kind) out.push_back(m.action);
    return out;
}

}  // namespace

TEST_CASE("Solèr: the turn line names the game and the decision and carries the seat's view only") {
    sz::State s = sz::new_match(sz::default_rules(3), 11);
    const Seat seat = 1;
    const sz::View v = sz::view_for(s, seat);
    const std::string line = extbot::SolerLines::turn(v, sz::legal_actions(v), 1);
    CHECK(line.find('\n') == std::string::npos);
    rapidjson::Document doc;
    doc.Parse(line.c_str());
    REQUIRE_FALSE(doc.HasParseError());
    CHECK(std::string(doc["type"].GetString()) == "turn");
    CHECK(std::string(doc["game"].GetString()) == "soler-zero");
    CHECK(std::string(doc["decision"].GetString()) == "play");
    CHECK(doc["seat"].GetInt() == seat);
    CHECK(doc["players"].GetInt() == 3);
    CHECK(doc["pile"].GetInt() == v.pile_size);
    CHECK(doc["my_play"].IsNull());
    CHECK(doc["last_trick"].IsNull());
    std::vector<int> hand;
    for (const auto& c : doc["hand"].GetArray()) hand.push_back(c.GetInt());
    CHECK(hand == v.hand.list());
    CHECK(doc["legal"].Size() == sz::legal_actions(v).size());
    CHECK(std::string(doc["legal"][0]["action"].GetString()) == "play");
    // No other seat's cards: the only card lists are this hand, the safe piles and the known cards.
    for (const char* secret : {"hands", "played", "plays", "pile_cards"}) CHECK_FALSE(doc.HasMember(secret));
    // Two views that differ only in the others' hidden cards give the same line.
    sz::State other = s;
    std::swap(other.hands[0], other.hands[2]);
    CHECK(extbot::SolerLines::turn(sz::view_for(other, seat), sz::legal_actions(sz::view_for(other, seat)), 1) == line);
}

TEST_CASE("Solèr: bets and safe turns say so, with the bets made and the own face-down card") {
    sz::State s = sz::new_match(sz::default_rules(3), 11);
    for (Seat seat = 0; seat < 3; ++seat) sz::apply(s, seat, sz::legal_actions(s, seat).front());
    const sz::View v = sz::view_for(s, s.to_move);
    rapidjson::Document doc;
    doc.Parse(extbot::SolerLines::turn(v, sz::legal_actions(v), 1).c_str());
    CHECK(std::string(doc["decision"].GetString()) == "bet");
    CHECK(doc["my_play"].GetInt() == *v.my_play);
    CHECK(doc["bets"].Size() == 3u);
    CHECK(doc["bets"][0].IsNull());
    CHECK(std::string(doc["legal"][0]["action"].GetString()) == "bet");
}

TEST_CASE("Solèr: the Knizia turn line says its game too (a line without one is Knizia's)") {
    const knizia::State s = knizia::new_match(knizia::default_rules(3), 5);
    const knizia::View v = knizia::view_for(s, s.to_move);
    rapidjson::Document doc;
    doc.Parse(extbot::turn_message(v, legal_actions(v), 1).c_str());
    CHECK(std::string(doc["game"].GetString()) == "knizia-zero");
}

TEST_CASE("Solèr: replies are read as play, bet or safe, anything else is an error") {
    CHECK(extbot::SolerLines::parse(R"({"action":"play","card":-3})").action == sz::Action::play(-3));
    CHECK(extbot::SolerLines::parse(R"({"action":"bet","total":-7,"note":"ignored"})").action == sz::Action::bet(-7));
    CHECK(extbot::SolerLines::parse(R"({"action":"safe","groups":[[0],[3,-2,-1]]})").action ==
          sz::Action::safe({{0}, {3, -2, -1}}));
    CHECK(extbot::SolerLines::parse(R"({"action":"safe","groups":[]})").action == sz::Action::safe({}));
    for (const char* bad :
         {"", "play 2", "[]", "{}", R"({"action":2})", R"({"action":"knock"})", R"({"action":"play"})",
          R"({"action":"play","card":4})", R"({"action":"play","card":"2"})", R"({"action":"play","card":1.5})",
          R"({"action":"bet","total":16})", R"({"action":"bet","total":-99999999999})", R"({"action":"safe"})",
          R"({"action":"safe","groups":[0]})", R"({"action":"safe","groups":[[9]]})",
          R"({"action":"safe","groups":{}})", R"({"action":"play","card":2)"}) {
        INFO(bad);
        const extbot::SolerLines::Reply reply = extbot::SolerLines::parse(bad);
        CHECK_FALSE(reply.action);
        CHECK_FALSE(reply.error.empty());
    }
    CHECK(extbot::SolerLines::parse(R"({"action":"play","card":4})").error.find("\"card\"") != std::string::npos);
    CHECK_FALSE(extbot::SolerLines::parse(std::string(5000, ' ') + R"({"action":"play","card":1})").action);
}

TEST_CASE("Solèr: the example bot plays a whole match without a problem") {
    const Played played = play_with(std::string("'") + ZERO_SOLER_EXAMPLE_BOT + "'");
    CHECK(played.state.phase == sz::Phase::MatchOver);
    CHECK(played.problems.empty());
    CHECK(played.running);
    CHECK_FALSE(sz::replay(sz::make_record(played.state, {})).error);
    // It plays its highest card, so not always the lowest (which the fallback would play).
    const sz::Cards dealt = sz::Cards::of(played.state.log.front().deal.hands[1]);
    CHECK(moves_by(played.state, 1, sz::ActionKind::Play).front() == sz::Action::play(dealt.list().front()));
}

TEST_CASE("Solèr: an external program hears every game's end and the match's end") {
    const std::string log = "soler_ext_bot_test_types.log";
    std::remove(log.c_str());
    const Played played = play_with(test_bot("greedy", log));
    CHECK(played.state.phase == sz::Phase::MatchOver);
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
    CHECK(round_ends == 4);
    CHECK(match_ends == 1);
    std::remove(log.c_str());
}

TEST_CASE("Solèr: illegal answers (a card not held, a bet taken, a group of 12) fall back and the match goes on") {
    const Played played = play_with(test_bot("illegal"));
    CHECK(played.state.phase == sz::Phase::MatchOver);
    CHECK(any_contains(played.problems, "illegal action play"));
    CHECK(any_contains(played.problems, "it takes its first legal action"));
    CHECK(played.running);
    CHECK_FALSE(sz::replay(sz::make_record(played.state, {})).error);
    // Every safe decision fell back to laying nothing.
    for (const sz::Action& a : moves_by(played.state, 1, sz::ActionKind::Safe)) CHECK(a.groups.empty());
}

TEST_CASE("Solèr: garbage, silence and a crash fall back and the match goes on") {
    const Played garbage = play_with(test_bot("garbage"));
    CHECK(garbage.state.phase == sz::Phase::MatchOver);
    CHECK(any_contains(garbage.problems, "not JSON"));
    // Every decision of a silent program waits out the time limit: one game, not four, is enough.
    const Played silent = play_with(test_bot("silent"), 100ms, 3, 1);
    CHECK(silent.state.phase == sz::Phase::MatchOver);
    CHECK(any_contains(silent.problems, "no answer within 100 ms"));
    const Played crash = play_with(test_bot("crash"));
    CHECK(crash.state.phase == sz::Phase::MatchOver);
    CHECK(crash.problems.size() == 1);
    CHECK(any_contains(crash.problems, "exited with status 3"));
    CHECK_FALSE(crash.running);
}
