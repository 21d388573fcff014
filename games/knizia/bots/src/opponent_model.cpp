// SPDX-License-Identifier: GPL-3.0-or-later
// The family of model players (opponent_model.hpp): every style's value of every swap in one pass
// over the swaps, and from those each style's chance of the moves a seat made.
#include "zero/knizia/bots/opponent_model.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "zero/core/enum_table.hpp"
#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/score.hpp"
#include "family_mixture.hpp"

namespace zero::knizia {

namespace {

constexpr std::array<std::string_view, kModelStyles> kStyleNames{"medium", "greedy", "colour",
                                                                 "number", "dumper", "noisy"};
constexpr std::array<std::string_view, kKnockStyles> kKnockStyleNames{"patient", "eager", "early", "random"};

}  // namespace

std::string_view style_name(ModelStyle style) { return core::enum_entry(kStyleNames, style, "?"); }
std::string_view knock_style_name(KnockStyle style) { return core::enum_entry(kKnockStyleNames, style, "?"); }

StyleWeights with_medium_share(const StyleWeights& prior, double share) {
    const std::size_t medium = static_cast<std::size_t>(ModelStyle::Medium);
    double others = 0.0;
    for (std::size_t i = 0; i < prior.size(); ++i)
        if (i != medium) others += prior[i];
    StyleWeights out = prior;
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = i == medium ? share : (others > 0.0 ? prior[i] / others * (1.0 - share) : (1.0 - share) / (kModelStyles - 1));
    return out;
}

namespace {

constexpr std::size_t style_index(ModelStyle style) { return static_cast<std::size_t>(style); }

}  // namespace

double MoveLikelihood::swap_odds(int value, int best) const {
    constexpr int kCap = kSteps * kMaxPower;
    return give_pow_[static_cast<std::size_t>(std::min(value - best, kCap))];
}

double MoveLikelihood::style_knock_chance(KnockStyle style, int hand_score, int knocks_before, double shift) const {
    if (style == KnockStyle::Random) return 0.5;
    const double over = hand_score - family_params_.knock_offset[static_cast<std::size_t>(style)];
    return knock_chance(static_cast<int>(over < 0 ? over - 0.5 : over + 0.5), knocks_before, shift);
}

void MoveLikelihood::style_values(Seat seat, CardSet before, const Context& ctx, const Action& move, StyleValues& out,
                                  SwapValues& scores, Looks looks) const {
    ChosenSwap medium_chosen;
    out.n = medium_values(seat, before, ctx, move, out.values[style_index(ModelStyle::Medium)], medium_chosen, scores, looks);
    std::array<int, kNumbers> colours{};
    std::array<int, kNumbers> numbers{};
    int sum = 0;
    for (Card c : before) {
        ++colours[static_cast<std::size_t>(c.colour())];
        ++numbers[static_cast<std::size_t>(c.number() - 1)];
        sum += c.number();
    }
    const int chase = static_cast<int>(10.0 * family_params_.chase_points + 0.5);
    auto& greedy = out.values[style_index(ModelStyle::Greedy)];
    auto& colour = out.values[style_index(ModelStyle::Colour)];
    auto& number = out.values[style_index(ModelStyle::Number)];
    auto& dumper = out.values[style_index(ModelStyle::Dumper)];
    auto& noisy = out.values[style_index(ModelStyle::Noisy)];
    std::size_t n = 0;
    out.chosen = out.n;
    out.chosen_score = 0;
    for (Card give : before) {
        const GroupAfterGive colour_group(colours, static_cast<int>(give.colour()));
        const GroupAfterGive number_group(numbers, give.number() - 1);
        for (Card take : ctx.pool) {
            const int s = scores[n];
            const int tenths = 10 * s;
            greedy[n] = tenths;
            noisy[n] = 0;
            // A ZERO is taken whatever the style.
            colour[n] = s == 0 ? -1000 : tenths - chase * colour_group.with(static_cast<int>(take.colour()));
            number[n] = s == 0 ? -1000 : tenths - chase * number_group.with(take.number() - 1);
            dumper[n] = s == 0 ? -1000 : 10 * (sum - give.number() + take.number());
            if (give == move.give && take == move.take && move.is_swap()) {
                out.chosen = n;
                out.chosen_score = s;
            }
            ++n;
        }
    }
}

double MoveLikelihood::swap_chance(ModelStyle style, const SwapValues& values, std::size_t n, std::size_t chosen) const {
    // Every swap alike: each at odds 1 (sums of ones are exact, so this is the loop's number).
    if (style == ModelStyle::Noisy) return swap_odds(0, 0) / static_cast<double>(n);
    return chance_of(values, n, values[chosen]);
}

double MoveLikelihood::chance_of(const SwapValues& values, std::size_t n, int chosen_value) const {
    const int best = *std::min_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n));
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) total += swap_odds(values[i], best);
    return swap_odds(chosen_value, best) / total;
}

double MoveLikelihood::medium_chance_bound(const SwapValues& values, std::size_t n, std::size_t chosen) const {
    // The chance is one over the sum of every swap's odds against the chosen one. A value that is
    // an upper bound gives odds no higher than its real ones, and a swap more than the table's 64
    // points worse left out only shrinks the sum: one over it is at least the chance. Unless the
    // chosen swap is itself that far behind the best, where the capped odds make the chance at
    // most give_pow_[kCap]; the margin covers the table's rounding (under 1e-12).
    constexpr int kCap = kSteps * kMaxPower;
    const int mine = values[chosen];
    double total = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int behind = values[i] - mine;
        if (behind > kCap) continue;
        total += behind >= 0 ? give_pow_[static_cast<std::size_t>(behind)]
                             : 1.0 / give_pow_[static_cast<std::size_t>(std::min(-behind, kCap))];
    }
    return std::min(1.0, (1.0 + 1e-9) / total + give_pow_[static_cast<std::size_t>(kCap)]);
}

void MoveLikelihood::walk_factors(Seat seat, Walked& w, bool last_lap, int hand_score, Looks looks) const {
    w.knock_factor.fill(1.0);
    w.swap_factor.fill(1.0);
    if (!w.swap) {
        for (std::size_t ks = 0; ks < w.knock_factor.size(); ++ks)
            w.knock_factor[ks] = style_knock_chance(static_cast<KnockStyle>(ks), hand_score, w.ctx->knocks_before, w.ctx->knock_shift);
        w.factors = true;
        return;
    }
    style_values(seat, w.before, *w.ctx, w.move, w.sv, w.scores, looks);
    w.factors = w.sv.n > 0 && w.sv.chosen < w.sv.n;
    if (!w.factors) return;
    for (std::size_t st = 0; st < w.swap_factor.size(); ++st) {
        const auto style = static_cast<ModelStyle>(st);
        w.swap_factor[st] = style == ModelStyle::Medium && looks == Looks::Chosen
                                ? medium_chance_bound(w.sv.values[st], w.sv.n, w.sv.chosen)
                                : swap_chance(style, w.sv.values[st], w.sv.n, w.sv.chosen);
    }
    // A swap instead of a knock says the hand was not good enough to knock on, unless the swap
    // gained more than a knock would have (the random knocker passes on a knock half the time).
    if (last_lap) return;
    const int now = score(w.before);
    const bool small_gain = w.sv.chosen_score > now - (w.ctx->knocks_before == 0 ? 1 : 3);
    for (std::size_t ks = 0; ks < w.knock_factor.size(); ++ks) {
        const auto style = static_cast<KnockStyle>(ks);
        if (style == KnockStyle::Random) w.knock_factor[ks] = 0.5;
        else if (small_gain) w.knock_factor[ks] = 1.0 - style_knock_chance(style, now, w.ctx->knocks_before, w.ctx->knock_shift);
    }
}

void MoveLikelihood::styles(Seat seat, CardSet hidden, StyleWeights& swaps, KnockWeights& knocks) const {
    styles(seat, hidden, swaps, knocks, Floor{});
}

bool MoveLikelihood::styles(Seat seat, CardSet hidden, StyleWeights& swaps, KnockWeights& knocks, const Floor& floor) const {
    // Two passes over the seat's moves. The first values every swap but takes Medium's look ahead
    // for the chosen swap alone (with a floor), which bounds Medium's chance from above: a hand the
    // bound already puts under the floor is given up before the costly part. The second takes the
    // rest and multiplies the factors in the walk's order, the numbers of a single exact pass.
    // Every factor is a chance, at most 1, so the mixture only falls move by move; it is summed as
    // the chain sums it (family_mixture), so each give-up holds to the bit.
    const bool bounded = floor.swap_prior != nullptr;
    const Looks first = bounded ? Looks::Chosen : Looks::All;
    thread_local std::vector<Walked> walked;  // a seat walks a few dozen moves; kept between calls
    std::size_t count = 0;
    auto below = [&](const StyleWeights& s, const KnockWeights& k) {
        return bounded && floor.scale * family_mixture(*floor.swap_prior, *floor.knock_prior, s, k) < floor.threshold;
    };
    StyleWeights swaps_bound;
    KnockWeights knocks_bound;
    swaps_bound.fill(1.0);
    knocks_bound.fill(1.0);
    bool given_up = false;
    auto on_move = [&](bool swap, CardSet before, const Context& ctx, const Action& move, bool last_lap, int hand_score) {
        if (walked.size() <= count) walked.resize(count + 1);
        Walked& w = walked[count++];
        w.swap = swap;
        w.before = before;
        w.ctx = &ctx;
        w.move = move;
        walk_factors(seat, w, last_lap, hand_score, first);
        if (!w.factors) return true;
        for (std::size_t st = 0; st < swaps_bound.size(); ++st) swaps_bound[st] *= w.swap_factor[st];
        for (std::size_t ks = 0; ks < knocks_bound.size(); ++ks) knocks_bound[ks] *= w.knock_factor[ks];
        given_up = below(swaps_bound, knocks_bound);
        return !given_up;
    };
    walk_moves(
        seat, hidden,
        [&](int hand_score, const Context& ctx) { return on_move(false, CardSet{}, ctx, Action::knock(), false, hand_score); },
        [&](CardSet before, const Context& ctx, const Action& swap, bool last_lap) {
            return on_move(true, before, ctx, swap, last_lap, 0);
        });
    if (given_up) {
        swaps = swaps_bound;
        knocks = knocks_bound;
        return false;
    }
    swaps.fill(1.0);
    knocks.fill(1.0);
    for (std::size_t k = 0; k < count; ++k) {
        Walked& w = walked[k];
        if (!w.factors) continue;
        if (first == Looks::Chosen && w.swap) {
            constexpr auto medium = static_cast<std::size_t>(ModelStyle::Medium);
            ChosenSwap chosen;
            medium_values(seat, w.before, *w.ctx, w.move, w.sv.values[medium], chosen, w.scores, Looks::Rest);
            w.swap_factor[medium] = swap_chance(ModelStyle::Medium, w.sv.values[medium], w.sv.n, w.sv.chosen);
        }
        for (std::size_t st = 0; st < swaps.size(); ++st) swaps[st] *= w.swap_factor[st];
        for (std::size_t ks = 0; ks < knocks.size(); ++ks) knocks[ks] *= w.knock_factor[ks];
        if (below(swaps, knocks)) return false;
    }
    return true;
}

std::size_t MoveLikelihood::move_odds(CardSet hand, const KnockWeights& knock_weights, std::array<Action, kMoves>& actions,
                                      StyleOdds& odds) const {
    Context now_ctx;
    now_ctx.knocks_before = view_.knocks;
    now_ctx.pool = view_.pool_set();
    StyleValues sv;
    SwapValues scores;
    style_values(view_.to_move, hand, now_ctx, Action::knock(), sv, scores);
    std::size_t n = 0;
    for (Card give : hand)
        for (Card take : now_ctx.pool) actions[n++] = Action::swap(give, take);
    actions[n] = Action::knock();
    const int now = score(hand);
    const bool last_lap = view_.last_lap;
    double knock = 0;
    if (!last_lap)
        for (std::size_t ks = 0; ks < knock_weights.size(); ++ks)
            knock += knock_weights[ks] * style_knock_chance(static_cast<KnockStyle>(ks), now, view_.knocks);
    for (std::size_t st = 0; st < static_cast<std::size_t>(kModelStyles); ++st) {
        const SwapValues& values = sv.values[st];
        if (n == 0) {
            odds[st][0] = 1.0;
            continue;
        }
        const int best = *std::min_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n));
        double total = 0;
        for (std::size_t i = 0; i < n; ++i) total += swap_odds(values[i], best);
        double sum = knock;
        for (std::size_t i = 0; i < n; ++i) {
            const int after = score((hand - CardSet{actions[i].give}) | CardSet{actions[i].take});
            const bool small_gain = !last_lap && after > now - (view_.knocks == 0 ? 1 : 3);
            odds[st][i] = swap_odds(values[i], best) / total * (small_gain ? 1.0 - knock : 1.0);
            sum += odds[st][i];
        }
        odds[st][n] = knock;
        for (std::size_t i = 0; i <= n; ++i) odds[st][i] /= sum;  // a distribution over the moves
    }
    return n;
}

}  // namespace zero::knizia
