// SPDX-License-Identifier: GPL-3.0-or-later
// High Card at the command line: `simulate`, `bench` and `analyse`; the commands that need its
// saves in the shared readers (replay, resume, saves show) or a LAN wire (host, join) refuse it
// with one sentence until it has those modules.
#include <chrono>
#include <iostream>
#include <sstream>

#include "game_commands.hpp"
#include "saved_play.hpp"
#include "zero/highcard/analysis.hpp"
#include "zero/highcard/bot.hpp"
#include "zero/highcard/game_id.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/saves/file_io.hpp"

namespace zero::highcard {
namespace {

using cli::CommandError;
using cli::kUsageError;

[[noreturn]] void not_yet(const std::string& command) {
    throw CommandError("'" + command + "' does not play High Card (high-card) yet", kUsageError);
}

Rules simulate_rules(const cli::SimulateOptions& o) {
    if (o.pool || o.rounds || o.points)
        throw CommandError("--pool, --rounds and --points are options of the other games; high-card counts --games",
                           kUsageError);
    Rules rules = default_rules(o.players);
    if (o.games) rules.games = *o.games;
    if (std::string why = rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

// A match of bots at the shared table.
State bot_match(const Rules& rules, std::uint64_t seed) {
    std::vector<std::unique_ptr<core::SeatController<TableGame>>> seats;
    for (Seat seat = 0; seat < rules.players; ++seat) seats.push_back(std::make_unique<RandomBot>(seed, seat));
    core::Table<TableGame> table(new_match(rules, seed), std::move(seats));
    table.run();
    return table.state();
}

class HighCardCommands final : public cli::GameCommands {
public:
    games::GameId id() const override { return kGame; }

    void simulate(const cli::SimulateOptions& o) const override {
        if (!o.save.empty() || !o.save_dir.empty()) not_yet("simulate --save");
        const Rules rules = simulate_rules(o);
        const std::vector<std::string> kinds = cli::checked_bots(o, rules.players, bot_kind_error, bot_kind_error);
        cli::SeatTally tally(kinds.size());
        for (int m = 0; m < o.matches; ++m) {
            // Match m plays seed + m, so any one match of a series can be replayed on its own.
            const State state = bot_match(rules, o.seed + static_cast<std::uint64_t>(m));
            tally.add(state.totals, winners(state.totals, rules.players));
            if (m == 0 && !o.record.empty())
                if (std::string error = write_file_atomic(o.record, record_to_json(make_record(state, cli::record_names(kinds))));
                    !error.empty())
                    throw CommandError(error);
        }
        std::ostringstream out;
        if (o.json) {
            out << "{\"game\":\"" << kGameId << "\",\"matches\":" << o.matches << ",\"seed\":" << o.seed << ",\"seats\":[";
            tally.print(out, kinds, o.matches, true);
            out << "]}\n";
        } else {
            out << o.matches << " matches\n";
            tally.print(out, kinds, o.matches, false);
        }
        std::cout << out.str();
    }

    void bench(double seconds) const override {
        const auto start = std::chrono::steady_clock::now();
        std::uint64_t matches = 0;
        double elapsed = 0;
        do {
            bot_match(default_rules(4), matches++);
            elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        } while (elapsed < seconds);
        std::cout << matches << " matches of random bots in " << elapsed << " s\n";
    }

    void replay(const std::string&, const AnyRecord&) const override { not_yet("replay"); }
    void resume(cli::SavedMatchOptions, bool) const override { not_yet("resume"); }
    void show(const std::string&, const std::string&) const override { not_yet("saves show"); }
    void host(const cli::HostOptions&) const override { not_yet("host"); }
    void join(const cli::JoinOptions&) const override { not_yet("join"); }
    core::MatchAnalysis analyse(const AnyRecord& any, int seat, const core::AnalysisParams& params) const override {
        return zero::highcard::analyse(any.get<MatchRecord>(), seat, params);
    }
};

}  // namespace
}  // namespace zero::highcard

namespace zero::cli {

// Found by the command line's registry (cmake/games.cmake).
const GameCommands& highcard_commands() {
    static const highcard::HighCardCommands commands;
    return commands;
}

}  // namespace zero::cli
