// SPDX-License-Identifier: GPL-3.0-or-later
// The games the app seats at a table: an explicit list, not registration at static-initialisation
// time (a static archive drops the objects nobody references), written from the build's games
// (cmake/games.cmake).
#include "registry.hpp"

#include "zero/catalogue/registry.hpp"

#include "app_games.inc"

namespace zero::game {

std::span<const GameModule* const> game_modules() { return games::registered<GameModule ZERO_app_GAMES>(); }

const GameModule* find_game_module(games::GameId id) { return games::find_module(game_modules(), id); }

const GameModule* find_game_module(std::string_view key) { return games::find_module(game_modules(), key); }

}  // namespace zero::game
