// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The steps of ReplayCursor (replay_cursor.hpp) for a game whose record without a seed deals each
// later part itself: the state waits in its Phase::Deal, and start_game(state, part.deal()) lays
// the record's deal out (Solèr's ZERO, Zero Hero). The game's functions (replay, try_apply,
// describe, start_game) are its own, found beside its types.
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "zero/core/game_lookup.hpp"
#include "zero/core/replay_cursor.hpp"

namespace zero::core {

template <class Record_, class State_, class Intent>
struct DealtReplaySteps {
    using Record = Record_;
    using State = State_;
    using EventList = decltype(try_apply(std::declval<State&>(), std::declval<const Intent&>()).events);

    static auto replay(const Record& record) { return game_lookup::replay_record(record); }
    static EventList play(State& state, const Record& record, Where at) {
        const auto& move = record.rounds[at.part].actions[at.index];
        auto result = try_apply(state, Intent{move.seat, move.action, std::nullopt, std::nullopt});
        if (!result.ok()) throw std::logic_error("a replayed action was refused: " + std::string(describe(result.error)));
        const std::size_t next = at.part + 1;
        if (!record.seed && state.phase == decltype(state.phase)::Deal && next < record.rounds.size()) {
            const EventList dealt = start_game(state, record.rounds[next].deal());
            result.events.insert(result.events.end(), dealt.begin(), dealt.end());
        }
        return std::move(result.events);
    }
};

}  // namespace zero::core
