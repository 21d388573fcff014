// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A full State that agrees with everything a seat has seen: its own hand, the pool, the cards
// publicly known in each hand, the knocks and the turn order. The other hands' unknown cards are
// drawn from the cards the seat has not seen, so search can play the round on from there.
#include "zero/core/rng.hpp"
#include "zero/knizia/state.hpp"
#include "zero/knizia/view.hpp"

namespace zero::knizia {

// How the unknown cards of the other hands are drawn. Players keep low cards and give away high
// ones, so after a few swaps a hand is better than a random one: `low_bias` per swap the seat has
// made tilts its draw towards low numbers (0 draws uniformly).
struct SampleParams {
    double low_bias = 0.0;
    double max_bias = 0.0;
};

// The part of a determinized State that does not depend on the sample; build once per decision.
State determinization_base(const View& view);
// Fills the other seats' hands of `base` (as made by determinization_base) with a sample.
void sample_hidden_hands(State& base, const View& view, const SampleParams& params, Rng& rng);

}  // namespace zero::knizia
