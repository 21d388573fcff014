// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card's bots see a View only. Each decision draws from a generator seeded by (match seed,
// seat, epoch) (zero/core/bot_seed.hpp), so a match of bots is the same wherever it is played: at
// one table, or with its seats spread over a LAN.
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/bot_seed.hpp"
#include "zero/core/table.hpp"
#include "zero/highcard/game.hpp"

namespace zero::highcard {

// A bot is also a seat of the shared table, so a test's table seats one as it is.
class Bot : public core::SeatController<TableGame> {
public:
    // Asked only when the view's seat may act.
    virtual Action choose(const View& view) = 0;
    virtual std::string kind() const = 0;
    std::optional<Action> decide(const View& view) override {
        if (!view.may_act()) return std::nullopt;
        return choose(view);
    }
};

using SeededBot = core::SeededBot<Bot, &View::epoch>;

// A uniformly random card of its hand.
class RandomBot final : public SeededBot {
public:
    using SeededBot::SeededBot;
    Action choose(const View& view) override;
    std::string kind() const override { return "random"; }
};

// Takes a trick as cheaply as it can: leading, its highest card; following, the lowest card that
// beats the trick, else its lowest.
class GreedyBot final : public SeededBot {
public:
    using SeededBot::SeededBot;
    Action choose(const View& view) override;
    std::string kind() const override { return "greedy"; }
};

std::vector<std::string> bot_kinds();
// Empty when `kind` names a bot of this game; otherwise one sentence.
std::string bot_kind_error(std::string_view kind);
// Throws std::invalid_argument with bot_kind_error's sentence for a kind it does not know.
std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat);

}  // namespace zero::highcard
