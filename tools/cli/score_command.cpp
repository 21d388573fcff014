// SPDX-License-Identifier: GPL-3.0-or-later
#include <string>
#include <vector>

#include "commands.hpp"
#include "game_commands.hpp"
#include "match_runner.hpp"

namespace zero::cli {

void add_score_command(CLI::App& app) {
    auto* cmd = app.add_subcommand(
        "score", "Knizia's Zero only: print the score of a hand of nine cards, e.g. score red3 blue5 ...");
    auto cards = std::make_shared<std::vector<std::string>>();
    auto game = std::make_shared<std::string>(games::kDefaultGame);
    add_game_option(*cmd, *game, "Only knizia-zero: another game is refused");
    cmd->add_option("cards", *cards, "Nine cards such as red3 or GREY8 (colour and number, any case)")->required();
    cmd->callback([cards, game] {
        game_commands(game_option(*game)).score(*cards);
    });
}

}  // namespace zero::cli
