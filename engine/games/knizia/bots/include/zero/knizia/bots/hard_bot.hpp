#pragma once
// Hard: determinized Monte Carlo search. Each iteration deals the cards this seat has not seen
// into the other hands (consistently with the known cards and hand sizes, and in proportion to how
// well they explain each seat's moves: deal_chain.hpp), then plays the round
// out from every candidate move with the same deal and the same rollout generator, so candidates
// are compared on equal luck. The move with the best mean outcome is played.
#include <chrono>

#include "zero/knizia/bots/deal_chain.hpp"
#include "zero/knizia/bots/determinize.hpp"
#include "zero/knizia/bots/heuristic.hpp"

namespace zero {

struct HardParams {
    // Rollouts per decision. Set for reproducible play (tests, measurements); 0 plays to the clock.
    int iterations = 0;
    int time_ms = 250;
    int candidates = 8;  // best-ranked swaps searched, besides the knock and the best immediate swap
    double knock_offset = 0;    // added to the score at which rollout players knock
    bool medium_knocks = true;  // rollout players knock by Medium's rule rather than when no swap helps
    bool match_aware = false;   // before the last round, value the chance of winning, not the round's margin
    double risk = 0.025;        // before the last round, the outcome loses this times the square of the own score
    double prior_weight = 0.4;  // weight of the heuristic's hand value against the rollouts' mean outcome
    double last_round_prior = 0.1;  // the same in the match's last round, where a win is worth 10
    SampleParams sample{0.15, 0.6};  // the first deal of a decision
    ChainParams chain;
    HeuristicParams heuristic = medium_params();
};

struct SearchStats {
    int iterations = 0;
    int deals = 0;
};

class HardBot : public Bot {
public:
    HardBot(HardParams params, std::uint64_t match_seed, Seat seat) : params_(params), seed_(match_seed), seat_(seat) {}
    Action choose(const View& view) override;
    std::string kind() const override { return "hard"; }
    const SearchStats& last_search() const { return stats_; }
    // The first `count` deals a decision on `view` would search (for measurements and tests).
    std::vector<State> sample_deals(const View& view, int count) const;

private:
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
};
// Exposed for the benchmark.
Action rollout_action(const State& state, const RolloutPolicy& policy, Rng& rng);

}  // namespace zero
