// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/background_bot.hpp"

#include <chrono>

namespace zero::knizia {

BackgroundBotController::~BackgroundBotController() {
    if (thinking_.valid()) thinking_.wait();  // the thread uses bot_, which dies with us
}

std::optional<Action> BackgroundBotController::decide(const View& view) {
    if (thinking_.valid()) {
        if (thinking_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return std::nullopt;
        const Action answer = thinking_.get();
        // An answer for an earlier position (the table moved on, e.g. a resumed match) is dropped.
        if (thinking_about_ == view.state_id) return answer;
    }
    start(view);
    return std::nullopt;
}

void BackgroundBotController::prepare(const View& view) {
    if (thinking_.valid()) {
        if (thinking_about_ == view.state_id) return;
        // An answer for another position is still being worked out: decide() drops it later.
        if (thinking_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
        thinking_.get();
    }
    start(view);
}

bool BackgroundBotController::answered(const View& view) const {
    return thinking_.valid() && thinking_about_ == view.state_id &&
           thinking_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

void BackgroundBotController::start(const View& view) {
    thinking_about_ = view.state_id;
    if (allowed_.count() > 0) bot_->allow_time(allowed_);
    // The view is copied into the task: the bot's answer is the same as if it had been asked here.
    thinking_ = std::async(std::launch::async, [bot = bot_.get(), view] { return bot->choose(view); });
}

}  // namespace zero::knizia
