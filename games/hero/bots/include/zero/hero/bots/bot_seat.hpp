// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A bot at the shared table (zero/hero/table.hpp): the table asks the seat whenever it may act,
// and the bot answers at once from the seat's View. Bot matches, the command line and LAN hosts
// seat a Zero Hero bot through this.
#include <memory>
#include <optional>
#include <utility>

#include "zero/hero/bots/bots.hpp"
#include "zero/hero/table.hpp"

namespace zero::hero {

class BotSeat : public SeatController {
public:
    explicit BotSeat(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    std::optional<Action> decide(const View& view) override {
        if (!view.may_act()) return std::nullopt;
        return bot_->choose(view);
    }
    Bot& bot() { return *bot_; }

private:
    std::unique_ptr<Bot> bot_;
};

}  // namespace zero::hero
