// SPDX-License-Identifier: GPL-3.0-or-later
// The early knocker: the second knock ends the round a lap later, so whoever knocks on a fair hand
// while the others still hold their dealt cards catches them high. It takes the swap that lowers
// its score most and knocks as soon as its hand is fair, long before a patient player would.
#include "style_bots.hpp"
#include "zero/knizia/score.hpp"

namespace zero::styles {
namespace {

constexpr int kKnockerFirstBar = 15;  // a first knock on a hand of at most this much
constexpr int kKnockerSecondBar = 17; // the knock that starts the last lap
constexpr int kKnockerBigSwap = 4;    // unless a swap would save at least this much

}  // namespace

knizia::Action knocker_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    const int now = score(view.hand);
    const StyleSwap* best = pick_style_swap(swaps, rng, lower_score);
    const int bar = view.knocks >= 1 ? kKnockerSecondBar : kKnockerFirstBar;
    if (now <= bar && best->score > now - kKnockerBigSwap) return knizia::Action::knock();
    return best->action;
}

}  // namespace zero::styles
