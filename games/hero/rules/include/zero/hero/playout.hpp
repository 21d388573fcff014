// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random playouts: the engine's speed figure, and the inner loop of search-based bots.
#include <cstdint>

#include "zero/core/playout.hpp"
#include "zero/core/rng.hpp"
#include "zero/hero/match.hpp"

namespace zero::hero {

// A uniformly random legal action of the seat to act (the state must be waiting for one).
Move random_move(const State& state, Rng& rng);
// Plays random moves from `state` until `games` games have ended, the match is over or it waits
// for a deal. Counts its actions, purchases and games.
core::DealtCount<"purchases"> random_playout(State& state, Rng& rng, std::uint64_t games);

}  // namespace zero::hero
