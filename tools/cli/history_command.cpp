// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli history: the finished matches in the saves folder's history/, through its index.
#include <cmath>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "saved_match.hpp"
#include "zero/history/history_index.hpp"
#include "zero/history/history_json.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {
namespace {

struct HistoryOptions {
    std::string dir;
    std::string game;
    std::string player;
    bool json = false;
};

void check_game(const std::string& game) {
    if (!game.empty() && !games::find_game(game)) throw CommandError(games::unknown_game_error(game), kUsageError);
}

std::string highlight_words(std::string_view key) {
    const std::size_t place = history::highlight_place(key);
    return std::string(place < history::kHighlightNames.size() ? history::kHighlightNames[place].english : key);
}

void print_match(std::ostream& out, const history::MatchEntry& m) {
    out << m.number << "  " << local_time(m.time) << "  " << (m.game.empty() ? "?" : m.game) << "  ";
    if (m.damaged) {
        out << "damaged (" << m.error << ")";
    } else {
        for (std::size_t i = 0; i < m.seats.size(); ++i)
            out << (i ? ", " : "") << m.seats[i].name << " " << m.seats[i].total;
        const std::vector<std::string> winners = m.winner_names();
        out << "; " << (winners.empty() ? "not finished" : "won by ");
        for (std::size_t i = 0; i < winners.size(); ++i) out << (i ? " and " : "") << winners[i];
        const games::GameInfo* info = games::find_game(m.game);
        out << "; " << m.parts << " " << (info ? info->part : "game") << (m.parts == 1 ? "" : "s");
    }
    out << "  " << m.file << "\n";
}

void list(const HistoryOptions& o) {
    check_game(o.game);
    const history::HistoryIndex index(save_dir(o.dir));
    const std::vector<history::MatchEntry> matches = index.list({o.game, o.player});
    std::ostringstream out;
    if (o.json) {
        out << history::matches_json(matches) << "\n";
    } else if (matches.empty()) {
        out << "no finished matches in " << index.folder() << (o.game.empty() && o.player.empty() ? "" : " match that")
            << "\n";
    } else {
        for (const history::MatchEntry& m : matches) print_match(out, m);
    }
    std::cout << out.str();
}

void print_stats(std::ostream& out, const history::GameStats& s) {
    out << (s.game.empty() ? "every game" : s.game) << ": " << s.matches << " match" << (s.matches == 1 ? "" : "es")
        << ", " << s.wins << " win" << (s.wins == 1 ? "" : "s") << " (" << std::lround(s.win_share * 100) << "%)";
    if (s.mean_total) out << ", mean total " << std::round(*s.mean_total * 10) / 10 << ", best total " << *s.best_total;
    out << ", longest winning streak " << s.longest_winning_streak;
    if (const history::HistoryModule* module = history::find_history_module(s.game)) {
        const auto keys = module->highlights();
        for (std::size_t i = 0; i < keys.size(); ++i) out << ", " << highlight_words(keys[i]) << " " << s.highlights[i];
    }
    out << "\n";
}

void stats(const HistoryOptions& o) {
    check_game(o.game);
    const history::HistoryIndex index(save_dir(o.dir));
    const history::PlayerStats s = history::player_stats(index.list({o.game, o.player}), o.player);
    std::ostringstream out;
    if (o.json) {
        out << history::stats_json(s) << "\n";
    } else {
        out << s.player << "\n";
        print_stats(out, s.overall);
        if (s.per_game.size() > 1)
            for (const history::GameStats& g : s.per_game) print_stats(out, g);
    }
    std::cout << out.str();
}

}  // namespace

void add_history_command(CLI::App& app) {
    auto* cmd = app.add_subcommand("history", "List finished matches, a player's statistics, export a record");
    cmd->require_subcommand(1);
    auto o = std::make_shared<HistoryOptions>();
    const std::string dir_help = "Saves folder (default: $ZERO_SAVE_DIR or ~/.local/share/zero/saves)";
    cmd->add_option("--save-dir", o->dir, dir_help);

    auto* list_cmd = cmd->add_subcommand("list", "The finished matches, newest first, numbered from the oldest");
    list_cmd->add_option("--game", o->game, "Only this game's matches (" + games::named_games() + ")");
    list_cmd->add_option("--player", o->player, "Only the matches this player sat in");
    list_cmd->add_flag("--json", o->json, "Print a JSON array, one object a match");
    list_cmd->add_option("--save-dir", o->dir, dir_help);
    list_cmd->callback([o] { list(*o); });

    auto* stats_cmd = cmd->add_subcommand("stats", "A player's matches, wins, totals, streak and highlights");
    stats_cmd->add_option("--player", o->player, "The player's name")->required();
    stats_cmd->add_option("--game", o->game, "Only this game's matches");
    stats_cmd->add_flag("--json", o->json, "Print one JSON object");
    stats_cmd->add_option("--save-dir", o->dir, dir_help);
    stats_cmd->callback([o] { stats(*o); });

    auto number = std::make_shared<int>(0);
    auto file = std::make_shared<std::string>();
    auto* export_cmd = cmd->add_subcommand("export", "Copy match N's record (the number history list shows) to FILE");
    export_cmd->add_option("N", *number, "The match's number")->required();
    export_cmd->add_option("FILE", *file, "Where to write the record")->required();
    export_cmd->add_option("--save-dir", o->dir, dir_help);
    export_cmd->callback([o, number, file] {
        const history::HistoryIndex index(save_dir(o->dir));
        if (std::string error = history::export_record(index, *number, *file); !error.empty()) throw CommandError(error);
    });
}

}  // namespace zero::cli
