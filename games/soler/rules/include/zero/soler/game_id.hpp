// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This game's id and key in the catalogue: the one place its code spells them; the layers above
// name the game through these.
#include <array>
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero::soler {

inline constexpr games::GameId kGame = games::GameId::Soler;
// The catalogue's key: records' and extbot messages' "game".
inline constexpr std::string_view kGameId = "soler-zero";

inline constexpr std::array kOptions{
    games::OptionInfo{"games", "games in the match (default: one per player)", 1, 50},
    games::OptionInfo{"points", "play until a total reaches this many points instead (the printed variant: 100)", 1, 1000},
};
// Its catalogue entry.
inline constexpr games::GameInfo kInfo{kGame, kGameId, "ZERO", "Ernst Sol\u00e8r", 2, 5, true, true, kOptions};

}  // namespace zero::soler
