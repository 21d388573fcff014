// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bots for Zero Hero see a View only. Each decision draws from a generator seeded by (match seed,
// seat, epoch), so a bot match replays exactly.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/bot_seed.hpp"
#include "zero/core/rng.hpp"
#include "zero/hero/view.hpp"

namespace zero::hero {

// "random", "easy", "medium" or "hard" (with options, "hard:iters=500"; hard_bot.hpp): easy and
// medium are described beside their easy_choice and medium_choice (bots.cpp).
ZERO_CHOICE_BOTS(View, Action, epoch)

// Medium's worth of a collection to its owner: rows as they would score, rows of two counted at a
// share of the three they may become (`open_share`, falling as the pile runs out), and the Zero
// Hero bonus by how its 0s compare with `rival_zeros` (the most any rival holds face up).
double collection_worth(const Cards& collection, int rival_zeros, double open_share);

// Medium's score of each legal action of the view's seat (higher is better), in legal_actions'
// order: Medium plays the best, ties at random; Hard searches them all (or the best few).
struct ScoredAction {
    Action action;
    double score = 0;
};
std::vector<ScoredAction> medium_scores(const View& view);
// Medium's worth of `collection` held by `seat`, and of one of `seat`'s zerones, at the moment `view` shows
// (rows of two count for less, and zerones are worth less, as the pile runs out).
double medium_position(const View& view, Seat seat, const Cards& collection);
double medium_zerone_worth(const View& view, Seat seat);

}  // namespace zero::hero
