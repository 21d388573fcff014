// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/bots/analysis.hpp"

#include <string>

#include "zero/hero/bots/hard_bot.hpp"
#include "zero/hero/score.hpp"

namespace zero::hero {
namespace {

constexpr int kAnalysisIterations = 100;  // Hard's measured budget (docs/bots.md)
constexpr int kAnalysisDeals = 60;
// A game is over long before this; it only guards the loop.
constexpr int kAnalysisMaxActions = 5000;

constexpr std::size_t seat_at(Seat seat) { return static_cast<std::size_t>(seat); }

double lead_of(const View& view, auto&& points) { return core::lead_over_others(view.seat, view.players(), points); }

Seat analysis_next_seat(SeatMask mask, int players) {
    for (Seat seat = 0; seat < players; ++seat)
        if (has_seat(mask, seat)) return seat;
    return -1;
}

}  // namespace

core::MarkThresholds analysis_thresholds() { return {1.0, 2.5, 5.0}; }

core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params) {
    core::Evaluation<Action> e = core::hard_move_and_standing<Action>(
        HardBot(params.seed, view.seat, core::analysis_hard_params<HardParams>(params, kAnalysisIterations)), view);

    const int deals = params.deals > 0 ? params.deals : kAnalysisDeals;
    HiddenDealer dealer(view);
    const auto [played_value, best_value] = core::compare_moves(
        deals, Rng(mix_seed(params.seed, view.state_id)), e.best == played,
        [&](Rng& rng) { return dealer.deal(rng); },
        [&](const State& deal, int which, std::uint64_t seed) {
            State s = deal;  // the match cut to this game, totals from zero
            apply(s, view.seat, which == 0 ? played : e.best);
            core::play_on_by_bots<MediumBot>(s, seed, kAnalysisMaxActions, [](const State& st) {
                return analysis_next_seat(to_act(st), st.players());
            });
            return lead_of(view, [&](Seat seat) { return s.totals[seat_at(seat)]; });
        });
    e.played_value = played_value;
    e.best_value = best_value;
    return e;
}

Hint hint(const View& view, const core::AnalysisParams& params) {
    Hint h;
    h.best = HardBot(params.seed, view.seat, core::analysis_hard_params<HardParams>(params, kAnalysisIterations)).choose(view);
    const Cards& mine = view.collections[seat_at(view.seat)];
    h.rows_now = rows_points(mine);
    h.rows_after = h.rows_now;
    if (h.best.kind == ActionKind::Swap) {
        // The card the swap moves leaves this seat's rows or joins them.
        Cards after = mine;
        if (h.best.way == SwapWay::Give) after.remove(h.best.card);
        else after.add(h.best.card);
        h.rows_after = rows_points(after);
        return h;
    }
    if (h.best.kind != ActionKind::Buy) return h;
    const Pair& pair = view.pairs[static_cast<std::size_t>(h.best.slot)];
    Cards after = mine;
    for (int i = 0; i < pair.size; ++i) after.add(pair.cards[static_cast<std::size_t>(i)]);
    h.rows_after = rows_points(after);
    h.cost = view.piles[static_cast<std::size_t>(h.best.slot)];
    return h;
}

core::MatchAnalysis analyse(const MatchRecord& record, Seat seat, const core::AnalysisParams& params) {
    return core::analyse_game_record(record, seat, params, analysis_thresholds());
}

}  // namespace zero::hero
