// SPDX-License-Identifier: GPL-3.0-or-later
// The chain of deals (deal_chain.hpp): Metropolis steps over the other seats' unknown cards, and
// the priors carried from the match's finished rounds.
#include "zero/knizia/bots/deal_chain.hpp"

#include <algorithm>

#include "family_mixture.hpp"

namespace zero::knizia {
namespace {

// A uniform draw u to the power `temper`: a proposal p times as likely as the current deal is
// kept when u < p^(1/temper), that is when u^temper < p, so a tempered chain needs no pow().
double tempered(double u, int temper) {
    double power = u;
    for (int k = 1; k < temper; ++k) power *= u;
    return power;
}

// The mean share of each style over the deals drawn (the prior before any), with the floor: a style
// that explains nothing so far may still be the one, so every weight gets the floor and the rest
// is shared in proportion to the posterior.
template <std::size_t N>
std::array<double, N> floored_weights(const std::array<double, N>& sum, int deals, const std::array<double, N>& prior, double floor) {
    std::array<double, N> w = deals > 0 ? sum : prior;
    double total = 0;
    for (double x : w) total += x;
    if (total <= 0) {  // no deal had a hand the family could explain: the prior
        w = prior;
        total = 0;
        for (double x : w) total += x;
    }
    const double least = std::min(floor, 1.0 / static_cast<double>(N));
    for (double& x : w) x = least + (1.0 - static_cast<double>(N) * least) * x / total;
    return w;
}

// A chain without the family models the one style Medium plays: all the weight on it.
template <class Weights, class Style>
Weights weights_all_on(Style style) {
    Weights w{};
    w[static_cast<std::size_t>(style)] = 1.0;
    return w;
}

// Multiplies `acc` by `like` and rescales the product to sum 1; a round no style explains at all
// (every likelihood 0) leaves `acc` as it was.
template <std::size_t N>
void multiply_normalised(std::array<double, N>& acc, const std::array<double, N>& like) {
    std::array<double, N> product{};
    double total = 0;
    for (std::size_t k = 0; k < N; ++k) total += product[k] = acc[k] * like[k];
    if (!(total > 0)) return;
    for (std::size_t k = 0; k < N; ++k) acc[k] = product[k] / total;
}

template <std::size_t N>
std::array<double, N> keep_prior(const std::array<double, N>& posterior, const std::array<double, N>& prior, double keep) {
    double total = 0;
    for (double x : prior) total += x;
    std::array<double, N> w{};
    for (std::size_t k = 0; k < N; ++k) w[k] = (1.0 - keep) * posterior[k] + keep * prior[k] / total;
    return w;
}

// Whether a finished round's moves, walked back from its revealed hands and last pool, are moves
// the engine could have made: a view decoded from a host's bytes is only range-checked, and the
// likelihood walk needs whole hands. A view from a host older than protocol 5 has no moves and
// no pool for its finished rounds: nothing to read.
bool replayable(const FinishedRound& round, const Rules& rules) {
    if (round.moves.empty()) return false;
    HandArray hands = round.hands;
    CardSet pool;
    for (int slot = 0; slot < rules.pool_size; ++slot) {
        const Card c = round.pool[static_cast<std::size_t>(slot)];
        if (!c.valid()) return false;
        pool.insert(c);
    }
    if (static_cast<int>(pool.size()) != rules.pool_size) return false;
    CardSet seen = pool;
    for (Seat s = 0; s < rules.players; ++s) {
        const CardSet hand = hands[static_cast<std::size_t>(s)];
        if (hand.size() != kHandSize || !(hand & seen).empty()) return false;
        seen |= hand;
    }
    for (std::size_t k = round.moves.size(); k-- > 0;) {
        const Move& m = round.moves[k];
        if (m.seat < 0 || m.seat >= rules.players) return false;
        if (!m.action.is_swap()) continue;
        CardSet& hand = hands[static_cast<std::size_t>(m.seat)];
        const Card give = m.action.give;
        const Card take = m.action.take;
        if (!hand.contains(take) || hand.contains(give) || !pool.contains(give) || pool.contains(take)) return false;
        hand.erase(take);
        hand.insert(give);
        pool.erase(give);
        pool.insert(take);
    }
    return true;
}

}  // namespace

SeatPriors carried_priors(const View& view, const ChainParams& params) {
    const FamilyParams& f = params.family_params;
    SeatPriors out;
    out.swaps.fill(f.prior);
    out.knocks.fill(f.knock_prior);
    if (!params.family || !params.carry_rounds || view.finished.empty()) return out;
    // Each finished round as this seat saw it just before the hands were shown: its moves, the
    // pool it left, the cards known in each hand, and the rounds before it (the knock level).
    View past;
    past.seat = view.seat;
    past.rules = view.rules;
    for (std::size_t r = 0; r < view.finished.size(); ++r) {
        const FinishedRound& round = view.finished[r];
        if (!replayable(round, view.rules)) {
            past.finished.push_back(round);
            continue;
        }
        past.round = static_cast<int>(r);
        past.dealer = round.dealer;
        past.pool = round.pool;
        past.history = round.moves;
        past.hand = round.hands[static_cast<std::size_t>(view.seat)];
        past.known = {};
        for (const Move& m : past.history) note_move(past.known, m);
        const MoveLikelihood likelihood(past, params);
        for (Seat seat = 0; seat < view.players(); ++seat) {
            if (seat == view.seat) continue;
            const auto i = static_cast<std::size_t>(seat);
            StyleWeights swaps;
            KnockWeights knocks;
            likelihood.styles(seat, round.hands[i] - past.known[i], swaps, knocks);
            multiply_normalised(out.swaps[i], swaps);
            multiply_normalised(out.knocks[i], knocks);
        }
        past.finished.push_back(round);
    }
    for (Seat seat = 0; seat < view.players(); ++seat) {
        const auto i = static_cast<std::size_t>(seat);
        out.swaps[i] = keep_prior(out.swaps[i], f.prior, params.carry_keep);
        out.knocks[i] = keep_prior(out.knocks[i], f.knock_prior, params.carry_keep);
    }
    return out;
}

DealChain::DealChain(const View& view, const SampleParams& start, const ChainParams& params)
    : view_(view), start_(start), params_(params), prior_(carried_priors(view, params)), likelihood_(view, params),
      unseen_(view.unseen()) {}

double DealChain::weigh(Seat seat, CardSet hidden, SeatStyles& per_style, double scale, double threshold) {
    // Bounded, so that a long search cannot grow it without end; past the bound it starts over.
    constexpr std::size_t kMostWeighed = 1 << 16;
    auto& memo = weighed_[static_cast<std::size_t>(seat)];
    const auto found = memo.find(hidden.bits());
    if (found != memo.end()) {
        if (!found->second.given_up) {
            per_style = found->second.styles;
            return found->second.weight;
        }
        // The chain proposes the same few hands again and again, most of them to be turned down.
        if (threshold > 0 && scale * found->second.weight < threshold) return -1.0;
    } else if (memo.size() >= kMostWeighed) {
        memo.clear();
    }
    double weight = 0;
    const auto i = static_cast<std::size_t>(seat);
    if (params_.family && threshold > 0) {
        const MoveLikelihood::Floor floor{&prior_.swaps[i], &prior_.knocks[i], scale, threshold};
        if (!likelihood_.styles(seat, hidden, per_style.swaps, per_style.knocks, floor)) {
            // The mixture where the walk gave up: the weight is at most that.
            memo.insert_or_assign(hidden.bits(), Weighed{family_mixture(prior_.swaps[i], prior_.knocks[i], per_style.swaps, per_style.knocks), {}, true});
            return -1.0;
        }
        weight = family_mixture(prior_.swaps[i], prior_.knocks[i], per_style.swaps, per_style.knocks);
    } else {
        weight = weigh_afresh(seat, hidden, per_style);
    }
    memo.insert_or_assign(hidden.bits(), Weighed{weight, per_style, false});
    return weight;
}

double DealChain::weigh_afresh(Seat seat, CardSet hidden, SeatStyles& per_style) const {
    if (!params_.family) return likelihood_(seat, hidden);
    likelihood_.styles(seat, hidden, per_style.swaps, per_style.knocks);
    const auto i = static_cast<std::size_t>(seat);
    return family_mixture(prior_.swaps[i], prior_.knocks[i], per_style.swaps, per_style.knocks);
}

StyleWeights DealChain::style_weights(Seat seat) const {
    const auto i = static_cast<std::size_t>(seat);
    if (!params_.family) return weights_all_on<StyleWeights>(ModelStyle::Medium);
    return floored_weights(style_sum_[i].swaps, deals_, prior_.swaps[i], params_.family_params.floor);
}

KnockWeights DealChain::knock_weights(Seat seat) const {
    const auto i = static_cast<std::size_t>(seat);
    if (!params_.family) return weights_all_on<KnockWeights>(KnockStyle::Patient);
    return floored_weights(style_sum_[i].knocks, deals_, prior_.knocks[i], params_.family_params.floor);
}

void DealChain::next(State& deal, Rng& rng) {
    const int steps = params_.steps + (started_ ? 0 : params_.burn_in);
    if (!started_ || params_.steps == 0) {
        sample_hidden_hands(deal, view_, start_, rng);
        if (params_.steps == 0) return;
        movable_.clear();
        for (Seat seat = 0; seat < view_.players(); ++seat) {
            if (seat == view_.seat) continue;
            const auto i = static_cast<std::size_t>(seat);
            hidden_[i] = deal.hands[i] - view_.known[i];
            weight_[i] = weigh(seat, hidden_[i], style_like_[i]);
            if (!hidden_[i].empty()) movable_.push_back(seat);
        }
        started_ = true;
    }
    for (int k = 0; k < steps && !movable_.empty(); ++k) step(rng);
    for (Seat seat = 0; seat < view_.players(); ++seat)
        if (seat != view_.seat)
            deal.hands[static_cast<std::size_t>(seat)] = view_.known[static_cast<std::size_t>(seat)] | hidden_[static_cast<std::size_t>(seat)];
    if (params_.family && params_.steps > 0) {
        // Each style's chance at each seat, given this deal's hand (its share of the mixture).
        ++deals_;
        for (Seat seat = 0; seat < view_.players(); ++seat) {
            const auto i = static_cast<std::size_t>(seat);
            if (seat == view_.seat || weight_[i] <= 0) continue;
            // The posterior of each part given the deal: its share of that part's mixture.
            const StyleWeights& prior = prior_.swaps[i];
            const KnockWeights& knock_prior = prior_.knocks[i];
            const SeatStyles& like = style_like_[i];
            double swap_part = 0;
            for (std::size_t st = 0; st < like.swaps.size(); ++st) swap_part += prior[st] * like.swaps[st];
            double knock_part = 0;
            for (std::size_t ks = 0; ks < like.knocks.size(); ++ks) knock_part += knock_prior[ks] * like.knocks[ks];
            if (swap_part <= 0 || knock_part <= 0) continue;
            for (std::size_t st = 0; st < like.swaps.size(); ++st) style_sum_[i].swaps[st] += prior[st] * like.swaps[st] / swap_part;
            for (std::size_t ks = 0; ks < like.knocks.size(); ++ks) style_sum_[i].knocks[ks] += knock_prior[ks] * like.knocks[ks] / knock_part;
        }
    }
}

void DealChain::step(Rng& rng) {
    // One unknown card `a` of a seat against any other unseen card `b`, wherever it lies: a
    // symmetric proposal, so the move is accepted with the likelihood ratio.
    const Seat seat = movable_[rng.below(static_cast<std::uint32_t>(movable_.size()))];
    const auto i = static_cast<std::size_t>(seat);
    const CardSet mine = hidden_[i];
    const CardSet elsewhere = unseen_ - mine;
    if (elsewhere.empty()) return;
    auto nth = [](CardSet set, std::uint32_t n) {
        for (Card c : set)
            if (n-- == 0) return c;
        return Card::none();
    };
    const Card a = nth(mine, rng.below(static_cast<std::uint32_t>(mine.size())));
    const Card b = nth(elsewhere, rng.below(static_cast<std::uint32_t>(elsewhere.size())));
    Seat other = -1;
    for (Seat s : movable_)
        if (hidden_[static_cast<std::size_t>(s)].contains(b)) other = s;

    CardSet new_mine = mine;
    new_mine.erase(a);
    new_mine.insert(b);
    double current = weight_[i];
    if (other >= 0) current *= weight_[static_cast<std::size_t>(other)];
    // The draw that decides a proposal weaker than the current deal, read ahead without taking
    // it: a proposal whose weight is sure to fall under `threshold` is turned down as it would be
    // once fully weighed, with the same draw taken, so the chain is the same to the bit; its
    // weighing stops as soon as that is sure.
    Rng ahead = rng;
    const double threshold = tempered(ahead.unit(), params_.temper) * current;
    // The most the other seat's weight can be: its priors' mixture before any move lowers it.
    double other_most = 1.0;
    if (other >= 0) {
        SeatStyles ones;
        ones.swaps.fill(1.0);
        ones.knocks.fill(1.0);
        const auto j = static_cast<std::size_t>(other);
        other_most = params_.family ? family_mixture(prior_.swaps[j], prior_.knocks[j], ones.swaps, ones.knocks) : 1.0;
    }
    SeatStyles new_like{};
    const double new_weight = weigh(seat, new_mine, new_like, other_most, threshold);
    if (new_weight < 0) {
        rng.unit();
        return;
    }
    double proposed = new_weight;
    CardSet new_other;
    double new_other_weight = 0;
    SeatStyles new_other_like{};
    if (other >= 0) {
        const auto j = static_cast<std::size_t>(other);
        new_other = hidden_[j];
        new_other.erase(b);
        new_other.insert(a);
        new_other_weight = weigh(other, new_other, new_other_like, new_weight, threshold);
        if (new_other_weight < 0) {
            rng.unit();
            return;
        }
        proposed *= new_other_weight;
    }
    if (proposed < current && tempered(rng.unit(), params_.temper) * current >= proposed) return;
    hidden_[i] = new_mine;
    weight_[i] = new_weight;
    style_like_[i] = new_like;
    if (other >= 0) {
        hidden_[static_cast<std::size_t>(other)] = new_other;
        weight_[static_cast<std::size_t>(other)] = new_other_weight;
        style_like_[static_cast<std::size_t>(other)] = new_other_like;
    }
}

}  // namespace zero::knizia