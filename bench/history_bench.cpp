// SPDX-License-Identifier: GPL-3.0-or-later
// The match history with years of evenings in it (the figures are in README): 10,000 records of
// every game in a scratch saves folder, indexed once; then opening the history (checking every
// record's time and size against the index), listing every match, filtering by game and player,
// and a player's statistics.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "history_records.hpp"
#include "zero/history/history_index.hpp"
#include "zero/history/player_stats.hpp"
#ifdef ZERO_HISTORY_SCREEN
#include "zero/game/history_view.hpp"
#endif

namespace {

constexpr int kMatches = 10'000;

struct Folder {
    zero::test::ScratchDir dir;
    Folder() {
        zero::test::write_records(dir.history(), kMatches);
        const zero::history::HistoryIndex first(dir.saves());  // the index is built here, once
    }
};

const Folder& folder() {
    static const Folder made;
    return made;
}

void BM_OpenUpToDate(benchmark::State& state) {
    const std::string saves = folder().dir.saves();
    for (auto _ : state) {
        const zero::history::HistoryIndex index(saves);
        benchmark::DoNotOptimize(index.last_refresh().read);
    }
}
BENCHMARK(BM_OpenUpToDate)->Unit(benchmark::kMillisecond);

void BM_ListAll(benchmark::State& state) {
    const zero::history::HistoryIndex index(folder().dir.saves());
    for (auto _ : state) benchmark::DoNotOptimize(index.list().size());
    state.counters["matches"] = static_cast<double>(index.list().size());
}
BENCHMARK(BM_ListAll)->Unit(benchmark::kMillisecond);

void BM_FilterGameAndPlayer(benchmark::State& state) {
    const zero::history::HistoryIndex index(folder().dir.saves());
    for (auto _ : state) benchmark::DoNotOptimize(index.list({"soler-zero", "ann"}).size());
    state.counters["matches"] = static_cast<double>(index.list({"soler-zero", "ann"}).size());
}
BENCHMARK(BM_FilterGameAndPlayer)->Unit(benchmark::kMillisecond);

void BM_PlayerStats(benchmark::State& state) {
    const zero::history::HistoryIndex index(folder().dir.saves());
    for (auto _ : state) {
        const auto stats = zero::history::player_stats(index.list({"", "Bob"}), "Bob");
        benchmark::DoNotOptimize(stats.overall.matches);
    }
}
BENCHMARK(BM_PlayerStats)->Unit(benchmark::kMillisecond);

// Building the index from nothing: every record read and replayed (a first start, or after the
// index was lost).
void BM_RebuildFromRecords(benchmark::State& state) {
    const std::string saves = folder().dir.saves();
    for (auto _ : state) {
        state.PauseTiming();
        std::filesystem::remove(folder().dir.history() / "index.sqlite");
        state.ResumeTiming();
        const zero::history::HistoryIndex index(saves);
        benchmark::DoNotOptimize(index.last_refresh().read);
    }
}
BENCHMARK(BM_RebuildFromRecords)->Unit(benchmark::kMillisecond)->Iterations(1);

#ifdef ZERO_HISTORY_SCREEN
// The History screen's model over the same folder: opening it (the index checked and every match
// listed, on the model's own thread), a name typed into its filter (every match gone through in
// memory, once per key), and a player's statistics as the Statistics screen asks for them.
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
#endif

}  // namespace

BENCHMARK_MAIN();
