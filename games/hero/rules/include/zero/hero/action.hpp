// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <cstdint>
#include <string>

#include "zero/core/seat.hpp"
#include "zero/hero/cards.hpp"

namespace zero::hero {

enum class ActionKind : std::uint8_t { Take, Buy, Swap };
// A swap gives one face-up card of the buyer's to another seat, or takes one of another seat's.
enum class SwapWay : std::uint8_t { Give, Take };

// A turn's choice (take zerones from a slot's pile, or buy a slot's pair), or the swap decision
// a bought swap symbol asks for.
struct Action {
    ActionKind kind = ActionKind::Take;
    int slot = 0;   // take, buy
    int count = 1;  // take: 1 or 2
    SwapWay way = SwapWay::Give;
    Card card;       // swap: the card moved
    Seat other = 0;  // swap: the seat given to or taken from

    static Action take(int slot, int count = 1) { return {ActionKind::Take, slot, count, SwapWay::Give, {}, 0}; }
    static Action buy(int slot) { return {ActionKind::Buy, slot, 0, SwapWay::Give, {}, 0}; }
    static Action give(Card card, Seat to) { return {ActionKind::Swap, 0, 0, SwapWay::Give, card, to}; }
    static Action take_card(Card card, Seat from) { return {ActionKind::Swap, 0, 0, SwapWay::Take, card, from}; }
    friend bool operator==(const Action&, const Action&) = default;
};

using Move = core::SeatedMove<Action>;

// "take 2 from pair 1", "buy pair 3", "give red2 to seat 0", "take blue3s from seat 2".
std::string to_string(const Action& action);

}  // namespace zero::hero
