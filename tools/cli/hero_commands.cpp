// SPDX-License-Identifier: GPL-3.0-or-later
#include "hero_commands.hpp"

#include <chrono>
#include <iostream>
#include <memory>
#include <sstream>

#include "commands.hpp"
#include "kind_times.hpp"
#include "saved_play.hpp"
#include "seat_factory.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/playout.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/hero_save.hpp"

namespace zero::cli {
namespace {

// The game for saved_play.hpp.
struct HeroCli {
    static constexpr std::string_view kKey = hero::kGameId;
    using State = hero::State;
    using Bot = hero::Bot;
    static bool waiting(const State& state) {
        return state.phase == hero::Phase::Turn || state.phase == hero::Phase::Swap;
    }
    static std::string kind_error(const std::string& kind) { return hero::bot_kind_error(kind); }
    static std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return hero::make_bot(kind, seed, seat);
    }
    static hero::LoadedSave load_save(const std::string& file) { return hero::load_save(file); }
};

hero::Rules rules_from(const SimulateOptions& o) {
    if (o.pool || o.rounds || o.points)
        throw CommandError("--pool, --rounds and --points are options of the other games; zero-hero counts --games",
                           kUsageError);
    hero::Rules rules = hero::default_rules(o.players);
    if (o.games) rules.games = *o.games;
    if (std::string why = hero::rules_error(rules); !why.empty()) throw CommandError(why, kUsageError);
    return rules;
}

}  // namespace

void simulate_hero(const SimulateOptions& o) {
    const hero::Rules rules = rules_from(o);
    const std::vector<std::string> kinds = checked_bots(o, rules.players, hero_seat_kind_error, HeroCli::kind_error);
    SeatTally tally(kinds.size());
    KindTimes times(kinds, o.timing);
    long long games = 0, flags = 0;
    for (int m = 0; m < o.matches; ++m) {
        // Match m plays seed + m, so any one match of a series can be replayed on its own.
        const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
        hero::State state = hero::new_match(rules, seed);
        if (!o.save.empty()) {
            std::vector<SavedSeat> seats;
            const SavedMatchOptions options = new_saved_match(o, kinds, seats);
            state = play_saved<HeroCli>(std::move(state), seats, options);
        } else {
            hero::Table table(std::move(state), times.wrap(make_hero_seats(kinds, seed)));
            table.run();
            state = table.state();
        }
        tally.add(state.totals, hero::winners(state.totals, rules.players));
        for (const hero::GameLog& log : state.log) {
            ++games;
            if (log.end == hero::GameEnd::Flag) ++flags;
        }
        if (m == 0 && !o.record.empty() && o.save.empty())
            if (std::string error = hero::save_record_file(o.record, hero::make_record(state, record_names(kinds)));
                !error.empty())
                throw CommandError(error);
    }

    std::ostringstream out;
    if (o.json) {
        out << "{\"game\":\"zero-hero\",\"matches\":" << o.matches << ",\"seed\":" << o.seed << ",\"games\":" << games
            << ",\"flag_games\":" << flags << ",\"seats\":[";
        tally.print(out, kinds, o.matches, true);
        out << "]";
        times.print_json(out);
        out << "}\n";
    } else {
        out << o.matches << " matches, " << games << " games, " << flags << " ended by a flag\n";
        tally.print(out, kinds, o.matches, false);
        times.print_text(out);
    }
    std::cout << out.str();
}

void replay_hero(const std::string& file, const hero::MatchRecord& record) {
    const hero::ReplayResult result = hero::replay(record);
    if (result.error) throw CommandError(file + ": " + result.error->what());
    const hero::State& state = *result.state;
    if (state.phase != hero::Phase::MatchOver) {
        std::ostringstream out;
        out << "valid, unfinished: game " << state.game + 1 << " of " << state.rules.games << "\ntotals:";
        for (int seat = 0; seat < state.players(); ++seat)
            out << (seat ? ", " : " ") << record.players[static_cast<std::size_t>(seat)] << " "
                << state.totals[static_cast<std::size_t>(seat)];
        std::cout << out.str() << "\n";
        return;
    }
    print_result(record, hero::kGameId, "", false, "");
}

void resume_hero(SavedMatchOptions options, bool json) { resume_saved<HeroCli>(std::move(options), json); }

void show_hero(const std::string& path, const std::string& record_out) {
    const hero::LoadedSave loaded = hero::load_save(path);
    if (!loaded.save) throw CommandError(loaded.error);
    if (loaded.from_backup) std::cerr << "zero-cli: " << loaded.warning << "\n";
    const hero::SaveGame& save = *loaded.save;
    const hero::State& state = *loaded.state;
    std::ostringstream out;
    out << path << ": zero-hero, seed " << (save.record.seed ? std::to_string(*save.record.seed) : "none") << ", "
        << (save.finished() ? "finished" : "game " + std::to_string(state.game + 1)) << " of " << save.rules.games
        << ", " << state.pile.above_end() << " cards above the end cards, " << state.state_id << " actions\n";
    print_saved_seats(out, save, hero::to_act(state));
    std::cout << out.str();
    if (!record_out.empty())
        if (std::string error = hero::save_record_file(record_out, save.record); !error.empty())
            throw CommandError(error);
}

void bench_hero(double seconds) {
    using Clock = std::chrono::steady_clock;
    const hero::Rules rules = hero::default_rules(4);
    Rng rng(2024);
    hero::PlayoutCount total;
    std::uint64_t seed = 1;
    hero::State state = hero::new_match(rules, seed);
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        const hero::PlayoutCount c = hero::random_playout(state, rng, 1);
        total.actions += c.actions;
        total.purchases += c.purchases;
        total.games += c.games;
        if (state.phase == hero::Phase::MatchOver) state = hero::new_match(rules, ++seed);
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    } while (elapsed < seconds);
    const auto per_s = [elapsed](std::uint64_t n) {
        return static_cast<std::uint64_t>(static_cast<double>(n) / elapsed);
    };
    std::cout << "actions " << total.actions << " purchases " << total.purchases << " games " << total.games
              << " seconds " << elapsed << "\n";
    std::cout << "actions_per_s " << per_s(total.actions) << " purchases_per_s " << per_s(total.purchases)
              << " games_per_s " << per_s(total.games) << "\n";
}

}  // namespace zero::cli
