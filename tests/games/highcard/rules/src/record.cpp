// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/game.hpp"

namespace zero::highcard {
namespace {

RecordedGame recorded(const FinishedGame& finished, int players) {
    return RecordedGame{finished.leader, finished.moves, finished.end, core::first_n(finished.scores, players)};
}

// One recorded game against the replayed match, which stands at that game's start.
std::optional<core::ReplayError> replay_game(State& s, const RecordedGame& game, int round) {
    if (game.leader != s.leader)
        return core::ReplayError{round, 0, "the leader " + std::to_string(game.leader) + " should be " +
                                               std::to_string(s.leader)};
    int position = 0;
    for (const Move& move : game.actions) {
        ++position;
        if (s.game != round - 1) return core::ReplayError{round, position, "the game is already over"};
        const ApplyResult result = try_apply(s, Intent{move.seat, move.action, std::nullopt, std::nullopt});
        if (!result.ok()) return core::ReplayError{round, position, std::string(describe(result.error))};
    }
    const bool ended = s.game > round - 1;
    if (ended != game.end.has_value() || ended != !game.scores.empty())
        return core::ReplayError{round, 0, ended ? "the game is over but has no end or scores" : "the game has an end or scores but is not over"};
    if (ended) {
        if (*game.end != s.finished.back().end) return core::ReplayError{round, 0, "the recorded end is not the game's"};
        const std::vector<int> scores = core::first_n(s.finished.back().scores, s.players());
        if (scores != game.scores)
            return core::ReplayError{round, 0, "the recorded scores " + core::list_text(game.scores) + " should be " +
                                                   core::list_text(scores)};
    }
    return std::nullopt;
}

}  // namespace

MatchRecord make_record(const State& s, const std::vector<std::string>& players) {
    MatchRecord record;
    record.seed = s.seed;
    record.players = players;
    record.rounds_planned = s.rules.games;
    for (const FinishedGame& game : s.finished) record.rounds.push_back(recorded(game, s.players()));
    if (s.phase == Phase::MatchOver) {
        record.totals = core::first_n(s.totals, s.players());
        record.winners = core::seats_in(winners(s.totals, s.players()), s.players());
    } else {
        record.rounds.push_back(RecordedGame{s.leader, s.moves, std::nullopt, {}});
    }
    return record;
}

ReplayResult replay(const MatchRecord& record) {
    ReplayResult result;
    if (std::string why = rules_error(record.rules()); !why.empty()) {
        result.error = core::ReplayError{0, 0, why};
        return result;
    }
    if (!record.seed) {
        result.error = core::ReplayError{0, 0, "a record of High Card needs its seed"};
        return result;
    }
    State s = new_match(record.rules(), *record.seed);
    int round = 0;
    for (const RecordedGame& game : record.rounds) {
        ++round;
        if (s.phase == Phase::MatchOver) {
            result.error = core::ReplayError{round, 0, "the match is already over"};
            return result;
        }
        if (auto error = replay_game(s, game, round)) {
            result.error = std::move(error);
            return result;
        }
    }
    const std::string end = core::match_end_error(s.phase == Phase::MatchOver, record, s.finished.size(),
                                                  [&] { return make_record(s, record.players); });
    if (!end.empty()) {
        result.error = core::ReplayError{0, 0, end};
        return result;
    }
    result.state = std::move(s);
    return result;
}

}  // namespace zero::highcard
