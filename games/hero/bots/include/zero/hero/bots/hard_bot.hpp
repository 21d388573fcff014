// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hard for Zero Hero (docs/bots.md, "Zero Hero"): it deals the cards it cannot see (the pile's
// order, the cards set aside, the others' face-down cards) in ways that agree with everything its
// View shows, and on each such deal plays its legal actions (or Medium's best few) forward, every
// seat then playing Medium's rule (its own next turn included), until its turn after next or the
// end of the game; it keeps the candidate whose outcomes are best on average against the strongest
// rival.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/hero/bots/bots.hpp"

namespace zero::hero {

struct HardParams {
    int iterations = 0;    // deals searched per decision; 0: by the clock
    int time_ms = 600;     // the clock's budget per decision (it stops at 90% of it), spent while the table animates
    int threads = 0;       // threads the search runs on, each with deals of its own; 0: every hardware thread
    int max_deals = 4000;  // the most deals by the clock, so an idle machine does not waste time
    int width = 0;         // candidates searched, Medium's best ones; 0: every legal action
    int horizon = 0;       // actions played forward after the candidate; 0: by `turns`
    int turns = 2;         // without a horizon: the playout stops at this seat's Nth turn from now
    double rivals = 1.0;   // the weight of the strongest rival's position against this seat's own
};

// A whole State the View could have come from: the unseen cards (View::unseen) dealt at random to
// the other seats' face-down cards (as many as each holds), the pile (as many as are left, the
// end-card boundary where the View puts it) and the set-aside cards. The match is cut to the game
// being played, with totals from zero, so that its end is the end of the search.
class HiddenDealer {
public:
    explicit HiddenDealer(const View& view);
    State deal(Rng& rng);
    // The same deal into `out`, whose room (the log) is kept: a search deals thousands.
    void deal(Rng& rng, State& out);

private:
    State base_;
    std::vector<Card> urn_;
    std::vector<Card> pile_;  // the pile being dealt, kept between deals
    Seat me_;
    int pile_size_;
    SeatArray face_down_{};
};

// The clock a time budget is counted on, in milliseconds from any fixed moment: the steady wall
// clock, unless a test puts a model of its own in its place.
using HardClock = std::function<double()>;

class HardBot : public core::HardBotBase<SeededBot, HardParams> {
public:
    using HardBotBase::HardBotBase;
    Action choose(const View& view) override;
    // The clock the time budget is counted on. It is read as the decision starts, and by each
    // search thread once its deals are set up and after each deal, never inside one; a model clock
    // that counts its reads models one thread (`threads=1`).
    void set_clock(HardClock clock) { clock_ = std::move(clock); }

private:
    double now_ms() const;
    // One thread's search: up to `most` deals (by the clock, none that could end past the budget
    // counted from `start`), each candidate's outcome added to `value`. Returns the deals searched.
    int search_deals(const View& view, const std::vector<ScoredAction>& candidates, HiddenDealer dealer, Rng rng, int most,
                     std::optional<double> start, std::vector<double>& value) const;

    HardClock clock_;  // empty: the steady clock
};

// "hard" with options ("hard:iters=200:width=4"); throws std::invalid_argument naming the problem.
HardParams hard_params(std::string_view kind);

}  // namespace zero::hero
