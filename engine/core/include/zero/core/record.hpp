// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's match record shares: the fields every record holds, the replay's error and
// result, the per-seat lists a record holds, and the check of a record's end (its totals and
// winners) against the replay.
#include <cstddef>
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::core {

struct ReplayError {
    int round = 0;     // 1-based; 0 for the match as a whole
    int position = 0;  // 1-based action within the round; 0 for the round as a whole
    std::string message;
    // "round 2, action 5: ..."
    std::string what() const {
        std::string where;
        if (round > 0) where = "round " + std::to_string(round);
        if (position > 0) where += ", action " + std::to_string(position);
        return where.empty() ? message : where + ": " + message;
    }
};

// The first checks of a recorded deal against the one the seed deals, in the games whose deal names
// a dealer and gives each seat a hand (Knizia's Zero, Solèr's ZERO): the dealer, then the number
// of hands. The hands themselves, and the rest of the deal, are each game's own.
inline std::optional<ReplayError> dealer_and_hands_error(Seat recorded_dealer, Seat seeded_dealer, std::size_t hands,
                                                         int players, int round) {
    if (recorded_dealer != seeded_dealer)
        return ReplayError{round, 0, "the dealer is seat " + std::to_string(recorded_dealer) +
                                         " but the seed makes it seat " + std::to_string(seeded_dealer)};
    if (static_cast<int>(hands) != players)
        return ReplayError{round, 0, "the record has " + std::to_string(hands) + " hands for " + std::to_string(players) +
                                         " players"};
    return std::nullopt;
}

// What every game's match record holds besides its rules: the seed (none when every deal is the
// record's own), the players' names, the games or rounds as dealt and played and, once the match
// is over, its totals and winners.
template <class Game>
struct RecordOf {
    std::optional<std::uint64_t> seed;
    std::vector<std::string> players;
    std::vector<Game> rounds;
    std::vector<int> totals;   // empty until the match is over
    std::vector<int> winners;  // seat indices; empty until the match is over

    bool finished() const { return !winners.empty(); }
    // Only where the games compare: an unconstrained one would tell std::optional and the test
    // macros that a record without comparable games compares.
    friend bool operator==(const RecordOf&, const RecordOf&)
        requires std::equality_comparable<Game>
    = default;
};

// One game of a match made of dealt games (Solèr's ZERO, Zero Hero) as its record holds it: the
// game's Deal, which lays it out again, then its actions, and once it has ended its end and scores.
template <class Deal, class Move, class End>
struct RecordedRound : Deal {
    std::vector<Move> actions;
    std::optional<End> end;   // absent while the game is being played
    std::vector<int> scores;  // empty while the game is being played

    const Deal& deal() const { return *this; }
    friend bool operator==(const RecordedRound&, const RecordedRound&) = default;
};

template <class State>
struct ReplayResult {
    std::optional<State> state;
    std::optional<ReplayError> error;

    // The replay stops: at `round` and `position` (0 for the whole), for `message`.
    ReplayResult& fail(int round, int position, std::string message) {
        error = ReplayError{round, position, std::move(message)};
        return *this;
    }
};

// The first checks of every game's replay: rules it can play, and a round at least. Empty when
// they pass; otherwise one sentence.
template <class Rules, class Record>
std::string record_start_error(const Rules& rules, const Record& record) {
    if (std::string why = rules_error(rules); !why.empty()) return why;
    if (record.rounds.empty()) return "the record has no rounds";
    return {};
}

// "[3,0,12]": scores, totals and seats in a replay's sentences.
inline std::string list_text(const std::vector<int>& values) {
    // Appended piece by piece: g++ 12 at -O3 warns (-Wrestrict, a false positive) on a literal
    // added to a temporary string here, which fails a warnings-as-errors Release build.
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0) out += ',';
        out += std::to_string(values[i]);
    }
    out += ']';
    return out;
}

// The values of the seats that play, from a per-seat array sized for the most players.
template <class SeatArray>
std::vector<int> first_n(const SeatArray& values, int players) {
    return {values.begin(), values.begin() + players};
}

// The seats in `mask`, lowest first (a record's winners).
inline std::vector<int> seats_in(SeatMask mask, int players) {
    std::vector<int> seats;
    for (Seat seat = 0; seat < players; ++seat)
        if (has_seat(mask, seat)) seats.push_back(seat);
    return seats;
}

// The seats whose total is the best: the lowest (`highest` false) or the highest; ties share it.
template <class SeatArray>
SeatMask best_totals(const SeatArray& totals, int players, bool highest) {
    int best = totals[0];
    for (int seat = 1; seat < players; ++seat) {
        const int t = totals[static_cast<std::size_t>(seat)];
        if (highest ? t > best : t < best) best = t;
    }
    SeatMask mask = 0;
    for (int seat = 0; seat < players; ++seat)
        if (totals[static_cast<std::size_t>(seat)] == best) mask |= seat_bit(seat);
    return mask;
}

// A record of `state` so far, for every game: its seed, its players' names (a name missing is
// "Seat N"), each round of its log (a RecordedRound: its deal, its actions, and a finished round's
// end and scores), and, once the match is over, its totals and `winners`. The game writes its plan
// (the rounds planned, a target) itself.
template <class Record, class State>
Record record_of(const State& state, const std::vector<std::string>& players, SeatMask winners) {
    Record rec;
    rec.seed = state.seed;
    for (int seat = 0; seat < state.players(); ++seat) {
        const auto at = static_cast<std::size_t>(seat);
        rec.players.push_back(at < players.size() ? players[at] : "Seat " + std::to_string(seat + 1));
    }
    for (const auto& log : state.log) {
        auto& round = rec.rounds.emplace_back();
        static_cast<decltype(log.deal)&>(round) = log.deal;
        round.actions = log.moves;
        if (log.finished) {
            round.end = log.end;
            round.scores = first_n(log.scores, state.players());
        }
    }
    if (state.phase == decltype(state.phase)::MatchOver) {
        rec.totals = first_n(state.totals, state.players());
        rec.winners = seats_in(winners, state.players());
    }
    return rec;
}

// Plays the recorded actions of round `r` (`rec.actions`, numbered `round` in the errors) on
// `state` through the game's check and try_apply, as `Intent`s naming the round. Every action must
// be legal, and not out of the record's order (`order_error(state, move)`, empty when it is not);
// the first that is not stops the replay with its reason.
template <class Intent, class State, class Recorded, class OrderError>
std::optional<ReplayError> recorded_actions_error(State& state, const Recorded& rec, std::size_t r, int round,
                                                  OrderError&& order_error) {
    for (std::size_t a = 0; a < rec.actions.size(); ++a) {
        const int position = static_cast<int>(a) + 1;
        if (state.log[r].finished) return ReplayError{round, position, "the round was already over"};
        const auto& move = rec.actions[a];
        const Intent intent{move.seat, move.action, static_cast<int>(r), std::nullopt};
        const std::string what = "seat " + std::to_string(move.seat) + " cannot " + to_string(move.action) + ": ";
        if (const auto error = check(state, intent); error != std::remove_cvref_t<decltype(error)>::None)
            return ReplayError{round, position, what + std::string(describe(error))};
        if (std::string why = order_error(state, move); !why.empty()) return ReplayError{round, position, what + why};
        try_apply(state, intent);
    }
    return std::nullopt;
}

// One replayed round's end against its record (`rec`, its .end and .scores): an unfinished round
// must be the record's last (`last`), a finished one must end as recorded, with the recorded
// scores. `name(end)` names an end; `ends_differ(recorded, played)` words a different end, in the
// game's own words. Empty when they agree; otherwise one sentence.
template <class Recorded, class Log, class Name, class EndsDiffer>
std::string round_end_error(const Recorded& rec, const Log& log, bool last, int players, Name&& name,
                            EndsDiffer&& ends_differ) {
    if (!rec.end) {
        if (log.finished) return "the round ended (" + std::string(name(log.end)) + ") but the record gives no end";
        if (!last) return "an unfinished round is followed by another";
        return {};
    }
    if (!log.finished) return "the record ends the round, but its actions do not";
    if (*rec.end != log.end) return ends_differ(std::string(name(*rec.end)), std::string(name(log.end)));
    const std::vector<int> scores = first_n(log.scores, players);
    if (rec.scores != scores) return "the recorded scores " + list_text(rec.scores) + " should be " + list_text(scores);
    return {};
}

// The end of a replayed match against its record: the record must hold every round played when
// the match is over, and totals and winners exactly when it is over, equal to the replay's.
// `expected()` gives the replayed match's record (its .totals and .winners), asked only when over.
// Empty when they agree; otherwise one sentence.
template <class Record, class Expected>
std::string match_end_error(bool over, const Record& record, std::size_t rounds_played, Expected&& expected) {
    if (over && record.rounds.size() < rounds_played) return "the record stops before the match's last round";
    if (over != !record.totals.empty())
        return over ? "the match is over but the record has no totals" : "the record has totals but the match is not over";
    if (over != !record.winners.empty())
        return over ? "the match is over but the record has no winners"
                    : "the record names winners but the match is not over";
    if (!over) return {};
    const Record replayed = expected();
    if (record.totals != replayed.totals)
        return "the recorded totals " + list_text(record.totals) + " should be " + list_text(replayed.totals);
    if (record.winners != replayed.winners)
        return "the recorded winners " + list_text(record.winners) + " should be " + list_text(replayed.winners);
    return {};
}

}  // namespace zero::core
