// SPDX-License-Identifier: GPL-3.0-or-later
// Watching again, in English: the replay viewer (replay_screen.cpp), History, a match's score chart
// and a player's statistics (history_screen.cpp, history_charts.cpp). po/zero.pot takes these as
// it takes the rest of the table.
#include "strings_parts.hpp"

namespace zero::game {

namespace {

constexpr std::pair<Str, const char*> kHistoryEnglish[] = {
        {Str::ReplayPlay, "Play (Space)"},
        {Str::ReplayPause, "Pause (Space)"},
        {Str::ReplayStepBack, "< Move"},
        {Str::ReplayStepForward, "Move >"},
        {Str::ReplayPrevGame, "<< Game"},
        {Str::ReplayNextGame, "Game >>"},
        {Str::ReplaySpeed, "Speed {0}x"},
        {Str::ReplayViewAll, "View: everyone"},
        {Str::ReplayViewSeat, "View: {0}"},
        {Str::ReplayStatus, "Game {0} of {1}  -  move {2} of {3}"},
        {Str::ReplayHidden, "Hidden cards"},
        {Str::ReplayKeys, "Space play/pause  -  Left/Right a move  -  Up/Down a game  -  +/- speed  -  V view  -  Esc leave"},
        {Str::ReplayEnd, "End of the record"},
        {Str::ReplayNoViewer, "This game's matches cannot be watched on its table yet."},
        {Str::ReplayPrevRound, "<< Round"},
        {Str::ReplayNextRound, "Round >>"},
        {Str::ReplayStatusRound, "Round {0} of {1}  -  move {2} of {3}"},
        {Str::ReplayKeysRound, "Space play/pause  -  Left/Right a move  -  Up/Down a round  -  +/- speed  -  V view  -  Esc leave"},
        {Str::MenuHistory, "History"},
        {Str::HistoryTitle, "Match history"},
        {Str::HistoryLoading, "Reading the match history..."},
        {Str::HistoryEmpty, "No finished match yet. Every match played to its end is kept here."},
        {Str::HistoryNoneShown, "No match passes these filters."},
        {Str::HistoryAllGames, "All games"},
        {Str::HistoryPlayer, "Player"},
        {Str::HistoryTypeName, "type a name"},
        {Str::HistoryShown, "{0} of {1} matches"},
        {Str::HistoryColDate, "Date"},
        {Str::HistoryColGame, "Game"},
        {Str::HistoryColPlayers, "Players"},
        {Str::HistoryColWinner, "Winner"},
        {Str::HistoryColLength, "Length"},
        {Str::HistoryRounds, "{0} rounds"},
        {Str::HistoryGames, "{0} games"},
        {Str::HistoryUnfinished, "not finished"},
        {Str::HistoryDamaged, "Damaged record: {0}"},
        {Str::HistoryUnknownGame, "a game this version does not know."},
        {Str::HistoryWatch, "Watch"},
        {Str::HistoryAnalyse, "Analyse"},
        {Str::HistoryChart, "Score chart"},
        {Str::HistoryExport, "Export"},
        {Str::HistoryStats, "Statistics"},
        {Str::HistoryExported, "Record exported to {0}"},
        {Str::HistoryExportFailed, "The record could not be exported: {0}"},
        {Str::HistoryDeleteAsk, "Delete this match's record for good?"},
        {Str::HistoryDeleteFailed, "The record could not be deleted: {0}"},
        {Str::HistoryCannotWatch, "This record cannot be watched: it does not replay."},
        {Str::HistoryCannotAnalyse, "This game's matches cannot be analysed here yet."},
        {Str::HistoryKeys, "Type a name to filter  -  Left/Right: game  -  Up/Down: match  -  Enter: watch  -  Del: delete  -  Esc: back"},
        {Str::ChartTitle, "{0}, {1}"},
        {Str::ChartRound, "Round"},
        {Str::ChartGame, "Game"},
        {Str::ChartTotal, "Total"},
        {Str::ChartNoParts, "No round or game was finished in this match."},
        {Str::ChartWinner, "{0}, winner"},
        {Str::StatsTitle, "Statistics"},
        {Str::StatsPlayer, "Player: {0}"},
        {Str::StatsNoPlayer, "No finished match yet: the statistics come with the first one."},
        {Str::StatsAllGames, "All games"},
        {Str::StatsMatches, "Matches"},
        {Str::StatsWins, "Wins"},
        {Str::StatsWinShare, "Won"},
        {Str::StatsMean, "Mean"},
        {Str::StatsBest, "Best"},
        {Str::StatsStreak, "Best streak"},
        {Str::StatsPercent, "{0}%"},
        {Str::StatsChartTitle, "Results over time, oldest first"},
        {Str::StatsChartWins, "share of matches won so far"},
        {Str::StatsKeys, "Left/Right: another player  -  Esc: back"},
        {Str::HighlightZeros, "ZEROs"},
        {Str::HighlightCardsSafe, "cards laid safe"},
        {Str::HighlightSetsOfThree, "sets of three"},
        {Str::HighlightHeroBonuses, "Zero Hero bonuses"},
};

}  // namespace

std::span<const std::pair<Str, const char*>> history_english() { return kHistoryEnglish; }

}  // namespace zero::game
