// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match record of Solèr's ZERO (soler-zero.md, "The match record") as plain data, and its
// replay. Its JSON lives in saves/ (soler_record_json.hpp): the engine uses the standard library only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/record.hpp"
#include "zero/soler/state.hpp"

namespace zero::soler {

struct RecordedGame : core::RecordedRound<Deal, Move, GameEnd> {};

struct MatchRecord : core::RecordOf<RecordedGame> {
    std::optional<int> rounds_planned;  // none when the match plays to target_points
    std::optional<int> target_points;

    Rules rules() const;
    friend bool operator==(const MatchRecord&, const MatchRecord&) = default;
};

std::string_view end_name(GameEnd end);  // "out" or "limit"

MatchRecord make_record(const State& state, const std::vector<std::string>& players);

// Replays every action, from the seed's deals or, without a seed, from the record's own deals,
// checking the deals, each action's legality (plays stand clockwise from the trick's leader),
// every game's end and scores and the match's totals and winners against the record. A replay
// error's what() reads "round 2, action 5: ...".
core::ReplayResult<State> replay(const MatchRecord& record);

}  // namespace zero::soler
