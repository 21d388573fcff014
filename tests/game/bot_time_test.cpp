// SPDX-License-Identifier: GPL-3.0-or-later
// The time a table allows a bot: how long it shows the action before the bot's turn and waits the
// pace, which a bot on a clock (Hard) must not outlast, and that it reaches the bot as the bot
// starts on a decision, at a table of either kind of seat controller.
#include <catch2/catch.hpp>

#include <chrono>
#include <memory>
#include <thread>

#include "zero/core/bot_seed.hpp"
#include "zero/game/seat_gate.hpp"
#include "zero/game/settings.hpp"
#include "zero/knizia/bots/background_bot.hpp"

using namespace zero;
using namespace std::chrono_literals;

namespace {

// A game of the least shape a seat gate takes: views with an epoch, whole numbers for actions.
struct TinyGame {
    struct View {
        std::uint32_t epoch = 0;
    };
    using Action = int;
    using EventList = std::vector<int>;
};

// A bot that answers with the clock it was given for a budget of 1 s, in milliseconds.
class ClockBot : public core::BotOf<TinyGame::View, int> {
public:
    int choose(const TinyGame::View& /*view*/) override { return static_cast<int>(clock_budget(1000ms).count()); }
    std::string kind() const override { return "clock"; }
};

class KniziaClockBot : public knizia::Bot {
public:
    knizia::Action choose(const knizia::View& /*view*/) override {
        seen = clock_budget(1000ms);
        return knizia::Action::knock();
    }
    std::string kind() const override { return "clock"; }
    std::chrono::milliseconds seen{0};
};

template <class Poll>
void wait_for(Poll poll) {
    for (int k = 0; k < 20'000 && !poll(); ++k) std::this_thread::sleep_for(1ms);
    REQUIRE(poll());
}

}  // namespace

TEST_CASE("a bot thinks to its own budget until a table allows less") {
    ClockBot bot;
    const TinyGame::View view;
    CHECK(bot.choose(view) == 1000);
    bot.allow_time(300ms);
    CHECK(bot.choose(view) == 300);
    bot.allow_time(5s);
    CHECK(bot.choose(view) == 1000);
    bot.allow_time(0ms);  // a table that allows nothing still lets it take its first step
    CHECK(bot.choose(view) == 1);
}

TEST_CASE("the time a table allows is the action's animation, shortened by the speed, and the pace after it") {
    // Knizia's knock at speed 1 and the quick pace; then the same at twice the speed.
    CHECK(game::bot_think_time(700.F, 1.F, game::bot_wait_ms(0.15F, 1.F, false)) == 850ms);
    CHECK(game::bot_think_time(700.F, 2.F, game::bot_wait_ms(0.15F, 2.F, false)) == 425ms);
    // After a person's move the undo window holds the bots back longer.
    CHECK(game::bot_think_time(700.F, 1.F, game::bot_wait_ms(0.15F, 1.F, true)) == 2200ms);
    // The tests' speeds shorten it to nearly nothing, never to none.
    CHECK(game::bot_think_time(0.F, 1000.F, 0.F) == 1ms);
}

TEST_CASE("a seat gate passes the time allowed to its bot as the bot starts thinking") {
    game::SeatGate<TinyGame, ClockBot> gate(std::make_unique<ClockBot>());
    TinyGame::View view{1};
    wait_for([&] { return gate.poll(view); });
    gate.open();
    CHECK(gate.decide(view) == 1000);

    gate.allow_time(250ms);
    view.epoch = 2;
    wait_for([&] { return gate.poll(view); });
    gate.open();
    CHECK(gate.decide(view) == 250);
}

TEST_CASE("Knizia's background seat passes the time allowed to its bot as the bot starts thinking") {
    auto owned = std::make_unique<KniziaClockBot>();
    KniziaClockBot& bot = *owned;
    knizia::BackgroundBotController seat(std::move(owned));
    const knizia::State s = knizia::new_match(knizia::default_rules(3), 7);
    knizia::View view = knizia::view_for(s, s.to_move);
    seat.allow_time(400ms);
    seat.prepare(view);
    wait_for([&] { return seat.answered(view); });
    CHECK(seat.decide(view) == knizia::Action::knock());
    CHECK(bot.seen == 400ms);
}
