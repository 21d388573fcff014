// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/state.hpp"

namespace zero::hero {

Pile Pile::of(const std::vector<Card>& top_first) {
    Pile pile;
    for (Card card : top_first) pile.cards_[pile.size_++] = card;
    return pile;
}

std::vector<Card> Pile::list() const { return {cards_.begin() + next_, cards_.begin() + size_}; }

Cards Pile::cards() const {
    Cards out;
    for (int i = next_; i < size_; ++i) out.add(cards_[static_cast<std::size_t>(i)]);
    return out;
}

}  // namespace zero::hero
