// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
#include <cstdint>
#include <string>

#include "zero/core/seat.hpp"
#include "zero/knizia/card.hpp"

namespace zero::knizia {

enum class ActionKind : std::uint8_t { Swap, Knock };

// What a player does on a turn: put `give` into the pool and take `take` from it, or knock.
struct Action {
    ActionKind kind = ActionKind::Knock;
    Card give;
    Card take;

    static constexpr Action swap(Card give, Card take) { return {ActionKind::Swap, give, take}; }
    static constexpr Action knock() { return {}; }
    constexpr bool is_swap() const { return kind == ActionKind::Swap; }
    friend constexpr bool operator==(const Action&, const Action&) = default;
};

using Move = core::SeatedMove<Action>;

// "swap red3 blue5" or "knock".
std::string to_string(const Action& action);

}  // namespace zero::knizia
