// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The analysis of a Zero Hero match from one seat's view (docs/analysis.md): each of its takes,
// buys and swaps against Hard's, in points of the game.
#include "zero/core/analysis.hpp"
#include "zero/hero/record.hpp"
#include "zero/hero/view.hpp"

namespace zero::hero {

// Hard's action from `view` (an iteration budget, the analysis's seed) and the values of it and of
// `played` on the same deals of what the seat cannot see (Hard's HiddenDealer): the game played
// out by Medium's rule at every seat, the seat's score less the others' mean (higher is better).
core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params);

// Every decision of `seat` in the record, evaluated. Throws std::invalid_argument for a record
// that does not replay or a seat it does not have.
core::MatchAnalysis analyse(const MatchRecord& record, Seat seat, const core::AnalysisParams& params);

// What Hard would do from `view`, and the numbers the table's hint puts into words: for a buy,
// what the seat's face-up rows score now and with the pair, and the zerones it costs; for a swap,
// what the rows score now and once the card has moved. From the view alone, at the analysis's
// budget.
struct Hint {
    Action best;
    int rows_now = 0;
    int rows_after = 0;
    int cost = 0;
};
Hint hint(const View& view, const core::AnalysisParams& params);

core::MarkThresholds analysis_thresholds();

}  // namespace zero::hero
