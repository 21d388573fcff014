#include "soler_commands.hpp"

#include <chrono>
#include <iomanip>
#include <iostream>
#include <memory>
#include <sstream>
#include <thread>

#include "commands.hpp"
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

std::string kind_error(const std::string& kind) {
    try {
        soler::make_bot(kind, 0, 0);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
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

template <class Values>
std::string list(const Values& values, const char* separator) {
    std::ostringstream out;
    bool first = true;
    for (const auto& v : values) {
        out << (first ? "" : separator) << v;
        first = false;
    }
    return out.str();
}

void print_result(const soler::MatchRecord& record, const std::string& heading, bool json,
                  const std::string& json_head) {
    std::ostringstream out;
    if (json) {
        std::vector<std::string> names;
        for (const std::string& p : record.players) names.push_back(json_string(p));
        out << "{" << json_head << "\"game\":\"soler-zero\",\"games\":" << record.rounds.size() << ",\"players\":["
            << list(names, ",") << "],\"totals\":[" << list(record.totals, ",") << "],\"winners\":["
            << list(record.winners, ",") << "]}\n";
    } else {
        out << heading << "totals:";
        for (std::size_t seat = 0; seat < record.players.size(); ++seat)
            out << (seat ? ", " : " ") << record.players[seat] << " " << record.totals[seat];
        out << "\nwinners:";
        for (std::size_t i = 0; i < record.winners.size(); ++i)
            out << (i ? ", " : " ") << record.players[static_cast<std::size_t>(record.winners[i])];
        out << "\n";
    }
    std::cout << out.str();
}

// The saved match played on by its bots, saved after every action; as run_bots, each stage asks
// the seats that may act from seat 0 clockwise (a bot's card does not depend on that order).
soler::State play_saved(soler::State state, const std::vector<SavedSeat>& seats, const SavedMatchOptions& options) {
    const std::string& file = options.save_file;
    if (!state.seed) throw CommandError(file + ": the match has no seed, and zero-cli has no deals to carry it on");
    std::vector<std::unique_ptr<Bot>> bots;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        check_bot_seat(file, seat, seats[seat], kind_error);
        bots.push_back(soler::make_bot(seats[seat].bot, *state.seed, static_cast<Seat>(seat)));
    }
    bool rotate = options.path_is_good;
    auto save = [&] {
        if (std::string error = soler::write_save(file, soler::make_save(state, seats, unix_now()), rotate);
            !error.empty())
            throw CommandError(error);
        rotate = true;  // what is at the path now is a good save of ours
    };
    save();  // before the first action too, so that a match stopped at once can be resumed
    while (waiting_for_action(state)) {
        const SeatMask acting = soler::to_act(state);
        for (Seat seat = 0; seat < state.players(); ++seat) {
            if (!has_seat(acting, seat)) continue;
            soler::apply(state, seat, bots[static_cast<std::size_t>(seat)]->choose(soler::view_for(state, seat)));
            save();
            if (options.turn_delay_ms > 0 && waiting_for_action(state))
                std::this_thread::sleep_for(std::chrono::milliseconds(options.turn_delay_ms));
        }
    }
    const soler::SaveGame final_save = soler::make_save(state, seats, unix_now());
    // The record goes out before the save is removed: a stop in between leaves the finished save,
    // and resuming it only does this last step again.
    if (!options.record_out.empty())
        if (std::string error = soler::save_record_file(options.record_out, final_save.record); !error.empty())
            throw CommandError(error);
    if (std::string error = soler::archive_finished(file, final_save, history_dir(options.saves_folder));
        !error.empty())
        throw CommandError(error);
    return state;
}

}  // namespace

void simulate_soler(const SimulateOptions& o) {
    const soler::Rules rules = rules_from(o);
    const std::vector<std::string> kinds = split_list(o.bots);
    if (static_cast<int>(kinds.size()) != rules.players)
        throw CommandError(std::to_string(rules.players) + " players need " + std::to_string(rules.players) +
                               " bots in --bots, not " + std::to_string(kinds.size()),
                           kUsageError);
    for (const std::string& kind : kinds) {
        if (std::string why = soler_seat_kind_error(kind); !why.empty())
            throw CommandError(why + " in --bots", kUsageError);
        // A save names the bot that carries the seat on after a resume; a program is not kept.
        if (!o.save.empty())
            if (std::string why = kind_error(kind); !why.empty())
                throw CommandError("--save needs built-in bots: " + why + " in --bots", kUsageError);
    }
    if (!o.save.empty() && o.matches != 1) throw CommandError("--save saves one match: drop --matches", kUsageError);

    std::vector<long long> totals(kinds.size());
    std::vector<int> wins(kinds.size());
    long long games = 0, tricks = 0, limits = 0;
    for (int m = 0; m < o.matches; ++m) {
        // Match m plays seed + m, so any one match of a series can be replayed on its own.
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
        soler::State state = soler::new_match(rules, seed);
        if (!o.save.empty()) {
            std::vector<SavedSeat> seats;
            const SavedMatchOptions options = new_saved_match(o, kinds, seats);
            state = play_saved(std::move(state), seats, options);
        } else {
            // The shared table asks every seat that may act, bots and external programs alike.
            soler::Table table(std::move(state), make_soler_seats(kinds, seed));
            table.run();
            state = table.state();
        }
        const SeatMask won = soler::winners(state.totals, rules.players);
        for (int seat = 0; seat < rules.players; ++seat) {
            totals[static_cast<std::size_t>(seat)] += state.totals[static_cast<std::size_t>(seat)];
            if (has_seat(won, seat)) ++wins[static_cast<std::size_t>(seat)];
        }
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
    out << std::fixed << std::setprecision(2);
    if (o.json) {
        out << "{\"game\":\"soler-zero\",\"matches\":" << o.matches << ",\"seed\":" << o.seed << ",\"games\":" << games
            << ",\"tricks\":" << tricks << ",\"limit_games\":" << limits << ",\"seats\":[";
        for (std::size_t seat = 0; seat < kinds.size(); ++seat)
            out << (seat ? "," : "") << "{\"seat\":" << seat << ",\"bot\":" << json_string(kinds[seat])
                << ",\"mean_total\":" << static_cast<double>(totals[seat]) / o.matches << ",\"wins\":" << wins[seat]
                << "}";
        out << "]}\n";
    } else {
        out << o.matches << " matches, " << games << " games, " << tricks << " tricks, " << limits
            << " ended at the trick limit\n";
        out << std::left << std::setw(6) << "seat" << std::setw(10) << "bot" << std::right << std::setw(12)
            << "mean_total" << std::setw(8) << "wins"
            << "\n";
        for (std::size_t seat = 0; seat < kinds.size(); ++seat)
            out << std::left << std::setw(6) << seat << std::setw(10) << kinds[seat] << std::right << std::setw(12)
                << static_cast<double>(totals[seat]) / o.matches << std::setw(8) << wins[seat] << "\n";
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
    print_result(record, "", false, "");
}

void resume_soler(SavedMatchOptions options, bool json) {
    soler::LoadedSave loaded = soler::load_save(options.save_file);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    options.path_is_good = !loaded.from_backup;
    const int resumed_game = loaded.state->game + 1;
    const std::uint32_t resumed_actions = loaded.state->state_id;
    const soler::State state = play_saved(std::move(*loaded.state), loaded.save->seats, options);
    const soler::MatchRecord record = soler::make_record(state, loaded.save->record.players);
    std::ostringstream head;
    if (json)
        head << "\"file\":" << json_string(options.save_file) << ",\"seed\":" << record.seed.value_or(0)
             << ",\"resumed_game\":" << resumed_game << ",\"resumed_actions\":" << resumed_actions << ",";
    else
        head << "resumed at game " << resumed_game << " after " << resumed_actions << " actions; finished after "
             << record.rounds.size() << " games\n";
    print_result(record, head.str(), json, head.str());
}

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
    for (std::size_t seat = 0; seat < save.seats.size(); ++seat) {
        const SavedSeat& s = save.seats[seat];
        out << "  seat " << seat << ": " << s.name << " (" << seat_kind_name(s.kind)
            << (s.kind == SeatKind::Bot ? " " + s.bot : "") << "), total " << save.totals[seat]
            << (!save.finished() && has_seat(acting, static_cast<Seat>(seat)) ? ", to act" : "") << "\n";
    }
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
