// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card's one bot: a uniformly random card of its hand, from its own stream of the match's
// seed, so that a match of bots is the same wherever it is played.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/core/table.hpp"
#include "zero/highcard/game.hpp"

namespace zero::highcard {

class RandomBot final : public core::SeatController<TableGame> {
public:
    RandomBot(std::uint64_t match_seed, Seat seat) : rng_(mix_seed(match_seed, static_cast<std::uint64_t>(seat) + 1)) {}
    Action choose(const View& view) {
        const std::vector<Action> legal = legal_actions(view);
        return legal.at(rng_.below(static_cast<std::uint32_t>(legal.size())));
    }
    std::optional<Action> decide(const View& view) override { return choose(view); }

private:
    Rng rng_;
};

inline std::vector<std::string> bot_kinds() { return {"random"}; }
// Empty when `kind` names a bot of this game; otherwise one sentence.
inline std::string bot_kind_error(const std::string& kind) {
    return kind == "random" ? std::string() : "unknown High Card bot '" + kind + "' (the bots are: random)";
}

}  // namespace zero::highcard
