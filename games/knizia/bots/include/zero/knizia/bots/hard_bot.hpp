// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hard: determinized Monte Carlo search. Each iteration deals the cards this seat has not seen
// into the other hands (consistently with the known cards and hand sizes, and in proportion to how
// well they explain each seat's moves: deal_chain.hpp), then plays the round
// out from every candidate move with the same deal and the same rollout generator, so candidates
// are compared on equal luck. The move with the best mean outcome is played.
#include <array>
#include <chrono>

#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/determinize.hpp"
#include "zero/knizia/bots/heuristic.hpp"

namespace zero::knizia {

struct HardParams {
    // Rollouts per decision. Set for reproducible play (tests, measurements); 0 plays to the clock.
    int iterations = 0;
    // The clock's budget, the most a decision thinks. The table asks a bot as soon as the move
    // before its turn is played, then animates that move (0.7 s for a knock, 0.72 s for a swap,
    // at speed 1) and waits the bot pace (0.15-1.1 s): 0.85 s at the quickest pace. A faster table
    // allows less (core::BotOf::allow_time), so no player waits for Hard at any pace or speed.
    int time_ms = 800;
    // Threads the search runs on (0: every hardware thread). Each searches deals of its own; with
    // `iterations` the result depends on the seed and this count, not on the machine's speed.
    int threads = 0;
    int candidates = 8;  // best-ranked swaps searched, besides the knock and the best immediate swap
    double knock_offset = 0;    // added to the score at which rollout players knock
    bool medium_knocks = true;  // rollout players knock by Medium's rule rather than when no swap helps
    bool match_aware = false;   // before the last round, value the chance of winning, not the round's margin
    double risk = 0.025;        // before the last round, the outcome loses this times the square of the own score
    // Before the last round, weigh each other seat's score by how much it stands between this seat
    // and the match: the spread of one round's difference between two seats (0: every seat alike).
    double lead_spread = 0;
    // This seat's rollout player knocks (first or second knock) once its hand is this many points
    // under the others' mean hand in the rollout and no swap saves more than two (0: Medium's rule).
    double see_margin = 0;
    // Weight of the heuristic's hand value against the rollouts' mean outcome. None before the last
    // round: the own rollout player's look ahead (self_look) already values a hand that prepares a
    // group, and with both the look ahead counted twice (docs/bots.md, "Measured strength").
    double prior_weight = 0;
    double last_round_prior = 0.1;  // the same in the match's last round, where a win is worth 10
    SampleParams sample{0.15, 0.6};  // the first deal of a decision
    // The other seats are explained by the family of model players (opp=family): on the same
    // deals it won 0.65 points more on average than Medium's model player alone against eight
    // tables of other styles, and lifted the planner's series, the one stranger near Medium's
    // strength, above 45%; against three Medium the two are level within the noise (46.3% and
    // 46.5% over five seeds). docs/bots.md, "Measured strength".
    ChainParams chain = [] {
        ChainParams c;
        c.family = true;
        return c;
    }();
    // With the family (chain.family): a seat the family weighs at least this much as a swap style
    // unlike Medium's (colour, number, dumper) plays that style in the rollouts rather than the
    // quick rule, and one it weighs this much as an eager or early knocker knocks as that does;
    // 0 turns it off.
    double style_rollouts = 0.5;
    // Rollout players knock at their own seats' levels (the others' mean seen from each seat)
    // rather than at this seat's for everyone: RolloutPolicy::own_shift.
    bool own_knock_levels = false;
    double rollout_look = 0;  // RolloutPolicy::look
    // RolloutPolicy::self_look: this seat plays its rollouts by Medium's look ahead, so a swap that
    // prepares a group is followed up; the others keep the quick rule (a deal costs 1.27 times as
    // much, against 2 times for every seat's look ahead).
    double self_look = 0.3;
    int rollout_cut = 3;      // RolloutPolicy::look_cut
    int rollout_look_laps = 1000;  // RolloutPolicy::look_laps
    HeuristicParams heuristic = medium_params();
};

struct SearchStats {
    int iterations = 0;
    int deals = 0;
};

struct RolloutPolicy;

class HardBot : public Bot {
public:
    HardBot(HardParams params, std::uint64_t match_seed, Seat seat) : params_(params), seed_(match_seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "hard"; }
    const SearchStats& last_search() const { return stats_; }
    // The first `count` deals a decision on `view` would search (for measurements and tests).
    std::vector<State> sample_deals(const View& view, int count) const;

private:
    // One thread's share of a decision's search: its deals, and each candidate's summed outcome.
    struct ThreadSearch {
        std::vector<double> total;
        int deals = 0;
    };
    // Searches `deals` deals (negative: until `stop`) of a chain of its own drawn from `rng`.
    void search_deals(const View& view, const State& base, const std::vector<Action>& candidates, RolloutPolicy policy,
                      Rng rng, int deals, std::chrono::steady_clock::time_point stop, ThreadSearch& part) const;

    // How every seat plays in this decision's rollouts.
    RolloutPolicy rollout_policy(const View& view) const;

    HardParams params_;
    std::uint64_t seed_;
    Seat seat_;
    SearchStats stats_;
};

// How every seat plays in a rollout: the best immediate swap; with none, a swap that keeps the
// score, or else the least bad one (as Medium, which never knocks just to pass); a knock once the
// hand is good enough for the table (knock_level, the score others are expected to end a round with).
struct RolloutPolicy {
    double knock_level = 9;
    bool medium_knocks = true;
    int moves_before = 0;       // moves of the round before the rollout began: laps count from the round's start
    // Each seat's style in the rollout: Medium's, Greedy and Noisy play the quick rule above, the
    // others as the family's model player of that style (opponent_model.hpp) plays; and each
    // seat's knock level above the usual one (the family's eager and early knockers).
    std::array<ModelStyle, kMaxPlayers> styles{};
    std::array<double, kMaxPlayers> knock_extra{};
    // Each seat's own knock level less this seat's: Medium at another seat counts this seat's
    // rounds in the others' mean and not its own.
    std::array<double, kMaxPlayers> own_shift{};
    bool any_style = false;
    double chase_points = 3.0;  // FamilyParams::chase_points
    // Medium's look ahead in the rollouts (0: the quick rule): a swap within `look_cut` points of
    // the best immediate one is valued at its score less `look` times its hand's potential, with
    // pool cards at `pool_chance` and every other card at `unseen_chance`.
    double look = 0;
    int look_cut = 3;
    int look_laps = 1000;  // the look ahead only in the rollout's first this many laps, the quick rule after
    float pool_chance = 0.5F;
    float unseen_chance = 0.04F;
    Seat self = -1;           // the searching seat, for `see_margin`
    double see_margin = 0;    // HardParams::see_margin
    double self_look = 0;     // `look` for the searching seat alone (0: `look`)
};
// Exposed for the benchmark.
Action rollout_action(const State& state, const RolloutPolicy& policy, Rng& rng);

}  // namespace zero::knizia
