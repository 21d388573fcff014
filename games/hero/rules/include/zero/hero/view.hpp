// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What one seat may know (zero-hero.md, "What each player may know"): everything face up, every
// count, its own face-down cards; never another seat's face-down cards, the pile's order or the
// cards set aside.
#include <vector>

#include "zero/hero/match.hpp"

namespace zero::hero {

struct FinishedGame {
    Seat first = 0;
    GameEnd end = GameEnd::Flag;
    SeatArray scores{};
    friend bool operator==(const FinishedGame&, const FinishedGame&) = default;
};

struct View : core::ActingView<Progress, FinishedGame> {
    Seat first = 0;
    Purchase purchase;  // the purchase whose swap is due (Swap phase)
    std::array<Pair, kSlots> pairs{};
    std::array<int, kSlots> piles{};
    int pool = 0;
    SeatArray zerones{};
    CardsArray collections{};
    SeatArray face_down_counts{};
    Cards my_face_down;
    int above_end = 0;  // cards left in the pile above the end cards
    int end_cards = 0;  // cards left in the end cards

    // Cards this seat cannot place: the pile, the set-aside cards and the other face-down cards.
    Cards unseen() const;
    friend bool operator==(const View&, const View&) = default;
};

View view_for(const State& state, Seat seat);
// The same list as legal_actions(State, seat), from what the seat sees.
ActionList legal_actions(const View& view);

}  // namespace zero::hero
