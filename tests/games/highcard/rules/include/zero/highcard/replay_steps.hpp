// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card's steps for the replay cursor (zero/core/replay_cursor.hpp): its records always carry
// their seed, so an action is only played; the next game's deal comes with it.
#include <stdexcept>
#include <string>

#include "zero/core/replay_cursor.hpp"
#include "zero/highcard/game.hpp"

namespace zero::highcard {

struct ReplaySteps {
    using Record = MatchRecord;
    using State = highcard::State;
    using EventList = highcard::EventList;

    static ReplayResult replay(const Record& record) { return highcard::replay(record); }
    static EventList play(State& state, const Record& record, core::Where at) {
        const Move& move = record.rounds[at.part].actions[at.index];
        ApplyResult result = try_apply(state, Intent{move.seat, move.action, std::nullopt, std::nullopt});
        if (!result.ok()) throw std::logic_error("a replayed action was refused: " + std::string(describe(result.error)));
        return std::move(result.events);
    }
};

}  // namespace zero::highcard
