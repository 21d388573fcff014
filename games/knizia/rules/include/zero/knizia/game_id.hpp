// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This game's id and key in the catalogue: the one place its code spells them; the layers above
// name the game through these.
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero::knizia {

inline constexpr games::GameId kKniziaGame = games::GameId::Knizia;
// The catalogue's key: records' and extbot messages' "game". A record without one is Knizia's too
// (written before the envelope named it).
inline constexpr std::string_view kKniziaGameId = "knizia-zero";

}  // namespace zero::knizia
