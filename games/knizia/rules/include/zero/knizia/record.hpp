// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match record (docs/match-record.md) as plain data, and its replay. Reading and writing
// its JSON lives in saves/, because the engine uses the standard library only.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/core/record.hpp"
#include "zero/knizia/state.hpp"

namespace zero::knizia {

struct RecordedRound {
    Seat dealer = 0;
    std::vector<std::vector<Card>> hands;  // as dealt, one per seat
    std::vector<Card> pool;                // as laid out
    std::vector<Move> actions;
    std::optional<RoundEnd> end;           // absent while the round is being played
    std::vector<int> scores;               // empty while the round is being played
};

// Without a seed every round's deal is the record's own, the first dealer included (records of
// other tools, a game played with real cards typed in). Later dealers move one seat clockwise.
struct MatchRecord : core::RecordOf<RecordedRound> {
    int pool_size = 5;
    int rounds_planned = 0;

    Rules rules() const;
};

MatchRecord make_record(const State& state, const std::vector<std::string>& players);

using ReplayError = core::ReplayError;  // what(): "round 2, action 5: ..."

// Empty when `round` holds a whole deal for `rules` (a dealer, nine cards a hand, the pool, no card
// twice); otherwise one sentence.
std::string deal_error(const RecordedRound& round, const Rules& rules);

using ReplayResult = core::ReplayResult<State>;

// Replays every action from the seed's deals or, without a seed, from the record's own deals
// (each must be nine distinct cards a hand and a pool of the planned size, no card twice), checking the deals, each action's legality, every
// round's end and scores and the match's totals and winners against the record.
ReplayResult replay(const MatchRecord& record);

}  // namespace zero::knizia
