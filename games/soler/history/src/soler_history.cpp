// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO in the history: its highlight is the cards each seat laid safe.
#include "registry.hpp"
#include "zero/soler/record.hpp"

namespace zero::history::detail {
namespace {

constexpr std::array<std::string_view, 1> kSolerHighlights{"cards_safe"};

void count_safe_cards(const soler::MatchRecord& record, std::vector<Highlights>& counts) {
    for (const soler::RecordedGame& game : record.rounds)
        for (const soler::Move& move : game.actions) {
            if (move.action.kind != soler::ActionKind::Safe || move.seat >= static_cast<int>(counts.size())) continue;
            for (const soler::Group& group : move.action.groups) counts[move.seat][0] += static_cast<int>(group.size());
        }
}

}  // namespace

const HistoryModule& soler_history() {
    static const GameHistory<soler::MatchRecord, count_safe_cards> module(games::GameId::Soler, true, kSolerHighlights);
    return module;
}

}  // namespace zero::history::detail
