#pragma once
// The match record (docs/match-record.md) as plain data, and its replay. Reading and writing
// its JSON lives in saves/, because the engine uses the standard library only.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/knizia/state.hpp"

namespace zero {

struct RecordedRound {
    Seat dealer = 0;
    std::vector<std::vector<Card>> hands;  // as dealt, one per seat
    std::vector<Card> pool;                // as laid out
    std::vector<Move> actions;
    std::optional<RoundEnd> end;           // absent while the round is being played
    std::vector<int> scores;               // empty while the round is being played
};

struct MatchRecord {
    std::uint64_t seed = 0;
    std::vector<std::string> players;
    int pool_size = 5;
    int rounds_planned = 0;
    std::vector<RecordedRound> rounds;
    std::vector<int> totals;   // empty until the match is over
    std::vector<int> winners;  // seat indices; empty until the match is over

    Rules rules() const;
    bool finished() const { return !winners.empty(); }
};

MatchRecord make_record(const State& state, const std::vector<std::string>& players);

struct ReplayError {
    int round = 0;     // 1-based; 0 for the match as a whole
    int position = 0;  // 1-based action within the round; 0 for the round as a whole
    std::string message;
    std::string what() const;  // "round 2, action 5: ..."
};

struct ReplayResult {
    std::optional<State> state;
    std::optional<ReplayError> error;
};

// Replays every action from the seed, checking the deals, each action's legality, every
// round's end and scores and the match's totals and winners against the record.
ReplayResult replay(const MatchRecord& record);

}  // namespace zero
