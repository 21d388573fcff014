#include "zero/hero/playout.hpp"

namespace zero::hero {

Move random_move(const State& state, Rng& rng) {
    const ActionList legal = legal_actions(state, state.to_move);
    return Move{state.to_move, legal[rng.below(static_cast<std::uint32_t>(legal.size()))]};
}

PlayoutCount random_playout(State& state, Rng& rng, std::uint64_t games) {
    PlayoutCount count;
    while (count.games < games && (state.phase == Phase::Turn || state.phase == Phase::Swap)) {
        const Move move = random_move(state, rng);
        const EventList events = apply(state, move.seat, move.action);
        ++count.actions;
        for (const Event& e : events) {
            if (std::holds_alternative<PairBought>(e)) ++count.purchases;
            if (std::holds_alternative<GameEnded>(e)) ++count.games;
        }
    }
    return count;
}

}  // namespace zero::hero
