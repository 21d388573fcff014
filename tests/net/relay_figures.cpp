// Figures for README's measurements, not a test: Knizia's Zero with four remote bot seats, each
// client through its own fault relay on 127.0.0.1, first on a clean relay and then on the lossy
// network of issue 21 (10% loss, 0-80 ms of delay, 1% duplicates and reordering), the same
// matches (same seeds) both times. It prints the time from a client sending its intent to every
// client holding the resulting update (p50, p99), and the bytes the two ends put on the network
// (ENet's headers, acknowledgements and resends included): what the lossy run sends beyond the
// clean one is what the loss made ENet send again.
//
//   relay_figures [MATCHES]   (default 5)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "fault_relay.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/net/client.hpp"
#include "zero/net/host_service.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;
using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

namespace {

struct Seated {
    explicit Seated(const std::string& name) : client(name) {}
    Client client;
    std::unique_ptr<Bot> bot;
    std::uint32_t seen = 0;  // the newest state id this client holds
    bool over = false;
};

struct Figures {
    std::vector<double> latencies_ms;
    std::uint64_t turns = 0;
    std::uint64_t wire_bytes = 0;
    std::uint64_t app_bytes = 0;  // the host's messages alone
    int unfinished = 0;
};

void play_one(std::uint64_t seed, const FaultConfig& faults, Figures& figures) {
    HostConfig config;
    config.rules = default_rules(4);
    config.seed = seed;
    config.seats.assign(4, SeatSetup{});
    config.auto_start = true;
    ServiceOptions options;
    options.port = 0;
    options.discovery_port.reset();
    options.bind_address = "127.0.0.1";
    HostService host(config, options);
    std::vector<std::unique_ptr<FaultRelay>> relays;
    std::vector<std::unique_ptr<Seated>> seats;
    for (int i = 0; i < 4; ++i) {
        FaultConfig own = faults;
        own.seed = faults.seed + seed * 8 + static_cast<std::uint64_t>(i);
        relays.push_back(std::make_unique<FaultRelay>(host.port(), own));
        seats.push_back(std::make_unique<Seated>("p" + std::to_string(i)));
        seats.back()->client.connect("127.0.0.1", relays.back()->port());
    }
    Clock::time_point sent_at = Clock::now();
    bool waiting = false;
    std::uint32_t awaited = 0;
    const auto deadline = Clock::now() + 600s;  // a hang guard
    bool all_over = false;
    while (!all_over && Clock::now() < deadline) {
        host.poll(1);
        for (auto& relay : relays) relay->pump();
        all_over = true;
        for (auto& s : seats) {
            for (ClientEvent& e : s->client.poll(0)) {
                if (const auto* w = std::get_if<Welcome>(&e)) {
                    s->bot = make_bot(BotSpec{"greedy", seed, w->seat});
                    s->client.set_ready(true);
                } else if (const auto* u = std::get_if<UpdateMsg>(&e)) {
                    s->seen = u->view.state_id;
                    if (u->view.phase == Phase::MatchOver) s->over = true;
                }
            }
            all_over = all_over && s->over;
        }
        for (auto& relay : relays) relay->pump();
        if (waiting && std::all_of(seats.begin(), seats.end(), [&](const auto& s) { return s->seen >= awaited; })) {
            figures.latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent_at).count());
            waiting = false;
        }
        if (waiting) continue;
        for (auto& s : seats) {
            const auto& view = s->client.session().view();
            if (s->bot && view && s->client.session().should_answer()) {
                sent_at = Clock::now();
                awaited = view->state_id + 1;
                waiting = true;
                ++figures.turns;
                s->client.send_action(s->bot->choose(*view));
            }
        }
    }
    if (!all_over) ++figures.unfinished;
    for (const auto& relay : relays) figures.wire_bytes += relay->stats().bytes_in;
    figures.app_bytes += host.bytes_sent();
}

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto at = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[at];
}

void report(const char* what, const Figures& f, int matches) {
    std::printf("%-8s intent to every client's update: p50 %.1f ms, p99 %.1f ms over %zu turns; "
                "bytes on the network per match %llu (host's messages %llu)%s\n",
                what, percentile(f.latencies_ms, 0.5), percentile(f.latencies_ms, 0.99), f.latencies_ms.size(),
                static_cast<unsigned long long>(f.wire_bytes / static_cast<std::uint64_t>(matches)),
                static_cast<unsigned long long>(f.app_bytes / static_cast<std::uint64_t>(matches)),
                f.unfinished > 0 ? " (some matches did not finish)" : "");
}

}  // namespace

int main(int argc, char** argv) {
    const int matches = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    FaultConfig clean;
    clean.seed = 1;
    const FaultConfig lossy = lossy_network(1);
    Figures quiet;
    Figures bad;
    for (int m = 0; m < matches; ++m) {
        play_one(static_cast<std::uint64_t>(100 + m), clean, quiet);
        play_one(static_cast<std::uint64_t>(100 + m), lossy, bad);
    }
    report("clean", quiet, matches);
    report("lossy", bad, matches);
    const double extra = static_cast<double>(bad.wire_bytes) - static_cast<double>(quiet.wire_bytes);
    std::printf("sent again through the loss: %.0f bytes per match, %.1f%% over the clean run\n",
                extra / matches, 100.0 * extra / static_cast<double>(std::max<std::uint64_t>(quiet.wire_bytes, 1)));
    return bad.unfinished + quiet.unfinished > 0 ? 1 : 0;
}
