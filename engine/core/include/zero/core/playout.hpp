// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The loop of a random playout of a match that is a run of dealt games (Solèr's ZERO, Zero Hero):
// the game's own random_move and apply, found beside its State, until `games` games have ended,
// the match is over or it waits for a deal. A template the compiler sees through: the playouts
// that search-based bots run cost no virtual call per turn.
#include <cstdint>
#include <utility>
#include <variant>

#include "zero/core/bot_seed.hpp"  // KindName
#include "zero/core/rng.hpp"

namespace zero::core {

// The counts of a dealt playout: its actions, its steps (the events a game counts: a trick, a
// purchase; `StepName` names them) and its games. kNames gives each by the name the benchmark and
// `zero-cli bench` print.
template <KindName StepName>
struct DealtCount {
    std::uint64_t actions = 0;
    std::uint64_t steps = 0;
    std::uint64_t games = 0;
    static constexpr std::pair<const char*, std::uint64_t DealtCount::*> kNames[] = {
        {"actions", &DealtCount::actions}, {StepName.text, &DealtCount::steps}, {"games", &DealtCount::games}};
};

// `Count` is a DealtCount; `Step` is the event it counts as a step; `GameEnd` is the event that
// ends a game.
template <class Count, class Step, class GameEnd, class State>
Count dealt_playout(State& state, Rng& rng, std::uint64_t games) {
    using Phase = decltype(state.phase);
    Count count;
    while (count.games < games && state.phase != Phase::Deal && state.phase != Phase::MatchOver) {
        const auto move = random_move(state, rng);
        const auto events = apply(state, move.seat, move.action);
        ++count.actions;
        for (const auto& e : events) {
            if (std::holds_alternative<Step>(e)) ++count.steps;
            if (std::holds_alternative<GameEnd>(e)) ++count.games;
        }
    }
    return count;
}

}  // namespace zero::core
