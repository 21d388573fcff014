// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The choices a player of Solèr's ZERO makes at the table, without a window: the bet picker (only
// the totals still free) and the safe cards (groups formed card by card, laid only at 0 or 10).
#include <vector>

#include "zero/soler/action.hpp"
#include "zero/soler/cards.hpp"
#include "zero/soler/view.hpp"

namespace zero::game {

// The totals the view's seat may still announce, lowest first.
std::vector<int> free_bets(const soler::View& view);

// The hand as the table lays it out: highest value first.
std::vector<int> soler_hand_order(const soler::Cards& hand);

// Safe cards: the player clicks hand cards (by their place in soler_hand_order) into the group
// being formed; a group adding up to 0 or 10 can be laid; Done lays every laid group, and the one
// being formed when it may be laid.
class SafeBuilder {
public:
    static constexpr int kFree = -1;
    static constexpr int kForming = -2;

    void reset(const soler::Cards& hand);
    const std::vector<int>& cards() const { return cards_; }
    // kFree, kForming, or the index of the laid group the card is in.
    int mark(int index) const { return marks_.at(static_cast<std::size_t>(index)); }
    // Puts a free card into the group being formed, or takes it out again. False when the card is
    // in a laid group (Clear frees those).
    bool toggle(int index);
    bool forming() const;
    int forming_sum() const;
    int forming_size() const;
    bool can_lay() const;
    bool lay();
    // The engine solver's laying with the most cards, in place of whatever was formed.
    void suggest();
    void clear();
    int laid_groups() const { return laid_; }
    // What Done lays.
    std::vector<soler::Group> groups() const;
    soler::Action action() const { return soler::Action::safe(groups()); }

private:
    std::vector<int> cards_;
    std::vector<int> marks_;
    int laid_ = 0;
};

}  // namespace zero::game
