// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/simple_bots.hpp"

#include "zero/knizia/score.hpp"

namespace zero::knizia {

Action greedy_choice(const View& view, Rng& rng) {
    const ActionList legal = legal_actions(view);
    int best = score(view.hand);
    Action choice = Action::knock();
    std::uint32_t ties = 0;
    for (const Action& action : legal) {
        if (!action.is_swap()) continue;
        CardSet after = view.hand;
        after.erase(action.give);
        after.insert(action.take);
        const int value = score(after);
        if (value < best) {
            best = value;
            choice = action;
            ties = 1;
        } else if (value == best && ties > 0 && rng.below(++ties) == 0) {
            choice = action;  // reservoir sampling keeps each tied swap equally likely
        }
    }
    return choice;
}

}  // namespace zero::knizia
