// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/table.hpp"

namespace zero::knizia {

// One bot controller per kind, seeded for this match.
std::vector<std::unique_ptr<SeatController>> bot_seats(const std::vector<std::string>& kinds, std::uint64_t seed);
// Plays a whole match between bots; throws std::invalid_argument for bad rules or bot kinds.
State play_bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds);

}  // namespace zero::knizia
