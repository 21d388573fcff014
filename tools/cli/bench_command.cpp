// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.hpp"
#include "game_commands.hpp"
#include "match_runner.hpp"

namespace zero::cli {

void add_bench_command(CLI::App& app) {
    auto seconds = std::make_shared<double>(2.0);
    auto game = std::make_shared<std::string>(games::kDefaultGame);
    auto* cmd = app.add_subcommand(
        "bench",
        "Measure random playouts: 4 players; knizia-zero: pool 5, a uniform choice among the 46 legal actions "
        "each turn (last line: turns_per_s, rounds_per_s); soler-zero: a uniform choice of a seat that may "
        "act and of its legal action (last line: actions_per_s, tricks_per_s, games_per_s); zero-hero: a uniform "
        "choice among the legal actions (last line: actions_per_s, purchases_per_s, games_per_s)");
    cmd->add_option("--seconds", *seconds, "How long to measure")->check(CLI::Range(0.05, 600.0));
    add_game_option(*cmd, *game, "The game to measure");
    cmd->callback([seconds, game] {
        game_commands(game_option(*game)).bench(*seconds);
    });
}

}  // namespace zero::cli
