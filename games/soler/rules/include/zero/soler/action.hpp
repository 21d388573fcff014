// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::soler {

enum class ActionKind : std::uint8_t { Play, Bet, Safe };

// One group of safe cards, as the player laid it out (order kept for the record).
using Group = std::vector<int>;

// A decision: play a card face down, announce a total, or lay groups of hand cards safe (an
// empty list lays nothing).
struct Action {
    ActionKind kind = ActionKind::Play;
    int value = 0;  // the card played, or the total announced
    std::vector<Group> groups;

    static Action play(int card) { return {ActionKind::Play, card, {}}; }
    static Action bet(int total) { return {ActionKind::Bet, total, {}}; }
    static Action safe(std::vector<Group> groups) { return {ActionKind::Safe, 0, std::move(groups)}; }
    friend bool operator==(const Action&, const Action&) = default;
};

using Move = core::SeatedMove<Action>;

// "play 2", "bet -4", "safe [0] [3,-2,-1]", "safe nothing".
std::string to_string(const Action& action);

}  // namespace zero::soler
