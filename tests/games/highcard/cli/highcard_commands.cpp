// SPDX-License-Identifier: GPL-3.0-or-later
// High Card at the command line: `simulate` (its bots and ext:COMMAND programs, and --save), `bench`,
// `analyse`, `replay`, `resume` and `saves show` (saved_play.hpp, as every game), and `host` and
// `join` over its LAN wire.
#include <chrono>
#include <iostream>
#include <sstream>

#include "game_commands.hpp"
#include "host_run.hpp"
#include "join_run.hpp"
#include "saved_play.hpp"
#include "seat_factory.hpp"
#include "zero/highcard/analysis.hpp"
#include "zero/highcard/bot.hpp"
#include "zero/highcard/game_id.hpp"
#include "zero/highcard/lan_saves.hpp"
#include "zero/highcard/protocol.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/highcard/save.hpp"
#include "zero/saves/file_io.hpp"

namespace zero::highcard {
namespace {

using cli::CommandError;
using cli::kUsageError;

Rules simulate_rules(const cli::SimulateOptions& o) {
    if (o.pool || o.rounds || o.points)
        throw CommandError("--pool, --rounds and --points are options of the other games; high-card counts --games",
                           kUsageError);
    Rules rules = default_rules(o.players);
    if (o.games) rules.games = *o.games;
    if (std::string why = rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

// What the shared seat factory (seat_factory.hpp) and a saved match played on (saved_play.hpp) ask
// of a game: its bots, its programs' seat, its save.
struct SeatKinds {
    using TableGame = highcard::TableGame;
    using Wire = net::HighCardWire;
    using State = highcard::State;
    using Bot = highcard::Bot;
    using ExternalBot = highcard::ExternalBot;
    static constexpr std::string_view kKey = kGameId;
    static std::string kind_error(const std::string& kind) { return bot_kind_error(kind); }
    static std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return highcard::make_bot(kind, seed, seat);
    }
    static bool waiting(const State& state) { return state.phase != Phase::MatchOver; }
    static LoadedSave load_save(const std::string& path) { return highcard::load_save(path); }
    static std::string describe(const SaveGame& save, const State& /*state*/) {
        return " of " + std::to_string(save.record.rounds_planned);
    }
};

// A match of `kinds` (bots and ext:COMMAND programs) at the shared table.
State bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds) {
    core::Table<TableGame> table(new_match(rules, seed), cli::make_table_seats<SeatKinds>(kinds, seed));
    table.run();
    return table.state();
}

Rules host_rules(const cli::HostOptions& o, int players) {
    if (o.pool || o.rounds || o.points)
        throw CommandError("--pool, --rounds and --points are options of the other games; high-card counts --games",
                           kUsageError);
    Rules rules = default_rules(players);
    if (o.games) rules.games = *o.games;
    if (std::string why = rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

class HighCardCommands final : public cli::GameCommands {
public:
    games::GameId id() const override { return kGame; }

    void simulate(const cli::SimulateOptions& o) const override {
        const Rules rules = simulate_rules(o);
        const std::vector<std::string> kinds =
            cli::checked_bots(o, rules.players, cli::table_seat_kind_error<SeatKinds>, SeatKinds::kind_error);
        cli::SeatTally tally(kinds.size());
        for (int m = 0; m < o.matches; ++m) {
            // Match m plays seed + m, so any one match of a series can be replayed on its own.
            const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
            State state;
            if (!o.save.empty()) {
                std::vector<SavedSeat> seats;
                const cli::SavedMatchOptions options = cli::new_saved_match(o, kinds, seats);
                state = cli::play_saved<SeatKinds>(new_match(rules, seed), seats, options);
            } else {
                state = bot_match(rules, seed, kinds);
            }
            tally.add(state.totals, winners(state.totals, rules.players));
            if (m == 0 && !o.record.empty() && o.save.empty())
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
            bot_match(default_rules(4), matches++, {"random", "random", "random", "random"});
            elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        } while (elapsed < seconds);
        std::cout << matches << " matches of random bots in " << elapsed << " s\n";
    }

    void replay(const std::string& file, const AnyRecord& any) const override {
        const MatchRecord& record = any.get<MatchRecord>();
        const ReplayResult result = highcard::replay(record);
        if (result.error) throw CommandError(file + ": " + result.error->what());
        if (!record.finished()) {
            std::cout << "valid, unfinished: game " << result.state->game + 1 << " of " << record.rounds_planned << "\n";
            return;
        }
        cli::print_result(record, kGameId, "", false, "");
    }
    void resume(cli::SavedMatchOptions options, bool json) const override {
        cli::resume_saved<SeatKinds>(std::move(options), json);
    }
    void show(const std::string& path, const std::string& record_out) const override {
        cli::show_save<SeatKinds>(path, record_out);
    }
    void host(const cli::HostOptions& o) const override {
        cli::run_host<net::HighCardWire>(
            o,
            [](const cli::HostOptions& h, const std::string& stand_in, auto& config) {
                cli::host_detail::configure_new(h, stand_in, config, [&h](int players) { return host_rules(h, players); });
            },
            [](const Event& e) { return std::holds_alternative<GameEnded>(e); });
    }
    void join(const cli::JoinOptions& o) const override { cli::run_join<net::HighCardWire>(o); }
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
