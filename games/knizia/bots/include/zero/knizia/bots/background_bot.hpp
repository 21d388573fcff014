// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A bot that thinks on its own thread. The table asks the seat to move on every frame; Hard
// spends up to 800 ms on a move, and a table that waited for it would freeze for that long.
// Asking again returns nothing until the answer is ready, which is the SeatController contract
// for "still deciding", so the table, the renderer and the input all keep running meanwhile.
#include <chrono>
#include <future>
#include <memory>
#include <optional>

#include "zero/knizia/bots/bot.hpp"

namespace zero::knizia {

class BackgroundBotController : public SeatController {
public:
    explicit BackgroundBotController(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    ~BackgroundBotController() override;
    BackgroundBotController(const BackgroundBotController&) = delete;
    BackgroundBotController& operator=(const BackgroundBotController&) = delete;

    std::optional<Action> decide(const View& view) override;
    // Starts on the decision for `view` now, unless it is already under way or done: the table
    // knows the state a bot answers as soon as the move before it is played, and the screen
    // spends that move's animation before it asks.
    void prepare(const View& view);
    // Whether the answer for `view` is ready, without taking it.
    bool answered(const View& view) const;
    Bot& bot() { return *bot_; }
    // How long the table will wait for this seat's next answer (core::BotOf::allow_time): passed
    // to the bot when it starts on a decision.
    void allow_time(std::chrono::milliseconds wait) { allowed_ = wait; }

private:
    void start(const View& view);

    std::unique_ptr<Bot> bot_;
    std::future<Action> thinking_;
    std::uint32_t thinking_about_ = 0;  // the state id the pending answer is for
    std::chrono::milliseconds allowed_{0};  // 0: the bot's own budget
};

}  // namespace zero::knizia
