// SPDX-License-Identifier: GPL-3.0-or-later
// The late knocker: the early knocker's opposite, and a stranger to Hard's opponent family, whose
// knock styles all knock at Medium's level or above it. It swaps for the lowest score, as the greedy
// player does, and waits for a very low hand before it knocks, betting that a long round brings it
// near a ZERO while the others settle for a fair hand. After kLatePatience of its own turns the bar
// rises two points a turn, so that no round waits for it for ever.
#include <algorithm>

#include "style_bots.hpp"
#include "zero/knizia/score.hpp"

namespace zero::styles {
namespace {

constexpr int kLateFirstBar = 3;   // a first knock on a hand of at most this much
constexpr int kLateSecondBar = 6;  // the knock that starts the last lap
constexpr int kLatePatience = 12;

}  // namespace

knizia::Action late_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    const int now = score(view.hand);
    const StyleSwap* best = pick_style_swap(swaps, rng, lower_score);
    if (best->score < now) return best->action;
    const int bar = (view.knocks >= 1 ? kLateSecondBar : kLateFirstBar) + 2 * std::max(0, own_turns(view) - kLatePatience);
    if (now <= bar) return knizia::Action::knock();
    return best->action;  // the least bad swap: it does not knock just to pass
}

}  // namespace zero::styles
