// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match of a tutorial (docs/learning.md, "Tutorial") as its table reads it: the feed of the
// match at this screen, passed through, except that a move of the player's that the lesson does
// not ask for is held back (`check` says why, in words) and never reaches the match: the table
// says why, kindly, and the player tries again.
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "zero/game/seat_feed.hpp"

namespace zero::game {

template <class G>
class TutorialFeed : public PassedFeed<SeatFeed<G>, SeatFeed<G>> {
public:
    using Base = SeatFeed<G>;
    using Action = typename Base::Action;
    // Nothing: the move goes to the match; else the words for why it does not.
    using Check = std::function<std::optional<std::string>(Seat, const Action&)>;

    TutorialFeed(std::unique_ptr<Base> inner, Check check)
        : PassedFeed<Base, Base>(std::move(inner)), check_(std::move(check)) {}

    void submit(Seat seat, const Action& action) override {
        if (std::optional<std::string> why = check_(seat, action)) {
            said_ = std::move(*why);
            return;
        }
        this->source().submit(seat, action);
    }
    std::string take_notice(const Strings& strings) override {
        if (!said_.empty()) return std::exchange(said_, {});
        return this->source().take_notice(strings);
    }

    // The rest is the match's own (PassedFeed passes the match's calls).
    void poll() override { this->source().poll(); }
    bool lan() const override { return this->source().lan(); }
    bool hints_allowed() const override { return this->source().hints_allowed(); }
    bool ready() const override { return this->source().ready(); }

private:
    Check check_;
    std::string said_;
};

}  // namespace zero::game
