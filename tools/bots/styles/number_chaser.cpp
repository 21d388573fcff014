// The number chaser: five cards of one number cancel that number, so it collects the number it
// holds most of (the higher one on a tie: it saves more), paying a few points now for each card.
#include "group_chaser.hpp"
#include "style_bots.hpp"

namespace zero::styles {

Action NumberChaser::choose(const View& view) {
    if (!view.my_turn()) return Action::knock();
    Rng rng = decision_rng(seed_, seat_, view);
    return chase_group(view, rng, GroupKind::Number);
}

}  // namespace zero::styles
