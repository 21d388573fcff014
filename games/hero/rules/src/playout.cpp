// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/playout.hpp"

#include "zero/core/playout.hpp"

namespace zero::hero {

// A turn is drawn without building the list (the same choices legal_actions lists, in its order,
// each as likely): the list's allocation is most of a playout's cost. Swaps are rare and listed.
Move random_move(const State& state, Rng& rng) {
    const Seat seat = state.to_move;
    if (state.phase == Phase::Turn) {
        auto for_each_choice = [&](auto&& visit) {
            visit_turn_actions(state.piles, state.pairs, state.zerones[static_cast<std::size_t>(seat)], visit);
        };
        std::uint32_t choices = 0;
        for_each_choice([&](const Action&) { return ++choices, false; });
        std::uint32_t k = rng.below(choices);
        Action pick;
        for_each_choice([&](const Action& a) {
            if (k-- != 0) return false;
            pick = a;
            return true;
        });
        return Move{seat, pick};
    }
    const ActionList legal = legal_actions(state, seat);
    return Move{seat, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]};
}

core::DealtCount<"purchases"> random_playout(State& state, Rng& rng, std::uint64_t games) {
    return core::dealt_playout<core::DealtCount<"purchases">, PairBought, GameEnded>(state, rng, games);
}

}  // namespace zero::hero
