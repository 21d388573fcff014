// SPDX-License-Identifier: GPL-3.0-or-later
#include "match_runner.hpp"

#include <filesystem>

#include "commands.hpp"
#include "zero/core/comma_list.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {

games::GameId game_option(const std::string& key) {
    if (std::string why = games::playable_game_error(key); !why.empty()) throw CommandError(why, kUsageError);
    return games::find_game(key)->id;
}

void add_game_option(CLI::App& cmd, std::string& key, const std::string& what) {
    std::string keys;
    for (const games::GameInfo& g : games::catalogue())
        if (g.playable && g.listed) keys += (keys.empty() ? "" : ", ") + std::string(g.key);
    cmd.add_option("--game", key, what + ": " + keys + " (default " + std::string(games::kDefaultGame) + ")");
}

void refuse_game(const std::string& command, games::GameId game) {
    const games::GameInfo& info = games::game_info(game);
    throw CommandError("'" + command + "' is for Knizia's Zero (knizia-zero) only, not " + std::string(info.title) +
                           " (" + std::string(info.key) + ")",
                       kUsageError);
}

std::vector<std::string> record_names(const std::vector<std::string>& kinds) {
    std::vector<std::string> names;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat) names.push_back(kinds[seat] + " " + std::to_string(seat + 1));
    return names;
}

std::string new_save_file(const SimulateOptions& o, const std::string& saves_folder) {
    const std::string file = save_path(saves_folder, o.save);
    std::error_code ec;
    if (!o.overwrite && std::filesystem::exists(file, ec))
        throw CommandError(file + ": a save is already there (resume it, delete it or pass --overwrite)", kUsageError);
    if (const auto parent = std::filesystem::path(file).parent_path(); !parent.empty()) {
        std::filesystem::create_directories(parent, ec);
        if (ec) throw CommandError(parent.string() + ": cannot create: " + ec.message());
    }
    return file;
}

std::vector<std::string> split_list(const std::string& text) { return core::split_commas(text); }

knizia::Rules rules_from_options(int players, std::optional<int> pool, std::optional<int> rounds) {
    knizia::Rules rules = knizia::default_rules(players);
    if (pool) rules.pool_size = *pool;
    if (rounds) rules.rounds = *rounds;
    if (std::string why = rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

}  // namespace zero::cli
