// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/analysis.hpp"

#include <algorithm>
#include <numeric>

#include "zero/highcard/bot.hpp"

namespace zero::highcard {
namespace {

constexpr int kDefaultDeals = 200;

// A state that agrees with `view`: the other hands dealt from the cards the seat has not seen
// (neither its hand nor the trick on the table). Earlier tricks of the game are not in a view, so
// their cards may be dealt again: the deal only needs to be a function of the view.
State deal_from(const View& view, Rng& rng) {
    State s;
    s.rules = view.rules;
    s.game = view.game;
    s.leader = view.leader;
    s.to_move = view.to_move;
    s.trick = view.trick;
    s.tricks = view.tricks;
    s.totals = view.totals;
    s.epoch = view.epoch;
    std::vector<Card> unseen;
    for (Card c = 1; c <= kDeck; ++c) {
        const bool mine = std::binary_search(view.hand.begin(), view.hand.end(), c);
        const bool played = std::any_of(view.trick.begin(), view.trick.end(), [&](const Move& m) { return m.action.card == c; });
        if (!mine && !played) unseen.push_back(c);
    }
    shuffle(std::span<Card>(unseen), rng);
    std::size_t next = 0;
    for (Seat seat = 0; seat < view.players(); ++seat) {
        Hand& hand = s.hands[at(seat)];
        if (seat == view.seat) {
            hand = view.hand;
            continue;
        }
        const auto n = static_cast<std::size_t>(view.hand_counts[at(seat)]);
        hand.assign(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.begin() + static_cast<std::ptrdiff_t>(next + n));
        std::sort(hand.begin(), hand.end());
        next += n;
    }
    return s;
}

// The seat's tricks in the game being played once `first` is played and random cards follow.
double play_out(State s, Seat seat, const Action& first, std::uint64_t seed) {
    const int game = s.game;
    const int before = s.totals[at(seat)];
    (void)try_apply(s, Intent{seat, first, std::nullopt, std::nullopt});
    std::vector<RandomBot> bots;
    for (Seat other = 0; other < s.players(); ++other) bots.emplace_back(seed, other);
    while (s.phase == Phase::Play && s.game == game)
        (void)try_apply(s, Intent{s.to_move, bots[at(s.to_move)].choose(view_for(s, s.to_move)), std::nullopt, std::nullopt});
    return s.totals[at(seat)] - before;
}

}  // namespace

std::string to_string(const Action& action) { return "card " + std::to_string(action.card); }

core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params) {
    const std::vector<Action> legal = legal_actions(view);
    const int deals = params.deals > 0 ? params.deals : kDefaultDeals;
    // Every card on the same deals and the same luck after it (common random numbers).
    std::vector<double> value(legal.size(), 0.0);
    Rng rng(mix_seed(params.seed, view.state_id));
    for (int k = 0; k < deals; ++k) {
        const State dealt = deal_from(view, rng);
        const std::uint64_t seed = rng.next();
        for (std::size_t i = 0; i < legal.size(); ++i) value[i] += play_out(dealt, view.seat, legal[i], seed);
    }
    core::Evaluation<Action> e;
    const auto best = std::max_element(value.begin(), value.end());
    const auto mine = std::find(legal.begin(), legal.end(), played);
    // The card played when nothing beats it, so that a loss is 0 where it is the search's own.
    const bool played_best = mine != legal.end() && value[static_cast<std::size_t>(mine - legal.begin())] >= *best;
    e.best = played_best ? played : legal[static_cast<std::size_t>(best - value.begin())];
    e.best_value = *best / deals;
    e.played_value = mine == legal.end() ? 0.0 : value[static_cast<std::size_t>(mine - legal.begin())] / deals;
    e.standing = core::lead_over_others(view.seat, view.players(), [&](int s) { return view.totals[at(s)]; });
    return e;
}

Hint hint(const View& view, const core::AnalysisParams& params) {
    const core::Evaluation<Action> e = evaluate_decision(view, legal_actions(view).front(), params);
    // A play-out counts the game's tricks from its start: those taken already are in it.
    return {e.best, e.best_value};
}

core::MatchAnalysis analyse(const MatchRecord& record, int seat, const core::AnalysisParams& params) {
    return core::analyse_game_record(record, seat, params, core::MarkThresholds{});
}

}  // namespace zero::highcard
