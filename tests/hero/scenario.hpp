// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scenario helpers: set-ups written with card names, and a pile made short to reach the end.
#include <algorithm>
#include <stdexcept>
#include <span>
#include <string>
#include <vector>

#include "zero/core/rng.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/view.hpp"

namespace zero::hero::test {

inline Card card(const std::string& name) {
    const auto c = parse_card(name);
    if (!c) throw std::invalid_argument("no card " + name);
    return *c;
}

inline std::vector<Card> cards(const std::vector<std::string>& names) {
    std::vector<Card> out;
    for (const std::string& n : names) out.push_back(card(n));
    return out;
}

inline PairCards pair(const std::string& a, const std::string& b) { return {card(a), card(b)}; }

// A whole set-up: the given face-down cards and pairs (the rest filled from the deck in kind
// order), the cards set aside next, then the pile: `pile_top` first, the rest of the deck, and
// `pile_bottom` last (the end cards end with it).
inline Deal make_deal(int players, Seat first, std::vector<std::string> secret, std::vector<PairCards> pairs,
                      const std::vector<std::string>& pile_top = {}, const std::vector<std::string>& pile_bottom = {}) {
    Cards rest = Cards::deck();
    auto take = [&](Card c) {
        if (!rest.contains(c)) throw std::invalid_argument("the deal names " + card_name(c) + " too often");
        rest.remove(c);
    };
    for (const auto& n : secret) take(card(n));
    for (const PairCards& p : pairs)
        for (Card c : p) take(c);
    for (const auto& n : pile_top) take(card(n));
    for (const auto& n : pile_bottom) take(card(n));
    std::vector<Card> left = rest.list();
    auto next = [&] {
        const Card c = left.front();
        left.erase(left.begin());
        return c;
    };
    Deal deal;
    deal.first = first;
    for (const auto& n : secret) deal.secret.push_back(card(n));
    while (static_cast<int>(deal.secret.size()) < players) deal.secret.push_back(next());
    for (std::size_t slot = 0; slot < deal.pairs.size(); ++slot)
        deal.pairs[slot] = slot < pairs.size() ? pairs[slot] : PairCards{next(), next()};
    for (int k = 0; k < removed_count(players); ++k) deal.removed.push_back(next());
    deal.pile = cards(pile_top);
    deal.pile.insert(deal.pile.end(), left.begin(), left.end());
    for (const auto& n : pile_bottom) deal.pile.push_back(card(n));
    if (std::string why = deal_error(deal, players); !why.empty()) throw std::invalid_argument(why);
    return deal;
}

inline State dealt(int players, Seat first = 0, std::vector<std::string> secret = {}, std::vector<PairCards> pairs = {},
                   const std::vector<std::string>& pile_top = {}, const std::vector<std::string>& pile_bottom = {},
                   int games = 1) {
    return new_match(Rules{players, games},
                     make_deal(players, first, std::move(secret), std::move(pairs), pile_top, pile_bottom));
}

// Replaces the pile with `top_first` (cards now in the pile and not in it move to the set-aside
// heap, so the 56 cards stay whole): a short pile reaches the end cards at once.
inline void set_pile(State& s, const std::vector<std::string>& top_first) {
    Cards displaced = s.pile.cards() + s.removed;
    const std::vector<Card> pile = cards(top_first);
    for (Card c : pile) {
        if (!displaced.contains(c)) throw std::invalid_argument(card_name(c) + " is not free to put in the pile");
        displaced.remove(c);
    }
    s.pile = Pile::of(pile);
    s.removed = displaced;
}

// Moves a card from wherever it is free (the pile or the set-aside heap) into a seat's collection.
inline void give_card(State& s, Seat seat, const std::string& name) {
    const Card c = card(name);
    std::vector<Card> pile = s.pile.list();
    if (s.removed.contains(c)) {
        s.removed.remove(c);
    } else {
        auto it = std::find(pile.begin(), pile.end(), c);
        if (it == pile.end()) throw std::invalid_argument(name + " is not free");
        pile.erase(it);
        s.pile = Pile::of(pile);
    }
    s.collections[static_cast<std::size_t>(seat)].add(c);
}

template <class E>
const E* find_event(const EventList& events) {
    for (const Event& e : events)
        if (const E* found = std::get_if<E>(&e)) return found;
    return nullptr;
}

template <class E>
int count_events(const EventList& events) {
    int n = 0;
    for (const Event& e : events) n += std::holds_alternative<E>(e) ? 1 : 0;
    return n;
}

// The state as the other seats' secrets could have been: each other seat's face-down cards
// exchanged with unseen cards (the pile or the set-aside cards), the set-aside cards exchanged
// with the pile, the pile reshuffled. `viewer` must not notice.
inline State perturbed(const State& s, Seat viewer, Rng& rng) {
    State t = s;
    std::vector<Card> pile = t.pile.list();
    std::vector<Card> removed = t.removed.list();
    auto swap_with_unseen = [&](Card& c) {
        const std::size_t total = pile.size() + removed.size();
        if (total == 0) return;
        const std::size_t k = rng.below(static_cast<std::uint32_t>(total));
        std::swap(c, k < pile.size() ? pile[k] : removed[k - pile.size()]);
    };
    for (int seat = 0; seat < t.players(); ++seat) {
        if (seat == viewer) continue;
        std::vector<Card> hidden = t.face_down[static_cast<std::size_t>(seat)].list();
        for (Card& c : hidden) swap_with_unseen(c);
        t.face_down[static_cast<std::size_t>(seat)] = Cards::of(hidden);
    }
    for (Card& c : removed)
        if (!pile.empty()) std::swap(c, pile[rng.below(static_cast<std::uint32_t>(pile.size()))]);
    shuffle(std::span<Card>(pile), rng);
    t.pile = Pile::of(pile);
    t.removed = Cards::of(removed);
    return t;
}

}  // namespace zero::hero::test
