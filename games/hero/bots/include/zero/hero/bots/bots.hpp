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

class Bot : public core::BotOf<View, Action> {};

// "random", "easy", "medium" or "hard" (with options, "hard:iters=500"; hard_bot.hpp). Throws
// std::invalid_argument naming the problem otherwise.
std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat);
std::vector<std::string> bot_kinds();
// Empty for a kind make_bot accepts (options included); otherwise the one-line reason it does not.
std::string bot_kind_error(std::string_view kind);

// A bot whose decisions draw from core::decision_rng for its seat, at the view's epoch.
using SeededBot = core::SeededBot<Bot, &View::epoch>;
using RandomBot = core::RandomBot<SeededBot>;

// Looks at its own rows as they score now: buys the pair that adds most to them when it costs at
// most twice what it adds, otherwise takes zerones from the fullest pile; swaps away the card that
// helps it most to lose, to a random player.
Action easy_choice(const View& view, Rng& rng);
using EasyBot = core::ChoiceBot<SeededBot, "easy", &easy_choice>;

// Values a pair by what it does to its own rows (the score now and the rows of two that may become
// three, its own face-down cards counted) and to its rivals' (a pair a rival would gain much from
// is worth denying), plus its symbols; buys when that value beats the zerones it costs, takes
// zerones otherwise (two when it may, from the pile whose pair its rivals want least); swaps to
// break a rival's set of three or complete its own.
Action medium_choice(const View& view, Rng& rng);
using MediumBot = core::ChoiceBot<SeededBot, "medium", &medium_choice>;

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
