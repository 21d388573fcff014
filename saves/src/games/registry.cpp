// SPDX-License-Identifier: GPL-3.0-or-later
// The games the saves layer reads: an explicit list (a static archive drops objects nobody
// references, so no game registers itself), written from the build's games (cmake/games.cmake).
#include "zero/saves/saves_module.hpp"

#include "zero/catalogue/registry.hpp"

#include "saves_games.inc"

namespace zero {

std::span<const SavesModule* const> saves_modules() { return games::registered<SavesModule ZERO_saves_GAMES>(); }

const SavesModule* find_saves_module(games::GameId id) { return games::find_module(saves_modules(), id); }

}  // namespace zero
