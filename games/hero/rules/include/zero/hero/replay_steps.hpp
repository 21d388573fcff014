// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero for core::ReplayCursor (zero/core/replay_cursor.hpp): one recorded action played
// on the state before it, and the record's next deal laid out when it has no seed.
#include "zero/core/replay_cursor.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/record.hpp"

namespace zero::hero {

struct ReplaySteps {
    using Record = MatchRecord;
    using State = hero::State;
    using EventList = hero::EventList;

    static ReplayResult replay(const MatchRecord& record) { return hero::replay(record); }
    static EventList play(State& state, const MatchRecord& record, core::Where at) {
        const Move& move = record.rounds[at.part].actions[at.index];
        ApplyResult result = try_apply(state, Intent{move.seat, move.action, std::nullopt, std::nullopt});
        if (!result.ok()) throw std::logic_error("a replayed action was refused: " + std::string(describe(result.error)));
        const std::size_t next = at.part + 1;
        if (!record.seed && state.phase == Phase::Deal && next < record.rounds.size()) {
            EventList dealt = start_game(state, deal_of(record.rounds[next]));
            for (std::size_t i = 0; i < dealt.size(); ++i) result.events.push_back(dealt[i]);
        }
        return std::move(result.events);
    }
};

using ReplayCursor = core::ReplayCursor<ReplaySteps>;

}  // namespace zero::hero
