// SPDX-License-Identifier: GPL-3.0-or-later
// The fault-injecting relay itself, over plain UDP sockets on 127.0.0.1 and on the test's own
// clock (pump(now)): what it delivers, in which order and when is exactly what its seed says.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "fault_relay.hpp"

using namespace zero::net::testing;
using namespace std::chrono_literals;

namespace {

// A UDP socket on 127.0.0.1 that sends numbered datagrams and reads what has arrived.
class Endpoint {
public:
    Endpoint() {
        fd_ = socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
        sockaddr_in address = at(0);
        REQUIRE(bind(fd_, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
        socklen_t size = sizeof address;
        getsockname(fd_, reinterpret_cast<sockaddr*>(&address), &size);
        port_ = ntohs(address.sin_port);
    }
    ~Endpoint() { close(fd_); }
    Endpoint(const Endpoint&) = delete;
    Endpoint& operator=(const Endpoint&) = delete;

    std::uint16_t port() const { return port_; }
    void send(std::uint16_t to_port, int number) {
        const std::string text = std::to_string(number);
        const sockaddr_in to = at(to_port);
        sendto(fd_, text.data(), text.size(), 0, reinterpret_cast<const sockaddr*>(&to), sizeof to);
    }
    // Every datagram that has arrived, as numbers; `from` gets the senders' ports.
    std::vector<int> receive(std::vector<std::uint16_t>* from = nullptr) {
        std::vector<int> got;
        char buffer[64];
        for (;;) {
            sockaddr_in sender{};
            socklen_t size = sizeof sender;
            const ssize_t n = recvfrom(fd_, buffer, sizeof buffer, 0, reinterpret_cast<sockaddr*>(&sender), &size);
            if (n < 0) return got;
            got.push_back(std::stoi(std::string(buffer, static_cast<std::size_t>(n))));
            if (from != nullptr) from->push_back(ntohs(sender.sin_port));
        }
    }

private:
    static sockaddr_in at(std::uint16_t port) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(port);
        return address;
    }

    int fd_ = -1;
    std::uint16_t port_ = 0;
};

const RelayClock::time_point t0 = RelayClock::now();

}  // namespace

TEST_CASE("the relay's faults are drawn from its seed", "[net][relay]") {
    FaultConfig config;
    config.loss = 0.1;
    config.duplicate = 0.05;
    config.reorder = 0.02;
    config.delay_max = 80ms;
    config.seed = 42;
    FaultPlan a(config, 0);
    FaultPlan b(config, 0);
    FaultPlan other_stream(config, 1);
    config.seed = 43;
    FaultPlan other_seed(config, 0);
    int lost = 0;
    int twice = 0;
    int held = 0;
    int differs_stream = 0;
    int differs_seed = 0;
    const int n = 100'000;
    std::chrono::milliseconds lowest{1000};
    std::chrono::milliseconds highest{0};
    for (int i = 0; i < n; ++i) {
        const Fate fa = a.next();
        const Fate fb = b.next();
        REQUIRE(fa.dropped == fb.dropped);
        REQUIRE(fa.delays == fb.delays);
        differs_stream += other_stream.next().delays != fa.delays ? 1 : 0;
        differs_seed += other_seed.next().delays != fa.delays ? 1 : 0;
        lost += fa.dropped ? 1 : 0;
        twice += fa.delays.size() == 2 ? 1 : 0;
        held += fa.reordered ? 1 : 0;
        if (fa.dropped) CHECK(fa.delays.empty());
        for (const auto d : fa.delays) {
            if (!fa.reordered) lowest = std::min(lowest, d);
            if (!fa.reordered) highest = std::max(highest, d);
        }
    }
    // The rates are the configured ones (the draws are fixed by the seed: these are exact
    // counts of one sequence, not a chance of failing).
    CHECK(lost > n * 0.09);
    CHECK(lost < n * 0.11);
    CHECK(twice > n * 0.9 * 0.04);
    CHECK(twice < n * 0.9 * 0.06);
    CHECK(held > n * 0.9 * 0.015);
    CHECK(held < n * 0.9 * 0.025);
    CHECK(lowest == 0ms);
    CHECK(highest == 80ms);
    CHECK(differs_stream > n / 2);
    CHECK(differs_seed > n / 2);
}

TEST_CASE("without faults the relay passes every datagram both ways, in order", "[net][relay]") {
    Endpoint host;
    Endpoint client;
    FaultRelay relay(host.port(), FaultConfig{});
    for (int i = 0; i < 50; ++i) client.send(relay.port(), i);
    relay.pump(t0);
    std::vector<std::uint16_t> senders;
    const std::vector<int> at_host = host.receive(&senders);
    REQUIRE(at_host.size() == 50);
    for (int i = 0; i < 50; ++i) CHECK(at_host[static_cast<std::size_t>(i)] == i);
    // The host sees the client as one peer (the relay's socket for it) and answers there.
    CHECK(std::all_of(senders.begin(), senders.end(), [&](std::uint16_t p) { return p == senders.front(); }));
    CHECK(senders.front() != relay.port());
    for (int i = 0; i < 50; ++i) host.send(senders.front(), 100 + i);
    relay.pump(t0);
    const std::vector<int> at_client = client.receive();
    REQUIRE(at_client.size() == 50);
    for (int i = 0; i < 50; ++i) CHECK(at_client[static_cast<std::size_t>(i)] == 100 + i);
    CHECK(relay.stats().delivered == 100);
    CHECK(relay.links() == 1);

    // Another client is another link, another peer for the host.
    Endpoint second;
    second.send(relay.port(), 7);
    relay.pump(t0);
    std::vector<std::uint16_t> second_sender;
    CHECK(host.receive(&second_sender) == std::vector<int>{7});
    REQUIRE(second_sender.size() == 1);
    CHECK(second_sender.front() != senders.front());
    CHECK(relay.links() == 2);
}

TEST_CASE("the relay delays, reorders, duplicates and drops exactly as its plan says", "[net][relay]") {
    FaultConfig config;
    config.loss = 0.2;
    config.duplicate = 0.2;
    config.reorder = 0.2;
    config.delay_min = 5ms;
    config.delay_max = 40ms;
    config.seed = 7;
    Endpoint host;
    Endpoint client;
    FaultRelay relay(host.port(), config);
    const int n = 100;  // well within a socket's receive buffer
    for (int i = 0; i < n; ++i) client.send(relay.port(), i);
    relay.pump(t0);
    CHECK(host.receive().empty());  // nothing is due before its delay
    relay.pump(t0 + 4ms);
    CHECK(host.receive().empty());

    // What the plan says: the first link's stream to the host is stream 0.
    struct Copy {
        std::chrono::milliseconds due;
        int order;
        int number;
    };
    std::vector<Copy> copies;
    FaultPlan plan(config, 0);
    int order = 0;
    int dropped = 0;
    for (int i = 0; i < n; ++i) {
        const Fate fate = plan.next();
        dropped += fate.dropped ? 1 : 0;
        for (const auto d : fate.delays) copies.push_back({d, order++, i});
    }
    std::stable_sort(copies.begin(), copies.end(), [](const Copy& a, const Copy& b) { return a.due < b.due; });
    std::vector<int> expected;
    for (const Copy& c : copies) expected.push_back(c.number);

    // Step the clock a millisecond at a time: each copy leaves when it is due, in due order.
    std::vector<int> got;
    for (int ms = 5; ms <= 40 + 60; ++ms) {
        relay.pump(t0 + std::chrono::milliseconds(ms));
        const std::vector<int> now = host.receive();
        got.insert(got.end(), now.begin(), now.end());
    }
    CHECK(got == expected);
    CHECK(relay.stats().dropped == static_cast<std::uint64_t>(dropped));
    CHECK(dropped > 0);
    CHECK(relay.stats().duplicated > 0);
    CHECK(relay.stats().reordered > 0);
    CHECK_FALSE(std::is_sorted(got.begin(), got.end()));
}

TEST_CASE("a cut link loses everything both ways until it is mended", "[net][relay]") {
    FaultConfig config;
    config.delay_min = 10ms;
    config.delay_max = 10ms;
    Endpoint host;
    Endpoint client;
    FaultRelay relay(host.port(), config);
    client.send(relay.port(), 1);
    relay.pump(t0);
    relay.pump(t0 + 10ms);
    std::vector<std::uint16_t> senders;
    REQUIRE(host.receive(&senders) == std::vector<int>{1});

    // In flight when the cut starts: lost too.
    client.send(relay.port(), 2);
    relay.pump(t0 + 20ms);
    relay.cut_until(t0 + 2s);
    relay.pump(t0 + 30ms);
    for (int i = 3; i < 10; ++i) {
        client.send(relay.port(), i);
        host.send(senders.front(), 100 + i);
    }
    relay.pump(t0 + 1s);
    relay.pump(t0 + 1s + 20ms);
    CHECK(host.receive().empty());
    CHECK(client.receive().empty());
    CHECK(relay.stats().cut == 1 + 14);

    // Mended: traffic flows again.
    client.send(relay.port(), 10);
    host.send(senders.front(), 110);
    relay.pump(t0 + 2s);
    relay.pump(t0 + 2s + 10ms);
    CHECK(host.receive() == std::vector<int>{10});
    CHECK(client.receive() == std::vector<int>{110});
}

TEST_CASE("at full loss nothing passes, at full duplication everything passes twice", "[net][relay]") {
    Endpoint host;
    Endpoint client;
    FaultConfig lossy;
    lossy.loss = 1.0;
    FaultRelay relay(host.port(), lossy);
    for (int i = 0; i < 20; ++i) client.send(relay.port(), i);
    relay.pump(t0);
    CHECK(host.receive().empty());
    CHECK(relay.stats().dropped == 20);

    FaultConfig doubled;
    doubled.duplicate = 1.0;
    relay.set_faults(doubled);
    for (int i = 0; i < 20; ++i) client.send(relay.port(), i);
    relay.pump(t0);
    const std::vector<int> got = host.receive();
    CHECK(got.size() == 40);
    for (int i = 0; i < 20; ++i) CHECK(std::count(got.begin(), got.end(), i) == 2);
}
