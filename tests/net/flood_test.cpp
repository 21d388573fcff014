// SPDX-License-Identifier: GPL-3.0-or-later
// A program (or a broken client) flooding a LAN host's port with garbage: thousands of datagrams
// a second, for ten seconds, from a UDP socket of the test's to the host on 127.0.0.1. The
// players already at the table must not notice beyond a few milliseconds: every match played
// during the flood ends, and their intent-to-update latency is printed beside the same matches'
// without the flood (README's figures; not checked: it depends on the machine).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <thread>

#include "measured_match.hpp"
#include "zero/core/rng.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;

namespace {

// Sends seeded garbage (1 to 1,400 random bytes) from its own thread to 127.0.0.1 at the port it
// is aimed at, at a steady rate from its start, up to a bounded count. Its own thread, so that
// the players' figures are the host's doing, not the time spent making garbage.
class GarbageFlood {
public:
    GarbageFlood(int per_second, int total) : per_second_(per_second), total_(total) {
        socket_ = ::socket(AF_INET, SOCK_DGRAM, 0);
        if (socket_ >= 0) thread_ = std::thread([this] { run(); });
    }
    ~GarbageFlood() {
        stop_ = true;
        if (thread_.joinable()) thread_.join();
        if (socket_ >= 0) ::close(socket_);
    }
    GarbageFlood(const GarbageFlood&) = delete;
    GarbageFlood& operator=(const GarbageFlood&) = delete;

    void aim(std::uint16_t port) { port_ = port; }
    bool open() const { return socket_ >= 0; }
    bool done() const { return finished_; }
    int sent() const { return delivered_; }
    double seconds() const { return seconds_; }

private:
    void run() {
        using Clock = std::chrono::steady_clock;
        Rng rng(0xF100D);
        while (port_ == 0 && !stop_) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        const auto start = Clock::now();
        unsigned char bytes[1400];
        int sent = 0;
        while (sent < total_ && !stop_) {
            const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
            const int due = std::min(total_, static_cast<int>(elapsed * per_second_));
            for (; sent < due; ++sent) {
                sockaddr_in to{};
                to.sin_family = AF_INET;
                to.sin_port = htons(port_);
                to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);  // loopback only, always
                const std::size_t size = 1 + rng.below(static_cast<std::uint32_t>(sizeof bytes));
                for (std::size_t i = 0; i < size; ++i) bytes[i] = static_cast<unsigned char>(rng.next());
                if (::sendto(socket_, bytes, size, 0, reinterpret_cast<const sockaddr*>(&to), sizeof to) > 0)
                    ++delivered_;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        seconds_ = std::chrono::duration<double>(Clock::now() - start).count();
        finished_ = true;
    }

    int per_second_;
    int total_;
    int socket_ = -1;
    std::atomic<std::uint16_t> port_{0};
    std::atomic<int> delivered_{0};
    std::atomic<bool> finished_{false};
    std::atomic<bool> stop_{false};
    std::atomic<double> seconds_{0};
    std::thread thread_;
};

}  // namespace

TEST_CASE("a flood of garbage datagrams at the host's port does not stop the players at its table", "[net][flood]") {
    constexpr int kPerSecond = 3000;
    constexpr int kTotal = kPerSecond * 10;
    constexpr std::uint64_t kSeed = 300;
    MeasuredMatch match;
    match.guard = std::chrono::seconds(120);
    // Matches at tables under the flood, one after another, until its ten seconds are over: each
    // new table's port becomes the flood's target, from before its players connect.
    TurnFigures flooded;
    GarbageFlood flood(kPerSecond, kTotal);
    REQUIRE(flood.open());
    int matches = 0;
    while (!flood.done() && matches < 5000) {
        match.seed = kSeed + static_cast<std::uint64_t>(matches);
        HostService host = measured_host(4, match.seed);
        flood.aim(host.port());
        play_measured(host, match, flooded);
        ++matches;
    }
    const double flood_seconds = flood.seconds();
    // The same matches again without the flood, for the comparison.
    TurnFigures quiet;
    for (int m = 0; m < matches; ++m) {
        match.seed = kSeed + static_cast<std::uint64_t>(m);
        HostService host = measured_host(4, match.seed);
        play_measured(host, match, quiet);
    }
    std::printf("flood: %d garbage datagrams in %.1f s at the host's port, %d matches played through it\n"
                "intent to every client's update: under the flood p50 %.2f ms, p99 %.2f ms, max %.2f ms over %zu "
                "turns; the same matches without it p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                flood.sent(), flood_seconds, matches, percentile(flooded.latencies_ms, 0.5),
                percentile(flooded.latencies_ms, 0.99), percentile(flooded.latencies_ms, 1.0),
                flooded.latencies_ms.size(), percentile(quiet.latencies_ms, 0.5), percentile(quiet.latencies_ms, 0.99),
                percentile(quiet.latencies_ms, 1.0));
    CHECK(flood.sent() == kTotal);
    CHECK(matches >= 1);
    CHECK(flooded.unfinished == 0);
    CHECK(quiet.unfinished == 0);
    CHECK(flooded.turns == quiet.turns);  // the same matches, move for move
}
