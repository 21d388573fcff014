// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "zero/knizia/bots/bot.hpp"

namespace zero::knizia {

// Uniform over the legal actions.
class RandomBot : public Bot {
public:
    RandomBot(std::uint64_t match_seed, Seat seat) : seed_(match_seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "random"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

// Takes the swap that lowers its score most (ties broken at random); knocks when none helps.
class GreedyBot : public Bot {
public:
    GreedyBot(std::uint64_t match_seed, Seat seat) : seed_(match_seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "greedy"; }

private:
    std::uint64_t seed_;
    Seat seat_;
};

}  // namespace zero::knizia
