// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Bots for Solèr's ZERO see a View only. Each decision draws from a generator seeded by (match
// seed, seat, epoch): the epoch, not the state id, so a seat's face-down choice does not depend
// on who committed before it, and a bot match replays exactly.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/core/bot_seed.hpp"
#include "zero/core/rng.hpp"
#include "zero/soler/view.hpp"

namespace zero::soler {

// "random", "easy", "medium" or "hard" (with options, "hard:iters=2000"; hard_bot.hpp): easy and
// medium are described beside their easy_choice and medium_choice (bots.cpp).
ZERO_CHOICE_BOTS(View, Action, epoch)

// Medium's card: the one that leaves the hand laying the most cards safe, ties at random.
// `most_safe` counts the cards a hand lays (most_safe_cards, or a memo of it).
template <class MostSafe>
int keep_most_safe(const Cards& hand, Rng& rng, MostSafe&& most_safe) {
    int best = -1;
    int choice = 0;
    std::uint32_t ties = 0;
    for (int v = kMinValue; v <= kMaxValue; ++v) {
        if (!hand.contains(v)) continue;
        Cards rest = hand;
        rest.remove(v);
        const int value = most_safe(rest);
        if (value > best) {
            best = value;
            choice = v;
            ties = 1;
        } else if (value == best && rng.below(++ties) == 0) {
            choice = v;
        }
    }
    return choice;
}

// The chance of each total of the trick (index total + 3 x players), from what the seat knows:
// its own card, and for every other seat a card drawn from that seat's known cards or, for the
// rest of its hand, from the cards the seat has not seen.
std::vector<double> total_odds(const View& view, int own_card);
// One step of total_odds (and of Hard's odds): a distribution of totals (by index, as there) with
// one more seat's card added, `card` the chance of each value (index value - kMinValue).
std::vector<double> add_card(const std::vector<double>& totals, const std::array<double, kValues>& card);

}  // namespace zero::soler
