// SPDX-License-Identifier: GPL-3.0-or-later
#include <ctime>
#include <filesystem>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "game_commands.hpp"
#include "saved_match.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {
namespace {

std::string ints_text(const std::vector<int>& values, const char* separator) {
    std::string out;
    for (int v : values) out += (out.empty() ? "" : separator) + std::to_string(v);
    return out;
}

void list(const std::string& dir_option, bool json) {
    const std::string folder = save_dir(dir_option);
    const std::vector<SaveSummary> saves = list_saves(folder);
    std::ostringstream out;
    if (json) {
        out << "{\"folder\":" << json_string(folder) << ",\"saves\":[";
        for (std::size_t i = 0; i < saves.size(); ++i) {
            const SaveSummary& s = saves[i];
            out << (i ? "," : "") << "{\"name\":" << json_string(s.name) << ",\"path\":" << json_string(s.path);
            if (!s.game.empty()) out << ",\"game\":" << json_string(s.game);
            if (!s.error.empty()) {
                out << ",\"error\":" << json_string(s.error) << "}";
                continue;
            }
            out << ",\"players\":[";
            for (std::size_t p = 0; p < s.players.size(); ++p) out << (p ? "," : "") << json_string(s.players[p]);
            out << "],\"round\":" << s.round << ",\"rounds\":" << s.rounds << ",\"totals\":[" << ints_text(s.totals, ",")
                << "],\"saved_at\":" << s.saved_at << ",\"finished\":" << (s.finished ? "true" : "false") << "}";
        }
        out << "]}\n";
    } else if (saves.empty()) {
        out << "no saves in " << folder << "\n";
    } else {
        for (const SaveSummary& s : saves) {
            out << s.name << ": " << (s.game.empty() ? "" : s.game + ", ");
            if (!s.error.empty()) {
                out << "cannot be loaded (" << s.error << ")\n";
                continue;
            }
            for (std::size_t p = 0; p < s.players.size(); ++p)
                out << (p ? ", " : "") << s.players[p] << " " << s.totals[p];
            const games::GameInfo* info = games::find_game(s.game);
            const std::string round = std::string(info ? info->part : "game") + " " + std::to_string(s.round);
            out << "; "
                << (s.finished                ? "finished"
                    : s.target_points > 0 ? round + ", to " + std::to_string(s.target_points) + " points"
                                          : round + " of " + std::to_string(s.rounds))
                << "; last played " << local_time(s.saved_at) << "\n";
        }
    }
    std::cout << out.str();
}

void show(const std::string& dir_option, const std::string& name, const std::string& record_out) {
    const std::string path = existing_save_path(save_dir(dir_option), name);
    const games::GameId game = saved_game(path);
    game_commands(game).show(path, record_out);
}

}  // namespace

void add_saves_command(CLI::App& app) {
    auto* cmd = app.add_subcommand("saves", "List, inspect and delete saved matches");
    cmd->require_subcommand(1);
    auto dir = std::make_shared<std::string>();
    cmd->add_option("--save-dir", *dir, "Saves folder (default: $ZERO_SAVE_DIR or ~/.local/share/zero/saves)");

    auto json = std::make_shared<bool>(false);
    auto* list_cmd = cmd->add_subcommand("list", "The saved matches, most recently played first");
    list_cmd->add_flag("--json", *json, "Print the list as JSON");
    list_cmd->callback([dir, json] { list(*dir, *json); });

    auto names = std::make_shared<std::vector<std::string>>();
    auto* delete_cmd = cmd->add_subcommand("delete", "Delete saves (and their backups)");
    delete_cmd->add_option("name", *names, "Save names or files")->required();
    delete_cmd->callback([dir, names] {
        const std::string folder = save_dir(*dir);
        for (const std::string& name : *names) {
            const std::string path = existing_save_path(folder, name);
            if (!std::filesystem::exists(path) && !std::filesystem::exists(backup_path(path)))
                throw CommandError(path + ": no such save");
            if (std::string error = delete_save(path); !error.empty()) throw CommandError(error);
        }
    });

    auto show_name = std::make_shared<std::string>();
    auto record = std::make_shared<std::string>();
    auto* show_cmd = cmd->add_subcommand("show", "Check a save by replaying it; print its seats and state");
    show_cmd->add_option("name", *show_name, "Save name or file")->required();
    show_cmd->add_option("--record", *record, "Also write the match record so far (JSON) to this file");
    show_cmd->callback([dir, show_name, record] { show(*dir, *show_name, *record); });
}

}  // namespace zero::cli
