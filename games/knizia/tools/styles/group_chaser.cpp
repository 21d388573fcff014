// SPDX-License-Identifier: GPL-3.0-or-later
// The colour and the number chaser: five cards of one colour cancel, whatever their numbers, and
// five of one number cancel that number. Each picks the group of five its hand is nearest (the
// colour, or the number, it holds most cards of; on a tie the one whose cards add up to more, which
// saves more), takes that group's cards from the pool while paying a few points for each, and
// otherwise plays for the score.
#include <algorithm>
#include <array>

#include "style_bots.hpp"
#include "zero/knizia/score.hpp"

namespace zero::styles {
namespace {

enum class GroupKind { Colour, Number };

// A chaser pays up to this many points of score now for one more card of its group.
constexpr int kGroupPrice = 3;
// It knocks first on a hand of at most this much, and with a knock on the table at two more;
// after kPatientTurns of its own turns the bar rises a point a turn.
constexpr int kKnockBar = 10;
constexpr int kPatientTurns = 8;

int group_of(knizia::Card c, GroupKind kind) { return kind == GroupKind::Colour ? static_cast<int>(c.colour()) : c.number() - 1; }

// The group with the most cards in `hand`; on a tie the one whose cards add up to more (more to cancel).
int target_group(knizia::CardSet hand, GroupKind kind) {
    std::array<int, knizia::kNumbers> count{};
    std::array<int, knizia::kNumbers> sum{};
    for (knizia::Card c : hand) {
        ++count[static_cast<std::size_t>(group_of(c, kind))];
        sum[static_cast<std::size_t>(group_of(c, kind))] += c.number();
    }
    const int groups = kind == GroupKind::Colour ? knizia::kColours : knizia::kNumbers;
    int best = 0;
    for (int g = 1; g < groups; ++g) {
        const auto i = static_cast<std::size_t>(g);
        const auto b = static_cast<std::size_t>(best);
        if (count[i] > count[b] || (count[i] == count[b] && sum[i] > sum[b])) best = g;
    }
    return best;
}

int group_count(knizia::CardSet hand, GroupKind kind, int group) {
    int n = 0;
    for (knizia::Card c : hand)
        if (group_of(c, kind) == group) ++n;
    return n;
}

knizia::Action chase_group(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng, GroupKind kind) {
    const int now = score(view.hand);
    const int target = target_group(view.hand, kind);
    const int held = group_count(view.hand, kind, target);
    // A card of the group is given away only once the group has more than five.
    auto keeps_group = [&](const StyleSwap& s) { return held > 5 || group_of(s.action.give, kind) != target; };

    if (held < 5) {
        std::vector<StyleSwap> growing;
        for (const StyleSwap& s : swaps)
            if (group_of(s.action.take, kind) == target && keeps_group(s)) growing.push_back(s);
        const StyleSwap* grow = pick_style_swap(growing, rng, lower_score);
        if (grow != nullptr && grow->score <= now + kGroupPrice) return grow->action;
    }
    std::vector<StyleSwap> keeping;
    for (const StyleSwap& s : swaps)
        if (keeps_group(s)) keeping.push_back(s);
    const StyleSwap* best = pick_style_swap(keeping, rng, lower_score);
    if (best != nullptr && best->score < now) return best->action;

    const int bar = kKnockBar + (view.knocks >= 1 ? 2 : 0) + std::max(0, own_turns(view) - kPatientTurns);
    if (now <= bar || best == nullptr) return knizia::Action::knock();
    return best->action;  // the least bad swap that keeps the group: it does not knock just to pass
}

}  // namespace

knizia::Action colour_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    return chase_group(view, swaps, rng, GroupKind::Colour);
}

knizia::Action number_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    return chase_group(view, swaps, rng, GroupKind::Number);
}

}  // namespace zero::styles
