// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "zero/knizia/bots/background_bot.hpp"
#include "zero/knizia/bots/bot_match.hpp"

using namespace zero;
using namespace zero::knizia;

namespace {

std::vector<std::unique_ptr<SeatController>> background_seats(const std::vector<std::string>& kinds, std::uint64_t seed) {
    std::vector<std::unique_ptr<SeatController>> seats;
    for (std::size_t s = 0; s < kinds.size(); ++s)
        seats.push_back(std::make_unique<BackgroundBotController>(make_bot({kinds[s], seed, static_cast<Seat>(s)})));
    return seats;
}

}  // namespace

TEST_CASE("a bot thinking in the background answers later, with the move it would have made at once") {
    const std::vector<std::string> kinds{"medium", "hard:iters=50", "easy"};
    Table table(new_match(default_rules(3), 17), background_seats(kinds, 17));
    int asks = 0;
    while (!table.over()) {
        const std::uint32_t before = table.state().state_id;
        table.step();
        ++asks;
        if (table.state().state_id == before) std::this_thread::sleep_for(std::chrono::microseconds(200));
        REQUIRE(table.last_refusal() == MoveError::None);
        REQUIRE(asks < 2'000'000);
    }
    const State direct = play_bot_match(default_rules(3), 17, kinds);
    REQUIRE(table.state().totals == direct.totals);
    for (std::size_t r = 0; r < direct.log.size(); ++r) REQUIRE(table.state().log[r].moves == direct.log[r].moves);
}

TEST_CASE("the first ask starts the thinking and returns nothing yet") {
    const State s = new_match(default_rules(4), 5);
    BackgroundBotController bot(make_bot({"hard:iters=200", 5, s.to_move}));
    REQUIRE_FALSE(bot.decide(view_for(s, s.to_move)).has_value());
}
