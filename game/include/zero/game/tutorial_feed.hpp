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
class TutorialFeed : public SeatFeed<G> {
public:
    using Base = SeatFeed<G>;
    using Action = typename Base::Action;
    // Nothing: the move goes to the match; else the words for why it does not.
    using Check = std::function<std::optional<std::string>(Seat, const Action&)>;

    TutorialFeed(std::unique_ptr<Base> inner, Check check) : inner_(std::move(inner)), check_(std::move(check)) {}

    void submit(Seat seat, const Action& action) override {
        if (std::optional<std::string> why = check_(seat, action)) {
            said_ = std::move(*why);
            return;
        }
        inner_->submit(seat, action);
    }
    std::string take_notice(const Strings& strings) override {
        if (!said_.empty()) return std::exchange(said_, {});
        return inner_->take_notice(strings);
    }

    // The rest is the match's own.
    void poll() override { inner_->poll(); }
    bool lan() const override { return inner_->lan(); }
    bool hints_allowed() const override { return inner_->hints_allowed(); }
    typename Base::Rules rules() const override { return inner_->rules(); }
    std::vector<bool> humans() const override { return inner_->humans(); }
    std::string name(Seat seat) const override { return inner_->name(seat); }
    typename Base::View view(Seat seat) const override { return inner_->view(seat); }
    SeatMask to_act() const override { return inner_->to_act(); }
    bool over() const override { return inner_->over(); }
    std::uint32_t state_id() const override { return inner_->state_id(); }
    typename Base::EventList opening_events() override { return inner_->opening_events(); }
    bool submitted(Seat seat) const override { return inner_->submitted(seat); }
    bool ready() const override { return inner_->ready(); }
    typename Base::EventList step() override { return inner_->step(); }
    bool can_undo() const override { return inner_->can_undo(); }
    bool undo() override { return inner_->undo(); }
    void autosave(const std::string& path, bool path_is_good) override { inner_->autosave(path, path_is_good); }
    std::string take_save_error() override { return inner_->take_save_error(); }

private:
    std::unique_ptr<Base> inner_;
    Check check_;
    std::string said_;
};

}  // namespace zero::game
