// SPDX-License-Identifier: GPL-3.0-or-later
// One seat of a 4-player match analysed at the default budget (docs/analysis.md), in each game:
// the figure `zero-cli analyse` users wait for. Every decision searches on one thread; the
// decisions are shared among every hardware thread, as the command line does.
#include <benchmark/benchmark.h>

#include "zero/hero/bots/analysis.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/knizia/bots/analysis.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/soler/bots/analysis.hpp"
#include "zero/soler/bots/bot_match.hpp"

namespace {

const std::vector<std::string> kTable{"medium", "medium", "medium", "medium"};

template <class Record, class Analyse>
void analyse_seat(benchmark::State& state, const Record& record, Analyse&& analyse) {
    std::size_t decisions = 0;
    for (auto _ : state) {
        const zero::core::MatchAnalysis a = analyse(record, 0, zero::core::AnalysisParams{});
        decisions = a.decisions.size();
        benchmark::DoNotOptimize(a.decisions.data());
    }
    state.counters["decisions"] = static_cast<double>(decisions);
}

void knizia_seat(benchmark::State& state) {
    const zero::knizia::MatchRecord record = zero::knizia::make_record(zero::knizia::play_bot_match(zero::knizia::default_rules(4), 100001, kTable), {});
    analyse_seat(state, record, [](const auto& r, int seat, const auto& p) { return zero::knizia::analyse(r, seat, p); });
}

void soler_seat(benchmark::State& state) {
    using namespace zero::soler;
    const MatchRecord record = make_record(bot_match(default_rules(4), 100001, kTable), {});
    analyse_seat(state, record, [](const auto& r, int seat, const auto& p) { return analyse(r, seat, p); });
}

void hero_seat(benchmark::State& state) {
    using namespace zero::hero;
    const MatchRecord record = make_record(bot_match(default_rules(4), 100001, kTable), {});
    analyse_seat(state, record, [](const auto& r, int seat, const auto& p) { return analyse(r, seat, p); });
}

}  // namespace

BENCHMARK(knizia_seat)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
BENCHMARK(soler_seat)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
BENCHMARK(hero_seat)->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();

BENCHMARK_MAIN();
