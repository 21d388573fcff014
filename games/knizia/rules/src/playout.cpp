// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/playout.hpp"

namespace zero::knizia {

PlayoutCount random_playout(State& state, Rng& rng, std::uint64_t rounds) {
    PlayoutCount count;
    while (count.rounds < rounds && state.phase == Phase::Playing) {
        const ActionList legal = legal_actions(state);
        const EventList events = apply(state, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
        ++count.turns;
        for (const Event& e : events)
            if (std::holds_alternative<RoundScored>(e)) ++count.rounds;
    }
    return count;
}

}  // namespace zero::knizia
