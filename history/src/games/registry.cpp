// SPDX-License-Identifier: GPL-3.0-or-later
// The games the history reads: an explicit list (a static archive drops objects nobody
// references, so no game registers itself), written from the build's games (cmake/games.cmake).
#include "registry.hpp"

#include "zero/catalogue/registry.hpp"

#include "history_games.inc"

namespace zero::history {

std::span<const HistoryModule* const> history_modules() {
    return games::registered<HistoryModule ZERO_history_GAMES>();
}

const HistoryModule* find_history_module(games::GameId id) { return games::find_module(history_modules(), id); }

const HistoryModule* find_history_module(std::string_view game_key) {
    return games::find_module(history_modules(), game_key);
}

}  // namespace zero::history
