// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random playouts: the engine's speed figure, and the inner loop of search-based bots.
#include <cstdint>

#include "zero/core/playout.hpp"
#include "zero/core/rng.hpp"
#include "zero/soler/match.hpp"

namespace zero::soler {

// A uniformly random legal action of a uniformly random seat among those that may act (the
// state must be waiting for an action: Play, Bet or Safe).
Move random_move(const State& state, Rng& rng);
// Plays random moves from `state` until `games` games have ended, the match is over or it waits
// for a deal. Counts its actions, tricks and games.
core::DealtCount<"tricks"> random_playout(State& state, Rng& rng, std::uint64_t games);

}  // namespace zero::soler
