// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rules engine: start a match, list legal actions, apply one.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/match_flow.hpp"
#include "zero/hero/state.hpp"

namespace zero::hero {

using ActionList = std::vector<Action>;

enum class MoveError : std::uint8_t {
    None,
    MatchOver,
    AwaitingDeal,  // a match without a seed waits for its next deal
    GameOver,      // the intent names a game that has ended
    StaleEpoch,    // the intent answers a decision that is past
    InvalidSeat,
    NotYourTurn,
    SwapPending,  // the buyer must decide its swap before anything else
    SwapNotDue,   // no swap symbol is waiting
    InvalidSlot,
    EmptyPile,      // no zerone on that pair to take
    InvalidCount,   // take 1 or 2
    PileUnderFive,  // 2 only from a pile of 5 or more
    CannotAfford,   // fewer zerones than lie on the pair
    NoPair,         // the slot holds no whole pair
    InvalidCard,
    InvalidOtherSeat,     // a swap names this seat itself or no seat
    CardNotInCollection,  // the card to give or take is not face up in that collection
};

std::string_view describe(MoveError error);

// What an untrusted source (a remote seat, a file, a typed command) wants to do, and what applying
// it gives (zero/core/match_flow.hpp).
using Intent = core::Intent<Action>;
using ApplyResult = core::ApplyResult<MoveError, EventList>;
using IllegalAction = core::IllegalAction<MoveError>;

// The set-up of a seeded game: shuffle the ordered deck; set aside the first removed_count cards,
// one face down to each seat from seat 0, then two to each slot from 0; the rest is the pile.
Deal deal_from(Rng& rng, Seat first, int players);
// Empty when `deal` is a whole set-up for `players` (the 56 cards exactly, each part its size);
// otherwise one sentence.
std::string deal_error(const Deal& deal, int players);

// A seeded match: the first player (below(players)), then every game's deal, come from the seed.
// Throws std::invalid_argument with rules_error() for unplayable rules.
State new_match(const Rules& rules, std::uint64_t seed, EventList* events = nullptr);
// A match without a seed (a record with "seed": null, cards laid out by hand): the first game is
// `deal`; each later one is given to start_game. Throws std::invalid_argument for a bad deal.
State new_match(const Rules& rules, const Deal& deal, EventList* events = nullptr);
// In the Deal phase: the next game of a match without a seed. Throws std::invalid_argument when
// the deal is not whole or its first player is not the one after the last game's.
EventList start_game(State& state, const Deal& deal);
// Empty when `deal`'s first player is the one after the last game's; otherwise one sentence.
std::string deal_order_error(const State& state, const Deal& deal);

// Every legal action of the seat (none when it may not act).
ActionList legal_actions(const State& state, Seat seat);
// The same from the parts a view also holds.
ActionList legal_actions(Phase phase, Seat seat, int players, const std::array<int, kSlots>& piles,
                         const std::array<Pair, kSlots>& pairs, int zerones, const CardsArray& collections);
// A turn's legal actions in legal_actions' order, each given to `visit` until it returns true:
// for searches, which cannot afford a list each action.
template <class Visit>
void visit_turn_actions(const std::array<int, kSlots>& piles, const std::array<Pair, kSlots>& pairs, int zerones,
                        Visit&& visit) {
    for (std::size_t slot = 0; slot < kSlots; ++slot) {
        if (piles[slot] > 0 && visit(Action::take(static_cast<int>(slot), 1))) return;
        if (piles[slot] >= kTakeTwoFrom && visit(Action::take(static_cast<int>(slot), 2))) return;
    }
    for (std::size_t slot = 0; slot < kSlots; ++slot)
        if (pairs[slot].size == 2 && zerones >= piles[slot] && visit(Action::buy(static_cast<int>(slot)))) return;
}
MoveError check(const State& state, const Intent& intent);
// Throws IllegalAction for an illegal action.
EventList apply(State& state, Seat seat, const Action& action);
// What apply does to the state, without the events and without adding the action to the game's
// log (the state keeps its log, which must hold the game being played): for searches that play
// thousands of actions on copies of a state. Throws IllegalAction for an illegal action.
void play_unrecorded(State& state, Seat seat, const Action& action);
// For untrusted input: checks everything, changes nothing on error.
ApplyResult try_apply(State& state, const Intent& intent);

// Each seat's collection at the end: face-up rows and face-down cards.
CardsArray final_collections(const State& state);
SeatArray game_scores(const CardsArray& collections, int players);

}  // namespace zero::hero
