// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/action.hpp"

namespace zero::soler {

std::string to_string(const Action& action) {
    switch (action.kind) {
        case ActionKind::Play: return "play " + std::to_string(action.value);
        case ActionKind::Bet: return "bet " + std::to_string(action.value);
        case ActionKind::Safe: break;
    }
    if (action.groups.empty()) return "safe nothing";
    std::string out = "safe";
    for (const Group& group : action.groups) {
        std::string cards;
        for (int v : group) cards += (cards.empty() ? "" : ",") + std::to_string(v);
        out += " [" + cards + "]";
    }
    return out;
}

}  // namespace zero::soler
