// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/action.hpp"

namespace zero::hero {

std::string to_string(const Action& action) {
    switch (action.kind) {
        case ActionKind::Take:
            return "take " + std::to_string(action.count) + " from pair " + std::to_string(action.slot);
        case ActionKind::Buy:
            return "buy pair " + std::to_string(action.slot);
        case ActionKind::Swap:
            break;
    }
    if (action.way == SwapWay::Give)
        return "give " + card_name(action.card) + " to seat " + std::to_string(action.other);
    return "take " + card_name(action.card) + " from seat " + std::to_string(action.other);
}

}  // namespace zero::hero
