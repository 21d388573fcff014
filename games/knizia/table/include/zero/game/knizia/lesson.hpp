// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero's tutorial (docs/learning.md, "Tutorial"): the lesson for the kind of decision a
// seat has now, from its View alone, which the table shows above the suggestion the first time
// that kind comes up.
#include <optional>

#include "zero/game/strings.hpp"
#include "zero/knizia/view.hpp"

namespace zero::game {

// Nothing when it is not the seat's turn. Else, the most telling first: a swap that makes a ZERO,
// a swap that completes five of a colour or of a number, the last lap, a round with one knock
// made (the next starts the last lap), and any other swap.
std::optional<Str> knizia_lesson(const knizia::View& view);

}  // namespace zero::game
