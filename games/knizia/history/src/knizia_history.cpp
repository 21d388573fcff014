// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero in the history: its highlight is the ZEROs each seat made (or was dealt).
#include "registry.hpp"
#include "zero/knizia/score.hpp"

namespace zero::history::detail {
namespace {

constexpr std::array<std::string_view, 1> kKniziaHighlights{"zeros"};

// Each seat's hand at the round's end: the deal with every swap of that seat applied. The record
// keeps no final hands, and a ZERO is the only nine-card hand that scores nothing.
void count_zeros(const knizia::RecordedRound& round, std::vector<Highlights>& highlights) {
    if (round.end != knizia::RoundEnd::Zero) return;
    std::vector<knizia::CardSet> hands(round.hands.size());
    for (std::size_t seat = 0; seat < hands.size(); ++seat)
        for (knizia::Card card : round.hands[seat]) hands[seat].insert(card);
    for (const knizia::Move& move : round.actions) {
        if (!move.action.is_swap() || move.seat >= static_cast<int>(hands.size())) continue;
        hands[move.seat].erase(move.action.give);
        hands[move.seat].insert(move.action.take);
    }
    for (std::size_t seat = 0; seat < hands.size() && seat < highlights.size(); ++seat)
        if (is_zero(hands[seat])) ++highlights[seat][0];
}

void count_all_zeros(const knizia::MatchRecord& record, std::vector<Highlights>& highlights) {
    for (const knizia::RecordedRound& round : record.rounds) count_zeros(round, highlights);
}

}  // namespace

const HistoryModule& knizia_history() {
    static const GameHistory<knizia::MatchRecord, count_all_zeros> module(games::GameId::Knizia, false, kKniziaHighlights);
    return module;
}

}  // namespace zero::history::detail
