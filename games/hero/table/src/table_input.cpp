// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/hero/table_input.hpp"

#include <algorithm>

namespace zero::game {

std::string hero_colour_label(const Strings& strings, int colour) {
    return strings.get(static_cast<Str>(static_cast<std::size_t>(Str::HeroColourRed) + static_cast<std::size_t>(colour)));
}

std::string hero_card_label(const Strings& strings, hero::Card card) {
    return strings.format(Str::CardLabel, {hero_colour_label(strings, static_cast<int>(card.colour())), std::to_string(card.value())});
}

hero::Action slot_action(int slot, SlotChoice choice) {
    switch (choice) {
        case SlotChoice::Buy: return hero::Action::buy(slot);
        case SlotChoice::TakeOne: return hero::Action::take(slot, 1);
        case SlotChoice::TakeTwo: return hero::Action::take(slot, 2);
    }
    return hero::Action::take(slot, 1);
}

hero::MoveError slot_refusal(const hero::View& view, int slot, SlotChoice choice) {
    if (!view.may_act()) return hero::MoveError::NotYourTurn;
    if (view.phase == hero::Phase::Swap) return hero::MoveError::SwapPending;
    if (view.phase != hero::Phase::Turn) return hero::MoveError::NotYourTurn;
    if (slot < 0 || slot >= hero::kSlots) return hero::MoveError::InvalidSlot;
    const auto i = static_cast<std::size_t>(slot);
    const int pile = view.piles[i];
    switch (choice) {
        case SlotChoice::Buy:
            if (view.pairs[i].size < 2) return hero::MoveError::NoPair;
            if (view.zerones[static_cast<std::size_t>(view.seat)] < pile) return hero::MoveError::CannotAfford;
            break;
        case SlotChoice::TakeOne:
            if (pile == 0) return hero::MoveError::EmptyPile;
            break;
        case SlotChoice::TakeTwo:
            if (pile == 0) return hero::MoveError::EmptyPile;
            if (pile < hero::kTakeTwoFrom) return hero::MoveError::PileUnderFive;
            break;
    }
    return hero::MoveError::None;
}

SwapPreview preview_swap(const hero::View& view, const hero::Action& swap) {
    SwapPreview p;
    p.mine = view.seat;
    p.other = swap.other;
    p.colour = swap.card.colour();
    hero::Cards mine = view.collections[static_cast<std::size_t>(p.mine)];
    hero::Cards other = view.collections[static_cast<std::size_t>(p.other)];
    p.mine_before = hero::row_score(mine, p.colour);
    p.other_before = hero::row_score(other, p.colour);
    if (swap.way == hero::SwapWay::Give) {
        if (mine.contains(swap.card)) mine.remove(swap.card);
        other.add(swap.card);
    } else {
        if (other.contains(swap.card)) other.remove(swap.card);
        mine.add(swap.card);
    }
    p.mine_after = hero::row_score(mine, p.colour);
    p.other_after = hero::row_score(other, p.colour);
    return p;
}

void SwapPicker::reset(const hero::View& view) {
    choices_.clear();
    me_ = view.seat;
    for (const hero::Action& a : hero::legal_actions(view))
        if (a.kind == hero::ActionKind::Swap) choices_.push_back(a);
    index_ = 0;
    way_ = hero::SwapWay::Give;
    if (of_way().empty()) way_ = hero::SwapWay::Take;
}

std::vector<hero::Action> SwapPicker::of_way() const {
    std::vector<hero::Action> out;
    for (const hero::Action& a : choices_)
        if (a.way == way_) out.push_back(a);
    return out;
}

bool SwapPicker::set_way(hero::SwapWay way) {
    if (way == way_) return true;
    const hero::SwapWay before = way_;
    way_ = way;
    if (of_way().empty()) {
        way_ = before;
        return false;
    }
    index_ = 0;
    return true;
}

void SwapPicker::step(int delta) {
    const int n = static_cast<int>(of_way().size());
    if (n == 0) return;
    index_ = ((index_ + delta) % n + n) % n;
}

const hero::Action& SwapPicker::current() const {
    static const hero::Action none = hero::Action::give({}, 0);
    const std::vector<hero::Action> list = of_way();
    if (list.empty()) return none;
    // of_way() is a fresh list: find the same action among choices_ to hand out a lasting reference.
    const hero::Action& want = list[static_cast<std::size_t>(std::clamp(index_, 0, static_cast<int>(list.size()) - 1))];
    return *std::find(choices_.begin(), choices_.end(), want);
}

bool SwapPicker::pick_card(hero::Card card, Seat owner) {
    const hero::SwapWay way = owner == me_ ? hero::SwapWay::Give : hero::SwapWay::Take;
    const Seat keep_other = ready() ? current().other : 0;
    const hero::SwapWay before = way_;
    way_ = way;
    const std::vector<hero::Action> list = of_way();
    int found = -1;
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
        const hero::Action& a = list[static_cast<std::size_t>(i)];
        if (a.card != card) continue;
        if (way == hero::SwapWay::Take && a.other != owner) continue;
        if (found < 0 || (way == hero::SwapWay::Give && a.other == keep_other)) found = i;
    }
    if (found < 0) {
        way_ = before;
        return false;
    }
    index_ = found;
    return true;
}

bool SwapPicker::pick_seat(Seat other) {
    if (way_ != hero::SwapWay::Give || !ready()) return false;
    const hero::Card card = current().card;
    const std::vector<hero::Action> list = of_way();
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
        if (list[static_cast<std::size_t>(i)].card == card && list[static_cast<std::size_t>(i)].other == other) {
            index_ = i;
            return true;
        }
    }
    return false;
}

}  // namespace zero::game
