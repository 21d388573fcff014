// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The choices a player of Zero Hero makes at the table, without a window: the turn's targets
// (buy a pair, take 1 or 2 zerones from its pile) and the swap decision (give or take, the card,
// the other player) with a preview of how both rows' scores change.
#include <optional>
#include <string>
#include <vector>

#include "zero/game/strings.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/view.hpp"

namespace zero::game {

// What a slot of the middle offers on a turn: its pair, its pile.
enum class SlotChoice { Buy, TakeOne, TakeTwo };
inline constexpr int kSlotChoices = 3;

// The action a slot's choice stands for.
hero::Action slot_action(int slot, SlotChoice choice);
// Empty when the view's seat may make that choice now; otherwise why not (the refusal shown).
hero::MoveError slot_refusal(const hero::View& view, int slot, SlotChoice choice);

// Zero Hero's colours in the player's language (Str::HeroColourRed on, in hero::Colour's order).
std::string hero_colour_label(const Strings& strings, int colour);
// A card as the swap dialog names it, its colour in the player's language and its value ("red4",
// "rouge4", "赤4"): the card is drawn beside the line with its symbol, and the engine's letters for
// the symbols ("red4f") are no player's words.
std::string hero_card_label(const Strings& strings, hero::Card card);

// The row scores a swap changes: the colour's row of the buyer and of the other player, before
// and after (face-up rows: the face-down cards join them only at the end).
struct SwapPreview {
    Seat mine = 0;
    Seat other = 0;
    int colour = 0;
    hero::RowScore mine_before, mine_after, other_before, other_after;
};
SwapPreview preview_swap(const hero::View& view, const hero::Action& swap);

// The swap decision: Up and Down (or the two buttons) choose give or take; Left and Right go
// through that way's legal swaps, card by card and seat by seat; a click on a card or a seat
// picks the swap that names it.
class SwapPicker {
public:
    void reset(const hero::View& view);
    bool ready() const { return !choices_.empty(); }
    hero::SwapWay way() const { return way_; }
    // Switches between giving and taking (when the other way has any swap).
    bool set_way(hero::SwapWay way);
    void step(int delta);
    const hero::Action& current() const;
    // The legal swaps of the chosen way.
    std::vector<hero::Action> of_way() const;
    // Picks the swap moving `card` (give: to the other seat chosen so far, when it may; take: from
    // `owner`). False when no legal swap names them.
    bool pick_card(hero::Card card, Seat owner);
    // Giving: the seat to give the chosen card to.
    bool pick_seat(Seat other);

private:
    std::vector<hero::Action> choices_;  // every legal swap
    hero::SwapWay way_ = hero::SwapWay::Give;
    int index_ = 0;  // into of_way()
    Seat me_ = 0;
};

}  // namespace zero::game
