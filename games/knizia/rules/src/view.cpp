// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/view.hpp"

#include "zero/core/view.hpp"

namespace zero::knizia {

CardSet View::pool_set() const {
    CardSet set;
    for (int slot = 0; slot < rules.pool_size; ++slot) set.insert(pool[static_cast<std::size_t>(slot)]);
    return set;
}

CardSet View::unseen() const {
    CardSet seen = hand | pool_set();
    for (int s = 0; s < players(); ++s) seen |= known[static_cast<std::size_t>(s)];
    // Every card face up this round is still in the pool or known in the hand that took it.
    return CardSet::full_deck() - seen;
}

void note_move(HandArray& known, const Move& move) {
    if (!move.action.is_swap()) return;
    auto& cards = known[static_cast<std::size_t>(move.seat)];
    cards.erase(move.action.give);
    cards.insert(move.action.take);
}

View view_for(const State& state, Seat seat) {
    View v = core::common_view<View>(state, seat);
    v.round = state.round;
    v.dealer = state.dealer;
    v.pool = state.pool;
    v.knocks = state.knocks;
    v.last_lap = state.last_lap;
    v.still_to_play = still_to_play(state);

    const RoundLog* current = nullptr;
    for (const RoundLog& log : state.log) {
        if (log.finished) {
            FinishedRound& f = v.finished.emplace_back(FinishedRound{log.dealer, log.end, log.final_hands, log.scores});
            const std::size_t first = log.moves.size() > kFinishedMovesKept ? log.moves.size() - kFinishedMovesKept : 0;
            f.moves.assign(log.moves.begin() + static_cast<std::ptrdiff_t>(first), log.moves.end());
            f.pool = log.pool;
            for (const Move& m : log.moves)
                if (m.action.is_swap()) swap_into_pool(f.pool, state.rules.pool_size, m.action);
        } else {
            current = &log;
        }
    }
    v.hand = state.hands[static_cast<std::size_t>(seat)];
    if (current != nullptr) {
        v.history = current->moves;
        for (const Move& m : v.history) note_move(v.known, m);
    }
    return v;
}

ActionList legal_actions(const View& view) {
    ActionList actions;
    if (!view.my_turn()) return actions;
    for (Card give : view.hand)
        for (int slot = 0; slot < view.rules.pool_size; ++slot)
            actions.push_back(Action::swap(give, view.pool[static_cast<std::size_t>(slot)]));
    actions.push_back(Action::knock());
    return actions;
}

}  // namespace zero::knizia
