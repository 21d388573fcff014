// SPDX-License-Identifier: GPL-3.0-or-later
#include "soler_commands.hpp"

#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "kind_times.hpp"
#include "saved_play.hpp"
#include "seat_factory.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/playout.hpp"

namespace zero::cli {
namespace {

using soler::Bot;

bool waiting_for_action(const soler::State& state) {
    return state.phase == soler::Phase::Play || state.phase == soler::Phase::Bet || state.phase == soler::Phase::Safe;
}

soler::Rules rules_from(const SimulateOptions& o) {
    if (o.pool || o.rounds)
        throw CommandError("--pool and --rounds are options of knizia-zero; soler-zero counts --games or --points",
                           kUsageError);
    if (o.games && o.points) throw CommandError("--games and --points exclude each other", kUsageError);
    soler::Rules rules = o.points ? soler::target_rules(o.players, *o.points) : soler::default_rules(o.players);
    if (o.games) rules.games = *o.games;
    if (std::string why = soler::rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

// The game for saved_play.hpp.
struct SolerCli {
    static constexpr std::string_view kKey = soler::kGameId;
    using State = soler::State;
    using Bot = soler::Bot;
    static bool waiting(const State& state) { return waiting_for_action(state); }
    static std::string kind_error(const std::string& kind) { return soler::bot_kind_error(kind); }
    static std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return soler::make_bot(kind, seed, seat);
    }
    static soler::LoadedSave load_save(const std::string& file) { return soler::load_save(file); }
};

}  // namespace

void simulate_soler(const SimulateOptions& o) {
    const soler::Rules rules = rules_from(o);
    const std::vector<std::string> kinds = checked_bots(
        o, rules.players, soler_seat_kind_error, [](const std::string& kind) { return soler::bot_kind_error(kind); });
    SeatTally tally(kinds.size());
    KindTimes times(kinds, o.timing);
    long long games = 0, tricks = 0, limits = 0;
    for (int m = 0; m < o.matches; ++m) {
        // Match m plays seed + m, so any one match of a series can be replayed on its own.
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
        soler::State state = soler::new_match(rules, seed);
        if (!o.save.empty()) {
            std::vector<SavedSeat> seats;
            const SavedMatchOptions options = new_saved_match(o, kinds, seats);
            state = play_saved<SolerCli>(std::move(state), seats, options);
        } else {
            // The shared table asks every seat that may act, bots and external programs alike.
            soler::Table table(std::move(state), times.wrap(make_soler_seats(kinds, seed)));
            table.run();
            state = table.state();
        }
        tally.add(state.totals, soler::winners(state.totals, rules.players));
        for (const soler::GameLog& log : state.log) {
            ++games;
            tricks += log.tricks;
            if (log.end == soler::GameEnd::Limit) ++limits;
        }
        if (m == 0 && !o.record.empty() && o.save.empty())
            if (std::string error = soler::save_record_file(o.record, soler::make_record(state, record_names(kinds)));
                !error.empty())
                throw CommandError(error);
    }

    std::ostringstream out;
    if (o.json) {
        out << "{\"game\":\"soler-zero\",\"matches\":" << o.matches << ",\"seed\":" << o.seed << ",\"games\":" << games
            << ",\"tricks\":" << tricks << ",\"limit_games\":" << limits << ",\"seats\":[";
        tally.print(out, kinds, o.matches, true);
        out << "]";
        times.print_json(out);
        out << "}\n";
    } else {
        out << o.matches << " matches, " << games << " games, " << tricks << " tricks, " << limits
            << " ended at the trick limit\n";
        tally.print(out, kinds, o.matches, false);
        times.print_text(out);
    }
    std::cout << out.str();
}

void replay_soler(const std::string& file, const soler::MatchRecord& record) {
    const soler::ReplayResult result = soler::replay(record);
    if (result.error) throw CommandError(file + ": " + result.error->what());
    const soler::State& state = *result.state;
    if (state.phase != soler::Phase::MatchOver) {
        std::cout << "valid, unfinished: game " << state.game + 1;
        if (state.rules.to_target())
            std::cout << ", playing to " << state.rules.target_points << " points\n";
        else
            std::cout << " of " << state.rules.games << "\n";
        std::cout << "totals:";
        for (int seat = 0; seat < state.players(); ++seat)
            std::cout << (seat ? ", " : " ") << record.players[static_cast<std::size_t>(seat)] << " "
                      << state.totals[static_cast<std::size_t>(seat)];
        std::cout << "\n";
        return;
    }
    print_result(record, soler::kGameId, "", false, "");
}

void resume_soler(SavedMatchOptions options, bool json) { resume_saved<SolerCli>(std::move(options), json); }

void show_soler(const std::string& path, const std::string& record_out) {
    const soler::LoadedSave loaded = soler::load_save(path);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    const soler::SaveGame& save = *loaded.save;
    const soler::State& state = *loaded.state;
    std::ostringstream out;
    out << path << ": soler-zero, seed " << (save.record.seed ? std::to_string(*save.record.seed) : "none") << ", "
        << (save.finished() ? "finished" : "game " + std::to_string(state.game + 1))
        << (save.rules.to_target() ? ", to " + std::to_string(save.rules.target_points) + " points"
                                   : " of " + std::to_string(save.rules.games))
        << ", trick " << state.trick << ", " << state.state_id << " actions\n";
    const SeatMask acting = soler::to_act(state);
    print_saved_seats(out, save, acting);
    std::cout << out.str();
    if (!record_out.empty())
        if (std::string error = soler::save_record_file(record_out, save.record); !error.empty())
            throw CommandError(error);
}

void bench_soler(double seconds) {
    using Clock = std::chrono::steady_clock;
    const soler::Rules rules = soler::default_rules(4);
    Rng rng(2024);
    soler::PlayoutCount total;
    std::uint64_t seed = 1;
    soler::State state = soler::new_match(rules, seed);
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        const soler::PlayoutCount c = soler::random_playout(state, rng, 1);
        total.actions += c.actions;
        total.tricks += c.tricks;
        total.games += c.games;
        if (state.phase == soler::Phase::MatchOver) state = soler::new_match(rules, ++seed);
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    const auto per_s = [elapsed](std::uint64_t n) {
        return static_cast<std::uint64_t>(static_cast<double>(n) / elapsed);
    };
    std::cout << "actions " << total.actions << " tricks " << total.tricks << " games " << total.games << " seconds "
              << elapsed << "\n";
    std::cout << "actions_per_s " << per_s(total.actions) << " tricks_per_s " << per_s(total.tricks) << " games_per_s "
              << per_s(total.games) << "\n";
}

}  // namespace zero::cli
