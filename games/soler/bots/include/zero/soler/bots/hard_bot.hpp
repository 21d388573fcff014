// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hard for Solèr's ZERO (docs/bots.md, "Solèr's ZERO"): it reads the bets made before its own as
// evidence of the cards behind them, and searches its card over deals of the hidden hands that
// agree with everything its View shows.
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "zero/soler/bots/bots.hpp"

namespace zero::soler {

struct HardParams {
    int iterations = 0;       // deals searched per card decision; 0: by the clock
    int time_ms = 600;        // the clock's budget per decision (it stops at 90% of it), spent while the table animates
    int threads = 0;          // threads the search runs on, each with deals of its own; 0: every hardware thread
    int max_deals = 40'000;   // the most deals by the clock, so an idle machine does not waste time
    double floor = 0.05;      // a bet's likelihood under the model player never falls below this
    double sharpness = 3.0;   // how sure the model player is of its most likely total
    double model_play = 0.8;  // the share of the others' plays made by Medium's rule (the rest at random)
    double potential = 0.5;   // what a card that could be laid safe later is worth, against one laid now
    double spare = 0.1;       // what any other card in hand is worth
    double rivals = 1.0;      // the weight of what another seat gains, shared among the others
    int future = 0;           // tricks sampled to value the cards kept for later; 0: by the groups they complete now
    double lead = 0.0;        // what leading the next trick is worth
    int bet_deals = 1000;     // deals its bet is searched over (one thread); 0: the likeliest free total
};

// Deals the cards a seat cannot place (View::unseen) consistently with its View: every other hand
// gets its publicly known cards and as many unseen ones as it lacks, as it was before this
// trick's play (a seat that has played face down holds one more); the rest is the pile.
class HiddenDealer {
public:
    explicit HiddenDealer(const View& view);
    // Fills every other seat's hand; this seat's stays empty.
    void deal(Rng& rng, CardsArray& hands);
    // Each hand's size before this trick's play.
    int hand_size(Seat seat) const { return pre_[static_cast<std::size_t>(seat)]; }

private:
    Seat me_;
    int players_;
    SeatArray pre_{};
    CardsArray known_{};
    std::vector<int> urn_;
};

// What the search remembers of the hands it meets, by their counts: the most cards each lays safe,
// what is left after laying them, and what it is worth kept for later tricks.
struct SafeMemo {
    std::unordered_map<std::uint64_t, std::uint8_t> most;
    std::unordered_map<std::uint64_t, Cards> left;
    std::unordered_map<std::uint64_t, double> later;  // for this decision's sample tricks only
};

// last_deals() counts the deals of the last card decision.
class HardBot : public core::HardBotBase<SeededBot, HardParams> {
public:
    using HardBotBase::HardBotBase;
    Action choose(const View& view) override;

    // The chance of each total of the trick (index total + 3 x players) for this seat's card
    // `own`, given the bets made so far in the trick (`bet_made`, `bets`): every other seat's
    // card is weighed by how well it explains that seat's bet.
    std::vector<double> posterior_totals(const View& view, int own, SeatMask bet_made, const SeatArray& bets) const;

private:
    Action play(const View& view, Rng& rng);

    std::vector<SafeMemo> safe_memo_;  // one a search thread: nothing is shared while they run
};

// "hard" with options ("hard:iters=2000:ms=100"); throws std::invalid_argument naming the problem.
HardParams hard_params(std::string_view kind);

}  // namespace zero::soler
