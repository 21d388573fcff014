// SPDX-License-Identifier: GPL-3.0-or-later
#include <iomanip>
#include <iostream>
#include <sstream>

#include "commands.hpp"
#include "game_commands.hpp"
#include "knizia_commands.hpp"
#include "kind_times.hpp"
#include "match_runner.hpp"
#include "saved_match.hpp"
#include "seat_factory.hpp"
#include "zero/knizia/table.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {
namespace {

// One match, saved after every action, so that `resume` can carry it on after a stop.
knizia::State play_saved(const SimulateOptions& o, const knizia::Rules& rules, const std::vector<std::string>& kinds) {
    std::vector<SavedSeat> seats;
    const SavedMatchOptions options = new_saved_match(o, kinds, seats);
    return play_saved_match(new_match(rules, o.seed), seats, options);
}

struct Tally {
    std::vector<long long> totals;
    std::vector<int> wins;
    int rounds = 0;
    int zero_rounds = 0;
};

}  // namespace

void simulate_knizia(const SimulateOptions& o) {
    if (o.games || o.points)
        throw CommandError("--games and --points are options of the other games; knizia-zero counts --rounds",
                           kUsageError);
    const knizia::Rules rules = rules_from_options(o.players, o.pool, o.rounds);
    const std::vector<std::string> kinds = split_list(o.bots);
    if (static_cast<int>(kinds.size()) != rules.players)
        throw CommandError(std::to_string(rules.players) + " players need " + std::to_string(rules.players) +
                               " bots in --bots, not " + std::to_string(kinds.size()),
                           kUsageError);
    for (const std::string& kind : kinds)
        if (std::string why = seat_kind_error(kind); !why.empty()) throw CommandError(why + " in --bots", kUsageError);

    if (!o.save.empty() && o.matches != 1) throw CommandError("--save saves one match: drop --matches", kUsageError);

    Tally tally{std::vector<long long>(kinds.size()), std::vector<int>(kinds.size()), 0, 0};
    KindTimes times(kinds, o.timing);
    for (int m = 0; m < o.matches; ++m) {
        // Match m plays seed + m, so any one match of a series can be replayed on its own.
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
        std::optional<knizia::State> played;
        if (!o.save.empty()) {
            played = play_saved(o, rules, kinds);
        } else {
            knizia::Table table(new_match(rules, seed), times.wrap(make_seats(kinds, seed)));
            table.run();
            played = table.state();
        }
        const knizia::State& state = *played;
        const SeatMask won = knizia::winners(state.totals, rules.players);
        for (int seat = 0; seat < rules.players; ++seat) {
            tally.totals[static_cast<std::size_t>(seat)] += state.totals[static_cast<std::size_t>(seat)];
            if ((won >> seat) & 1U) ++tally.wins[static_cast<std::size_t>(seat)];
        }
        for (const knizia::RoundLog& log : state.log) {
            ++tally.rounds;
            if (log.end == knizia::RoundEnd::Zero) ++tally.zero_rounds;
        }
        if (m == 0 && !o.record.empty() && o.save.empty()) {
            if (std::string error = save_record_file(o.record, make_record(state, record_names(kinds))); !error.empty())
                throw CommandError(error);
        }
    }

    std::ostringstream out;
    out << std::fixed << std::setprecision(2);
    if (o.json) {
        out << "{\"matches\":" << o.matches << ",\"seed\":" << o.seed << ",\"rounds\":" << tally.rounds
            << ",\"zero_rounds\":" << tally.zero_rounds << ",\"seats\":[";
        for (std::size_t seat = 0; seat < kinds.size(); ++seat) {
            out << (seat ? "," : "") << "{\"seat\":" << seat << ",\"bot\":\"" << kinds[seat] << "\",\"mean_total\":"
                << static_cast<double>(tally.totals[seat]) / o.matches << ",\"wins\":" << tally.wins[seat] << "}";
        }
        out << "]";
        times.print_json(out);
        out << "}\n";
    } else {
        out << o.matches << " matches, " << tally.rounds << " rounds, " << tally.zero_rounds << " ended in ZERO\n";
        out << std::left << std::setw(6) << "seat" << std::setw(10) << "bot" << std::right << std::setw(12)
            << "mean_total" << std::setw(8) << "wins" << "\n";
        for (std::size_t seat = 0; seat < kinds.size(); ++seat)
            out << std::left << std::setw(6) << seat << std::setw(10) << kinds[seat] << std::right << std::setw(12)
                << static_cast<double>(tally.totals[seat]) / o.matches << std::setw(8) << tally.wins[seat] << "\n";
        times.print_text(out);
    }
    std::cout << out.str();
}

void add_simulate_command(CLI::App& app) {
    auto o = std::make_shared<SimulateOptions>();
    auto* cmd = app.add_subcommand("simulate", "Play whole matches between bots and report each seat's results");
    add_game_option(*cmd, o->game, "The game to play");
    cmd->add_option("--players", o->players, "Number of players, 2-5")->required();
    cmd->add_option("--bots", o->bots,
                    "One bot per seat, comma-separated: easy, medium, hard, greedy, random or ext:COMMAND "
                    "(docs/bots.md); soler-zero and zero-hero: random, easy, medium, hard or ext:COMMAND")
        ->required();
    cmd->add_option("--matches", o->matches, "Matches to play (match i uses seed S+i)")
        ->check(CLI::Range(1, 10'000'000));
    cmd->add_option("--seed", o->seed, "Seed of the first match");
    cmd->add_option("--pool", o->pool, "knizia-zero: pool size, 5 or 7 (always 9 with two players)");
    cmd->add_option("--rounds", o->rounds, "knizia-zero: rounds per match (default: one per player)");
    cmd->add_option("--games", o->games,
                    "soler-zero: games per match (default: one per player); zero-hero: (default 1)");
    cmd->add_option("--points", o->points,
                    "soler-zero: play until a total reaches this many points instead (100 in the box)");
    cmd->add_option("--record", o->record, "Write the first match's record (JSON) to this file");
    cmd->add_flag("--json", o->json, "Print the results as JSON");
    auto* save = cmd->add_option("--save", o->save,
                    "Save the match after every action to this file (a bare name goes into the saves folder)");
    cmd->add_option("--save-dir", o->save_dir, "Saves folder (default: $ZERO_SAVE_DIR or ~/.local/share/zero/saves)");
    cmd->add_option("--turn-delay-ms", o->turn_delay_ms, "Pause after every action, in milliseconds")
        ->check(CLI::Range(0, 60'000))
        ->needs(save);
    cmd->add_flag("--overwrite", o->overwrite, "Replace a save that is already there")->needs(save);
    cmd->add_flag("--timing", o->timing,
                  "Report each bot kind's decision times: mean, median, p99 and max in wall time, and mean, p99 and "
                  "max of the deciding thread's CPU time (ms)")
        ->excludes(save);
    cmd->callback([o] { game_commands(game_option(o->game)).simulate(*o); });
}

}  // namespace zero::cli
