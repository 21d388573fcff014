// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/record.hpp"

#include "zero/soler/match.hpp"

namespace zero::soler {
namespace {

std::optional<ReplayError> check_seeded_deal(const RecordedGame& rec, const Deal& dealt, int players, int round) {
    if (rec.dealer != dealt.dealer)
        return ReplayError{round, 0, "the dealer is seat " + std::to_string(rec.dealer) + " but the seed makes it seat " +
                                         std::to_string(dealt.dealer)};
    if (static_cast<int>(rec.hands.size()) != players)
        return ReplayError{round, 0, "the record has " + std::to_string(rec.hands.size()) + " hands for " +
                                         std::to_string(players) + " players"};
    for (std::size_t seat = 0; seat < rec.hands.size(); ++seat) {
        // Cards of a value are alike, so a hand is the same in any order.
        if (rec.hands[seat].size() != dealt.hands[seat].size() ||
            Cards::of(rec.hands[seat]) != Cards::of(dealt.hands[seat]))
            return ReplayError{round, 0, "seat " + std::to_string(seat) + "'s dealt hand is not the one the seed deals"};
    }
    if (rec.pile != dealt.pile) return ReplayError{round, 0, "the pile is not the one the seed deals"};
    return std::nullopt;
}

// Whether a play keeps the record's order: clockwise from the leader, so no seat further round has
// played yet. (A trick still being played may lack some plays: a save is taken between commits.)
bool in_clockwise_order(const State& s, Seat seat) {
    const int n = s.players();
    const int mine = (seat - s.leader + n) % n;
    for (int other = 0; other < n; ++other)
        if (has_seat(s.committed, other) && (other - s.leader + n) % n > mine) return false;
    return true;
}

}  // namespace

Rules MatchRecord::rules() const {
    return Rules{static_cast<int>(players.size()), rounds_planned.value_or(0), target_points.value_or(0)};
}

std::string_view end_name(GameEnd end) { return end == GameEnd::Limit ? "limit" : "out"; }

Deal deal_of(const RecordedGame& game) { return Deal{game.dealer, game.hands, game.pile}; }

MatchRecord make_record(const State& state, const std::vector<std::string>& players) {
    MatchRecord rec;
    rec.seed = state.seed;
    for (int seat = 0; seat < state.players(); ++seat)
        rec.players.push_back(static_cast<std::size_t>(seat) < players.size() ? players[static_cast<std::size_t>(seat)]
                                                                              : "Seat " + std::to_string(seat + 1));
    if (state.rules.to_target()) rec.target_points = state.rules.target_points;
    else rec.rounds_planned = state.rules.games;
    for (const GameLog& log : state.log) {
        RecordedGame game;
        game.dealer = log.deal.dealer;
        game.hands = log.deal.hands;
        game.pile = log.deal.pile;
        game.actions = log.moves;
        if (log.finished) {
            game.end = log.end;
            game.scores = core::first_n(log.scores, state.players());
        }
        rec.rounds.push_back(std::move(game));
    }
    if (state.phase == Phase::MatchOver) {
        rec.totals = core::first_n(state.totals, state.players());
        rec.winners = core::seats_in(winners(state.totals, state.players()), state.players());
    }
    return rec;
}

ReplayResult replay(const MatchRecord& record) {
    ReplayResult result;
    auto fail = [&](int round, int position, std::string message) {
        result.error = ReplayError{round, position, std::move(message)};
        return result;
    };
    const Rules rules = record.rules();
    if (std::string why = rules_error(rules); !why.empty()) return fail(0, 0, why);
    if (record.rounds.empty()) return fail(0, 0, "the record has no rounds");
    const int most = rules.to_target() ? kMaxGames : rules.games;
    if (static_cast<int>(record.rounds.size()) > most)
        return fail(0, 0, "the record has " + std::to_string(record.rounds.size()) + " rounds but the match has at most " +
                              std::to_string(most));

    std::optional<State> replayed;
    if (record.seed) {
        replayed = new_match(rules, *record.seed);
    } else {
        const Deal first = deal_of(record.rounds.front());
        if (std::string why = deal_error(first, rules.players); !why.empty()) return fail(1, 0, why);
        replayed = new_match(rules, first);
    }
    State& state = *replayed;
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        const int round_no = static_cast<int>(r) + 1;
        const RecordedGame& rec = record.rounds[r];
        if (state.log.size() <= r) {
            if (state.phase != Phase::Deal) return fail(round_no, 0, "the match ended before this round");
            const Deal deal = deal_of(rec);
            if (std::string why = deal_error(deal, rules.players); !why.empty()) return fail(round_no, 0, why);
            if (deal.dealer != state.dealer)
                return fail(round_no, 0, "the dealer must be seat " + std::to_string(state.dealer) +
                                             ", one seat clockwise from the last game's");
            start_game(state, deal);
        } else if (record.seed) {
            if (auto error = check_seeded_deal(rec, state.log[r].deal, rules.players, round_no)) {
                result.error = error;
                return result;
            }
        }
        for (std::size_t a = 0; a < rec.actions.size(); ++a) {
            const int position = static_cast<int>(a) + 1;
            if (state.log[r].finished) return fail(round_no, position, "the round was already over");
            const Move& move = rec.actions[a];
            const Intent intent{move.seat, move.action, static_cast<int>(r), std::nullopt};
            const std::string what = "seat " + std::to_string(move.seat) + " cannot " + to_string(move.action) + ": ";
            if (MoveError error = check(state, intent); error != MoveError::None)
                return fail(round_no, position, what + std::string(describe(error)));
            // Commits commute, so a record lists them in one order: clockwise from the leader.
            if (move.action.kind == ActionKind::Play && !in_clockwise_order(state, move.seat))
                return fail(round_no, position, what + "the plays must stand clockwise from the trick's leader, seat " +
                                                    std::to_string(state.leader));
            try_apply(state, intent);
        }
        const GameLog& log = state.log[r];
        if (!rec.end) {
            if (log.finished)
                return fail(round_no, 0, "the round ended (" + std::string(end_name(log.end)) + ") but the record gives no end");
            if (r + 1 != record.rounds.size()) return fail(round_no, 0, "an unfinished round is followed by another");
            continue;
        }
        if (!log.finished) return fail(round_no, 0, "the record ends the round, but its actions do not");
        if (*rec.end != log.end)
            return fail(round_no, 0, "the record says the round ended \"" + std::string(end_name(*rec.end)) +
                                         "\", it ended \"" + std::string(end_name(log.end)) + "\"");
        const std::vector<int> scores = core::first_n(log.scores, rules.players);
        if (rec.scores != scores)
            return fail(round_no, 0, "the recorded scores " + core::list_text(rec.scores) + " should be " + core::list_text(scores));
    }

    const bool over = state.phase == Phase::MatchOver;
    if (std::string why = core::match_end_error(over, record, state.log.size(),
                                                [&] { return make_record(state, record.players); });
        !why.empty())
        return fail(0, 0, why);
    result.state = std::move(replayed);
    return result;
}

}  // namespace zero::soler
