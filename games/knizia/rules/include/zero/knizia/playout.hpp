// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random playouts: the engine's speed figure, and the inner loop of search-based bots.
#include <cstdint>

#include "zero/knizia/match.hpp"
#include "zero/core/rng.hpp"

namespace zero::knizia {

struct PlayoutCount {
    std::uint64_t turns = 0;
    std::uint64_t rounds = 0;
};

// Plays uniformly random legal actions from `state` until `rounds` rounds have ended or the
// match is over.
PlayoutCount random_playout(State& state, Rng& rng, std::uint64_t rounds);

}  // namespace zero::knizia
