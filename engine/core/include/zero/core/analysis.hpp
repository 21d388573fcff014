// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The analysis of a match (docs/analysis.md), the part every game shares: for each decision of one
// seat, the game's Hard is asked for its move from that seat's view, the move played and Hard's
// are played out on the same deals of what the seat could not see, and the difference in expected
// points is the decision's loss. A game supplies the decisions (views rebuilt from the record) and
// the evaluation of one; this file runs them side by side and marks them.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "zero/core/parallel_search.hpp"
#include "zero/core/rng.hpp"

namespace zero::core {

enum class Mark : std::uint8_t { Fine, Inaccuracy, Mistake, Blunder };

// The expected points lost from which a decision earns each mark (docs/analysis.md).
struct MarkThresholds {
    double inaccuracy = 0.5;
    double mistake = 1.5;
    double blunder = 3.0;
};

inline Mark mark_for(double loss, const MarkThresholds& t) {
    if (loss >= t.blunder) return Mark::Blunder;
    if (loss >= t.mistake) return Mark::Mistake;
    if (loss >= t.inaccuracy) return Mark::Inaccuracy;
    return Mark::Fine;
}

inline std::string_view mark_name(Mark mark) {
    switch (mark) {
        case Mark::Fine: return "fine";
        case Mark::Inaccuracy: return "inaccuracy";
        case Mark::Mistake: return "mistake";
        case Mark::Blunder: return "blunder";
    }
    return "fine";
}

// `points(seat)` of `seat` less the others' mean: a seat's lead, in points.
template <class Points>
double lead_over_others(int seat, int players, Points&& points) {
    double others = 0;
    for (int s = 0; s < players; ++s)
        if (s != seat) others += static_cast<double>(points(s));
    return static_cast<double>(points(seat)) - others / (players - 1);
}

// The seed every analysis draws from unless told otherwise: never the record's own, which a
// foreign record lacks and which would tie the analysis to the hidden deal.
inline constexpr std::uint64_t kAnalysisSeed = 0x5A45524F41u;  // "ZEROA"

// Where an analysis running on another thread stands, and the way to stop it (the app's analysis
// view works it out off the frame loop): `total` decisions once they are found, `done` so far.
// A cancelled analysis stops taking decisions and throws AnalysisCancelled.
struct AnalysisProgress {
    std::atomic<int> total{-1};
    std::atomic<int> done{0};
    std::atomic<bool> cancel{false};
};

struct AnalysisCancelled : std::exception {
    const char* what() const noexcept override { return "the analysis was cancelled"; }
};

struct AnalysisParams {
    int iterations = 0;  // Hard's budget a decision, in its own unit (rollouts or deals); 0: the game's default
    int deals = 0;       // deals the move played and Hard's are compared on; 0: the game's default
    std::uint64_t seed = kAnalysisSeed;
    // Decisions analysed side by side (0: every hardware thread). Each decision is searched on one
    // thread from its own generator, so the analysis does not depend on this count.
    int threads = 0;
    AnalysisProgress* progress = nullptr;  // none: runs to its end unwatched
};

inline bool analysis_cancelled(const AnalysisParams& params) {
    return params.progress != nullptr && params.progress->cancel.load();
}

// A game's HardParams for the analysis: an iteration budget (`fallback` unless the params give
// one), one thread: a decision is then a function of its view and the seed alone.
template <class HardParams>
HardParams analysis_hard_params(const AnalysisParams& params, int fallback) {
    HardParams hard;
    hard.iterations = params.iterations > 0 ? params.iterations : fallback;
    hard.threads = 1;
    return hard;
}

// What a game's evaluation says of one decision, in points of the round (or game) being played,
// higher better for the seat: the move played and Hard's, on the same deals.
template <class Action>
struct Evaluation {
    Action best{};
    double played_value = 0;
    double best_value = 0;
    double standing = 0;  // the seat's lead over the others' mean total before this round, in points
};

// Hard's move from `view` and the seat's lead in the totals so far (the higher wins): where a
// game's evaluation starts, its values still to be played out.
template <class Action, class Hard, class View>
Evaluation<Action> hard_move_and_standing(Hard&& hard, const View& view) {
    Evaluation<Action> e;
    e.best = hard.choose(view);
    e.standing = lead_over_others(view.seat, view.players(),
                                  [&](int seat) { return view.totals[static_cast<std::size_t>(seat)]; });
    return e;
}

struct DecisionReport {
    int round = 0;     // 1-based round (or game) of the match
    int position = 0;  // 1-based action within it, as the record lists them
    std::string played;
    std::string best;
    double played_value = 0;
    double best_value = 0;
    double loss = 0;  // expected points lost, never below 0
    Mark mark = Mark::Fine;
    // The seat's expected lead over the others' mean at the end of this round after the move
    // played (its standing before the round plus the played move's value): the chart's line.
    double expected = 0;
};

struct MatchAnalysis {
    int seat = 0;
    int players = 0;
    std::vector<DecisionReport> decisions;

    double mean_loss() const {
        if (decisions.empty()) return 0;
        double sum = 0;
        for (const DecisionReport& d : decisions) sum += d.loss;
        return sum / static_cast<double>(decisions.size());
    }
};

// Points to two decimals, the same on every machine's locale (the command line's and the app's).
inline std::string points_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", std::abs(value) < 0.005 ? 0.0 : value);
    return text;
}

// A decision in one line, as `zero-cli analyse` prints it (and the app's scripted run).
inline std::string decision_line(const DecisionReport& d) {
    std::string line = "round " + std::to_string(d.round) + ", action " + std::to_string(d.position) + ": " + d.played;
    if (d.best != d.played) line += " (Hard: " + d.best + ")";
    line += ", loss " + points_text(d.loss) + " " + std::string(mark_name(d.mark)) + ", expected " + points_text(d.expected);
    return line;
}

// A decision to analyse: the seat's view just before it, the action it took, and where.
template <class View, class Action>
struct DecisionPoint {
    View view;
    Action played;
    int round = 0;
    int position = 0;
};

// Every decision of `seat` in a record, each with the view the seat had: the record is cut just
// before the action and replayed (a game's replay checks and rebuilds the state from its deals,
// with or without a seed). `replay(record)` returns the game's ReplayResult; `view_for(state, seat)`.
// Empty, with `error` set, when a cut record does not replay (the whole record is checked first).
template <class Record, class Replay, class ViewFor>
auto decision_points(const Record& record, int seat, Replay&& replay, ViewFor&& view_for, std::string& error,
                     const AnalysisParams& params = {}) {
    using View = decltype(view_for(*replay(record).state, seat));
    using Action = decltype(record.rounds.front().actions.front().action);
    std::vector<DecisionPoint<View, Action>> points;
    for (std::size_t r = 0; r < record.rounds.size(); ++r) {
        const auto& actions = record.rounds[r].actions;
        for (std::size_t a = 0; a < actions.size(); ++a) {
            if (actions[a].seat != seat) continue;
            if (analysis_cancelled(params)) throw AnalysisCancelled();
            Record cut = record;
            cut.rounds.resize(r + 1);
            cut.rounds[r].actions.resize(a);
            cut.rounds[r].end.reset();
            cut.rounds[r].scores.clear();
            cut.totals.clear();
            cut.winners.clear();
            const auto result = replay(cut);
            if (!result.state) {
                error = result.error ? result.error->what() : std::string("the record does not replay");
                return decltype(points){};
            }
            points.push_back({view_for(*result.state, seat), actions[a].action, static_cast<int>(r) + 1,
                              static_cast<int>(a) + 1});
        }
    }
    return points;
}

// Evaluates every decision, on up to `params.threads` threads (each takes the next decision not
// yet taken: the reports do not depend on which thread made them), and marks each.
// `evaluate(view, played)` returns an Evaluation; `name(action)` the words for an action.
template <class View, class Action, class Evaluate, class Name>
MatchAnalysis analyse_points(const std::vector<DecisionPoint<View, Action>>& points, int seat, int players,
                             const AnalysisParams& params, const MarkThresholds& thresholds, Evaluate&& evaluate,
                             Name&& name) {
    MatchAnalysis analysis;
    analysis.seat = seat;
    analysis.players = players;
    analysis.decisions.resize(points.size());
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failure_lock;
    const int threads = std::max(1, std::min(search_threads(params.threads), static_cast<int>(points.size())));
    if (params.progress != nullptr) params.progress->total = static_cast<int>(points.size());
    run_threads(threads, [&](int) {
        for (std::size_t i = next++; i < points.size(); i = next++) {
            if (analysis_cancelled(params)) break;
            try {
                const DecisionPoint<View, Action>& point = points[i];
                const Evaluation<Action> e = evaluate(point.view, point.played);
                DecisionReport& report = analysis.decisions[i];
                report.round = point.round;
                report.position = point.position;
                report.played = name(point.played);
                report.best = name(e.best);
                report.played_value = e.played_value;
                report.best_value = std::max(e.best_value, e.played_value);
                report.loss = report.best_value - e.played_value;
                report.mark = mark_for(report.loss, thresholds);
                report.expected = e.standing + e.played_value;
                if (params.progress != nullptr) ++params.progress->done;
            } catch (...) {
                const std::lock_guard lock(failure_lock);
                if (!failure) failure = std::current_exception();
            }
        }
    });
    if (failure) std::rethrow_exception(failure);
    if (analysis_cancelled(params)) throw AnalysisCancelled();
    return analysis;
}

// The analysis of `seat`'s decisions in a record: the whole record is replayed first (a record
// that does not replay is refused, as is a seat it lacks); the rest as decision_points and
// analyse_points. Throws std::invalid_argument with one sentence.
template <class Record, class Replay, class ViewFor, class Evaluate, class Name>
MatchAnalysis analyse_record(const Record& record, int seat, const AnalysisParams& params,
                             const MarkThresholds& thresholds, Replay&& replay, ViewFor&& view_for,
                             Evaluate&& evaluate, Name&& name) {
    if (const auto whole = replay(record); !whole.state)
        throw std::invalid_argument(whole.error ? whole.error->what() : std::string("the record does not replay"));
    const int players = static_cast<int>(record.players.size());
    if (seat < 0 || seat >= players)
        throw std::invalid_argument("the record has no seat " + std::to_string(seat) + " (seats 0 to " +
                                    std::to_string(players - 1) + ")");
    std::string error;
    const auto points = decision_points(record, seat, replay, view_for, error, params);
    if (!error.empty()) throw std::invalid_argument(error);
    return analyse_points(points, seat, players, params, thresholds, evaluate, name);
}

// analyse_record over a game's own replay, view_for, evaluate_decision and to_string (found by
// argument-dependent lookup in the game's namespace).
template <class Record>
MatchAnalysis analyse_game_record(const Record& record, int seat, const AnalysisParams& params,
                                  const MarkThresholds& thresholds) {
    return analyse_record(
        record, seat, params, thresholds, [](const Record& r) { return replay(r); },
        [](const auto& state, int who) { return view_for(state, who); },
        [&](const auto& view, const auto& played) { return evaluate_decision(view, played, params); },
        [](const auto& action) { return to_string(action); });
}

// Plays a game's state on with a `Bot` at every seat (made from `seed` and the seat), asking the
// seat `next_seat(state)` names (none: below 0) for at most `most` actions; the game's apply and
// view_for are found by argument-dependent lookup.
template <class Bot, class State, class NextSeat>
void play_on_by_bots(State& state, std::uint64_t seed, int most, NextSeat&& next_seat) {
    std::vector<Bot> bots;
    for (int seat = 0; seat < state.players(); ++seat) bots.emplace_back(seed, seat);
    for (int step = 0; step < most; ++step) {
        const int seat = next_seat(state);
        if (seat < 0) break;
        apply(state, seat, bots[static_cast<std::size_t>(seat)].choose(view_for(state, seat)));
    }
}

// The values of two moves on the same deals and the same luck after them (common random numbers:
// their difference is theirs, not the deals'): `deal(rng)` draws a deal, `play(deal, which, seed)`
// plays move 0 (the one played) or 1 (Hard's) on it and the rest of the round (or game) out from
// `seed`, returning the seat's points. With `same` the moves are one: it is played once.
template <class Deal, class Play>
std::pair<double, double> compare_moves(int deals, Rng rng, bool same, Deal&& deal, Play&& play) {
    double played = 0;
    double best = 0;
    for (int k = 0; k < deals; ++k) {
        auto dealt = deal(rng);
        const std::uint64_t seed = rng.next();
        played += play(dealt, 0, seed);
        if (!same) best += play(dealt, 1, seed);
    }
    const double n = deals > 0 ? static_cast<double>(deals) : 1.0;
    return same ? std::pair{played / n, played / n} : std::pair{played / n, best / n};
}

}  // namespace zero::core
