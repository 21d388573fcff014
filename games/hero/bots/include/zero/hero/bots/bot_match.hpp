// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bots playing a whole match on their own: tests, measurements and the command line.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/hero/bots/bots.hpp"

namespace zero::hero {

// Asks the seat that may act, with its own view, until the match is over (or waits for a deal).
void run_bots(State& state, std::vector<std::unique_ptr<Bot>>& bots);
// A seeded match of the given bot kinds, one per seat.
State bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds);

}  // namespace zero::hero
