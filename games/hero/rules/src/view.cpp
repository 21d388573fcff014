// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/view.hpp"

#include "zero/core/view.hpp"

namespace zero::hero {

Cards View::unseen() const {
    Cards seen = my_face_down;
    for (int s = 0; s < players(); ++s) seen += collections[static_cast<std::size_t>(s)];
    for (const Pair& pair : pairs)
        for (int k = 0; k < pair.size; ++k) seen.add(pair.cards[static_cast<std::size_t>(k)]);
    return Cards::deck() - seen;
}

View view_for(const State& state, Seat seat) {
    View v = core::common_view<View>(state, seat);
    v.first = state.first;
    // Only what is there: no purchase when no swap is due, no card past a pair's size (the state
    // keeps the last ones in place), so two views of the same table are equal byte for byte.
    if (state.purchase.active) v.purchase = state.purchase;
    v.pairs = state.pairs;
    for (Pair& pair : v.pairs)
        for (int k = pair.size; k < 2; ++k) pair.cards[static_cast<std::size_t>(k)] = Card{};
    v.piles = state.piles;
    v.pool = state.pool;
    v.zerones = state.zerones;
    v.collections = state.collections;
    for (int s = 0; s < state.players(); ++s)
        v.face_down_counts[static_cast<std::size_t>(s)] = state.face_down[static_cast<std::size_t>(s)].size();
    v.my_face_down = state.face_down[static_cast<std::size_t>(seat)];
    v.above_end = state.pile.above_end();
    v.end_cards = state.pile.end_cards();
    for (const GameLog& log : state.log)
        if (log.finished) v.finished.push_back(FinishedGame{log.deal.first, log.end, log.scores});
    return v;
}

ActionList legal_actions(const View& view) {
    if (!view.may_act()) return {};
    return legal_actions(view.phase, view.seat, view.players(), view.piles, view.pairs,
                         view.zerones[static_cast<std::size_t>(view.seat)], view.collections);
}

}  // namespace zero::hero
