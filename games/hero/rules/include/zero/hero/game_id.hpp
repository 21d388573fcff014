// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This game's id and key in the catalogue: the one place its code spells them; the layers above
// name the game through these.
#include <array>
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero::hero {

inline constexpr games::GameId kGame = games::GameId::Hero;
// The catalogue's key: records' and extbot messages' "game".
inline constexpr std::string_view kGameId = "zero-hero";

inline constexpr std::array<games::OptionInfo, 1> kOptions{
    games::OptionInfo{"games", "games in the match (default 1)", 1, 50},
};
// Its catalogue entry.
inline constexpr games::GameInfo kInfo{kGame, kGameId, "Zero Hero", "Wrede & zur Linde", 2, 5, true, true, kOptions};

}  // namespace zero::hero
