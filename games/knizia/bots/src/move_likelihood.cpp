// SPDX-License-Identifier: GPL-3.0-or-later
// How likely a seat's moves this round were, given its unknown cards (deal_chain.hpp): the model
// player's values of every swap, and the walk back over the seat's moves.
#include <algorithm>
#include <stdexcept>

#include "family_mixture.hpp"
#include "look_ahead.hpp"
#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/score.hpp"

namespace zero::knizia {
namespace {

// x with x^n = q, by Newton's method: basic arithmetic only, so the same on every machine, unlike pow().
double nth_root(double q, int n) {
    double x = 1.0;
    for (int i = 0; i < 100; ++i) {
        double power = 1.0;
        for (int k = 1; k < n; ++k) power *= x;
        x -= (power * x - q) / (n * power);
    }
    return x;
}

// A swap's value in whole tenths of a point, rounded half away from zero, as the odds table counts them.
int to_tenths(double points) {
    const double tenths = 10.0 * points;
    return static_cast<int>(tenths < 0 ? tenths - 0.5 : tenths + 0.5);
}

constexpr std::size_t kPairs = kMaxPool * (kMaxPool - 1) / 2;  // also covers the hand's 36 pairs of cards

// kPairIndex[a][b]: the index of the pair {a, b} of slots, a != b.
constexpr auto kPairIndex = [] {
    std::array<std::array<std::uint8_t, kMaxPool>, kMaxPool> pair{};
    std::uint8_t next = 0;
    for (std::size_t a = 0; a < kMaxPool; ++a)
        for (std::size_t b = a + 1; b < kMaxPool; ++b) pair[a][b] = pair[b][a] = next++;
    return pair;
}();

}  // namespace

std::size_t swap_values(CardSet before, CardSet pool, double look, const Action& move, SwapValues& values, ChosenSwap& chosen) {
    // Next turn's swaps are two-card plans (give two, take two), each scored once: 405 scores a
    // move rather than 1,620.
    if (before.size() > kHandSize || pool.size() > kMaxPool)
        throw std::invalid_argument("swap_values: more cards than a hand or a pool holds");
    if (look <= 0) {  // the greedy model player, on every step of the chain: keep it lean
        std::size_t n = 0;
        chosen = {};
        for (Card give : before) {
            const ScoreWithout without(before - CardSet{give});
            for (Card take : pool) {
                const int tenths = 10 * without.with(take);
                values[n++] = tenths;
                if (give == move.give && take == move.take) chosen = {tenths, tenths / 10};
            }
        }
        return n;
    }
    std::array<Card, kHandSize> hand{};
    std::array<Card, kMaxPool> slots{};
    int held = 0;
    int pooled = 0;
    for (Card c : before) hand[static_cast<std::size_t>(held++)] = c;
    for (Card c : pool) slots[static_cast<std::size_t>(pooled++)] = c;
    std::array<std::array<int, kMaxPool>, kHandSize> one{};  // give hand card i, take pool card j
    for (int i = 0; i < held; ++i) {
        const ScoreWithout without(before - CardSet{hand[static_cast<std::size_t>(i)]});
        for (int j = 0; j < pooled; ++j)
            one[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] = without.with(slots[static_cast<std::size_t>(j)]);
    }
    const auto& pair = kPairIndex;
    // Give a pair of hand cards, take a pair of pool cards; only written entries are read, so no
    // 5 KB of zeros a move.
    std::array<std::array<int, kPairs>, kPairs> two;
    for (int i = 0; i < held; ++i)
        for (int i2 = i + 1; i2 < held; ++i2) {
            CardSet kept = before;
            kept.erase(hand[static_cast<std::size_t>(i)]);
            kept.erase(hand[static_cast<std::size_t>(i2)]);
            auto& row = two[pair[static_cast<std::size_t>(i)][static_cast<std::size_t>(i2)]];
            for (int j = 0; j < pooled; ++j)
                for (int j2 = j + 1; j2 < pooled; ++j2)
                    row[pair[static_cast<std::size_t>(j)][static_cast<std::size_t>(j2)]] =
                        score(kept | CardSet{slots[static_cast<std::size_t>(j)], slots[static_cast<std::size_t>(j2)]});
        }
    std::size_t n = 0;
    chosen = {};
    for (int i = 0; i < held; ++i)
        for (int j = 0; j < pooled; ++j) {
            const int now = one[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            int saving = 0;
            if (now > 0)
                for (int k = 0; k < pooled; ++k) {
                    if (k == j) continue;
                    // Next turn: give back the card just taken, or any other.
                    int best = std::min(now, one[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)]);
                    for (int i2 = 0; i2 < held; ++i2)
                        if (i2 != i)
                            best = std::min(best, two[pair[static_cast<std::size_t>(i)][static_cast<std::size_t>(i2)]]
                                                     [pair[static_cast<std::size_t>(j)][static_cast<std::size_t>(k)]]);
                    saving += now - best;
                }
            const int tenths = to_tenths(now - look * saving);
            values[n++] = tenths;
            if (hand[static_cast<std::size_t>(i)] == move.give && slots[static_cast<std::size_t>(j)] == move.take) chosen = {tenths, now};
        }
    return n;
}

MoveLikelihood::MoveLikelihood(const View& view, const ChainParams& params)
    : view_(view), knock_level_(expected_other_score(view) + params.knock_level_offset),
      pool_look_(params.pool_look), medium_look_(params.medium_look), medium_cut_(params.medium_cut),
      family_(params.family), family_params_(params.family_params), context_(view.history.size()),
      exact_(params.exact_medium) {
    if (medium_look_ > 0 || family_) {
        // Roughly what Medium at another seat would expect of each card: one publicly known in a
        // third hand is poor, any other is unseen (pool cards are set move by move).
        const HeuristicParams medium = medium_params();
        pool_chance_ = medium.pool_chance;
        feed_penalty_ = medium.feed_penalty;
        const CardChances mine = card_chances(view, medium);
        float unseen = 0;
        for (Card c : view.unseen()) unseen = std::max(unseen, mine[static_cast<std::size_t>(c.index())]);
        for (Seat s = 0; s < view.players(); ++s) {
            CardChances& chances = chances_[static_cast<std::size_t>(s)];
            chances.fill(unseen);
            for (Seat t = 0; t < view.players(); ++t)
                if (t != s)
                    for (Card c : view.known[static_cast<std::size_t>(t)])
                        chances[static_cast<std::size_t>(c.index())] = medium.held_chance;
            // What giving each card would feed the next seat depends on the view alone.
            const Seat next = s + 1 == view.players() ? 0 : s + 1;
            for (int i = 0; i < kDeckSize; ++i)
                feed_[static_cast<std::size_t>(s)][static_cast<std::size_t>(i)] = feed_penalty_ * feed_cost(view, next, Card::from_index(i));
        }
    }
    // Powers by repeated multiplication: the same on every machine, unlike exp().
    // Whole points come from whole powers, so that without the look ahead nothing but whole powers is used.
    const double tenth = nth_root(params.give_q, kSteps);
    knock_pow_[0] = 1.0;
    double whole = 1.0;
    for (std::size_t k = 0; k <= kMaxPower; ++k) {
        if (k > 0) {
            knock_pow_[k] = knock_pow_[k - 1] * params.knock_q;
            whole *= params.give_q;
        }
        double part = whole;
        for (std::size_t r = 0; r < kSteps && kSteps * k + r < give_pow_.size(); ++r) {
            give_pow_[kSteps * k + r] = part;
            part *= tenth;
        }
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
        context_[k].move = static_cast<int>(k);
    }
    if (exact_ && (medium_look_ > 0 || family_)) exact_tables();
}

void MoveLikelihood::exact_tables() {
    const HeuristicParams medium = medium_params();
    const int players = view_.players();
    // Each seat's own knock level: the others' mean of the finished rounds, seen from that seat.
    std::array<double, kMaxPlayers> own_level{};
    for (Seat s = 0; s < players; ++s) own_level[static_cast<std::size_t>(s)] = expected_other_score(view_, s);
    const double view_level = expected_other_score(view_);
    move_chances_.assign(view_.history.size(), CardChances{});
    move_feed_.assign(view_.history.size(), std::array<double, kDeckSize>{});
    HandArray known{};  // nothing is known in any hand when a round starts
    for (std::size_t k = 0; k < view_.history.size(); ++k) {
        const Move& m = view_.history[k];
        const auto i = static_cast<std::size_t>(m.seat);
        Context& ctx = context_[k];
        const int laps = static_cast<int>(k) / players;
        ctx.knock_shift = own_level[i] + 0.5 * std::max(0, laps - 6) - view_level;
        // card_chances as the mover's view had them: an unseen card's share of the hidden slots.
        int hidden_slots = 0;
        int known_elsewhere = 0;
        for (Seat t = 0; t < players; ++t)
            if (t != m.seat) {
                hidden_slots += kHandSize - static_cast<int>(known[static_cast<std::size_t>(t)].size());
                known_elsewhere += static_cast<int>(known[static_cast<std::size_t>(t)].size());
            }
        const int unseen = kDeckSize - kHandSize - view_.rules.pool_size - known_elsewhere;
        const float in_hand = unseen <= 0 ? 0.0F : static_cast<float>(hidden_slots) / static_cast<float>(unseen);
        CardChances& chances = move_chances_[k];
        chances.fill(medium.unseen_chance * in_hand);
        for (Seat t = 0; t < players; ++t)
            if (t != m.seat)
                for (Card c : known[static_cast<std::size_t>(t)]) chances[static_cast<std::size_t>(c.index())] = medium.held_chance;
        for (Card c : ctx.pool) chances[static_cast<std::size_t>(c.index())] = medium.pool_chance;
        // The feed penalty towards the next seat, from what was known of its hand then.
        const CardSet next_known = known[static_cast<std::size_t>(m.seat + 1 == players ? 0 : m.seat + 1)];
        for (int c = 0; c < kDeckSize; ++c)
            move_feed_[k][static_cast<std::size_t>(c)] = feed_penalty_ * feed_cost(next_known, Card::from_index(c));
        note_move(known, m);
    }
}

std::size_t MoveLikelihood::medium_values(Seat seat, CardSet before, const Context& ctx, const Action& move,
                                          SwapValues& values, ChosenSwap& chosen, SwapValues& scores, Looks looks) const {
    const bool exact = exact_ && ctx.move >= 0 && static_cast<std::size_t>(ctx.move) < move_chances_.size();
    CardChances chances = exact ? move_chances_[static_cast<std::size_t>(ctx.move)] : chances_[static_cast<std::size_t>(seat)];
    if (!exact)
        for (Card c : ctx.pool) chances[static_cast<std::size_t>(c.index())] = pool_chance_;
    const auto& feeds = exact ? move_feed_[static_cast<std::size_t>(ctx.move)] : feed_[static_cast<std::size_t>(seat)];
    std::size_t n = 0;
    int least = kDeckSize * kNumbers;
    if (looks == Looks::Rest) {  // the scores are the first pass's
        n = before.size() * ctx.pool.size();
        for (std::size_t i = 0; i < n; ++i) least = std::min(least, scores[i]);
    } else {
        for (Card give : before) {
            const ScoreWithout without(before - CardSet{give});
            for (Card take : ctx.pool) {
                scores[n] = without.with(take);
                least = std::min(least, scores[n++]);
            }
        }
    }
    const int cut = medium_cut_ > 0 ? least + medium_cut_ : kDeckSize * kNumbers;
    if (exact && ctx.knocks_before >= 2) {
        if (looks == Looks::Rest) return n;  // no look ahead on the last lap: nothing left to do
        n = 0;
        chosen = {};
        // Medium's last turn takes the swap that leaves the lowest score.
        for (Card give : before)
            for (Card take : ctx.pool) {
                values[n] = 10 * scores[n];
                if (give == move.give && take == move.take) chosen = {values[n], scores[n]};
                ++n;
            }
        return n;
    }
    n = 0;
    if (looks != Looks::Rest) chosen = {};
    for (Card give : before) {
        const double feed = feeds[static_cast<std::size_t>(give.index())];
        const CardSet without = before - CardSet{give};
        for (Card take : ctx.pool) {
            const int s = scores[n];
            const bool is_move = give == move.give && take == move.take;
            // Medium's look ahead lowers a value; without it, the value is an upper bound.
            const bool looked = s != 0 && (s <= cut || is_move);
            const bool look_now = looked && (looks == Looks::All || (looks == Looks::Chosen) == is_move);
            if (looks == Looks::Rest && !look_now) {
                ++n;
                continue;
            }
            double value = s + feed;
            if (s == 0) value = -100.0;  // a ZERO: taken whenever it can be
            else if (look_now) value -= medium_look_ * look_potential_scored(without | CardSet{take}, s, chances, give);
            const int tenths = to_tenths(value);
            values[n++] = tenths;
            if (is_move) chosen = {tenths, s};
        }
    }
    return n;
}

double MoveLikelihood::knock_chance(int score, int knocks_before, double shift) const {
    // A first knock wants a better hand than the knock that starts the last lap.
    const double level = (knocks_before == 0 ? knock_level_ - 1.0 : knock_level_) + shift;
    const double over = score - level;
    const int steps = std::min(kMaxPower, static_cast<int>(over < 0 ? 0.5 - over : over + 0.5));
    const double odds = over >= 0 ? knock_pow_[static_cast<std::size_t>(steps)] : 1.0 / knock_pow_[static_cast<std::size_t>(steps)];
    return odds / (1.0 + odds);
}

double MoveLikelihood::operator()(Seat seat, CardSet hidden) const {
    if (family_) {
        StyleWeights swaps;
        KnockWeights knocks;
        styles(seat, hidden, swaps, knocks);
        return family_mixture(family_params_.prior, family_params_.knock_prior, swaps, knocks);
    }
    double weight = 1.0;
    walk_moves(
        seat, hidden,
        [&](int hand_score, const Context& ctx) {
            weight *= knock_chance(hand_score, ctx.knocks_before, ctx.knock_shift);
            return true;
        },
        [&](CardSet before, const Context& ctx, const Action& swap, bool last_lap) {
            SwapValues values;
            SwapValues scores;
            ChosenSwap chosen;
            const std::size_t n = medium_look_ > 0 ? medium_values(seat, before, ctx, swap, values, chosen, scores)
                                                   : swap_values(before, ctx.pool, pool_look_, swap, values, chosen);
            if (n == 0) return true;  // no hand or no pool: nothing to learn from the swap
            weight *= chance_of(values, n, chosen.value);
            // A swap instead of a knock says the hand was not yet good enough, unless the swap gained
            // more than a knock would have (Medium's rule; greedy players knock only without one).
            const int now = score(before);
            if (!last_lap && chosen.score > now - (ctx.knocks_before == 0 ? 1 : 3)) weight *= 1.0 - knock_chance(now, ctx.knocks_before, ctx.knock_shift);
            return true;
        });
    return weight;
}

}  // namespace zero::knizia
