// SPDX-License-Identifier: GPL-3.0-or-later
// The English text of the replay viewer's analysis (docs/analysis.md, "In the app"), beside the
// main table in strings.cpp, which reads it in with the rest.
#include "strings_parts.hpp"

namespace zero::game::detail {

std::span<const std::pair<Str, const char*>> english_analysis() {
    static constexpr std::pair<Str, const char*> table[] = {
        {Str::ReplayAnalyse, "Analyse (A)"},
        {Str::AnalysisChoose, "Whose decisions should Hard analyse?"},
        {Str::AnalysisCancel, "Cancel (Esc)"},
        {Str::AnalysisReading, "Reading the record..."},
        {Str::AnalysisRunning, "Analysing {0}'s decisions"},
        {Str::AnalysisProgress, "{0} of {1} decisions"},
        {Str::AnalysisTitle, "Analysis: {0}"},
        {Str::AnalysisMeanLoss, "Mean loss {0} points a decision"},
        {Str::AnalysisNone, "{0} made no decision in this record."},
        {Str::AnalysisFailed, "The analysis stopped: {0}"},
        {Str::AnalysisWhere, "Game {0}, move {1}"},
        {Str::AnalysisWhereRound, "Round {0}, move {1}"},
        {Str::AnalysisHardMove, "Hard: {0}"},
        {Str::AnalysisAsHard, "as Hard"},
        {Str::AnalysisLoss, "-{0}"},
        {Str::AnalysisChart, "Expected lead in points"},
        {Str::AnalysisKeys, "A analysis  -  N/P next/previous decision  -  Esc close"},
        {Str::MarkFine, "fine"},
        {Str::MarkInaccuracy, "inaccuracy"},
        {Str::MarkMistake, "mistake"},
        {Str::MarkBlunder, "blunder"},
        {Str::MoveSolerPlay, "play {0}"},
        {Str::MoveSolerBet, "bet {0}"},
        {Str::MoveSolerLay, "lay {0}"},
        {Str::MoveSolerLayNothing, "lay nothing"},
        {Str::MoveHeroTake, "take {0} from pair {1}"},
        {Str::MoveHeroBuy, "buy pair {0}"},
        {Str::MoveHeroGive, "give {0} to {1}"},
        {Str::MoveHeroTakeCard, "take {0} from {1}"},
        {Str::MoveKniziaSwap, "swap {0} for {1}"},
        {Str::MoveKniziaKnock, "knock"},
    };
    return table;
}

}  // namespace zero::game::detail
