// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/bots/bot_match.hpp"

namespace zero::hero {

void run_bots(State& state, std::vector<std::unique_ptr<Bot>>& bots) {
    while (state.phase == Phase::Turn || state.phase == Phase::Swap) {
        const Seat seat = state.to_move;
        apply(state, seat, bots[static_cast<std::size_t>(seat)]->choose(view_for(state, seat)));
    }
}

State bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds) {
    State state = new_match(rules, seed);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < rules.players; ++seat)
        bots.push_back(make_bot(kinds.at(static_cast<std::size_t>(seat)), seed, seat));
    run_bots(state, bots);
    return state;
}

}  // namespace zero::hero
