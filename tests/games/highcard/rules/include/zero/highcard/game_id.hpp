// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// This game's entry in the catalogue: the one place its code spells its id and key.
#include <array>
#include <string_view>

#include "zero/catalogue/catalogue.hpp"

namespace zero::highcard {

// Saves and the wire carry the id as a byte: the test build's games keep to 64 and above, clear
// of the games a player's build carries.
inline constexpr games::GameId kGame{64};
inline constexpr std::string_view kGameId = "high-card";

inline constexpr std::array kOptions{
    games::OptionInfo{"games", "games in the match (default 1)", 1, 9},
};
// Playable, with a table in the game app (`zero --game high-card`, the replay viewer), and named in
// no help text or list a player reads (not listed: New match, Host game, Rules and Tutorial leave it
// out; it has no LAN table in the app).
inline constexpr games::GameInfo kInfo{kGame, kGameId, "High Card", "the test build", 2, 4, true, true, kOptions, "game", false};

}  // namespace zero::highcard
