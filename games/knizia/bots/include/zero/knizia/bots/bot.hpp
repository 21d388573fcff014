// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bots see a View only. Each decision draws from a generator seeded by (match seed, seat,
// state id), so a bot's choice is a function of what it sees: bot matches replay exactly, and a
// resumed match plays on as if it had never stopped.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/bot_seed.hpp"
#include "zero/core/rng.hpp"
#include "zero/knizia/table.hpp"
#include "zero/knizia/view.hpp"

namespace zero::knizia {

class Bot : public core::BotOf<View, Action> {};

struct BotSpec {
    std::string kind;
    std::uint64_t match_seed = 0;
    Seat seat = 0;
};

// The generator for one decision.
Rng decision_rng(std::uint64_t match_seed, Seat seat, const View& view);

// Known kinds: "easy", "medium", "hard", "greedy", "random", optionally with options after the
// name, "hard:iters=2000:ms=100" (docs/bots.md lists them). Throws std::invalid_argument naming
// the problem for anything else.
std::unique_ptr<Bot> make_bot(const BotSpec& spec);
std::vector<std::string> bot_kinds();
bool is_bot_kind(std::string_view kind);
// Empty for a kind make_bot accepts; otherwise the one-line reason it does not.
std::string bot_kind_error(std::string_view kind);

// A seat played by a bot.
class BotController : public SeatController {
public:
    explicit BotController(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    std::optional<Action> decide(const View& view) override { return bot_->choose(view); }
    Bot& bot() { return *bot_; }

private:
    std::unique_ptr<Bot> bot_;
};

}  // namespace zero::knizia
