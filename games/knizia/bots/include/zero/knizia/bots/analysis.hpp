// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The analysis of a Knizia's Zero match from one seat's view (docs/analysis.md): each of its
// swaps and knocks against Hard's move, in points of the round.
#include <string>

#include "zero/core/analysis.hpp"
#include "zero/knizia/record.hpp"
#include "zero/knizia/view.hpp"

namespace zero::knizia {

// Hard's move from `view` (an iteration budget, the analysis's seed) and the values of it and of
// `played` on the same deals of what the seat has not seen: each seat's round score played out
// by Hard's rollout players, the others' mean less the seat's own (higher is better).
core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params);

// Every decision of `seat` in the record, evaluated. Throws std::invalid_argument for a record
// that does not replay or a seat it does not have.
core::MatchAnalysis analyse(const MatchRecord& record, Seat seat, const core::AnalysisParams& params);

// What Hard would play from `view`, and the numbers the table's hint puts into words: the hand's
// score now and after the swap, and the group the card taken joins (its colour or number,
// whichever the hand then holds more of). From the view alone, at the analysis's budget.
struct Hint {
    Action best;
    int score_now = 0;
    int score_after = 0;  // the same as score_now for a knock
    bool by_colour = true;
    int group = 0;       // the colour (Colour's value) or the number
    int group_size = 0;  // cards of it in the hand after the swap; 0 for a knock
};
Hint hint(const View& view, const core::AnalysisParams& params);

// The marks' thresholds for this game, in points of a round.
core::MarkThresholds analysis_thresholds();

}  // namespace zero::knizia
