// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scenario helpers: matches from hands written as the rules file writes them.
#include <stdexcept>
#include <span>
#include <vector>

#include "zero/core/rng.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/view.hpp"

namespace zero::soler::test {

// A whole deal: the given hands, then the pile: `pile_top` first, then the rest of the deck.
inline Deal make_deal(Seat dealer, const std::vector<std::vector<int>>& hands, const std::vector<int>& pile_top = {}) {
    Cards rest = Cards::deck();
    for (const auto& hand : hands)
        for (int v : hand) rest.remove(v);
    for (int v : pile_top) rest.remove(v);
    Deal deal{dealer, hands, pile_top};
    for (int v = kMinValue; v <= kMaxValue; ++v) deal.pile.insert(deal.pile.end(), static_cast<std::size_t>(rest.count(v)), v);
    if (!deal_error(deal, static_cast<int>(hands.size())).empty()) throw std::invalid_argument(deal_error(deal, static_cast<int>(hands.size())));
    return deal;
}

inline State dealt(const std::vector<std::vector<int>>& hands, Seat dealer = 0, const std::vector<int>& pile_top = {},
                   int games = 1) {
    Rules rules = default_rules(static_cast<int>(hands.size()));
    rules.games = games;
    return new_match(rules, make_deal(dealer, hands, pile_top));
}

// Every seat plays its card (cards[seat]), clockwise from the leader.
inline void play_all(State& s, const std::vector<int>& cards) {
    Seat seat = s.leader;
    for (int k = 0; k < s.players(); ++k, seat = next_seat(seat, s.players()))
        apply(s, seat, Action::play(cards[static_cast<std::size_t>(seat)]));
}

// Bets in order from the leader: totals[0] is the leader's.
inline EventList bet_all(State& s, const std::vector<int>& totals) {
    EventList all;
    for (int total : totals) {
        EventList e = apply(s, s.to_move, Action::bet(total));
        all.insert(all.end(), e.begin(), e.end());
    }
    return all;
}

template <class E>
const E* find_event(const EventList& events) {
    for (const Event& e : events)
        if (const E* found = std::get_if<E>(&e)) return found;
    return nullptr;
}

// Hand cards, pile, the face-down plays of the trick and the safe piles: always the 55 cards.
inline Cards all_cards(const State& s) {
    Cards all = s.pile.cards();
    for (int seat = 0; seat < s.players(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        all += s.hands[i] + s.safe[i];
        if ((s.phase == Phase::Play || s.phase == Phase::Bet) && has_seat(s.committed, seat)) all.add(s.played[i]);
    }
    return all;
}

// The state as another seat's secrets could have been: each other seat's face-down card swapped
// with a card of its hand, its cards not publicly known swapped with the pile, the pile
// reshuffled. `viewer` must not notice.
inline State perturbed(const State& s, Seat viewer, Rng& rng) {
    State t = s;
    std::vector<int> pile = t.pile.list();
    for (int seat = 0; seat < t.players(); ++seat) {
        if (seat == viewer) continue;
        const auto i = static_cast<std::size_t>(seat);
        Cards& hand = t.hands[i];
        const bool face_down = (t.phase == Phase::Play || t.phase == Phase::Bet) && has_seat(t.committed, seat);
        if (face_down && !hand.empty()) {
            const std::vector<int> cards = hand.list();
            const int other = cards[rng.below(static_cast<std::uint32_t>(cards.size()))];
            hand.remove(other);
            hand.add(t.played[i]);
            t.played[i] = other;
        }
        if (!hand.contains(t.known[i]) || pile.empty()) continue;
        const std::vector<int> hidden = (hand - t.known[i]).list();
        if (hidden.empty()) continue;
        const int mine = hidden[rng.below(static_cast<std::uint32_t>(hidden.size()))];
        const std::size_t at = rng.below(static_cast<std::uint32_t>(pile.size()));
        hand.remove(mine);
        hand.add(pile[at]);
        pile[at] = mine;
    }
    shuffle(std::span<int>(pile), rng);
    t.pile = Pile::of(pile);
    return t;
}

}  // namespace zero::soler::test
