// SPDX-License-Identifier: GPL-3.0-or-later
#include <iostream>

#include "commands.hpp"
#include "hero_commands.hpp"
#include "match_runner.hpp"
#include "soler_commands.hpp"
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
        if (found == games::GameId::Soler) return replay_soler(*file, std::get<soler::MatchRecord>(*parsed.record));
        if (found == games::GameId::Hero) return replay_hero(*file, std::get<hero::MatchRecord>(*parsed.record));
        const MatchRecord& rec = std::get<MatchRecord>(*parsed.record);
        const ReplayResult result = replay(rec);
        if (result.error) throw CommandError(*file + ": " + result.error->what());
        const State& state = *result.state;
        if (state.phase != Phase::MatchOver) {
            std::cout << "valid, unfinished: round " << state.round + 1 << " of " << state.rules.rounds << "\n";
        }
        std::cout << "totals:";
        for (int seat = 0; seat < state.players(); ++seat)
            std::cout << (seat ? ", " : " ") << rec.players[static_cast<std::size_t>(seat)] << " "
                      << state.totals[static_cast<std::size_t>(seat)];
        std::cout << "\n";
        if (state.phase == Phase::MatchOver) {
            std::cout << "winners:";
            bool first = true;
            for (int seat : rec.winners) {
                std::cout << (first ? " " : ", ") << rec.players[static_cast<std::size_t>(seat)];
                first = false;
            }
            std::cout << "\n";
        }
    });
}

}  // namespace zero::cli
