// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the two arenas (bot_arena for Knizia's Zero, soler_arena for Solèr's ZERO) share: their
// command line but for one option each; their decision times come from
// zero/timing/decision_times.hpp, as zero-cli's do.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <thread>
#include <vector>

#include "zero/core/comma_list.hpp"

namespace zero::arena {

// The options both arenas take; each adds its own (--pool, --games) in a struct derived from it.
struct Options {
    std::vector<std::string> kinds;
    int matches = 100;
    std::uint64_t seed = 1;
    int jobs = 1;
    bool timing = false;
};

// Reads the command line into `o`: --bots, --matches, --seed, --jobs, --timing and the arena's own
// integer option `own` (--pool, --games) into `own_value`; then checks the seats, the matches and
// each bot kind (`kind_error(kind)`: empty for a kind the arena seats). `usage(why)` prints why with
// the arena's usage and exits.
template <class Usage, class KindError>
void parse(int argc, char** argv, Options& o, const std::string& own, int& own_value, Usage&& usage,
           KindError&& kind_error) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage("missing value after " + arg);
            return argv[++i];
        };
        if (arg == "--bots")
            o.kinds = core::split_commas(value());
        else if (arg == "--matches")
            o.matches = std::atoi(value().c_str());
        else if (arg == "--seed")
            o.seed = std::strtoull(value().c_str(), nullptr, 10);
        else if (arg == "--jobs")
            o.jobs = std::max(1, std::atoi(value().c_str()));
        else if (arg == own)
            own_value = std::atoi(value().c_str());
        else if (arg == "--timing")
            o.timing = true;
        else
            usage("unknown option " + arg);
    }
    // Both games seat 2 to 5.
    if (o.kinds.size() < 2 || o.kinds.size() > 5) usage("--bots needs 2 to 5 kinds");
    if (o.matches < 1) usage("--matches must be at least 1");
    for (const std::string& kind : o.kinds)
        if (const std::string why = kind_error(kind); !why.empty()) usage(why);
}

// Runs `work` on `jobs` threads at once and waits for them; an exception ends the arena with its
// message (exit status 1), as a bot's failure would leave the figures wrong.
template <class Work>
void run_jobs(int jobs, const char* arena, Work&& work) {
    auto guarded = [&] {
        try {
            work();
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s: %s\n", arena, e.what());
            std::exit(1);
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < jobs; ++j) threads.emplace_back(guarded);
    for (std::thread& t : threads) t.join();
}

}  // namespace zero::arena
