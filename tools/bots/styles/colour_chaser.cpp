// The colour chaser: five cards of one colour cancel, whatever their numbers, so it collects the
// colour it holds most of, paying a few points now for each card of it (group_chaser.cpp).
#include "group_chaser.hpp"
#include "style_bots.hpp"

namespace zero::styles {

Action ColourChaser::choose(const View& view) {
    if (!view.my_turn()) return Action::knock();
    Rng rng = decision_rng(seed_, seat_, view);
    return chase_group(view, rng, GroupKind::Colour);
}

}  // namespace zero::styles
