// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This game's id and key in the catalogue: the one place its code spells them; the layers above
// name the game through these.
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero::hero {

inline constexpr games::GameId kGame = games::GameId::Hero;
// The catalogue's key: records' and extbot messages' "game".
inline constexpr std::string_view kGameId = "zero-hero";

}  // namespace zero::hero
