// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The authoritative match: the pile's order, the set-aside cards and every face-down card
// included. Only the table that owns the match holds one; seats get a View (view.hpp).
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "zero/core/dealt.hpp"
#include "zero/core/rng.hpp"
#include "zero/hero/action.hpp"
#include "zero/hero/cards.hpp"
#include "zero/hero/events.hpp"
#include "zero/hero/rules.hpp"

namespace zero::hero {

// Turn: the seat to move takes zerones or buys. Swap: the buyer decides a swap its purchase
// asked for. Deal: a match without a seed waits for the next game's deal (start_game).
enum class Phase : std::uint8_t { Turn, Swap, Deal, MatchOver };

using PairCards = std::array<Card, 2>;

// A game as set up: who starts, the cards set aside, each seat's face-down card, the four pairs
// by slot and the draw pile, top first (its last 10 cards are the end cards).
struct Deal {
    Seat first = 0;
    std::vector<Card> removed;
    std::vector<Card> secret;  // one per seat
    std::array<PairCards, kSlots> pairs{};
    std::vector<Card> pile;
    friend bool operator==(const Deal&, const Deal&) = default;
};

// A slot in the middle: two cards, fewer only when the game ended while dealing it.
struct Pair {
    PairCards cards{};
    int size = 0;
    friend bool operator==(const Pair&, const Pair&) = default;
};

// The draw pile: only ever drawn from the top, so a fixed array and a cursor keep State a plain
// value. The end cards are always its bottom 10 (or fewer once it is that short).
class Pile {
public:
    static Pile of(const std::vector<Card>& top_first);
    int size() const { return size_ - next_; }
    bool empty() const { return size() == 0; }
    // The next card drawn comes from the end cards.
    bool at_end_cards() const { return size() <= kEndCards; }
    int end_cards() const { return size() < kEndCards ? size() : kEndCards; }
    int above_end() const { return size() - end_cards(); }
    // The caller checks empty().
    Card draw() { return cards_[next_++]; }
    std::vector<Card> list() const;  // top first
    Cards cards() const;
    friend bool operator==(const Pile& a, const Pile& b) { return a.list() == b.list(); }

private:
    std::array<Card, kDeckSize> cards_{};
    std::uint8_t size_ = 0;
    std::uint8_t next_ = 0;
};

// A purchase whose symbols are still acting: the cards bought, in the pair's order, and the next
// one whose symbol acts. It waits here while the buyer decides a swap.
struct Purchase {
    bool active = false;
    int slot = 0;
    bool free = false;  // bought for no zerones: its slot's pile is refilled
    PairCards cards{};
    int next = 0;
    friend bool operator==(const Purchase&, const Purchase&) = default;
};

// One game as set up and played; the match record is made from these.
struct GameLog : core::DealtLog<Deal, Move, GameEnd, SeatArray> {};

using Progress = core::EpochProgress<Rules, Phase, SeatArray>;

// The seed is none when every deal is given (start_game).
struct State : core::DealtState<Progress, std::optional<std::uint64_t>, GameLog> {
    Seat first = 0;
    Purchase purchase;
    std::array<Pair, kSlots> pairs{};
    std::array<int, kSlots> piles{};  // zerones on each pair
    int pool = 0;                     // the general pool
    SeatArray zerones{};              // each seat's own
    CardsArray collections{};         // face up, rows by colour
    CardsArray face_down{};           // each seat's secret cards (the dealt one and +1 card draws)
    Pile pile;
    Cards removed;  // set aside unseen
};

// The seat that decides now (empty mask between games and after the match).
SeatMask to_act(const State& state);
// Highest totals; ties share the win.
SeatMask winners(const SeatArray& totals, int players);
// Every card's place: set aside, face down, in a collection, in the middle, in the pile. Always
// the 56 cards.
Cards all_cards(const State& state);
// Zerones in the piles, the general pool and the players' hands: always 40.
int all_zerones(const State& state);

}  // namespace zero::hero
