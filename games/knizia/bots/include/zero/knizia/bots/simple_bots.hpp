// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include "zero/core/bot_seed.hpp"
#include "zero/knizia/bots/bot.hpp"

namespace zero::knizia {

// A bot whose decisions draw from decision_rng for its seat, at the view's state id.
using SeededBot = core::SeededBot<Bot, &View::state_id>;
// Uniform over the legal actions.
using RandomBot = core::RandomBot<SeededBot>;

// Takes the swap that lowers its score most (ties broken at random); knocks when none helps.
Action greedy_choice(const View& view, Rng& rng);
using GreedyBot = core::ChoiceBot<SeededBot, "greedy", &greedy_choice>;

}  // namespace zero::knizia
