// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A UDP relay on loopback that makes a bad network out of a perfect one, for the LAN tests: it
// sits between clients and a host (clients send to the relay's port, the relay sends on to the
// host from one socket per client, so the host sees each client as its own peer) and drops,
// delays with jitter, duplicates and reorders datagrams at set rates, and can cut the link for a
// while (a partition).
//
// Every fault is drawn from the seed: the n-th datagram one way of a link meets the same fate in
// every run with that seed (FaultPlan). When it is delivered is wall-clock time, as ENet's own
// timers are, unless the caller pumps with its own clock (pump(now)), as the relay's tests do.
//
// Loopback only: the relay listens on 127.0.0.1 and sends only to 127.0.0.1.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <queue>
#include <vector>

#include "zero/core/rng.hpp"

namespace zero::net::testing {

using RelayClock = std::chrono::steady_clock;

struct FaultConfig {
    double loss = 0;       // chance a datagram is dropped
    double duplicate = 0;  // chance it is sent twice (each copy with its own delay)
    double reorder = 0;    // chance it is held back so that the datagrams after it overtake it
    std::chrono::milliseconds delay_min{0};  // each copy's delay is uniform in [min, max]: jitter
    std::chrono::milliseconds delay_max{0};
    std::chrono::milliseconds reorder_hold{60};  // how much longer a held-back datagram waits
    std::uint64_t seed = 1;
};

// The bad network of issue 21: 10% loss, 0-80 ms of delay, 1% duplicates and reordering.
FaultConfig lossy_network(std::uint64_t seed);

// The fate of one datagram: dropped, or one or two copies, each after its delay.
struct Fate {
    bool dropped = false;
    bool reordered = false;
    std::vector<std::chrono::milliseconds> delays;  // one per copy; empty when dropped
};

// The seeded draws alone (no sockets), one stream per direction of a link.
class FaultPlan {
public:
    FaultPlan(const FaultConfig& config, std::uint64_t stream);
    Fate next();
    // New rates; the draws go on from where they are.
    void set(const FaultConfig& config) { config_ = config; }

private:
    std::chrono::milliseconds delay();

    FaultConfig config_;
    Rng rng_;
};

struct RelayStats {
    std::uint64_t received = 0;    // datagrams into the relay, both ways
    std::uint64_t delivered = 0;   // datagrams out of it (copies counted)
    std::uint64_t dropped = 0;     // by the loss rate
    std::uint64_t cut = 0;         // by a partition
    std::uint64_t duplicated = 0;  // second copies sent
    std::uint64_t reordered = 0;   // held back
    std::uint64_t bytes_in = 0;  // what the two ends sent, resends included (before any fault)
    std::uint64_t bytes_to_host = 0;
    std::uint64_t bytes_to_clients = 0;
};

class FaultRelay {
public:
    // Listens on 127.0.0.1 (any free port, see port()) and relays to 127.0.0.1:host_port.
    // Throws std::runtime_error when a socket cannot be opened.
    FaultRelay(std::uint16_t host_port, const FaultConfig& config);
    ~FaultRelay();
    FaultRelay(const FaultRelay&) = delete;
    FaultRelay& operator=(const FaultRelay&) = delete;

    std::uint16_t port() const { return port_; }

    // Takes in every datagram that has arrived and sends every copy now due. Call it often.
    void pump() { pump(RelayClock::now()); }
    void pump(RelayClock::time_point now);

    // Cuts every link both ways until `until`: what arrives, and what is due, meanwhile is lost.
    void cut_until(RelayClock::time_point until) { cut_until_ = until; }
    bool cutting(RelayClock::time_point now) const { return now < cut_until_; }
    // Changes the rates from now on (the draws go on from where they are).
    void set_faults(const FaultConfig& config);

    const RelayStats& stats() const { return stats_; }
    // How many clients (distinct source addresses) the relay has seen.
    std::size_t links() const { return links_.size(); }

private:
    struct Link;
    struct Pending {
        RelayClock::time_point due;
        std::uint64_t order;  // arrival order, so equal due times keep it
        int fd;
        std::uint32_t to_host;  // 1: to the host; 0: to the client whose address is `address`
        std::uint64_t address;  // the client's address (ip << 16 | port), for the way back
        std::vector<std::uint8_t> bytes;
        bool operator>(const Pending& other) const {
            return due != other.due ? due > other.due : order > other.order;
        }
    };

    void take_in(int from_fd, Link* link, RelayClock::time_point now);
    void schedule(Link& link, bool to_host, std::vector<std::uint8_t> bytes, RelayClock::time_point now);
    void send_out(const Pending& p);

    FaultConfig config_;
    std::uint16_t host_port_;
    std::uint16_t port_ = 0;
    int listen_fd_ = -1;
    std::map<std::uint64_t, std::unique_ptr<Link>> links_;  // by the client's address
    std::priority_queue<Pending, std::vector<Pending>, std::greater<>> pending_;
    std::uint64_t order_ = 0;
    RelayClock::time_point cut_until_{};
    RelayStats stats_;
};

}  // namespace zero::net::testing
