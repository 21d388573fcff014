// SPDX-License-Identifier: GPL-3.0-or-later
#include <iostream>

#include "commands.hpp"
#include "game_commands.hpp"
#include "match_runner.hpp"
#include "zero/saves/any_record.hpp"

namespace zero::cli {

void add_replay_command(CLI::App& app) {
    auto file = std::make_shared<std::string>();
    auto game = std::make_shared<std::string>();
    auto* cmd = app.add_subcommand("replay", "Validate a match record of any game by replaying it; print totals and winners");
    cmd->add_option("file", *file, "A match record (JSON, see docs/match-record.md); its \"game\" says which")->required();
    add_game_option(*cmd, *game, "Refuse a record of another game than this one");
    cmd->callback([file, game] {
        if (!game->empty()) game_option(*game);  // a usage error before the file is read
        AnyRecordParse parsed = load_any_record_file(*file);
        if (!parsed.record) throw CommandError(parsed.error);
        const games::GameId found = game_of(*parsed.record);
        if (!game->empty() && games::find_game(*game)->id != found)
            throw CommandError(*file + ": this is a record of " + std::string(games::game_info(found).key) + ", not of " +
                               *game);
        game_commands(found).replay(*file, *parsed.record);
    });
}

}  // namespace zero::cli
