// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Option handling shared by the commands that set up matches.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/knizia/rules.hpp"

namespace CLI {
class App;
}

namespace zero::cli {

// `simulate`'s options; a game reads those that are its own and refuses the others.
struct SimulateOptions {
    std::string game{games::kDefaultGame};
    int players = 0;
    std::string bots;
    int matches = 1;
    std::uint64_t seed = 1;
    std::optional<int> pool;    // knizia-zero
    std::optional<int> rounds;  // knizia-zero
    std::optional<int> games;   // soler-zero
    std::optional<int> points;  // soler-zero
    std::string record;
    bool json = false;
    std::string save;
    std::string save_dir;
    int turn_delay_ms = 0;
    bool overwrite = false;
    bool timing = false;  // each bot kind's decision times (not with --save)
};

// The game a --game option names, or a CommandError (usage) naming the games.
games::GameId game_option(const std::string& key);
// Adds --game to a command; `what` says what it picks ("the game to simulate").
void add_game_option(CLI::App& cmd, std::string& key, const std::string& what);
// For a command that plays only some games: refuses the others with one sentence.
void refuse_game(const std::string& command, games::GameId game);
// The names records give to bot seats: "greedy 1", "random 2", ...
std::vector<std::string> record_names(const std::vector<std::string>& kinds);
// `simulate --save`'s save file, checked and its folder created.
std::string new_save_file(const SimulateOptions& o, const std::string& saves_folder);

std::vector<std::string> split_list(const std::string& text);
// The rules a command line asks for, or a CommandError (usage) saying what is wrong.
knizia::Rules rules_from_options(int players, std::optional<int> pool, std::optional<int> rounds);

}  // namespace zero::cli
