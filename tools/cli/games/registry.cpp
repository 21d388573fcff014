// SPDX-License-Identifier: GPL-3.0-or-later
// The games the command line plays: an explicit list, not registration at static-initialisation
// time (a static archive drops the objects nobody references), written from the build's games
// (cmake/games.cmake).
#include <array>
#include <span>

#include "commands.hpp"
#include "game_commands.hpp"

#include "cli_games.inc"

namespace zero::cli {

std::span<const GameCommands* const> game_commands() {
    static const std::array<const GameCommands*, ZERO_cli_GAME_COUNT> games{ZERO_cli_GAMES};
    return games;
}

const GameCommands& game_commands(games::GameId id) {
    for (const GameCommands* game : game_commands())
        if (game->id() == id) return *game;
    throw CommandError(games::playable_game_error(games::game_info(id).key), kUsageError);
}

void GameCommands::score(const std::vector<std::string>& /*cards*/) const { refuse_game("score", id()); }

}  // namespace zero::cli
