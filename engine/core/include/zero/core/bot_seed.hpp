// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How every game's bots draw their chances: a generator per decision, seeded by the match's seed,
// the seat and the stage the decision is for, so that a bot match replays exactly and a resumed
// one plays on as it would have.
#include <cstdint>

#include "zero/core/rng.hpp"
#include "zero/core/seat.hpp"

namespace zero::core {

constexpr Rng decision_rng(std::uint64_t match_seed, Seat seat, std::uint64_t stage) {
    return Rng(mix_seed(mix_seed(match_seed, static_cast<std::uint64_t>(seat) + 1), stage));
}

// A game's bot (`Bot`, its interface) whose decisions draw from decision_rng for its seat, at the
// stage the view's member `Stage` names: the epoch where seats act at once (a seat's choice must
// not depend on who committed before it), else the state id.
template <class Bot, auto Stage>
class SeededBot : public Bot {
public:
    SeededBot(std::uint64_t match_seed, Seat seat) : seed_(match_seed), seat_(seat) {}

protected:
    template <class View>
    Rng rng_for(const View& view) const {
        return decision_rng(seed_, seat_, view.*Stage);
    }

private:
    std::uint64_t seed_;
    Seat seat_;
};

}  // namespace zero::core
