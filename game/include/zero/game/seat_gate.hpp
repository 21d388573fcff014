// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat's controller at a table of this screen that answers only when the session opens it, so
// that one step applies one action. A bot thinks on its own thread (Medium and Hard take their
// time; the frame must not wait), and its answer is kept for the decision it was asked in (the
// view's epoch). Any game whose table module and bot have the shape of core::Table's and a
// `choose(view)` bot uses it.
#include <chrono>
#include <cstdint>
#include <future>
#include <memory>
#include <optional>
#include <utility>

#include "zero/core/table.hpp"

namespace zero::game {

template <class Module, class Bot>
class SeatGate : public core::SeatController<Module> {
public:
    using Action = typename Module::Action;
    using View = typename Module::View;

    explicit SeatGate(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    ~SeatGate() override {
        if (thinking_.valid()) thinking_.wait();  // the thread uses bot_, which dies with us
    }
    SeatGate(const SeatGate&) = delete;
    SeatGate& operator=(const SeatGate&) = delete;

    bool human() const { return !bot_; }
    void submit(const Action& action) { answer_ = action; }
    bool has_answer() const { return answer_.has_value(); }

    // The answer for this view, if there is one yet (a bot starts thinking when asked first; the
    // session asks as soon as the view is known, so a bot thinks while the screen animates).
    bool poll(const View& view) {
        if (!bot_) return answer_.has_value();
        if (answer_ && answer_epoch_ == view.epoch) return true;
        answer_.reset();
        if (thinking_.valid()) {
            if (thinking_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return false;
            Action action = thinking_.get();
            if (thinking_epoch_ == view.epoch) {
                answer_ = std::move(action);
                answer_epoch_ = view.epoch;
                return true;
            }
        }
        thinking_epoch_ = view.epoch;
        if constexpr (requires { bot_->allow_time(allowed_); })
            if (allowed_.count() > 0) bot_->allow_time(allowed_);
        thinking_ = std::async(std::launch::async, [bot = bot_.get(), view] { return bot->choose(view); });
        return false;
    }
    // Whether this view's answer is there: a person's choice, or a bot done thinking about it.
    bool answered(const View& view) const {
        if (!bot_) return answer_.has_value();
        if (answer_ && answer_epoch_ == view.epoch) return true;
        return thinking_.valid() && thinking_epoch_ == view.epoch &&
               thinking_.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    }
    void open() { open_ = true; }
    // How long the table will wait for this seat's next answer (core::BotOf::allow_time): passed
    // to the bot when it starts on a decision.
    void allow_time(std::chrono::milliseconds wait) { allowed_ = wait; }

    std::optional<Action> decide(const View& /*view*/) override {
        if (!open_) return std::nullopt;
        open_ = false;
        std::optional<Action> answer = std::move(answer_);
        answer_.reset();
        return answer;
    }

private:
    std::unique_ptr<Bot> bot_;
    std::optional<Action> answer_;
    std::uint32_t answer_epoch_ = 0;
    std::future<Action> thinking_;
    std::uint32_t thinking_epoch_ = 0;
    bool open_ = false;
    std::chrono::milliseconds allowed_{0};  // 0: the bot's own budget
};

}  // namespace zero::game
