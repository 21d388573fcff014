// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/record.hpp"

#include <algorithm>

#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

namespace zero::knizia {
namespace {

std::vector<Card> cards_of(CardSet set) { return {set.begin(), set.end()}; }

CardSet set_of(const std::vector<Card>& cards) {
    CardSet set;
    for (Card c : cards) set.insert(c);
    return set;
}

std::string end_name(RoundEnd end) { return end == RoundEnd::Zero ? "zero" : "knocks"; }

std::optional<ReplayError> check_deal(const RecordedRound& rec, const RoundLog& log, int players, int round) {
    if (auto error = core::dealer_and_hands_error(rec.dealer, log.dealer, rec.hands.size(), players, round)) return error;
    for (int seat = 0; seat < players; ++seat) {
        const auto& hand = rec.hands[static_cast<std::size_t>(seat)];
        if (hand.size() != static_cast<std::size_t>(kHandSize) || set_of(hand) != log.dealt[static_cast<std::size_t>(seat)])
            return ReplayError{round, 0, "seat " + std::to_string(seat) + "'s dealt hand is not the one the seed deals"};
    }
    if (rec.pool.size() != static_cast<std::size_t>(std::count_if(log.pool.begin(), log.pool.end(), [](Card c) {
            return c.valid();
        })) ||
        !std::equal(rec.pool.begin(), rec.pool.end(), log.pool.begin()))
        return ReplayError{round, 0, "the pool is not the one the seed lays out"};
    return std::nullopt;
}


SeatArray sum_of_scores(const std::vector<RoundLog>& logs) {
    SeatArray totals{};
    for (const RoundLog& log : logs)
        for (std::size_t seat = 0; seat < totals.size(); ++seat) totals[seat] += log.scores[seat];
    return totals;
}

// A match without a seed: lays out the record's deal as the engine's start_round lays out a
// shuffled one, ending the round at once on a dealt ZERO (the ruling: declared before the first
// turn). Whatever the engine dealt after the previous round (from a generator the record does not
// use) is dropped first.
std::optional<ReplayError> lay_out_deal(State& s, const RecordedRound& rec, std::size_t r) {
    const int round_no = static_cast<int>(r) + 1;
    if (std::string why = deal_error(rec, s.rules); !why.empty()) return ReplayError{round_no, 0, why};
    if (r > 0 && rec.dealer != next_seat(s, s.log[r - 1].dealer))
        return ReplayError{round_no, 0, "the dealer is seat " + std::to_string(rec.dealer) +
                                            " but the dealer moves one seat clockwise to seat " +
                                            std::to_string(next_seat(s, s.log[r - 1].dealer))};
    s.log.resize(r);
    s.totals = sum_of_scores(s.log);
    s.phase = Phase::Playing;
    s.round = static_cast<int>(r);
    s.dealer = rec.dealer;
    s.to_move = next_seat(s, rec.dealer);
    s.hands = {};
    for (int seat = 0; seat < s.players(); ++seat)
        for (Card c : rec.hands[static_cast<std::size_t>(seat)]) s.hands[static_cast<std::size_t>(seat)].insert(c);
    s.pool = {};
    s.pool_set = {};
    std::copy(rec.pool.begin(), rec.pool.end(), s.pool.begin());
    for (Card c : rec.pool) s.pool_set.insert(c);
    s.knocks = 0;
    s.last_lap = false;
    s.last_lap_turns_left = 0;
    RoundLog log;
    log.dealer = rec.dealer;
    log.dealt = s.hands;
    log.pool = s.pool;
    Seat seat = s.to_move;
    for (int i = 0; i < s.players(); ++i, seat = next_seat(s, seat)) {
        if (!is_zero(s.hands[static_cast<std::size_t>(seat)])) continue;
        log.finished = true;
        log.end = RoundEnd::Zero;
        for (int p = 0; p < s.players(); ++p) {
            const auto i_p = static_cast<std::size_t>(p);
            log.scores[i_p] = score(s.hands[i_p]);
            s.totals[i_p] += log.scores[i_p];
        }
        log.final_hands = s.hands;
        if (s.round + 1 >= s.rules.rounds) s.phase = Phase::MatchOver;
        break;
    }
    s.log.push_back(std::move(log));
    return std::nullopt;
}

}  // namespace

std::string deal_error(const RecordedRound& rec, const Rules& rules) {
    if (rec.dealer < 0 || rec.dealer >= rules.players)
        return "the dealer is seat " + std::to_string(rec.dealer) + ", not one of the " + std::to_string(rules.players);
    if (static_cast<int>(rec.hands.size()) != rules.players)
        return "the record has " + std::to_string(rec.hands.size()) + " hands for " + std::to_string(rules.players) +
               " players";
    CardSet seen;
    auto take = [&seen](Card c) {
        if (!c.valid() || seen.contains(c)) return false;
        seen.insert(c);
        return true;
    };
    for (std::size_t seat = 0; seat < rec.hands.size(); ++seat) {
        if (rec.hands[seat].size() != static_cast<std::size_t>(kHandSize))
            return "seat " + std::to_string(seat) + " is dealt " + std::to_string(rec.hands[seat].size()) +
                   " cards, not " + std::to_string(kHandSize);
        for (Card c : rec.hands[seat])
            if (!take(c)) return "seat " + std::to_string(seat) + "'s hand holds " + card_name(c) + " twice in the deal";
    }
    if (rec.pool.size() != static_cast<std::size_t>(rules.pool_size))
        return "the pool has " + std::to_string(rec.pool.size()) + " cards, not " + std::to_string(rules.pool_size);
    for (Card c : rec.pool)
        if (!take(c)) return "the pool holds " + card_name(c) + ", which is dealt twice";
    return {};
}

Rules MatchRecord::rules() const {
    return Rules{static_cast<int>(players.size()), pool_size, rounds_planned};
}

MatchRecord make_record(const State& state, const std::vector<std::string>& players) {
    MatchRecord rec;
    rec.seed = state.seed;
    for (int seat = 0; seat < state.players(); ++seat)
        rec.players.push_back(static_cast<std::size_t>(seat) < players.size() ? players[static_cast<std::size_t>(seat)]
                                                                              : "Seat " + std::to_string(seat + 1));
    rec.pool_size = state.rules.pool_size;
    rec.rounds_planned = state.rules.rounds;
    for (const RoundLog& log : state.log) {
        RecordedRound round;
        round.dealer = log.dealer;
        for (int seat = 0; seat < state.players(); ++seat)
            round.hands.push_back(cards_of(log.dealt[static_cast<std::size_t>(seat)]));
        round.pool.assign(log.pool.begin(), log.pool.begin() + state.rules.pool_size);
        round.actions = log.moves;
        if (log.finished) {
            round.end = log.end;
            round.scores = core::first_n(log.scores, state.players());
        }
        rec.rounds.push_back(std::move(round));
    }
    if (state.phase == Phase::MatchOver) {
        rec.totals = core::first_n(state.totals, state.players());
        rec.winners = core::seats_in(winners(state.totals, state.players()), state.players());
    }
    return rec;
}

ReplayResult replay(const MatchRecord& record) {
    ReplayResult result;
    const Rules rules = record.rules();
    if (std::string why = core::record_start_error(rules, record); !why.empty()) return result.fail(0, 0, why);
    if (static_cast<int>(record.rounds.size()) > rules.rounds)
        return result.fail(0, 0, "the record has " + std::to_string(record.rounds.size()) + " rounds but plans " +
                              std::to_string(rules.rounds));

    State state;
    if (record.seed) {
        state = new_match(rules, *record.seed);
    } else {
        state.rules = rules;
        state.log.reserve(static_cast<std::size_t>(rules.rounds));
    }
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        const int round_no = static_cast<int>(r) + 1;
        const RecordedRound& rec = record.rounds[r];
        if (record.seed && state.log.size() <= r) return result.fail(round_no, 0, "the match ended before this round");
        auto error = record.seed ? check_deal(rec, state.log[r], rules.players, round_no) : lay_out_deal(state, rec, r);
        if (error) {
            result.error = error;
            return result;
        }
        // Knizia's moves come one at a time: none can stand out of order.
        const auto in_order = [](const State&, const Move&) { return std::string(); };
        if (auto refused = core::recorded_actions_error<Intent>(state, rec, r, round_no, in_order)) {
            result.error = refused;
            return result;
        }
        const auto ends_differ = [](const std::string& recorded, const std::string& played) {
            return "the record says the round ended by " + recorded + ", it ended by " + played;
        };
        if (std::string why = core::round_end_error(rec, state.log[r], r + 1 == record.rounds.size(), rules.players,
                                                    end_name, ends_differ);
            !why.empty())
            return result.fail(round_no, 0, why);
    }

    if (!record.seed && state.log.size() > record.rounds.size()) {
        // The engine dealt on from a generator the record does not use: the match waits for a deal.
        state.log.resize(record.rounds.size());
        state.totals = sum_of_scores(state.log);
        state.round = static_cast<int>(state.log.size()) - 1;
        state.phase = Phase::Playing;
    }
    const bool over = state.phase == Phase::MatchOver;
    if (std::string why = core::match_end_error(over, record, state.log.size(),
                                                [&] { return make_record(state, record.players); });
        !why.empty())
        return result.fail(0, 0, why);
    result.state = std::move(state);
    return result;
}

}  // namespace zero::knizia
