#pragma once
// Hard: determinized Monte Carlo search. Each iteration deals the cards this seat has not seen
// into the other hands (consistently with the known cards and hand sizes), then plays the round
// out from every candidate move with the same deal and the same rollout generator, so candidates
// are compared on equal luck. The move with the best mean outcome is played.
#include <chrono>

#include "zero/bots/determinize.hpp"
#include "zero/bots/heuristic.hpp"

namespace zero {

struct HardParams {
    // Rollouts per decision. Set for reproducible play (tests, measurements); 0 plays to the clock.
    int iterations = 0;
    int time_ms = 250;
    int candidates = 8;  // best-ranked swaps searched, besides the knock and the best immediate swap
    double knock_offset = 0;  // added to the score at which rollout players knock
    SampleParams sample{0.08, 0.4};
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

private:
    HardParams params_;
    std::uint64_t seed_;
    Seat seat_;
    SearchStats stats_;
};

// The rollout policy: the best immediate swap; with none, a swap that keeps the score while the
// hand is still above `knock_level`, otherwise a knock. Exposed for the benchmark.
Action rollout_action(const State& state, double knock_level, Rng& rng);

}  // namespace zero
