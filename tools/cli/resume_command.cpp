// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.hpp"
#include "game_commands.hpp"
#include "match_runner.hpp"
#include "saved_match.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {
namespace {

struct ResumeOptions {
    std::string file;
    std::string record;
    std::string save_dir;
    int turn_delay_ms = 0;
    bool json = false;
    std::string game;
};

void run(const ResumeOptions& o) {
    SavedMatchOptions options;
    options.saves_folder = save_dir(o.save_dir);
    options.save_file = existing_save_path(options.saves_folder, o.file);
    options.record_out = o.record;
    options.turn_delay_ms = o.turn_delay_ms;
    const games::GameId game = saved_game(options.save_file);
    if (!o.game.empty() && game_option(o.game) != game)
        throw CommandError(options.save_file + ": this is a save of " + std::string(games::game_info(game).key) +
                           ", not of " + o.game);
    game_commands(game).resume(std::move(options), o.json);
}

}  // namespace

void add_resume_command(CLI::App& app) {
    auto o = std::make_shared<ResumeOptions>();
    auto* cmd = app.add_subcommand("resume", "Carry on a saved bot match to its end, saving after every action");
    cmd->add_option("file", o->file, "The save (a bare name is looked up in the saves folder); its header names the game")
        ->required();
    add_game_option(*cmd, o->game, "Refuse a save of another game than this one");
    cmd->add_option("--record", o->record, "Write the finished match's record (JSON) to this file");
    cmd->add_option("--save-dir", o->save_dir, "Saves folder (default: $ZERO_SAVE_DIR or ~/.local/share/zero/saves)");
    cmd->add_option("--turn-delay-ms", o->turn_delay_ms, "Pause after every action, in milliseconds")
        ->check(CLI::Range(0, 60'000));
    cmd->add_flag("--json", o->json, "Print the result as JSON");
    cmd->callback([o] { run(*o); });
}

}  // namespace zero::cli
