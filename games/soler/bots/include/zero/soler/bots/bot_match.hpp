// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bots playing a whole match on their own: tests, measurements and the command line.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/soler/bots/bots.hpp"

namespace zero::soler {

// Asks every seat that may act, each with its own view, until the match is over (or waits for a
// deal). In the Play phase the seats are asked starting from `first_asked` and on clockwise, so
// tests can show the order of commits changes nothing.
void run_bots(State& state, std::vector<std::unique_ptr<Bot>>& bots, Seat first_asked = 0);
// A seeded match of the given bot kinds, one per seat, played at the shared table (BotSeat).
State bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds);

}  // namespace zero::soler
