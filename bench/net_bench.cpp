// LAN figures: with five remote seats on loopback, the time from a client sending its intent to
// every client holding the resulting update, and the bytes the host sends per turn.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>

#include "measured_match.hpp"
#include "zero/knizia/bots/bot_match.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;

namespace {

struct MatchFigures {
    TurnFigures turns;
    std::uint64_t bytes = 0;
    std::uint64_t packets = 0;
};

void play_one(std::uint64_t seed, MatchFigures& figures) {
    HostService host = measured_host(5, seed);
    MeasuredMatch match;
    match.seats = 5;
    match.seed = seed;
    match.guard = std::chrono::seconds(60);
    play_measured(host, match, figures.turns);
    figures.bytes += host.bytes_sent();
    figures.packets += host.packets_sent();
}

void BM_IntentToEveryClient(benchmark::State& state) {
    MatchFigures figures;
    std::uint64_t seed = 1;
    for (auto _ : state) play_one(seed++, figures);
    const auto turns = static_cast<double>(figures.turns.turns);
    state.counters["turns"] = turns;
    state.counters["p50_us"] = 1000 * percentile(figures.turns.latencies_ms, 0.50);
    state.counters["p99_us"] = 1000 * percentile(figures.turns.latencies_ms, 0.99);
    state.counters["max_us"] = 1000 * percentile(figures.turns.latencies_ms, 1.0);
    state.counters["bytes_per_turn"] = static_cast<double>(figures.bytes) / turns;
    state.counters["packets_per_turn"] = static_cast<double>(figures.packets) / turns;
}
BENCHMARK(BM_IntentToEveryClient)->Iterations(30)->Unit(benchmark::kMillisecond);

void BM_EncodeUpdate(benchmark::State& state) {
    State match = new_match(default_rules(5), 3);
    auto bots = bot_seats(std::vector<std::string>(5, "greedy"), 3);
    EventList events;
    for (int i = 0; i < 12; ++i)
        events = apply(match, *bots[static_cast<std::size_t>(match.to_move)]->decide(view_for(match, match.to_move)));
    const View view = view_for(match, 0);
    std::size_t bytes = 0;
    for (auto _ : state) {
        const Bytes b = encode(HostMessage{UpdateMsg{view, events}});
        bytes = b.size();
        benchmark::DoNotOptimize(b.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_EncodeUpdate);

void BM_DecodeUpdate(benchmark::State& state) {
    State match = new_match(default_rules(5), 3);
    auto bots = bot_seats(std::vector<std::string>(5, "greedy"), 3);
    EventList events;
    for (int i = 0; i < 12; ++i)
        events = apply(match, *bots[static_cast<std::size_t>(match.to_move)]->decide(view_for(match, match.to_move)));
    const Bytes b = encode(HostMessage{UpdateMsg{view_for(match, 0), events}});
    for (auto _ : state) {
        auto m = decode_host(b);
        benchmark::DoNotOptimize(m);
    }
}
BENCHMARK(BM_DecodeUpdate);

}  // namespace

BENCHMARK_MAIN();
