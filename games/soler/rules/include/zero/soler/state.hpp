// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The authoritative match, hidden hands, face-down plays and the pile's order included. Only the
// table that owns the match holds one; seats get a View (view.hpp).
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "zero/core/dealt.hpp"
#include "zero/core/rng.hpp"
#include "zero/soler/action.hpp"
#include "zero/soler/cards.hpp"
#include "zero/soler/events.hpp"
#include "zero/soler/rules.hpp"

namespace zero::soler {

// Play: every seat in `to_act` may commit a card, in any order. Bet and Safe: one seat decides.
// Deal: a match without a seed waits for the next game's deal (start_game).
enum class Phase : std::uint8_t { Play, Bet, Safe, Deal, MatchOver };

using CardsArray = std::array<Cards, kMaxPlayers>;

// A game as dealt: the dealer, each seat's five cards and the draw pile, top first.
struct Deal {
    Seat dealer = 0;
    std::vector<std::vector<int>> hands;
    std::vector<int> pile;
    friend bool operator==(const Deal&, const Deal&) = default;
};

// One game as dealt and played; the match record is made from these. The plays of a trick stand
// clockwise from its leader whatever order they were committed in, so the record and its replay
// do not depend on who was quicker.
struct GameLog : core::DealtLog<Deal, Move, GameEnd, SeatArray> {
    int tricks = 0;
};

// The trick revealed last, kept for the view.
struct LastTrick {
    bool any = false;
    Seat leader = 0;
    SeatArray plays{};
    int sum = 0;
    Outcome outcome = Outcome::NoZero;
    Seat taker = -1;
    friend bool operator==(const LastTrick&, const LastTrick&) = default;
};

using Progress = core::EpochProgress<Rules, Phase, SeatArray>;

// The seed is none when every deal is given (start_game). to_move is the seat to bet or to lay
// safe cards.
struct State : core::DealtState<Progress, std::optional<std::uint64_t>, GameLog> {
    int trick = 0;  // 1-based within the game
    Seat dealer = 0;
    Seat leader = 0;
    SeatMask committed = 0;   // seats that have played face down in this trick
    SeatArray played{};       // their cards, hidden until the reveal
    SeatMask bet_made = 0;
    SeatArray bets{};
    CardsArray hands{};
    CardsArray safe{};   // this game's safe cards
    CardsArray known{};  // cards publicly known to be in each hand (taken from a revealed trick)
    Pile pile;
    LastTrick last;
    std::size_t trick_start = 0;  // where the current trick's moves begin in the log
};

// Seats that may act now: every seat yet to play in the Play phase, else the one deciding.
SeatMask to_act(const State& state);
// Highest totals; ties share the win.
SeatMask winners(const SeatArray& totals, int players);
// Safe cards score one point each.
SeatArray game_scores(const State& state);

}  // namespace zero::soler
