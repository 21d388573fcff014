#include "zero/bots/deal_chain.hpp"

#include <algorithm>

#include "zero/bots/heuristic.hpp"
#include "zero/score.hpp"

namespace zero {

MoveLikelihood::MoveLikelihood(const View& view, const ChainParams& params)
    : view_(view), knock_level_(expected_other_score(view) + params.knock_level_offset),
      context_(view.history.size()) {
    // Powers by repeated multiplication: the same on every machine, unlike exp().
    give_pow_[0] = knock_pow_[0] = 1.0;
    for (std::size_t k = 1; k <= kMaxPower; ++k) {
        give_pow_[k] = give_pow_[k - 1] * params.give_q;
        knock_pow_[k] = knock_pow_[k - 1] * params.knock_q;
    }
    int knocks = 0;
    for (std::size_t k = 0; k < view.history.size(); ++k) {
        context_[k].knocks_before = knocks;
        if (!view.history[k].action.is_swap()) ++knocks;
    }
    CardSet pool = view.pool_set();
    for (std::size_t k = view.history.size(); k-- > 0;) {
        const Action& a = view.history[k].action;
        if (a.is_swap()) {
            pool.erase(a.give);
            pool.insert(a.take);
        }
        context_[k].pool = pool;
    }
}

double MoveLikelihood::knock_chance(int score, int knocks_before) const {
    // A first knock wants a better hand than the knock that starts the last lap.
    const double level = knocks_before == 0 ? knock_level_ - 1.0 : knock_level_;
    const double over = score - level;
    const int steps = std::min(kMaxPower, static_cast<int>(over < 0 ? 0.5 - over : over + 0.5));
    const double odds = over >= 0 ? knock_pow_[static_cast<std::size_t>(steps)] : 1.0 / knock_pow_[static_cast<std::size_t>(steps)];
    return odds / (1.0 + odds);
}

double MoveLikelihood::operator()(Seat seat, CardSet hidden) const {
    // The hand is rebuilt backwards from today's: before a swap it held the card it gave, not the one it took.
    CardSet hand = hidden | view_.known[static_cast<std::size_t>(seat)];
    double weight = 1.0;
    for (std::size_t k = view_.history.size(); k-- > 0;) {
        const Move& m = view_.history[k];
        if (m.seat != seat) continue;
        const Context& ctx = context_[k];
        const bool last_lap = ctx.knocks_before >= 2;  // knocking then only passes, and says nothing
        if (!m.action.is_swap()) {
            if (last_lap) continue;
            weight *= knock_chance(score(hand), ctx.knocks_before);
            continue;
        }
        CardSet before = hand;
        before.erase(m.action.take);
        before.insert(m.action.give);
        std::array<int, kDeckSize * kMaxPool> values;  // sized for any hand, not just a full one
        std::size_t n = 0;
        int best = kDeckSize * kNumbers;
        int chosen = 0;
        for (Card give : before) {
            CardSet without = before;
            without.erase(give);
            for (Card take : ctx.pool) {
                CardSet after = without;
                after.insert(take);
                const int value = score(after);
                values[n++] = value;
                best = std::min(best, value);
                if (give == m.action.give && take == m.action.take) chosen = value;
            }
        }
        double total = 0;
        for (std::size_t i = 0; i < n; ++i) total += give_pow_[static_cast<std::size_t>(std::min(values[i] - best, kMaxPower))];
        weight *= give_pow_[static_cast<std::size_t>(std::min(chosen - best, kMaxPower))] / total;
        // A swap instead of a knock says the hand was not yet good enough, unless the swap gained
        // more than a knock would have (Medium's rule; greedy players knock only without one).
        const int now = score(before);
        if (!last_lap && chosen > now - (ctx.knocks_before == 0 ? 1 : 3)) weight *= 1.0 - knock_chance(now, ctx.knocks_before);
        hand = before;
    }
    return weight;
}

DealChain::DealChain(const View& view, const SampleParams& start, const ChainParams& params)
    : view_(view), start_(start), params_(params), likelihood_(view, params), unseen_(view.unseen()) {}

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
            weight_[i] = likelihood_(seat, hidden_[i]);
            if (!hidden_[i].empty()) movable_.push_back(seat);
        }
        started_ = true;
    }
    for (int k = 0; k < steps && !movable_.empty(); ++k) step(rng);
    for (Seat seat = 0; seat < view_.players(); ++seat)
        if (seat != view_.seat)
            deal.hands[static_cast<std::size_t>(seat)] = view_.known[static_cast<std::size_t>(seat)] | hidden_[static_cast<std::size_t>(seat)];
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
    const double new_weight = likelihood_(seat, new_mine);
    double proposed = new_weight;
    double current = weight_[i];
    CardSet new_other;
    double new_other_weight = 0;
    if (other >= 0) {
        const auto j = static_cast<std::size_t>(other);
        new_other = hidden_[j];
        new_other.erase(b);
        new_other.insert(a);
        new_other_weight = likelihood_(other, new_other);
        proposed *= new_other_weight;
        current *= weight_[j];
    }
    if (proposed < current && rng.unit() * current >= proposed) return;
    hidden_[i] = new_mine;
    weight_[i] = new_weight;
    if (other >= 0) {
        hidden_[static_cast<std::size_t>(other)] = new_other;
        weight_[static_cast<std::size_t>(other)] = new_other_weight;
    }
}

}  // namespace zero
