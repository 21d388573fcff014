// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The replay of a match record made of rounds, each a deal and the actions played on it, shared by
// the games whose rules have the same shape: new_match from a seed or a deal, start_game for a
// later deal (each round of the record gives its own, `deal()`), check and try_apply for an
// Intent, every round's log with its end and scores. The game's rules are found beside its types
// (argument-dependent lookup); `G` says what differs:
//     using Intent = ...;
//     static std::string rounds_error(const Rules&, std::size_t rounds);   // too many rounds
//     static std::optional<ReplayError> seeded_deal_error(const RecordedGame&, const Deal& dealt,
//                                                        int players, int round);
//     static std::string order_error(const State&, const Move&);  // a move out of the record's order
// Every sentence names the round and action it is about (ReplayError::what()).
#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "zero/core/record.hpp"

namespace zero::core {

template <class G, class Record>
auto replay_rounds(const Record& record) {
    using Rules = decltype(record.rules());
    using State = decltype(new_match(std::declval<const Rules&>(), std::uint64_t{}));
    ReplayResult<State> result;
    const Rules rules = record.rules();
    if (std::string why = record_start_error(rules, record); !why.empty()) return result.fail(0, 0, why);
    if (std::string why = G::rounds_error(rules, record.rounds.size()); !why.empty()) return result.fail(0, 0, why);

    std::optional<State> replayed;
    if (record.seed) {
        replayed = new_match(rules, *record.seed);
    } else {
        const auto& first = record.rounds.front().deal();
        if (std::string why = deal_error(first, rules.players); !why.empty()) return result.fail(1, 0, why);
        replayed = new_match(rules, first);
    }
    State& state = *replayed;
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        const int round_no = static_cast<int>(r) + 1;
        const auto& rec = record.rounds[r];
        if (state.log.size() <= r) {
            if (state.phase != decltype(state.phase)::Deal) return result.fail(round_no, 0, "the match ended before this round");
            const auto& deal = rec.deal();
            if (std::string why = deal_error(deal, rules.players); !why.empty()) return result.fail(round_no, 0, why);
            if (std::string why = deal_order_error(state, deal); !why.empty()) return result.fail(round_no, 0, why);
            start_game(state, deal);
        } else if (record.seed) {
            if (auto error = G::seeded_deal_error(rec, state.log[r].deal, rules.players, round_no)) {
                result.error = error;
                return result;
            }
        }
        if (auto error = recorded_actions_error<typename G::Intent>(state, rec, r, round_no, G::order_error)) {
            result.error = error;
            return result;
        }
        const auto name = [](auto end) { return end_name(end); };
        const auto ends_differ = [](const std::string& recorded, const std::string& played) {
            return "the record says the round ended \"" + recorded + "\", it ended \"" + played + "\"";
        };
        if (std::string why = round_end_error(rec, state.log[r], r + 1 == record.rounds.size(), rules.players, name,
                                              ends_differ);
            !why.empty())
            return result.fail(round_no, 0, why);
    }

    const bool over = state.phase == decltype(state.phase)::MatchOver;
    if (std::string why = match_end_error(over, record, state.log.size(), [&] { return make_record(state, record.players); });
        !why.empty())
        return result.fail(0, 0, why);
    result.state = std::move(replayed);
    return result;
}

}  // namespace zero::core
