// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/knizia/lesson.hpp"

#include <array>

#include "zero/knizia/score.hpp"

namespace zero::game {
namespace {

// The colours and the numbers of `hand` that five or more of its cards share.
std::array<int, 2> groups(knizia::CardSet hand) {
    const knizia::ScoreBreakdown b = knizia::score_breakdown(hand);
    return {static_cast<int>(b.colour_groups), static_cast<int>(b.number_groups)};
}

struct SwapsOnOffer {
    bool zero = false;   // one makes the hand score 0
    bool group = false;  // one brings a colour or a number to five
};

SwapsOnOffer swaps_on_offer(const knizia::View& view) {
    SwapsOnOffer out;
    const std::array<int, 2> before = groups(view.hand);
    for (const knizia::Action& a : knizia::legal_actions(view)) {
        if (!a.is_swap()) continue;
        knizia::CardSet after = view.hand;
        after.erase(a.give);
        after.insert(a.take);
        const std::array<int, 2> now = groups(after);
        // A group the hand did not have before (not one it merely keeps).
        out.group = out.group || (now[0] & ~before[0]) != 0 || (now[1] & ~before[1]) != 0;
        out.zero = out.zero || knizia::score(after) == 0;
    }
    return out;
}

}  // namespace

std::optional<Str> knizia_lesson(const knizia::View& view) {
    if (!view.my_turn()) return std::nullopt;
    const SwapsOnOffer swaps = swaps_on_offer(view);
    if (swaps.zero) return Str::TutorialKniziaZero;
    if (swaps.group) return Str::TutorialKniziaGroup;
    if (view.last_lap) return Str::TutorialKniziaLastLap;
    if (view.knocks == 1) return Str::TutorialKniziaKnock;
    return Str::TutorialKniziaSwap;
}

}  // namespace zero::game
