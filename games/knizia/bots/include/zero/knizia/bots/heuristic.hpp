// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The hand judgement shared by Easy, Medium and Hard's candidate moves: a hand is worth its score
// now, less what the cards that may still reach the pool could do for it. Cards publicly known in
// another hand are unlikely to come back; unseen cards come back only when someone gives them away.
#include <array>
#include <vector>

#include "zero/knizia/bots/bot.hpp"

namespace zero::knizia {

struct HeuristicParams {
    double lookahead = 0.30;     // weight of what later swaps could bring
    float pool_chance = 0.5F;    // a pool card is still there at our next turn
    float unseen_chance = 0.06F; // an unseen card reaches the pool in time
    float held_chance = 0.02F;   // a card known in another hand is given back in time
    double feed_penalty = 0.5;   // cost of giving the next seat a card for a group it is building
    double knock_margin = 1.0;   // knock when this far under what the others are expected to hold
    double blunder = 0.0;        // Easy: chance of taking a worse move than the best
    double overlook = 0.0;       // Easy: chance of not seeing a hand card as a candidate to give
    double knock_noise = 0.0;    // Easy: spread of its idea of a good knock
};

// Per card: how likely it can be taken at one of our later turns.
using CardChances = std::array<float, kDeckSize>;
CardChances card_chances(const View& view, const HeuristicParams& params);

// Medium's look ahead at `hand`: the sum over the cards it may still get, save `excluded`, of
// their chance times what the best swap for each would save (hand_value is the score less
// `lookahead` times this).
double look_potential(CardSet hand, const CardChances& chances, Card excluded);

// How many cards of a group the next seat is publicly building `card` would add to, beyond the
// first (0 when `next` is -1, no one); Medium's penalty for giving it is this times feed_penalty.
double feed_cost(const View& view, Seat next, Card card);
// The same from the cards known in the next seat's hand.
double feed_cost(CardSet next_known, Card card);

// Lower is better.
double hand_value(CardSet hand, const CardChances& chances, double lookahead);

struct RankedSwap {
    Action action;
    double value = 0;  // hand_value after the swap, plus what it gives away to the next seat
    int score = 0;     // the hand's score right after the swap
};
// Every legal swap, best first (ties in index order; callers break them with their generator).
std::vector<RankedSwap> rank_swaps(const View& view, const HeuristicParams& params);

// What another seat is expected to score at the end of this round: from the scores of the
// rounds already played, when there are any.
double expected_other_score(const View& view);
// The same as `seat` sees it: the finished rounds of every seat but that one.
double expected_other_score(const View& view, Seat seat);

class HeuristicBot : public Bot {
public:
    HeuristicBot(std::string kind, HeuristicParams params, std::uint64_t match_seed, Seat seat)
        : kind_(std::move(kind)), params_(params), seed_(match_seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return kind_; }

private:
    std::string kind_;
    HeuristicParams params_;
    std::uint64_t seed_;
    Seat seat_;
};

HeuristicParams medium_params();
HeuristicParams easy_params();

}  // namespace zero::knizia
