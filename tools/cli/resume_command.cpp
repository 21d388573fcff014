// SPDX-License-Identifier: GPL-3.0-or-later
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "hero_commands.hpp"
#include "match_runner.hpp"
#include "saved_match.hpp"
#include "soler_commands.hpp"
#include "zero/saves/record_json.hpp"
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
    if (game == games::GameId::Soler) return resume_soler(options, o.json);
    if (game == games::GameId::Hero) return resume_hero(options, o.json);
    LoadedSave loaded = load_save(options.save_file);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    options.path_is_good = !loaded.from_backup;
    const int resumed_round = loaded.state->round + 1;
    const std::size_t resumed_actions = loaded.state->state_id;

    const State state = play_saved_match(std::move(*loaded.state), loaded.save->seats, options);
    const MatchRecord record = make_record(state, loaded.save->record.players);

    std::ostringstream out;
    if (o.json) {
        out << "{\"file\":" << json_string(options.save_file) << ",\"seed\":" << record.seed.value_or(0)
            << ",\"resumed_round\":" << resumed_round << ",\"resumed_actions\":" << resumed_actions
            << ",\"rounds\":" << record.rounds.size() << ",\"players\":[";
        for (std::size_t seat = 0; seat < record.players.size(); ++seat)
            out << (seat ? "," : "") << json_string(record.players[seat]);
        out << "],\"totals\":[";
        for (std::size_t seat = 0; seat < record.totals.size(); ++seat) out << (seat ? "," : "") << record.totals[seat];
        out << "],\"winners\":[";
        for (std::size_t i = 0; i < record.winners.size(); ++i) out << (i ? "," : "") << record.winners[i];
        out << "]}\n";
    } else {
        out << "resumed at round " << resumed_round << " after " << resumed_actions << " actions; finished after "
            << record.rounds.size() << " rounds\ntotals:";
        for (std::size_t seat = 0; seat < record.players.size(); ++seat)
            out << (seat ? ", " : " ") << record.players[seat] << " " << record.totals[seat];
        out << "\nwinners:";
        for (std::size_t i = 0; i < record.winners.size(); ++i)
            out << (i ? ", " : " ") << record.players[static_cast<std::size_t>(record.winners[i])];
        out << "\n";
    }
    std::cout << out.str();
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
