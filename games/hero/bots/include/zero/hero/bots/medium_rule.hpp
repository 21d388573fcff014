// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Medium's rule over the parts of a table it reads, taken from a View (Medium's own decisions) or
// straight from a whole State (Hard's playouts, where building a View and the action lists for
// every action cost more than the rule itself: docs/bots.md, "Zero Hero"). Both give the same
// numbers, worked out by the same code.
#include <array>
#include <vector>

#include "zero/hero/bots/bots.hpp"

namespace zero::hero {

struct MediumTable {
    Seat seat = 0;
    int players = 0;
    Phase phase = Phase::Turn;
    const std::array<Pair, kSlots>* pairs = nullptr;
    const std::array<int, kSlots>* piles = nullptr;
    int pool = 0;
    const SeatArray* zerones = nullptr;
    const CardsArray* collections = nullptr;  // face up
    const Cards* my_face_down = nullptr;
    int pile_left = 0;  // cards left in the pile, the end cards included
    SeatArray zeros{};  // 0s face up in each collection

    static MediumTable of(const View& view);
    // What view_for(state, seat) would show Medium.
    static MediumTable of(const State& state, Seat seat);
};

// A collection's rows as Medium weighs them (collection_worth before the Zero Hero bonus), and
// the same with each pair in the middle added.
struct WeighedRows {
    bool known = false;
    Cards cards;
    double share = 0;
    int zeros = 0;
    std::array<double, kColours> rows{};
    double sum = 0;  // of `rows`, in colour order
    std::array<bool, kSlots> pairs_known{};
    std::array<Pair, kSlots> pairs{};
    std::array<double, kSlots> with_pair{};
};

// What Medium worked out of each seat's rows, kept between its decisions: in a playout the
// collections, the pairs and the share of a row of two change only on purchases, so most actions
// find every seat's rows here. An entry is used only for the very cards, share and pair it was
// worked out for, so the numbers are the same as worked out anew.
class MediumMemo {
public:
    // The rows of `seat`'s face-up collection, or (`face_down`) of all its cards.
    const WeighedRows& rows(Seat seat, bool face_down, const Cards& cards, double share);
    // The sum of those rows (as last asked for by rows()) with `pair` added, for the pair in `slot`.
    double with_pair(Seat seat, bool face_down, int slot, const Pair& pair);

private:
    std::array<std::array<WeighedRows, 2>, kMaxPlayers> seats_{};
};

// Medium's score of each legal action of the table's seat (which must be the one to act), in
// legal_actions' order, into `out` (emptied first; its room is kept for the next call).
void medium_scores(const MediumTable& table, std::vector<ScoredAction>& out, MediumMemo& memo);
// Medium's best action, the first on a tie (no generator needed): every seat's play in Hard's
// playouts. `scratch` and `memo` only save work between calls.
Action medium_best(const MediumTable& table, std::vector<ScoredAction>& scratch, MediumMemo& memo);
double medium_position(const MediumTable& table, Seat seat, const Cards& collection);
double medium_zerone_worth(const MediumTable& table, Seat seat);

}  // namespace zero::hero
