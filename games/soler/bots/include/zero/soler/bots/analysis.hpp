// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The analysis of a match of Solèr's ZERO from one seat's view (docs/analysis.md): each of its
// plays, bets and layings against Hard's, in points of the game.
#include "zero/core/analysis.hpp"
#include "zero/soler/record.hpp"
#include "zero/soler/view.hpp"

namespace zero::soler {

// Hard's action from `view` (an iteration budget, the analysis's seed) and the values of it and of
// `played` on the same deals of what the seat cannot see: the game played out by Medium's rule at
// every seat, the seat's safe cards less the others' mean (higher is better).
core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params);

// A whole State the view could have come from: the hidden hands dealt by Hard's HiddenDealer, a
// face-down card of every other seat that has played chosen from its hand by Medium's rule, the
// rest shuffled into the pile. The match ends with this game.
State deal_for(const View& view, Rng& rng);

// Every decision of `seat` in the record, evaluated. Throws std::invalid_argument for a record
// that does not replay or a seat it does not have.
core::MatchAnalysis analyse(const MatchRecord& record, Seat seat, const core::AnalysisParams& params);

// What Hard would do from `view`, and the numbers the table's hint puts into words: for a bet, the
// chance that the trick adds up to it; for a card, the most cards the hand left can lay safe; for
// a laying, the cards it lays. From the view alone, at the analysis's budget.
struct Hint {
    Action best;
    double chance = 0;
    int safe = 0;
};
Hint hint(const View& view, const core::AnalysisParams& params);

core::MarkThresholds analysis_thresholds();

}  // namespace zero::soler
