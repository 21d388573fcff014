// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <array>

#include "zero/knizia/card.hpp"

namespace zero::knizia {

// look_potential (heuristic.hpp) of a hand whose score `now` the caller has worked out already:
// the model players and the rollouts value each swap by its score first, and scoring the hand
// again took a tenth of the look ahead.
double look_potential_scored(CardSet hand, int now, const std::array<float, kDeckSize>& chances, Card excluded);

}  // namespace zero::knizia
