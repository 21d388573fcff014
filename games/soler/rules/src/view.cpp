// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/view.hpp"

#include "zero/core/view.hpp"

namespace zero::soler {

Cards View::unseen() const {
    Cards seen = hand;
    if (my_play) seen.add(*my_play);
    for (int s = 0; s < players(); ++s) {
        seen += safe[static_cast<std::size_t>(s)];
        if (s != seat) seen += known[static_cast<std::size_t>(s)];
    }
    return Cards::deck() - seen;
}

View view_for(const State& state, Seat seat) {
    const auto i = static_cast<std::size_t>(seat);
    View v = core::common_view<View>(state, seat);
    v.trick = state.trick;
    v.dealer = state.dealer;
    v.leader = state.leader;
    v.committed = state.committed;
    if (state.phase == Phase::Play || state.phase == Phase::Bet) {
        if (has_seat(state.committed, seat)) v.my_play = state.played[i];
    }
    v.bet_made = state.bet_made;
    for (int s = 0; s < state.players(); ++s)
        if (has_seat(state.bet_made, s)) v.bets[static_cast<std::size_t>(s)] = state.bets[static_cast<std::size_t>(s)];
    v.hand = state.hands[i];
    for (int s = 0; s < state.players(); ++s) v.hand_sizes[static_cast<std::size_t>(s)] = state.hands[static_cast<std::size_t>(s)].size();
    v.pile_size = state.pile.size();
    v.safe = state.safe;
    v.known = state.known;
    v.last = state.last;
    for (const GameLog& log : state.log)
        if (log.finished) v.finished.push_back(FinishedGame{log.deal.dealer, log.end, log.tricks, log.scores});
    return v;
}

ActionList legal_actions(const View& view) {
    if (!view.may_act()) return {};
    return legal_actions(view.phase, view.hand, view.bet_made, view.bets, view.rules);
}

}  // namespace zero::soler
