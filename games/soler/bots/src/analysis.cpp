// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/bots/analysis.hpp"

#include <string>

#include "zero/soler/bots/hard_bot.hpp"
#include "zero/soler/solver.hpp"

namespace zero::soler {
namespace {

constexpr int kAnalysisIterations = 2000;
constexpr int kAnalysisDeals = 50;
// A game ends by its 500th trick; this only guards the loop.
constexpr int kAnalysisMaxActions = 20'000;

constexpr std::size_t seat_at(Seat seat) { return static_cast<std::size_t>(seat); }

double lead_of(const View& view, auto&& points) { return core::lead_over_others(view.seat, view.players(), points); }

// The next seat to act, clockwise from the trick's leader (several may play at once).
Seat analysis_next_seat(const State& s) {
    const SeatMask mask = to_act(s);
    Seat seat = s.leader;
    for (int k = 0; k < s.players(); ++k, seat = next_seat(seat, s.players()))
        if (has_seat(mask, seat)) return seat;
    return -1;
}

}  // namespace

core::MarkThresholds analysis_thresholds() { return {0.5, 1.0, 2.0}; }

State deal_for(const View& view, Rng& rng) {
    State s;
    s.rules = view.rules;
    s.rules.games = view.game + 1;  // the search ends with this game
    s.rules.target_points = 0;
    s.phase = view.phase;
    s.game = view.game;
    s.trick = view.trick;
    s.dealer = view.dealer;
    s.leader = view.leader;
    s.to_move = view.to_move;
    s.committed = view.committed;
    s.bet_made = view.bet_made;
    s.bets = view.bets;
    s.safe = view.safe;
    s.known = view.known;
    s.last = view.last;
    s.totals = view.totals;
    s.state_id = view.state_id;
    s.epoch = view.epoch;
    s.log.emplace_back();

    HiddenDealer dealer(view);
    dealer.deal(rng, s.hands);
    Cards rest = view.unseen();
    for (Seat seat = 0; seat < view.players(); ++seat) {
        if (seat == view.seat) continue;
        Cards hidden = s.hands[seat_at(seat)];
        for (int v : view.known[seat_at(seat)].list()) hidden.remove_at_most(v);
        rest -= hidden;
        if (!has_seat(view.committed, seat) || s.hands[seat_at(seat)].empty()) continue;
        const int card = keep_most_safe(s.hands[seat_at(seat)], rng, [](const Cards& h) { return most_safe_cards(h); });
        s.hands[seat_at(seat)].remove(card);
        s.played[seat_at(seat)] = card;
    }
    s.hands[seat_at(view.seat)] = view.hand;
    if (view.my_play) s.played[seat_at(view.seat)] = *view.my_play;
    std::vector<int> pile = rest.list();
    shuffle(std::span<int>(pile), rng);
    if (static_cast<int>(pile.size()) > view.pile_size) pile.resize(static_cast<std::size_t>(view.pile_size));
    s.pile = Pile::of(pile);
    return s;
}

core::Evaluation<Action> evaluate_decision(const View& view, const Action& played, const core::AnalysisParams& params) {
    core::Evaluation<Action> e = core::hard_move_and_standing<Action>(
        HardBot(params.seed, view.seat, core::analysis_hard_params<HardParams>(params, kAnalysisIterations)), view);

    const int deals = params.deals > 0 ? params.deals : kAnalysisDeals;
    const auto [played_value, best_value] = core::compare_moves(
        deals, Rng(mix_seed(params.seed, view.state_id)), e.best == played,
        [&](Rng& rng) { return deal_for(view, rng); },
        [&](const State& deal, int which, std::uint64_t seed) {
            State s = deal;
            apply(s, view.seat, which == 0 ? played : e.best);
            core::play_on_by_bots<MediumBot>(s, seed, kAnalysisMaxActions, analysis_next_seat);
            return lead_of(view, [&](Seat seat) { return s.safe[seat_at(seat)].size(); });
        });
    e.played_value = played_value;
    e.best_value = best_value;
    return e;
}

Hint hint(const View& view, const core::AnalysisParams& params) {
    const HardBot hard(params.seed, view.seat, core::analysis_hard_params<HardParams>(params, kAnalysisIterations));
    Hint h;
    h.best = HardBot(hard).choose(view);
    switch (h.best.kind) {
        case ActionKind::Bet:
            if (view.my_play) {
                const std::vector<double> totals = hard.posterior_totals(view, *view.my_play, view.bet_made, view.bets);
                h.chance = totals.at(static_cast<std::size_t>(h.best.value + view.rules.max_bet()));
            }
            break;
        case ActionKind::Play: {
            Cards rest = view.hand;
            rest.remove(h.best.value);
            h.safe = most_safe_cards(rest);
            break;
        }
        case ActionKind::Safe:
            for (const Group& group : h.best.groups) h.safe += static_cast<int>(group.size());
            break;
    }
    return h;
}

core::MatchAnalysis analyse(const MatchRecord& record, Seat seat, const core::AnalysisParams& params) {
    return core::analyse_game_record(record, seat, params, analysis_thresholds());
}

}  // namespace zero::soler
