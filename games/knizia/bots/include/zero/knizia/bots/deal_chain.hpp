// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Deals that explain what the other seats did. A hand's unknown cards are the ones its player was
// dealt and chose to keep, so its swaps and knocks say much about them: a player who took a 5 and
// gave away a 7 probably held a 5 already and no higher card it could have given instead. Drawing
// the unknown cards at random ignores that and deals the others far worse hands than they hold
// (games/knizia/tools/deal_check.cpp measures it). The chain below draws them in proportion to
// how well they explain each seat's moves this round, by Metropolis steps: one unknown card at a
// time moves to the face-down rest or to another seat's unknown cards, in exchange for one of those.
#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "zero/knizia/bots/determinize.hpp"
#include "zero/knizia/bots/heuristic.hpp"
#include "zero/knizia/bots/opponent_model.hpp"
#include "zero/knizia/score.hpp"

namespace zero::knizia {

struct ChainParams {
    int steps = 20;                   // Metropolis steps between two deals; 0 draws every deal afresh
    int burn_in = 300;                // extra steps before the first deal of a decision
    // The chain weighs a deal by its likelihood to the power 1/temper: the model players explain
    // the moves more surely than real players make them, so the deals are surer than they should be.
    // An integer, so that the acceptance test stays multiplication only.
    int temper = 1;
    double give_q = 0.3;              // a swap's odds fall by this factor per point a better swap would have saved
    double knock_q = 0.33;            // a knock's odds fall by this factor per point the hand scores over the level
    double knock_level_offset = -1.0; // the knock level: the score others usually end a round with, plus this
    // The model player also looks one turn ahead at the pool: a swap is worth its score less this
    // much of what taking each other pool card next turn could save (Medium's weighs 0.3 x 0.5).
    // 0.15 explains knocks a little better, but costs ten times as much and won no more matches
    // (docs/bots.md), so the model player is greedy unless asked.
    double pool_look = 0.0;
    // Or the model player judges swaps as Medium does, with this weight on its look ahead over
    // every card it may still get (0: off), and its care not to feed the next seat. Its deals
    // explain the moves best (docs/bots.md). The look ahead is the costly part, so it is spent only
    // on swaps within `medium_cut` points of the best one and on the swap made (0: on every swap):
    // a swap that leaves far more than the best has odds near nothing either way.
    double medium_look = 0.3;
    int medium_cut = 3;
    // Medium's style judges each move as Medium at that seat judged it then: the cards publicly
    // known in each hand at that move (its look ahead's chances and its care not to feed the next
    // seat), its own knock level (the others' mean from its seat, rising in a long round), and in
    // the last lap the swap that leaves the lowest score, as Medium plays it. Off: the chances and
    // feeds of the view as it stands and the view's knock level for every move.
    bool exact_medium = false;
    // Explain every seat by the family of model players of opponent_model.hpp rather than by the
    // model player above alone (Hard's `opp=family`; Medium's style in the family is that player).
    bool family = false;
    FamilyParams family_params;
    // With the family: each seat's prior this round is the family's prior updated by the match's
    // finished rounds, where every hand was revealed, so each style's likelihood of the seat's
    // moves there is exact (no deal drawn). A round restarted from the prior would judge a
    // player it has watched for three rounds as a stranger.
    bool carry_rounds = false;
    // The share of the family's own prior kept in the carried one: a player may change style,
    // and no style is ever ruled out for good.
    double carry_keep = 0.1;
};

// Every swap of `before` with `pool`, valued as the model player does, in tenths of a point (lower
// is better): the score it leaves, less `look` times what each other card of the pool could save
// if taken next turn (the card just given is not taken back). Returns the number of swaps, in the
// order hand card by hand card, pool card by pool card; `chosen` gets the value and the score of
// `move`. Throws std::invalid_argument for more cards than a hand or a pool holds.
using SwapValues = std::array<int, kHandSize * kMaxPool>;
struct ChosenSwap {
    int value = 0;  // tenths of a point, as in SwapValues
    int score = 0;  // the score the swap leaves
};
std::size_t swap_values(CardSet before, CardSet pool, double look, const Action& move, SwapValues& values, ChosenSwap& chosen);

// How likely a seat's moves this round were had its unknown cards been `hidden`, up to a factor
// that does not depend on them. The model player takes the swap it values most (the lowest score
// it leaves, less what the pool could do for it next turn), more or less, and knocks on a hand
// under the knock level, more or less.
class MoveLikelihood {
public:
    MoveLikelihood(const View& view, const ChainParams& params);
    // With the family, the mixture: each style's prior times its likelihood, summed.
    double operator()(Seat seat, CardSet hidden) const;
    // Each swap style's likelihood of the seat's swaps this round had its unknown cards been
    // `hidden`, and each knock style's of its knocks and of the knocks it did not make.
    void styles(Seat seat, CardSet hidden, StyleWeights& swaps, KnockWeights& knocks) const;
    // The same, but it gives up (returns false) as soon as `floor.scale` times the mixture of the
    // likelihoods so far with `floor`'s priors is under `floor.threshold`: each move left to
    // walk only lowers them, so the hand's weight cannot reach that any more; `swaps` and `knocks`
    // then hold likelihoods whose mixture is at least the weight's. Otherwise the same numbers, to
    // the bit, and true.
    struct Floor {
        const StyleWeights* swap_prior = nullptr;
        const KnockWeights* knock_prior = nullptr;
        double scale = 1.0;
        double threshold = 0.0;
    };
    bool styles(Seat seat, CardSet hidden, StyleWeights& swaps, KnockWeights& knocks, const Floor& floor) const;

    // Each swap style's chance of every move of the seat to move now, had it `hand` (the view's
    // pool and knocks), its knocks by the knock styles weighted by `knock_weights`: the swaps in
    // hand-by-pool order (card sets' order), then the knock. Returns the number of swaps;
    // `actions` gets them. For measuring how well the family predicts moves.
    static constexpr std::size_t kMoves = static_cast<std::size_t>(kHandSize * kMaxPool) + 1;
    using StyleOdds = std::array<std::array<double, kMoves>, kModelStyles>;
    std::size_t move_odds(CardSet hand, const KnockWeights& knock_weights, std::array<Action, kMoves>& actions,
                          StyleOdds& odds) const;

private:
    static constexpr int kMaxPower = 64;
    static constexpr int kSteps = 10;  // swap values are compared in tenths of a point
    struct Context {
        int knocks_before = 0;
        CardSet pool;  // the pool just before the move
        int move = -1;  // the move's index in the view's history (exact_medium's tables)
        double knock_shift = 0;  // exact_medium: the mover's knock level then, less the view's
    };
    double knock_chance(int score, int knocks_before, double shift = 0) const;
    // Walks the seat's moves this round from the last back, rebuilding its hand from today's
    // (before a swap it held the card it gave, not the one it took): on_knock(hand score, context)
    // for a knock before the last lap, on_swap(hand before, context, swap, last lap) for a swap.
    // on_knock and on_swap return whether to walk on.
    template <class OnKnock, class OnSwap>
    void walk_moves(Seat seat, CardSet hidden, OnKnock on_knock, OnSwap on_swap) const;
    double style_knock_chance(KnockStyle style, int score, int knocks_before, double shift = 0) const;
    // Every style's value of every swap, as swap_values counts them; `chosen` is the index of
    // `move` among them (n when it is not a swap of these).
    struct StyleValues {
        std::array<SwapValues, kModelStyles> values;
        std::size_t n = 0;
        std::size_t chosen = 0;
        int chosen_score = 0;
    };
    // Which of Medium's look aheads a pass over the swaps takes: every one; only the chosen swap's,
    // the others' values being upper bounds (their look ahead can only lower them); or the rest,
    // completing a Chosen pass whose scores are given.
    enum class Looks : std::uint8_t { All, Chosen, Rest };
    void style_values(Seat seat, CardSet before, const Context& ctx, const Action& move, StyleValues& out,
                      SwapValues& scores, Looks looks = Looks::All) const;
    double swap_odds(int value, int best) const;
    // The model player's chance of a swap valued `chosen_value` among `n` valued swaps: its odds
    // over their sum.
    double chance_of(const SwapValues& values, std::size_t n, int chosen_value) const;
    // A style's chance of the chosen swap (the Noisy style's too) among `n` valued swaps.
    double swap_chance(ModelStyle style, const SwapValues& values, std::size_t n, std::size_t chosen) const;
    // At least Medium's chance of the chosen swap, from values of which all but the chosen one's
    // may be upper bounds (Looks::Chosen).
    double medium_chance_bound(const SwapValues& values, std::size_t n, std::size_t chosen) const;
    // Medium's value of every swap; `scores` gets the score each leaves, in the same order (with
    // Looks::Rest it holds them already, and only the values left by Looks::Chosen are written).
    std::size_t medium_values(Seat seat, CardSet before, const Context& ctx, const Action& move, SwapValues& values,
                              ChosenSwap& chosen, SwapValues& scores, Looks looks = Looks::All) const;
    // One move of a seat's walk: the factors it multiplies each style's likelihood by.
    struct Walked {
        bool swap = false;
        bool factors = false;  // a swap this round's swaps do not include changes no likelihood
        CardSet before;
        const Context* ctx = nullptr;
        Action move;
        StyleValues sv;
        SwapValues scores;
        StyleWeights swap_factor{};
        KnockWeights knock_factor{};
    };
    // The factors of one move; Medium's swap factor is a bound when `looks` is Chosen.
    void walk_factors(Seat seat, Walked& w, bool last_lap, int hand_score, Looks looks) const;

    const View& view_;
    double knock_level_;
    double pool_look_;
    double medium_look_;
    int medium_cut_;
    bool family_;
    FamilyParams family_params_;
    std::array<CardChances, kMaxPlayers> chances_{};  // each seat's, as Medium there would see them, pool aside
    float pool_chance_ = 0;
    double feed_penalty_ = 0;
    std::array<std::array<double, kDeckSize>, kMaxPlayers> feed_{};  // each seat's feed penalty for giving each card
    std::vector<Context> context_;
    bool exact_ = false;
    // exact_medium: each move's chances and feed penalties as Medium at the mover's seat saw them.
    std::vector<CardChances> move_chances_;
    std::vector<std::array<double, kDeckSize>> move_feed_;
    void exact_tables();
    std::array<double, kSteps * kMaxPower + 1> give_pow_{};  // give_q to the power of k tenths
    std::array<double, kMaxPower + 1> knock_pow_{};
};

template <class OnKnock, class OnSwap>
void MoveLikelihood::walk_moves(Seat seat, CardSet hidden, OnKnock on_knock, OnSwap on_swap) const {
    CardSet hand = hidden | view_.known[static_cast<std::size_t>(seat)];
    for (std::size_t k = view_.history.size(); k-- > 0;) {
        const Move& m = view_.history[k];
        if (m.seat != seat) continue;
        const Context& ctx = context_[k];
        const bool last_lap = ctx.knocks_before >= 2;  // knocking then only passes, and says nothing
        if (!m.action.is_swap()) {
            if (!last_lap && !on_knock(score(hand), ctx)) return;
            continue;
        }
        CardSet before = hand;
        before.erase(m.action.take);
        before.insert(m.action.give);
        if (!on_swap(before, ctx, m.action, last_lap)) return;
        hand = before;
    }
}

// Each swap and knock style's prior at each seat this round (carry_rounds above): the family's
// prior times each style's likelihood of the seat's moves in every finished round of the view,
// normalised, then mixed with `carry_keep` of the family's prior. The family's prior at every seat
// without carry_rounds or finished rounds; unused without the family.
struct SeatPriors {
    std::array<StyleWeights, kMaxPlayers> swaps{};
    std::array<KnockWeights, kMaxPlayers> knocks{};
};
SeatPriors carried_priors(const View& view, const ChainParams& params);

class DealChain {
public:
    // `start` draws the chain's first deal.
    DealChain(const View& view, const SampleParams& start, const ChainParams& params);
    // Fills the other seats' hands of `deal` (made by determinization_base) with the next deal.
    void next(State& deal, Rng& rng);
    // With the family: each style's weight at `seat`, the mean over the deals drawn so far of the
    // chance the style played the seat's moves given the deal's hand, with the floor (every weight
    // at least FamilyParams::floor, summing to 1). The prior before any deal; without the family, Medium.
    StyleWeights style_weights(Seat seat) const;
    // The same for the knock styles (without the family: Patient).
    KnockWeights knock_weights(Seat seat) const;

private:
    struct SeatStyles {
        StyleWeights swaps{};
        KnockWeights knocks{};
    };
    void step(Rng& rng);
    // The seat's weight for `hidden`. Given a threshold, it may give up and return -1 once the
    // weight times `scale` is sure to fall under it (a proposal the step turns down).
    double weigh(Seat seat, CardSet hidden, SeatStyles& per_style, double scale = 1.0, double threshold = 0.0);
    double weigh_afresh(Seat seat, CardSet hidden, SeatStyles& per_style) const;

    const View& view_;
    SampleParams start_;
    ChainParams params_;
    SeatPriors prior_;
    MoveLikelihood likelihood_;
    bool started_ = false;
    CardSet unseen_;
    std::array<CardSet, kMaxPlayers> hidden_{};
    std::array<double, kMaxPlayers> weight_{};
    std::array<SeatStyles, kMaxPlayers> style_like_{};  // with the family: each style's likelihood now
    std::array<SeatStyles, kMaxPlayers> style_sum_{};   // the styles' chances summed over the deals drawn
    int deals_ = 0;
    std::vector<Seat> movable_;  // seats with unknown cards
    // Each seat's likelihood of the hidden cards already weighed this decision. The chain keeps
    // proposing the few hands near the deals it holds, and weighing one walks all of the seat's
    // moves this round, by far the costliest part of a deal; a weight is a function of the View
    // and the hand alone, so remembering it changes no deal. A hand whose walk gave up is kept
    // with the mixture it had fallen to, an upper bound of its weight: proposed again under a
    // floor above that, it is turned down at once, as the walk would turn it down.
    struct Weighed {
        double weight = 0;
        SeatStyles styles;
        bool given_up = false;
    };
    std::array<std::unordered_map<std::uint64_t, Weighed>, kMaxPlayers> weighed_;
};

}  // namespace zero::knizia
