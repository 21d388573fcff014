// SPDX-License-Identifier: GPL-3.0-or-later
// Strength and speed measurements for the bots (docs/bots.md): plays a series of matches between
// bot kinds and reports each seat's wins, mean total and decision times. Match i of a series uses
// seed S+i, like `zero-cli simulate`, so any match can be replayed on its own. Besides the
// product's kinds it seats the measuring styles of styles/style_bots.hpp (colour, number, knocker,
// dumper).
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "arena_util.hpp"
#include "style_bots.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/bots/hard_bot.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/table.hpp"
#include "zero/timing/decision_times.hpp"

namespace {

struct Options : zero::arena::Options {
    int pool = 5;
};

// Times every decision of its bot, and counts the deals Hard searched.
class TimedSeat : public zero::knizia::SeatController {
public:
    TimedSeat(std::unique_ptr<zero::knizia::Bot> bot, std::vector<double>* times, long long* deals)
        : bot_(std::move(bot)), times_(times), deals_(deals), hard_(dynamic_cast<const zero::knizia::HardBot*>(bot_.get())) {}
    std::optional<zero::knizia::Action> decide(const zero::knizia::View& view) override {
        auto action = zero::timing::timed(*times_, [&] { return bot_->choose(view); });
        if (hard_ != nullptr) *deals_ += hard_->last_search().deals;
        return action;
    }

private:
    std::unique_ptr<zero::knizia::Bot> bot_;
    std::vector<double>* times_;
    long long* deals_;
    const zero::knizia::HardBot* hard_;
};

struct SeatResult {
    long long total = 0;
    double wins = 0;        // a shared win counts once for every winner
    int outright = 0;       // sole lowest total
    std::vector<double> times;
    long long deals = 0;    // Hard: deals searched, over all its decisions
};

[[noreturn]] void usage(const char* why) {
    std::fprintf(stderr,
                 "bot_arena: %s\nusage: bot_arena --bots K1,K2,... [--matches N] [--seed S] [--jobs J] [--pool P] "
                 "[--timing] [--each]\n",
                 why);
    std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
    // --each (this arena's alone): a line per match, for paired comparisons of two series on the same seeds.
    bool each = false;
    std::vector<char*> args;
    for (int i = 0; i < argc; ++i) {
        if (i > 0 && std::string(argv[i]) == "--each") each = true;
        else args.push_back(argv[i]);
    }
    argc = static_cast<int>(args.size());
    argv = args.data();
    Options o;
    zero::arena::parse(argc, argv, o, "--pool", o.pool, [](const std::string& why) { usage(why.c_str()); },
                       [](const std::string& kind) { return zero::styles::arena_kind_error(kind); });
    zero::knizia::Rules rules = zero::knizia::default_rules(static_cast<int>(o.kinds.size()));
    if (o.kinds.size() > 2) rules.pool_size = o.pool;
    const std::size_t seats = o.kinds.size();

    std::vector<SeatResult> results(seats);
    std::mutex lock;
    std::atomic<int> next{0};
    std::atomic<long long> rounds{0};
    auto worker = [&] {
        for (int m = next++; m < o.matches; m = next++) {
            const std::uint64_t seed = o.seed + static_cast<std::uint64_t>(m);
            std::vector<std::vector<double>> times(seats);
            std::vector<long long> deals(seats, 0);
            std::vector<std::unique_ptr<zero::knizia::SeatController>> controllers;
            for (std::size_t s = 0; s < seats; ++s) {
                auto bot = zero::styles::make_arena_bot(zero::knizia::BotSpec{o.kinds[s], seed, static_cast<zero::Seat>(s)});
                controllers.push_back(std::make_unique<TimedSeat>(std::move(bot), &times[s], &deals[s]));
            }
            zero::knizia::Table table(zero::knizia::new_match(rules, seed), std::move(controllers));
            table.run();
            const zero::knizia::State& state = table.state();
            const zero::SeatMask won = zero::knizia::winners(state.totals, rules.players);
            const int winners = zero::knizia::count_bits(won);
            rounds += static_cast<long long>(state.log.size());
            std::lock_guard guard(lock);
            if (each) {
                std::printf("match %llu", static_cast<unsigned long long>(seed));
                for (std::size_t s = 0; s < seats; ++s) std::printf(" %d:%d", (won >> s) & 1U ? 1 : 0, state.totals[s]);
                std::printf("\n");
                // A long series stopped early keeps every match it finished.
                std::fflush(stdout);
            }
            for (std::size_t s = 0; s < seats; ++s) {
                results[s].total += state.totals[s];
                if ((won >> s) & 1U) {
                    results[s].wins += 1;
                    if (winners == 1) ++results[s].outright;
                }
                if (o.timing) results[s].times.insert(results[s].times.end(), times[s].begin(), times[s].end());
                results[s].deals += deals[s];
            }
        }
    };
    zero::arena::run_jobs(o.jobs, "bot_arena", worker);

    std::printf("%d matches from seed %llu, %lld rounds, pool %d\n", o.matches,
                static_cast<unsigned long long>(o.seed), rounds.load(), rules.pool_size);
    std::printf("%-5s %-28s %8s %9s %10s %11s", "seat", "bot", "wins", "win%", "outright", "mean_total");
    if (o.timing) std::printf(" %8s %9s %9s %9s %11s", "moves", "median_ms", "p99_ms", "max_ms", "deals/move");
    std::printf("\n");
    for (std::size_t s = 0; s < seats; ++s) {
        const SeatResult& r = results[s];
        std::printf("%-5zu %-28s %8.0f %8.1f%% %10d %11.2f", s, o.kinds[s].c_str(), r.wins,
                    100.0 * r.wins / o.matches, r.outright, static_cast<double>(r.total) / o.matches);
        if (o.timing)
            std::printf(" %8zu %9.2f %9.2f %9.2f %11.1f", r.times.size(), zero::timing::percentile(r.times, 0.5),
                        zero::timing::percentile(r.times, 0.99), zero::timing::percentile(r.times, 1.0),
                        r.times.empty() ? 0.0 : static_cast<double>(r.deals) / static_cast<double>(r.times.size()));
        std::printf("\n");
    }
    return 0;
}
