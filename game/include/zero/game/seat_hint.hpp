// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hint at a table of a game whose seats each answer on their own (docs/learning.md, "Hint"):
// what Hard would play from the shown seat's View, worked out on a thread of its own so the frame
// loop never waits for it, kept while the seat's decision is the same one (its key) and dropped
// when the table moves on. `Answer` is the game's Hint (zero::soler::Hint, zero::hero::Hint), found
// with `hint(view, params)` by argument-dependent lookup in the game's namespace.
#include <chrono>
#include <cstdint>
#include <future>
#include <optional>
#include <utility>
#include <vector>

#include "zero/core/analysis.hpp"

namespace zero::game {

template <class View, class Answer>
class SeatHint {
public:
    SeatHint() = default;
    SeatHint(const SeatHint&) = delete;
    SeatHint& operator=(const SeatHint&) = delete;
    SeatHint(SeatHint&&) = delete;
    SeatHint& operator=(SeatHint&&) = delete;
    // A table closed while a hint is still worked out waits for it here: a search of the
    // analysis's budget, a fraction of a second.
    ~SeatHint() = default;

    // The hint was asked for the decision `key` and is shown (worked out or still thinking).
    bool shown_for(std::uint64_t key) const { return key_ && *key_ == key; }
    bool shown() const { return key_.has_value(); }
    // The answer once worked out; null while thinking or when none was asked.
    const Answer* answer() const { return answer_ ? &*answer_ : nullptr; }

    // Works out the hint for `view` (the decision `key`) from now on, dropping any other.
    void ask(const View& view, std::uint64_t key) {
        drop();
        key_ = key;
        job_ = std::async(std::launch::async, [view] { return hint(view, core::AnalysisParams{}); });
    }
    // Once a frame: the answer taken when ready, and the hint dropped when the decision shown is
    // no longer `key` (none: nothing to decide at this screen now).
    void poll(std::optional<std::uint64_t> key) {
        if (key_ && key != key_) drop();
        std::erase_if(stale_, [](const std::future<Answer>& f) { return ready(f); });
        if (job_.valid() && ready(job_)) answer_ = job_.get();
    }
    void drop() {
        // A search still running is let finish on its own: waiting for it would stall the frame.
        if (job_.valid()) stale_.push_back(std::move(job_));
        key_.reset();
        answer_.reset();
    }

private:
    static bool ready(const std::future<Answer>& f) {
        return f.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    }

    std::optional<std::uint64_t> key_;
    std::optional<Answer> answer_;
    std::future<Answer> job_;
    std::vector<std::future<Answer>> stale_;  // searches for decisions gone by, until they end
};

}  // namespace zero::game
