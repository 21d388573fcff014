// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match record of Zero Hero (zero-hero.md, "The match record") as plain data, and its replay.
// Its JSON lives in saves/ (hero_record_json.hpp): the engine uses the standard library only.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/record.hpp"
#include "zero/hero/state.hpp"

namespace zero::hero {

struct RecordedGame : core::RecordedRound<Deal, Move, GameEnd> {};

struct MatchRecord : core::RecordOf<RecordedGame> {
    int rounds_planned = 1;

    Rules rules() const { return Rules{static_cast<int>(players.size()), rounds_planned}; }
    friend bool operator==(const MatchRecord&, const MatchRecord&) = default;
};

std::string_view end_name(GameEnd end);  // "flag" or "pile"

MatchRecord make_record(const State& state, const std::vector<std::string>& players);

// Replays every action, from the seed's deals or, without a seed, from the record's own deals,
// checking the deals, each action's legality, every game's end and scores and the match's totals
// and winners against the record. A replay error's what() reads "round 2, action 5: ...".
core::ReplayResult<State> replay(const MatchRecord& record);

}  // namespace zero::hero
