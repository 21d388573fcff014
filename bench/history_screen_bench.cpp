// SPDX-License-Identifier: GPL-3.0-or-later
// The History screen's model with 10,000 matches (the figures are in README): opening it (the
// index checked against the folder and every match listed, on the model's own thread), a name
// typed into the filter (every match gone through in memory, once per key), and a player's
// statistics as the Statistics screen asks for them.
#include <benchmark/benchmark.h>

#include <string>

#include "history_records.hpp"
#include "zero/game/history_view.hpp"

namespace {

constexpr int kMatches = 10'000;

struct Folder {
    zero::test::ScratchDir dir;
    Folder() {
        zero::test::write_records(dir.history(), kMatches);
        zero::game::HistoryModel first(dir.saves());  // the index is built here, once
        first.wait();
    }
};

const Folder& folder() {
    static const Folder made;
    return made;
}

void BM_OpenHistory(benchmark::State& state) {
    const std::string saves = folder().dir.saves();
    for (auto _ : state) {
        zero::game::HistoryModel model(saves);
        model.wait();
        benchmark::DoNotOptimize(model.shown().size());
    }
}
// The work is the model's thread's: the process's CPU time, not the waiting thread's.
BENCHMARK(BM_OpenHistory)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

void BM_TypeName(benchmark::State& state) {
    zero::game::HistoryModel model(folder().dir.saves());
    model.wait();
    for (auto _ : state) {
        model.set_filter("", "an");
        benchmark::DoNotOptimize(model.shown().size());
    }
    state.counters["matches"] = static_cast<double>(model.shown().size());
}
BENCHMARK(BM_TypeName)->Unit(benchmark::kMillisecond);

void BM_Statistics(benchmark::State& state) {
    zero::game::HistoryModel model(folder().dir.saves());
    model.wait();
    for (auto _ : state) benchmark::DoNotOptimize(model.stats("Ann").overall.matches);
}
BENCHMARK(BM_Statistics)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
