// SPDX-License-Identifier: GPL-3.0-or-later
// Strength and speed measurements for the bots of Solèr's ZERO (docs/bots.md): plays a series of
// matches between bot kinds at the shared table and reports each seat's wins, mean total and
// decision times (wall and CPU). Match i of a series uses seed S+i, so any match can be replayed
// on its own.
// `--jobs J` plays J matches at a time on as many threads; every match is the same either way.
#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "arena_util.hpp"
#include "zero/soler/bots/bot_seat.hpp"
#include "zero/soler/bots/bots.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/table.hpp"
#include "zero/timing/decision_times.hpp"

namespace {

using namespace zero::soler;

struct Options : zero::arena::Options {
    int games = 0;  // 0: as many as players
};

using Times = zero::timing::DecisionTimes;

struct SeatResult {
    long long total = 0;
    double wins = 0;   // a shared win counts once for every winner
    int outright = 0;  // sole highest total
    Times times;
};

[[noreturn]] void usage(const std::string& why) {
    std::fprintf(stderr,
                 "soler_arena: %s\nusage: soler_arena --bots K1,K2,... [--matches N] [--seed S] [--jobs J] [--games G] "
                 "[--timing]\nkinds: random, easy, medium, hard (hard:iters=N, hard:ms=N, ...)\n",
                 why.c_str());
    std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    zero::arena::parse(argc, argv, o, "--games", o.games, usage,
                       [](const std::string& kind) { return bot_kind_error(kind); });
    const int players = static_cast<int>(o.kinds.size());
    Rules rules = default_rules(players);
    if (o.games > 0) rules.games = o.games;
    if (const std::string why = rules_error(rules); !why.empty()) usage(why);
    const auto seats = static_cast<std::size_t>(players);

    std::vector<SeatResult> results(seats);
    std::mutex lock;
    std::atomic<int> next{0};
    std::atomic<long long> games{0}, limits{0}, tricks{0};
    auto worker = [&] {
        for (int m = next++; m < o.matches; m = next++) {
            const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
            std::vector<Times> times(seats);
            std::vector<std::unique_ptr<zero::core::SeatController<TableGame>>> controllers;
            for (std::size_t s = 0; s < seats; ++s)
                controllers.push_back(std::make_unique<zero::timing::TimedSeat<TableGame>>(
                    std::make_unique<BotSeat>(make_bot(o.kinds[s], seed, static_cast<zero::Seat>(s))), &times[s]));
            zero::core::Table<TableGame> table(new_match(rules, seed), std::move(controllers));
            table.run();
            const State& state = table.state();
            const zero::SeatMask won = winners(state.totals, players);
            const int count = std::popcount(static_cast<unsigned>(won));
            for (const GameLog& log : state.log) {
                ++games;
                tricks += log.tricks;
                if (log.end == GameEnd::Limit) ++limits;
            }
            std::lock_guard guard(lock);
            for (std::size_t s = 0; s < seats; ++s) {
                results[s].total += state.totals[s];
                if (zero::has_seat(won, static_cast<zero::Seat>(s))) {
                    results[s].wins += 1;
                    if (count == 1) ++results[s].outright;
                }
                if (o.timing) results[s].times.add(times[s]);
            }
        }
    };
    zero::arena::run_jobs(o.jobs, "soler_arena", worker);

    std::printf(
        "soler-zero: %d matches from seed %llu, %lld games (%lld ended at the 500-trick limit), %.1f tricks a game\n",
        o.matches, static_cast<unsigned long long>(o.seed), games.load(), limits.load(),
        static_cast<double>(tricks.load()) / static_cast<double>(std::max(1LL, games.load())));
    std::printf("%-5s %-28s %8s %9s %10s %11s", "seat", "bot", "wins", "win%", "outright", "mean_total");
    if (o.timing)
        std::printf(" %9s %8s %9s %9s %9s %8s %8s", "decisions", "mean_ms", "median_ms", "p99_ms", "max_ms", "cpu_mean",
                    "cpu_max");
    std::printf("\n");
    for (std::size_t s = 0; s < seats; ++s) {
        const SeatResult& r = results[s];
        std::printf("%-5zu %-28s %8.0f %8.1f%% %10d %11.2f", s, o.kinds[s].c_str(), r.wins, 100.0 * r.wins / o.matches,
                    r.outright, static_cast<double>(r.total) / o.matches);
        if (o.timing) {
            const zero::timing::TimeSummary t = zero::timing::summarize(r.times);
            std::printf(" %9zu %8.3f %9.3f %9.3f %9.3f %8.3f %8.3f", t.decisions, t.mean, t.median, t.p99, t.max,
                        t.cpu_mean, t.cpu_max);
        }
        std::printf("\n");
    }
    return 0;
}
