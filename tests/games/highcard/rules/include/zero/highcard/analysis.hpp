// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The analysis of a match of High Card (docs/analysis.md), over the shared one
// (zero/core/analysis.hpp), so that the test build's game goes through that seam as every game
// does. Its "Hard" is a plain search: each card of the hand played out on the same deals of the
// cards the seat cannot see, random cards after it, the card taking the most tricks on average.
#include <string>

#include "zero/core/analysis.hpp"
#include "zero/highcard/game.hpp"

namespace zero::highcard {

// A card in the record's words ("card 17").
std::string to_string(const Action& action);
// The decision's evaluation from `view` alone: values in tricks of the game being played.
core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params);
// What that search would play from `view`, and the tricks of this game it expects to take from
// here with it: the table's hint.
struct Hint {
    Action best;
    double tricks = 0;
};
Hint hint(const View& view, const core::AnalysisParams& params);
// Every decision of `seat`; throws std::invalid_argument with one sentence for a record that does
// not replay or a seat it lacks.
core::MatchAnalysis analyse(const MatchRecord& record, int seat, const core::AnalysisParams& params);

}  // namespace zero::highcard
