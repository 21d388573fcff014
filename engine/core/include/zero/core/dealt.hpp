// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parts of a match of dealt games that every game's State, View and game log hold alike.
// Plain bases, no virtual functions: a state stays a value that searches copy by the thousand,
// and what a seat may see of the cards stays each game's own.
#include <concepts>
#include <cstdint>
#include <vector>

#include "zero/core/rng.hpp"
#include "zero/core/seat.hpp"

namespace zero::core {

// Where the match stands: the state holds it and every view copies it (core::common_view).
// Phase{} is each game's first phase, the one a match starts in.
template <class Rules, class Phase, class SeatArray>
struct DealtProgress {
    Rules rules;
    Phase phase{};
    Seat to_move = 0;
    SeatArray totals{};
    std::uint32_t state_id = 0;  // actions applied in the whole match; stale intents name an old one

    int players() const { return rules.players; }
    friend bool operator==(const DealtProgress&, const DealtProgress&) = default;
};

// For the games whose one decision may take several actions (a trick's plays, a purchase's
// swap): intents name the game and the epoch, the state id when the decision began.
template <class Rules, class Phase, class SeatArray>
struct EpochProgress : DealtProgress<Rules, Phase, SeatArray> {
    int game = 0;  // 0-based index of the game being played (or the last one, once over)
    std::uint32_t epoch = 0;

    friend bool operator==(const EpochProgress&, const EpochProgress&) = default;
};

// The authoritative match's own parts: its seed, the generator the seeded deals come from and
// the log of every game as dealt and played, which the match record is made from.
template <class Progress, class Seed, class Log>
struct DealtState : Progress {
    Seed seed{};
    Rng rng;
    std::vector<Log> log;

    // States are not compared (views and records are): not by their progress alone either.
    friend bool operator==(const DealtState&, const DealtState&) = delete;
};

// A seat's view: whose it is, and the games already over as that seat may know them.
template <class Progress, class Finished>
struct DealtView : Progress {
    Seat seat = 0;
    std::vector<Finished> finished;

    // Only where the finished games compare (Knizia's rounds do not); elsewhere deleted, so that
    // no comparison falls back on the progress alone.
    friend bool operator==(const DealtView&, const DealtView&)
        requires std::equality_comparable<Finished>
    = default;
    friend bool operator==(const DealtView&, const DealtView&)
        requires(!std::equality_comparable<Finished>)
    = delete;
};

// The view of a game in which seats may act at once (every seat yet to play a trick face down)
// or one after another; the game's to_act(state) says which may now.
template <class Progress, class Finished>
struct ActingView : DealtView<Progress, Finished> {
    SeatMask to_act = 0;

    bool may_act() const { return has_seat(to_act, this->seat); }
    friend bool operator==(const ActingView&, const ActingView&) = default;
};

// One game as dealt and played.
template <class Deal, class Move, class End, class SeatArray>
struct DealtLog {
    Deal deal;
    std::vector<Move> moves;
    bool finished = false;
    End end{};
    SeatArray scores{};
};

}  // namespace zero::core
