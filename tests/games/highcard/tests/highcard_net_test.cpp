// SPDX-License-Identifier: GPL-3.0-or-later
// High Card over its LAN wire and the bot protocol, as a player's programs reach it: `zero-cli host`
// and `zero-cli join` in separate processes on 127.0.0.1, and an external program at a seat.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>

#include "../../../quiet_port.hpp"
#include "child_process.hpp"
#include "zero/highcard/bot.hpp"
#include "zero/highcard/record_json.hpp"

using namespace zero;
using zero::net::testing::ChildProcess;
using std::chrono::seconds;

namespace {

const std::string kCli = ZERO_CLI_PATH;

// A record's file beside the test's program (ctest runs it in its build folder), one per process.
std::string record_path(const char* stem) {
    return (std::filesystem::current_path() / stem).string() + "." + std::to_string(::getpid()) + ".json";
}

highcard::State local_match(const highcard::Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds) {
    std::vector<std::unique_ptr<core::SeatController<highcard::TableGame>>> seats;
    for (Seat seat = 0; seat < rules.players; ++seat) seats.push_back(highcard::make_bot(kinds.at(at(seat)), seed, seat));
    core::Table<highcard::TableGame> table(highcard::new_match(rules, seed), std::move(seats));
    table.run();
    return table.state();
}

}  // namespace

TEST_CASE("a High Card host and three bot clients in separate processes play the match a local table plays",
          "[highcard][net][process]") {
    ::setenv("ZERO_DISCOVERY_ADDRS", "127.255.255.255", 1);
    ::setenv("ZERO_DISCOVERY_PORT", std::to_string(zero::test_ports::quiet_ports()).c_str(), 1);
    const std::string recorded = record_path("highcard-host");
    ChildProcess host({kCli, "host", "--game", "high-card", "--port", "0", "--seats", "remote,bot:random,remote,remote",
                       "--seed", "4245", "--games", "3", "--record", recorded, "--no-discovery", "--timeout", "60"});
    REQUIRE(host.started());
    const auto listening = host.wait_line("listening on port ", seconds(60));
    REQUIRE(listening);
    const std::size_t from = listening->find("port ") + 5;
    const std::string port = listening->substr(from, listening->find(' ', from) - from);
    const std::vector<std::string> kinds = {"greedy", "random", "random", "greedy"};
    std::vector<std::unique_ptr<ChildProcess>> clients;
    for (int seat : {0, 2, 3}) {
        clients.push_back(std::make_unique<ChildProcess>(std::vector<std::string>{
            kCli, "join", "--game", "high-card", "127.0.0.1:" + port, "--name", "bot " + std::to_string(seat), "--bot",
            kinds[static_cast<std::size_t>(seat)], "--seed", "4245", "--timeout", "60"}));
        // Seats go to players in the order they joined.
        REQUIRE(clients.back()->wait_line("joined", seconds(30)));
    }
    REQUIRE(host.wait_exit(seconds(60)) == 0);
    for (auto& c : clients) CHECK(c->wait_exit(seconds(10)) == 0);
    INFO(host.output());
    CHECK(host.output().find("match over: totals") != std::string::npos);

    const highcard::RecordParse over_lan = highcard::load_record_file(recorded);
    REQUIRE(over_lan.record);
    CHECK(over_lan.record->finished());
    CHECK(over_lan.record->rounds.size() == 3);
    const highcard::State local = local_match(highcard::Rules{4, 3}, 4245, kinds);
    CHECK(highcard::record_to_json(*over_lan.record) ==
          highcard::record_to_json(highcard::make_record(local, over_lan.record->players)));
    std::filesystem::remove(recorded);
}

TEST_CASE("an external program plays a seat of High Card over the bot protocol", "[highcard][extbot][process]") {
    const std::string recorded = record_path("highcard-ext");
    // From the program's folder, so that its seat's name in the record stays short.
    const std::filesystem::path bot = ZERO_HIGHCARD_BOT;
    std::filesystem::current_path(bot.parent_path());
    ChildProcess simulate({kCli, "simulate", "--game", "high-card", "--players", "3", "--bots",
                           "ext:./" + bot.filename().string() + ",greedy,random", "--games", "4", "--seed", "77",
                           "--record", recorded});
    REQUIRE(simulate.wait_exit(seconds(60)) == 0);
    INFO(simulate.output());
    const highcard::RecordParse parsed = highcard::load_record_file(recorded);
    REQUIRE(parsed.record);
    REQUIRE(parsed.record->finished());
    // The program plays its highest card every time; had it failed, its seat would have taken its
    // first legal action, the lowest card, instead.
    highcard::State state = highcard::new_match(parsed.record->rules(), *parsed.record->seed);
    int asked = 0;
    int lower_held = 0;
    for (const highcard::RecordedGame& game : parsed.record->rounds)
        for (const highcard::Move& move : game.actions) {
            if (move.seat == 0) {
                const highcard::Hand& hand = state.hands[0];
                CHECK(move.action.card == hand.back());
                lower_held += hand.size() > 1 ? 1 : 0;
                ++asked;
            }
            REQUIRE(highcard::try_apply(state, highcard::Intent{move.seat, move.action, std::nullopt, std::nullopt}).ok());
        }
    CHECK(asked >= 4);
    CHECK(lower_held > 0);  // the program's choice was a choice: a lower card was there to play
    CHECK(state.phase == highcard::Phase::MatchOver);
    std::filesystem::remove(recorded);
}
