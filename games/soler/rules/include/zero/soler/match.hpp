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
#include "zero/soler/state.hpp"

namespace zero::soler {

using ActionList = std::vector<Action>;

enum class MoveError : std::uint8_t {
    None,
    MatchOver,
    AwaitingDeal,     // a match without a seed waits for its next deal
    GameOver,         // the intent names a game that has ended
    StaleEpoch,       // the intent answers a stage that is over
    InvalidSeat,
    WrongPhase,       // e.g. a bet while cards are still being played
    NotYourDecision,  // another seat bets or lays now
    AlreadyPlayed,
    InvalidCard,
    CardNotInHand,
    BetOutOfRange,
    BetTaken,
    EmptyGroup,
    GroupSum,         // a safe group must add up to exactly 0 or 10
    GroupsNotInHand,  // the groups need cards the hand does not hold
};

std::string_view describe(MoveError error);

// What an untrusted source (a remote seat, a file, a typed command) wants to do, and what applying
// it gives (zero/core/match_flow.hpp).
using Intent = core::Intent<Action>;
using ApplyResult = core::ApplyResult<MoveError, EventList>;
using IllegalAction = core::IllegalAction<MoveError>;

// The deck in a fixed order (-3, -2, -2, -1 ... +3): the shuffle starts from it.
std::vector<int> ordered_deck();
// The deal of a seeded game: shuffle the ordered deck, 5 cards to seat 0, 5 to seat 1, ...; the
// rest is the pile, top first.
Deal deal_from(Rng& rng, Seat dealer, int players);
// Empty when `deal` is a whole deal for `players`: 5 cards a hand, the rest the pile, the 55
// cards exactly; otherwise one sentence.
std::string deal_error(const Deal& deal, int players);

// A seeded match: the first dealer and every deal come from the seed. Throws
// std::invalid_argument with rules_error() for unplayable rules.
State new_match(const Rules& rules, std::uint64_t seed, EventList* events = nullptr);
// A match without a seed (cards typed in, another tool's record): the first game is `deal`;
// each later one is given to start_game. Throws std::invalid_argument for bad rules or deal.
State new_match(const Rules& rules, const Deal& deal, EventList* events = nullptr);
// In the Deal phase: starts the next game of a match without a seed. Throws
// std::invalid_argument when the deal is not whole or its dealer is not the one after the last.
EventList start_game(State& state, const Deal& deal);
// Empty when `deal`'s dealer is the one after the last game's; otherwise one sentence.
std::string deal_order_error(const State& state, const Deal& deal);

// Every legal action of the seat, except that in the Safe phase it lists a few layings (nothing,
// the lone zeros, the most cards) rather than every one; check() accepts every legal laying.
ActionList legal_actions(const State& state, Seat seat);
// The same from the parts a view also holds (the seat is one that may act).
ActionList legal_actions(Phase phase, const Cards& hand, SeatMask bet_made, const SeatArray& bets, const Rules& rules);
MoveError check(const State& state, const Intent& intent);
// Throws IllegalAction for an illegal action.
EventList apply(State& state, Seat seat, const Action& action);
// For untrusted input: checks everything, changes nothing on error.
ApplyResult try_apply(State& state, const Intent& intent);

// Whether the groups are a legal laying from `hand`.
MoveError check_groups(const Cards& hand, const std::vector<Group>& groups);

}  // namespace zero::soler
