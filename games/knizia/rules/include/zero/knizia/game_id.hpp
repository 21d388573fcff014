// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This game's id and key in the catalogue: the one place its code spells them; the layers above
// name the game through these.
#include <array>
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero::knizia {

inline constexpr games::GameId kKniziaGame = games::GameId::Knizia;
// The catalogue's key: records' and extbot messages' "game". A record without one is Knizia's too
// (written before the envelope named it).
inline constexpr std::string_view kKniziaGameId = "knizia-zero";

inline constexpr std::array kOptions{
    games::OptionInfo{"rounds", "rounds in the match (default: one per player)", 1, 50},
    games::OptionInfo{"pool", "cards in the middle (default 5, 9 with two players)", 3, 9},
};
// Its catalogue entry.
inline constexpr games::GameInfo kInfo{kKniziaGame, kKniziaGameId, "Zero", "Reiner Knizia", 2, 5, true, true, kOptions, "round"};

}  // namespace zero::knizia
