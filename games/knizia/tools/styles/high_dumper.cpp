// SPDX-License-Identifier: GPL-3.0-or-later
// The high-card dumper plays by the face of the cards, not by the score: it gives away its highest
// card that is not in a group of five and takes the lowest card of the pool, as long as that
// lowers the sum of the numbers it holds. It does not see that a second 7 scores nothing more, nor
// chase groups; it knocks once its highest loose card is low, or when the pool has nothing lower.
#include <algorithm>

#include "style_bots.hpp"
#include "zero/knizia/score.hpp"

namespace zero::styles {
namespace {

constexpr int kDumperFirstBar = 4;   // knocks first once no loose card is above this
constexpr int kDumperSecondBar = 5;  // with a knock on the table

}  // namespace

knizia::Action dumper_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    const knizia::CardSet cancelled = score_breakdown(view.hand).cancelled;
    int highest = 0;
    for (knizia::Card c : view.hand - cancelled) highest = std::max(highest, c.number());
    int lowest = knizia::kNumbers + 1;
    for (int slot = 0; slot < view.rules.pool_size; ++slot) lowest = std::min(lowest, view.pool[static_cast<std::size_t>(slot)].number());
    const int bar = view.knocks >= 1 ? kDumperSecondBar : kDumperFirstBar;
    if (highest <= bar || lowest >= highest) return knizia::Action::knock();
    std::vector<StyleSwap> dumps;
    for (const StyleSwap& s : swaps)
        if (!cancelled.contains(s.action.give) && s.action.give.number() == highest && s.action.take.number() == lowest)
            dumps.push_back(s);
    // Among the equal dumps, the one whose hand scores least: a dumper is not blind to the score.
    return pick_style_swap(dumps, rng, lower_score)->action;
}

}  // namespace zero::styles
