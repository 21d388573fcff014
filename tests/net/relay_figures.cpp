// SPDX-License-Identifier: GPL-3.0-or-later
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
#include "measured_match.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;
using namespace std::chrono_literals;

namespace {

struct Figures {
    TurnFigures turns;
    std::uint64_t wire_bytes = 0;
    std::uint64_t app_bytes = 0;  // the host's messages alone
};

void play_one(std::uint64_t seed, const FaultConfig& faults, Figures& figures) {
    HostService host = measured_host(4, seed);
    std::vector<std::unique_ptr<FaultRelay>> relays;
    for (int i = 0; i < 4; ++i) {
        FaultConfig own = faults;
        own.seed = faults.seed + seed * 8 + static_cast<std::uint64_t>(i);
        relays.push_back(std::make_unique<FaultRelay>(host.port(), own));
    }
    MeasuredMatch match;
    match.seed = seed;
    match.port_of = [&](int i) { return relays[static_cast<std::size_t>(i)]->port(); };
    match.between = [&] {
        for (auto& relay : relays) relay->pump();
    };
    match.host_poll_ms = 1;
    play_measured(host, match, figures.turns);
    for (const auto& relay : relays) figures.wire_bytes += relay->stats().bytes_in;
    figures.app_bytes += host.bytes_sent();
}

void report(const char* what, const Figures& f, int matches) {
    std::printf("%-8s intent to every client's update: p50 %.1f ms, p99 %.1f ms over %zu turns; "
                "bytes on the network per match %llu (host's messages %llu)%s\n",
                what, percentile(f.turns.latencies_ms, 0.5), percentile(f.turns.latencies_ms, 0.99),
                f.turns.latencies_ms.size(),
                static_cast<unsigned long long>(f.wire_bytes / static_cast<std::uint64_t>(matches)),
                static_cast<unsigned long long>(f.app_bytes / static_cast<std::uint64_t>(matches)),
                f.turns.unfinished > 0 ? " (some matches did not finish)" : "");
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
    return bad.turns.unfinished + quiet.turns.unfinished > 0 ? 1 : 0;
}
