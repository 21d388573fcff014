// SPDX-License-Identifier: GPL-3.0-or-later
// High Card in the match history: the envelope's facts (running totals, winners), the highest
// total winning; it counts no highlights.
#include "games/registry.hpp"
#include "zero/highcard/game.hpp"
#include "zero/highcard/game_id.hpp"

namespace zero::history::detail {

const HistoryModule& highcard_history();

namespace {

void count_nothing(const highcard::MatchRecord&, std::vector<Highlights>&) {}

}  // namespace

const HistoryModule& highcard_history() {
    static const GameHistory<highcard::MatchRecord, count_nothing> module(highcard::kGame, true, {});
    return module;
}

}  // namespace zero::history::detail
