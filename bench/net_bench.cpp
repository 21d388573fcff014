// SPDX-License-Identifier: GPL-3.0-or-later
// LAN figures: with five remote seats on loopback, the time from a client sending its intent to
// every client holding the resulting update, and the bytes the host sends per turn.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <deque>

#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/net/client.hpp"
#include "zero/net/host_service.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net;
using Clock = std::chrono::steady_clock;

namespace {

struct Seated {
    explicit Seated(const std::string& name) : client(name) {}
    Client client;
    std::unique_ptr<Bot> bot;
    std::uint32_t seen = 0;  // the newest state id this client holds
    bool over = false;
};

struct MatchFigures {
    std::vector<double> latencies_us;
    std::uint64_t turns = 0;
    std::uint64_t bytes = 0;
    std::uint64_t packets = 0;
};

void play_one(std::uint64_t seed, MatchFigures& figures) {
    HostConfig config;
    config.rules = default_rules(5);
    config.seed = seed;
    config.seats.assign(5, SeatSetup{});
    config.auto_start = true;
    ServiceOptions options;
    options.port = 0;
    options.discovery_port.reset();
    HostService host(config, options);
    std::vector<std::unique_ptr<Seated>> seats;
    for (int i = 0; i < 5; ++i) seats.push_back(std::make_unique<Seated>("p" + std::to_string(i)));
    for (auto& s : seats) s->client.connect("127.0.0.1", host.port());

    // Every intent's moment, by the state id its update brings: the next mover answers as soon as
    // its own update arrives, often before the slowest client holds it, so several turns may be in
    // flight at once. Each is timed until every client holds its update (one slot overwritten by
    // the next intent would leave out exactly the slow turns, and bias p99 low).
    std::deque<std::pair<std::uint32_t, Clock::time_point>> in_flight;
    const auto deadline = Clock::now() + std::chrono::seconds(60);
    while (Clock::now() < deadline) {
        host.poll(0);
        bool all_over = true;
        for (auto& s : seats) {
            for (ClientEvent& e : s->client.poll(0)) {
                if (const auto* w = std::get_if<Welcome>(&e)) {
                    s->bot = make_bot(BotSpec{"greedy", seed, w->seat});
                    s->client.set_ready(true);
                } else if (const auto* u = std::get_if<UpdateMsg>(&e)) {
                    s->seen = u->view.state_id;
                    if (u->view.phase == Phase::MatchOver) s->over = true;
                    if (u->view.my_turn() && s->bot) {
                        const Action a = s->bot->choose(u->view);
                        in_flight.emplace_back(u->view.state_id + 1, Clock::now());
                        s->client.send_action(a);
                        ++figures.turns;
                    }
                }
            }
            all_over = all_over && s->over;
        }
        const auto now = Clock::now();
        while (!in_flight.empty() && std::all_of(seats.begin(), seats.end(),
                                                 [&](const auto& s) { return s->seen >= in_flight.front().first; })) {
            figures.latencies_us.push_back(
                std::chrono::duration<double, std::micro>(now - in_flight.front().second).count());
            in_flight.pop_front();
        }
        if (all_over) break;
    }
    figures.bytes += host.bytes_sent();
    figures.packets += host.packets_sent();
}

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1));
    return v[i];
}

void BM_IntentToEveryClient(benchmark::State& state) {
    MatchFigures figures;
    std::uint64_t seed = 1;
    for (auto _ : state) play_one(seed++, figures);
    state.counters["turns"] = static_cast<double>(figures.turns);
    state.counters["timed"] = static_cast<double>(figures.latencies_us.size());  // every turn, unless a match hung
    state.counters["p50_us"] = percentile(figures.latencies_us, 0.50);
    state.counters["p99_us"] = percentile(figures.latencies_us, 0.99);
    state.counters["max_us"] = percentile(figures.latencies_us, 1.0);
    state.counters["bytes_per_turn"] = static_cast<double>(figures.bytes) / static_cast<double>(figures.turns);
    state.counters["packets_per_turn"] = static_cast<double>(figures.packets) / static_cast<double>(figures.turns);
}
BENCHMARK(BM_IntentToEveryClient)->Iterations(30)->Unit(benchmark::kMillisecond);

// A five-seat match twelve greedy turns in, and the events of the last turn: an Update's usual body.
State twelve_turns_in(EventList& events) {
    State match = new_match(default_rules(5), 3);
    auto bots = bot_seats(std::vector<std::string>(5, "greedy"), 3);
    for (int i = 0; i < 12; ++i)
        events = apply(match, *bots[static_cast<std::size_t>(match.to_move)]->decide(view_for(match, match.to_move)));
    return match;
}

void BM_EncodeUpdate(benchmark::State& state) {
    EventList events;
    const State match = twelve_turns_in(events);
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
    EventList events;
    const State match = twelve_turns_in(events);
    const Bytes b = encode(HostMessage{UpdateMsg{view_for(match, 0), events}});
    for (auto _ : state) {
        auto m = decode_host(b);
        benchmark::DoNotOptimize(m);
    }
}
BENCHMARK(BM_DecodeUpdate);

}  // namespace

BENCHMARK_MAIN();
