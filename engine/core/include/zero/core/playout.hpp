// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The loop of a random playout of a match that is a run of dealt games (Solèr's ZERO, Zero Hero):
// the game's own random_move and apply, found beside its State, until `games` games have ended,
// the match is over or it waits for a deal. A template the compiler sees through: the playouts
// that search-based bots run cost no virtual call per turn.
#include <cstdint>
#include <variant>

#include "zero/core/rng.hpp"

namespace zero::core {

// `Count` has `actions` and `games`; `StepCount` is its member counting the events `Step` (a
// trick, a purchase); `GameEnd` is the event that ends a game.
template <class Count, std::uint64_t Count::*StepCount, class Step, class GameEnd, class State>
Count dealt_playout(State& state, Rng& rng, std::uint64_t games) {
    using Phase = decltype(state.phase);
    Count count;
    while (count.games < games && state.phase != Phase::Deal && state.phase != Phase::MatchOver) {
        const auto move = random_move(state, rng);
        const auto events = apply(state, move.seat, move.action);
        ++count.actions;
        for (const auto& e : events) {
            if (std::holds_alternative<Step>(e)) ++(count.*StepCount);
            if (std::holds_alternative<GameEnd>(e)) ++count.games;
        }
    }
    return count;
}

}  // namespace zero::core
