// SPDX-License-Identifier: GPL-3.0-or-later
// The family of model players (opponent_model.hpp): every style's value of every swap in one pass
// over the swaps, and from those each style's chance of the moves a seat made.
#include "zero/knizia/bots/opponent_model.hpp"

#include <algorithm>
#include <array>

#include "zero/core/enum_table.hpp"
#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/score.hpp"

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

void MoveLikelihood::style_values(Seat seat, CardSet before, const Context& ctx, const Action& move, StyleValues& out) const {
    ChosenSwap medium_chosen;
    SwapValues scores;  // each swap's score, worked out once for every style
    out.n = medium_values(seat, before, ctx, move, out.values[style_index(ModelStyle::Medium)], medium_chosen, scores);
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

void MoveLikelihood::styles(Seat seat, CardSet hidden, StyleWeights& swaps, KnockWeights& knocks) const {
    styles(seat, hidden, swaps, knocks, Floor{});
}

bool MoveLikelihood::styles(Seat seat, CardSet hidden, StyleWeights& swaps, KnockWeights& knocks, const Floor& floor) const {
    swaps.fill(1.0);
    knocks.fill(1.0);
    StyleValues sv;
    // Every factor below is a chance, at most 1, so the mixture only falls move by move; it is
    // summed as the chain sums it (family_mixture), so the bound holds to the bit.
    bool below = false;
    auto walk_on = [&] {
        if (floor.swap_prior == nullptr) return true;
        double swap_part = 0;
        for (std::size_t st = 0; st < swaps.size(); ++st) swap_part += (*floor.swap_prior)[st] * swaps[st];
        double knock_part = 0;
        for (std::size_t ks = 0; ks < knocks.size(); ++ks) knock_part += (*floor.knock_prior)[ks] * knocks[ks];
        below = floor.scale * (swap_part * knock_part) < floor.threshold;
        return !below;
    };
    walk_moves(
        seat, hidden,
        [&](int hand_score, const Context& ctx) {
            for (std::size_t ks = 0; ks < knocks.size(); ++ks)
                knocks[ks] *= style_knock_chance(static_cast<KnockStyle>(ks), hand_score, ctx.knocks_before, ctx.knock_shift);
            return walk_on();
        },
        [&](CardSet before, const Context& ctx, const Action& swap, bool last_lap) {
            style_values(seat, before, ctx, swap, sv);
            if (sv.n == 0 || sv.chosen >= sv.n) return true;
            // Every style's best value in one pass over the swaps.
            std::array<int, kModelStyles> least{};
            for (std::size_t st = 0; st < least.size(); ++st) least[st] = sv.values[st][0];
            for (std::size_t i = 1; i < sv.n; ++i)
                for (std::size_t st = 0; st < least.size(); ++st) least[st] = std::min(least[st], sv.values[st][i]);
            for (std::size_t st = 0; st < swaps.size(); ++st) {
                if (st == style_index(ModelStyle::Noisy)) {
                    // Every swap alike: each at odds 1 (sums of ones are exact, so this is the loop's number).
                    swaps[st] *= swap_odds(0, 0) / static_cast<double>(sv.n);
                    continue;
                }
                const SwapValues& values = sv.values[st];
                const int best = least[st];
                double total = 0;
                for (std::size_t i = 0; i < sv.n; ++i) total += swap_odds(values[i], best);
                swaps[st] *= swap_odds(values[sv.chosen], best) / total;
            }
            // A swap instead of a knock says the hand was not good enough to knock on, unless the swap
            // gained more than a knock would have (the random knocker passes on a knock half the time).
            if (last_lap) return walk_on();
            const int now = score(before);
            const bool small_gain = sv.chosen_score > now - (ctx.knocks_before == 0 ? 1 : 3);
            for (std::size_t ks = 0; ks < knocks.size(); ++ks) {
                const auto style = static_cast<KnockStyle>(ks);
                if (style == KnockStyle::Random) knocks[ks] *= 0.5;
                else if (small_gain) knocks[ks] *= 1.0 - style_knock_chance(style, now, ctx.knocks_before, ctx.knock_shift);
            }
            return walk_on();
        });
    return !below;
}

std::size_t MoveLikelihood::move_odds(CardSet hand, const KnockWeights& knock_weights, std::array<Action, kMoves>& actions,
                                      StyleOdds& odds) const {
    Context now_ctx;
    now_ctx.knocks_before = view_.knocks;
    now_ctx.pool = view_.pool_set();
    StyleValues sv;
    style_values(view_.to_move, hand, now_ctx, Action::knock(), sv);
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
