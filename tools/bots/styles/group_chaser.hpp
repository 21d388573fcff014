#pragma once
// What the colour and the number chaser share: pick the group of five the hand is nearest (the
// colour, or the number, it holds most cards of), take its cards from the pool while paying a few
// points for each, and otherwise play for the score.
#include "zero/core/rng.hpp"
#include "zero/knizia/view.hpp"

namespace zero::styles {

enum class GroupKind { Colour, Number };
Action chase_group(const View& view, Rng& rng, GroupKind kind);

}  // namespace zero::styles
