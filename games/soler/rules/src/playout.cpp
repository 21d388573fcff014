// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/playout.hpp"

#include <bit>

#include "zero/core/playout.hpp"

namespace zero::soler {
namespace {

// The k-th set bit of `mask` (k counted from 0, lowest first).
int nth_bit(unsigned mask, unsigned k) {
    for (; k > 0; --k) mask &= mask - 1;
    return std::countr_zero(mask);
}

}  // namespace

// Play and Bet are drawn without listing the actions (the same choices legal_actions lists,
// each as likely): listing them is most of a playout's cost.
Move random_move(const State& state, Rng& rng) {
    const unsigned acting = to_act(state);
    const Seat seat = nth_bit(acting, rng.below(static_cast<std::uint32_t>(std::popcount(acting))));
    const Cards& hand = state.hands[static_cast<std::size_t>(seat)];
    if (state.phase == Phase::Play) {
        unsigned values = 0;
        for (int v = kMinValue; v <= kMaxValue; ++v)
            if (hand.contains(v)) values |= 1U << (v - kMinValue);
        const int pick = nth_bit(values, rng.below(static_cast<std::uint32_t>(std::popcount(values))));
        return Move{seat, Action::play(pick + kMinValue)};
    }
    if (state.phase == Phase::Bet) {
        const int max = state.rules.max_bet();
        const int made = std::popcount(static_cast<unsigned>(state.bet_made));
        auto k = static_cast<int>(rng.below(static_cast<std::uint32_t>(2 * max + 1 - made)));
        for (int total = -max;; ++total) {
            bool taken = false;
            for (int other = 0; other < state.players(); ++other)
                taken = taken || (has_seat(state.bet_made, other) && state.bets[static_cast<std::size_t>(other)] == total);
            if (!taken && k-- == 0) return Move{seat, Action::bet(total)};
        }
    }
    const ActionList legal = legal_actions(state, seat);
    return Move{seat, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]};
}

core::DealtCount<"tricks"> random_playout(State& state, Rng& rng, std::uint64_t games) {
    return core::dealt_playout<core::DealtCount<"tricks">, TrickRevealed, GameScored>(state, rng, games);
}

}  // namespace zero::soler
