// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/record.hpp"

#include "zero/hero/match.hpp"

namespace zero::hero {
namespace {

std::optional<ReplayError> check_seeded_deal(const RecordedGame& rec, const Deal& dealt, int round) {
    auto wrong = [&](const std::string& what) {
        return ReplayError{round, 0, what + " is not the one the seed deals"};
    };
    if (rec.first != dealt.first)
        return ReplayError{round, 0,
                           "the first player is seat " + std::to_string(rec.first) + " but the seed makes it seat " +
                               std::to_string(dealt.first)};
    // The set-aside cards are never seen, so only which they are counts, not their order.
    if (rec.removed.size() != dealt.removed.size() || Cards::of(rec.removed) != Cards::of(dealt.removed))
        return wrong("the set of cards set aside");
    if (rec.secret != dealt.secret) return wrong("the face-down starting cards' deal");
    if (rec.pairs != dealt.pairs) return wrong("the starting pairs' deal");
    if (rec.pile != dealt.pile) return wrong("the pile");
    return std::nullopt;
}

}  // namespace

std::string_view end_name(GameEnd end) { return end == GameEnd::Pile ? "pile" : "flag"; }

Deal deal_of(const RecordedGame& game) { return Deal{game.first, game.removed, game.secret, game.pairs, game.pile}; }

MatchRecord make_record(const State& state, const std::vector<std::string>& players) {
    MatchRecord rec;
    rec.seed = state.seed;
    for (int seat = 0; seat < state.players(); ++seat)
        rec.players.push_back(static_cast<std::size_t>(seat) < players.size() ? players[static_cast<std::size_t>(seat)]
                                                                              : "Seat " + std::to_string(seat + 1));
    rec.rounds_planned = state.rules.games;
    for (const GameLog& log : state.log) {
        RecordedGame game;
        game.first = log.deal.first;
        game.removed = log.deal.removed;
        game.secret = log.deal.secret;
        game.pairs = log.deal.pairs;
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
    if (static_cast<int>(record.rounds.size()) > rules.games)
        return fail(0, 0,
                    "the record has " + std::to_string(record.rounds.size()) + " rounds but the match has " +
                        std::to_string(rules.games));

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
            if (deal.first != state.first)
                return fail(round_no, 0,
                            "the first player must be seat " + std::to_string(state.first) +
                                ", one seat clockwise from the last game's");
            start_game(state, deal);
        } else if (record.seed) {
            if (auto error = check_seeded_deal(rec, state.log[r].deal, round_no)) {
                result.error = error;
                return result;
            }
        }
        for (std::size_t a = 0; a < rec.actions.size(); ++a) {
            const int position = static_cast<int>(a) + 1;
            if (state.log[r].finished) return fail(round_no, position, "the round was already over");
            const Move& move = rec.actions[a];
            const Intent intent{move.seat, move.action, static_cast<int>(r), std::nullopt};
            if (MoveError error = check(state, intent); error != MoveError::None)
                return fail(round_no, position,
                            "seat " + std::to_string(move.seat) + " cannot " + to_string(move.action) + ": " +
                                std::string(describe(error)));
            try_apply(state, intent);
        }
        const GameLog& log = state.log[r];
        if (!rec.end) {
            if (log.finished)
                return fail(round_no, 0,
                            "the round ended (" + std::string(end_name(log.end)) + ") but the record gives no end");
            if (r + 1 != record.rounds.size()) return fail(round_no, 0, "an unfinished round is followed by another");
            continue;
        }
        if (!log.finished) return fail(round_no, 0, "the record ends the round, but its actions do not");
        if (*rec.end != log.end)
            return fail(round_no, 0,
                        "the record says the round ended \"" + std::string(end_name(*rec.end)) + "\", it ended \"" +
                            std::string(end_name(log.end)) + "\"");
        const std::vector<int> scores = core::first_n(log.scores, rules.players);
        if (rec.scores != scores)
            return fail(round_no, 0,
                        "the recorded scores " + core::list_text(rec.scores) + " should be " + core::list_text(scores));
    }

    const bool over = state.phase == Phase::MatchOver;
    if (std::string why = core::match_end_error(over, record, state.log.size(),
                                                [&] { return make_record(state, record.players); });
        !why.empty())
        return fail(0, 0, why);
    result.state = std::move(replayed);
    return result;
}

}  // namespace zero::hero
