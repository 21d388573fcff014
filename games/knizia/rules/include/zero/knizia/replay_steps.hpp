// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero for core::ReplayCursor (zero/core/replay_cursor.hpp): one recorded action played
// on the state before it. A record without a seed deals its next round itself, laid out as only
// replay() lays it out: after the round's last action the state is that of a fresh replay.
#include <stdexcept>
#include <string>

#include "zero/core/replay_cursor.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/record.hpp"

namespace zero::knizia {

struct KniziaReplaySteps {
    using Record = MatchRecord;
    using State = knizia::State;
    using EventList = knizia::EventList;

    static ReplayResult replay(const MatchRecord& record) { return knizia::replay(record); }
    static EventList play(State& state, const MatchRecord& record, core::Where at) {
        const Move& move = record.rounds[at.part].actions[at.index];
        ApplyResult result = try_apply(state, Intent{move.seat, move.action, std::nullopt, std::nullopt});
        if (!result.ok()) throw std::logic_error("a replayed action was refused: " + std::string(describe(result.error)));
        const bool part_over = state.log.size() > at.part && state.log[at.part].finished;
        if (!record.seed && part_over && at.part + 1 < record.rounds.size()) {
            ReplayResult next = knizia::replay(core::cut_record(record, at.step + 1));
            if (!next.state) throw std::logic_error("the record's next deal does not replay");
            state = std::move(*next.state);
        }
        return std::move(result.events);
    }
};

using KniziaReplayCursor = core::ReplayCursor<KniziaReplaySteps>;

}  // namespace zero::knizia
