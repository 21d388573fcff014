// SPDX-License-Identifier: GPL-3.0-or-later
// A program that answers one turn after the time limit, in every game: its late answer is thrown
// away and every later answer is applied to the turn it answered (issue 21: the late answer used
// to be read as the next turn's, and every answer after it was one turn out of step).
//
// The test bot holds its third turn's answer until the fourth turn line has come, which the table
// sends only once the third turn's time is up: the answer is late however fast or slow the machine
// is. Any other turn that runs out of time on a busy machine is read from the reports and checked
// the same way, so the test does not depend on the machine's speed.
#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "ext_test_util.hpp"
#include "zero/extbot/knizia_ext_bot.hpp"
#include "zero/extbot/hero_protocol.hpp"
#include "zero/extbot/hero_protocol.hpp"
#include "zero/extbot/knizia_protocol.hpp"
#include "zero/extbot/soler_protocol.hpp"
#include "zero/extbot/soler_protocol.hpp"
#include "zero/hero/bots/bot_seat.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/saves/json.hpp"
#include "zero/soler/bots/bot_seat.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace std::chrono_literals;
using zero::test::any_contains;
using zero::test::test_bot;
namespace sz = zero::soler;
namespace zh = zero::hero;

namespace {

constexpr auto kLimit = 1500ms;

// What the bot heard and answered, from its log.
struct BotLog {
    std::vector<extbot::TurnId> turns;
    std::map<extbot::TurnId, std::string> answers;
};

BotLog read_log(const std::string& path) {
    BotLog log;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line);
        std::string what;
        extbot::TurnId id = 0;
        words >> what >> id;
        if (what == "turn") log.turns.push_back(id);
        if (what == "answer") {
            std::string answer;
            std::getline(words >> std::ws, answer);
            log.answers[id] = answer;
        }
    }
    return log;
}

// The turns the table reports as unanswered within the limit ("... ms to turn 3; ...").
std::set<extbot::TurnId> timed_out(const std::vector<std::string>& problems) {
    std::set<extbot::TurnId> ids;
    for (const std::string& p : problems) {
        const std::size_t at = p.find(" ms to turn ");
        if (at != std::string::npos) ids.insert(std::stoull(p.substr(at + 12)));
    }
    return ids;
}

struct Outcome {
    std::vector<std::string> applied;  // the seat's moves in the record, in order, as to_string
    std::vector<std::string> problems;
};

// `answered(line)` is the action an answer line reads as, as to_string; empty when none.
void check_in_step(const Outcome& outcome, const std::string& log_path,
                   const std::function<std::string(const std::string&)>& answered) {
    const BotLog log = read_log(log_path);
    INFO("problems: " << outcome.problems.size() << (outcome.problems.empty() ? "" : ", first: " + outcome.problems[0]));
    CHECK_FALSE(any_contains(outcome.problems, "illegal action"));
    CHECK_FALSE(any_contains(outcome.problems, "not JSON"));
    const std::set<extbot::TurnId> late = timed_out(outcome.problems);
    CHECK(late.count(3) == 1);
    CHECK(any_contains(outcome.problems, "late answer"));
    // One move per turn line, the k-th move answering turn k.
    REQUIRE(log.turns.size() == outcome.applied.size());
    REQUIRE(log.turns.size() > 6);
    for (std::size_t i = 0; i < log.turns.size(); ++i) {
        const extbot::TurnId id = log.turns[i];
        CHECK(id == i + 1);
        if (late.count(id) != 0) continue;  // the seat fell back
        INFO("turn " << id << ": answered " << log.answers.at(id));
        CHECK(outcome.applied[i] == answered(log.answers.at(id)));
    }
    std::remove(log_path.c_str());
}

template <class Log>
std::vector<std::string> moves_of(const std::vector<Log>& logs, Seat seat) {
    std::vector<std::string> out;
    for (const Log& log : logs)
        for (const auto& m : log.moves)
            if (m.seat == seat) out.push_back(to_string(m.action));
    return out;
}

Outcome play_knizia(const std::string& command) {
    const std::uint64_t seed = 5;
    std::vector<std::unique_ptr<SeatController>> seats;
    seats.push_back(std::make_unique<BotController>(make_bot(BotSpec{"medium", seed, 0})));
    auto ext = std::make_unique<extbot::KniziaExternalBot>(command, 1, extbot::ExternalBotOptions{kLimit, {}});
    extbot::KniziaExternalBot* external = ext.get();
    seats.push_back(std::move(ext));
    seats.push_back(std::make_unique<BotController>(make_bot(BotSpec{"medium", seed, 2})));
    Table table(new_match(default_rules(3), seed), std::move(seats));
    table.run();
    REQUIRE(table.state().phase == Phase::MatchOver);
    return {moves_of(table.state().log, 1), external->problems()};
}

Outcome play_soler(const std::string& command) {
    const std::uint64_t seed = 5;
    std::vector<std::unique_ptr<core::SeatController<sz::TableGame>>> seats;
    seats.push_back(std::make_unique<sz::BotSeat>(sz::make_bot("medium", seed, 0)));
    auto ext = std::make_unique<extbot::SolerLines::ExternalBot>(command, 1, extbot::ExternalBotOptions{kLimit, {}});
    extbot::SolerLines::ExternalBot* external = ext.get();
    seats.push_back(std::move(ext));
    seats.push_back(std::make_unique<sz::BotSeat>(sz::make_bot("medium", seed, 2)));
    sz::Rules rules = sz::default_rules(3);
    rules.games = 1;
    core::Table<sz::TableGame> table(sz::new_match(rules, seed), std::move(seats));
    table.run();
    return {moves_of(table.state().log, 1), external->problems()};
}

Outcome play_hero(const std::string& command) {
    const std::uint64_t seed = 5;
    std::vector<std::unique_ptr<core::SeatController<zh::TableGame>>> seats;
    seats.push_back(std::make_unique<zh::BotSeat>(zh::make_bot("medium", seed, 0)));
    auto ext = std::make_unique<extbot::HeroLines::ExternalBot>(command, 1, extbot::ExternalBotOptions{kLimit, {}});
    extbot::HeroLines::ExternalBot* external = ext.get();
    seats.push_back(std::move(ext));
    seats.push_back(std::make_unique<zh::BotSeat>(zh::make_bot("medium", seed, 2)));
    core::Table<zh::TableGame> table(zh::new_match(zh::Rules{3, 1}, seed), std::move(seats));
    table.run();
    return {moves_of(table.state().log, 1), external->problems()};
}

std::string knizia_answer(const std::string& line) {
    const extbot::Reply reply = extbot::parse_reply(line);
    return reply.action ? to_string(*reply.action) : std::string();
}
std::string soler_answer(const std::string& line) {
    const extbot::SolerLines::Reply reply = extbot::SolerLines::parse(line);
    return reply.action ? to_string(*reply.action) : std::string();
}
std::string hero_answer(const std::string& line) {
    const extbot::HeroLines::Reply reply = extbot::HeroLines::parse(line);
    return reply.action ? to_string(*reply.action) : std::string();
}

}  // namespace

TEST_CASE("a late answer is thrown away and later answers stay in step, with ids echoed") {
    const std::string mode = GENERATE(std::string("late-id"), std::string("late"));
    SECTION("Knizia's Zero") {
        const std::string log = "late_knizia_" + mode + ".log";
        std::remove(log.c_str());
        check_in_step(play_knizia(test_bot(mode, log)), log, knizia_answer);
    }
    SECTION("Solèr's ZERO") {
        const std::string log = "late_soler_" + mode + ".log";
        std::remove(log.c_str());
        check_in_step(play_soler(test_bot(mode, log)), log, soler_answer);
    }
    SECTION("Zero Hero") {
        const std::string log = "late_hero_" + mode + ".log";
        std::remove(log.c_str());
        check_in_step(play_hero(test_bot(mode, log)), log, hero_answer);
    }
}

TEST_CASE("an answer's echoed id is read from untrusted lines") {
    CHECK(extbot::read_echo(R"({"action":"knock","id":7})").echoed);
    CHECK(extbot::read_echo(R"({"action":"knock","id":7})").id == 7);
    CHECK_FALSE(extbot::read_echo(R"({"action":"knock"})").echoed);
    CHECK_FALSE(extbot::read_echo("not json").echoed);
    CHECK_FALSE(extbot::read_echo(R"([{"id":3}])").echoed);
    for (const char* other : {R"({"id":"7"})", R"({"id":-7})", R"({"id":0})", R"({"id":7.5})", R"({"id":null})"}) {
        INFO(other);
        const extbot::Echo echo = extbot::read_echo(other);
        CHECK(echo.echoed);
        CHECK(echo.id == 0);
    }
}

TEST_CASE("every message says the protocol's version and a turn line its id") {
    State state = new_match(default_rules(3), 8);
    const View view = view_for(state, state.to_move);
    rapidjson::Document doc;
    doc.Parse(extbot::turn_message(view, legal_actions(view), 42).c_str());
    REQUIRE_FALSE(doc.HasParseError());
    CHECK(doc["protocol"].GetInt() == extbot::kBotProtocol);
    CHECK(doc["id"].GetUint64() == 42);
}
