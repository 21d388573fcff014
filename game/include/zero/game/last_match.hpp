// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the player set up last, offered again: New match's game, seats and names (the match last
// started there), and the name last typed in Join game or Host game. Both live in the settings
// file, so they outlast the run.
#include <optional>
#include <string>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/session.hpp"
#include "zero/game/settings.hpp"
#include "zero/game/strings.hpp"

namespace zero::game {

struct LastMatch {
    games::GameId game = games::kDefaultGameId;
    std::vector<SeatSetup> seats;  // every person named; a bot seat has its kind (New match names it)
};

// The match last started from New match, set up for `game` (the one remembered when empty): its
// seats in order, a person without a name of their own given the default one in the language
// shown, a bot kind that game lacks made its default kind. Nothing when no match was remembered,
// or its game is not one this build seats at a table, or it had too few or too many seats.
std::optional<LastMatch> remembered_match(const Settings& settings, const Strings& strings,
                                          std::optional<games::GameId> game = std::nullopt);
// Keeps the match being started in `settings`. A person whose name is still the default one
// ("Player 2") is kept without a name, so it follows the language next time.
void remember_match(Settings& settings, games::GameId game, const std::vector<SeatSetup>& seats,
                    const Strings& strings);
// The name Join game and Host game offer: the one typed last, else `fallback` (the user's).
std::string remembered_name(const Settings& settings, const std::string& fallback);

}  // namespace zero::game
