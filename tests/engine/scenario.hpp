// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scenario helpers: build positions from card names, as the rules file writes them.
#include <sstream>
#include <stdexcept>
#include <string>

#include "zero/knizia/card.hpp"
#include "zero/knizia/match.hpp"

namespace zero::test {

inline knizia::Card card(const std::string& name) {
    const std::optional<knizia::Card> c = knizia::parse_card(name);
    if (!c) throw std::invalid_argument("bad card in test: " + name);
    return *c;
}

inline knizia::CardSet hand(const std::string& names) {
    std::istringstream in(names);
    knizia::CardSet set;
    for (std::string name; in >> name;) set.insert(card(name));
    return set;
}

inline knizia::Action swap(const std::string& give, const std::string& take) { return knizia::Action::swap(card(give), card(take)); }

// A match whose current round has the given hands and pool, seat `first` to move.
inline knizia::State scripted(int players, const std::vector<std::string>& hands, const std::string& pool, Seat first,
                      int rounds = 1) {
    knizia::Rules rules = knizia::default_rules(players);
    rules.rounds = rounds;
    const knizia::CardSet pool_cards = hand(pool);
    rules.pool_size = pool_cards.size();
    knizia::State s = new_match(rules, 1);
    s.hands = {};
    for (std::size_t i = 0; i < hands.size(); ++i) s.hands[i] = hand(hands[i]);
    s.pool = {};
    s.pool_set = pool_cards;
    int slot = 0;
    for (knizia::Card c : pool_cards) s.pool[static_cast<std::size_t>(slot++)] = c;
    s.to_move = first;
    s.dealer = (first + players - 1) % players;
    s.log.back().dealt = s.hands;
    s.log.back().pool = s.pool;
    s.log.back().dealer = s.dealer;
    return s;
}

}  // namespace zero::test
