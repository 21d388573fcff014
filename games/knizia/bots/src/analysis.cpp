// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/analysis.hpp"

#include <algorithm>

#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/score.hpp"

namespace zero::knizia {
namespace {

// Hard's budget as it is measured (docs/bots.md), and enough deals that the noise in a loss stays
// well under the first mark's threshold.
constexpr int kAnalysisIterations = 1500;
constexpr int kAnalysisDeals = 200;
// Rounds in a rollout end long before this; it only guards against a policy that never knocks.
constexpr int kAnalysisMaxTurns = 400;

}  // namespace

core::MarkThresholds analysis_thresholds() { return {1.0, 2.5, 5.0}; }

core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params) {
    const HardParams hard_params = core::analysis_hard_params<HardParams>(params, kAnalysisIterations);
    HardBot hard(hard_params, params.seed, view.seat);
    core::Evaluation<Action> e;
    e.best = hard.choose(view);
    // Lower totals win: the lead is the others' mean less the seat's own.
    e.standing = -core::lead_over_others(view.seat, view.players(), [&](Seat s) { return view.totals[static_cast<std::size_t>(s)]; });

    // Hard's own deals (its chain over the seat's view), from a generator apart from its search's.
    const int deals = params.deals > 0 ? params.deals : kAnalysisDeals;
    const HardBot dealer(hard_params, mix_seed(params.seed, 1), view.seat);
    const std::vector<State> dealt = dealer.sample_deals(view, deals);
    RolloutPolicy policy{expected_other_score(view), true};
    policy.moves_before = static_cast<int>(view.history.size());
    std::size_t next = 0;
    const auto [played_value, best_value] = core::compare_moves(
        deals, Rng(mix_seed(params.seed, view.state_id)), e.best == played,
        [&](Rng&) { return &dealt[next++]; },
        [&](const State* deal, int which, std::uint64_t seed) {
            State s = *deal;
            apply(s, which == 0 ? played : e.best);
            Rng rng(seed);
            for (int turn = 0; turn < kAnalysisMaxTurns && s.phase == Phase::Playing; ++turn)
                apply(s, rollout_action(s, policy, rng));
            return -core::lead_over_others(view.seat, view.players(),
                                           [&](Seat seat) { return score(s.hands[static_cast<std::size_t>(seat)]); });
        });
    e.played_value = played_value;
    e.best_value = best_value;
    return e;
}

Hint hint(const View& view, const core::AnalysisParams& params) {
    Hint h;
    h.best = HardBot(core::analysis_hard_params<HardParams>(params, kAnalysisIterations), params.seed, view.seat).choose(view);
    h.score_now = score(view.hand);
    h.score_after = h.score_now;
    if (!h.best.is_swap()) return h;
    CardSet after = view.hand;
    after.erase(h.best.give);
    after.insert(h.best.take);
    h.score_after = score(after);
    int colour = 0;
    int number = 0;
    for (Card c : after) {
        colour += c.colour() == h.best.take.colour() ? 1 : 0;
        number += c.number() == h.best.take.number() ? 1 : 0;
    }
    h.by_colour = colour >= number;
    h.group = h.by_colour ? static_cast<int>(h.best.take.colour()) : h.best.take.number();
    h.group_size = std::max(colour, number);
    return h;
}

core::MatchAnalysis analyse(const MatchRecord& record, Seat seat, const core::AnalysisParams& params) {
    return core::analyse_game_record(record, seat, params, analysis_thresholds());
}

}  // namespace zero::knizia
