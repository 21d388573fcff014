// SPDX-License-Identifier: GPL-3.0-or-later
// Discovery over loopback only: probes go to ZERO_DISCOVERY_ADDRS (127.255.255.255 here), the
// broadcast address of the loopback network, which every responder bound to 0.0.0.0 receives.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <optional>
#include <thread>

#include "zero/net/host_service.hpp"
#include "zero/net/protocol_version.hpp"
#include "../quiet_port.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::knizia;

namespace {

// Each test case its own discovery port, free when chosen and outside the kernel's range for port
// 0, so parallel test runs neither hear each other nor find it taken (../quiet_port.hpp).
std::uint16_t test_discovery_port() { return zero::test_ports::quiet_ports(); }

HostConfig lobby_config(const std::string& name, int players) {
    HostConfig config;
    config.host_name = name;
    config.rules = default_rules(players);
    config.seats.assign(static_cast<std::size_t>(players), SeatSetup{});
    config.seats[0] = SeatSetup{SeatKind::Bot, "greedy", ""};
    return config;
}

// Serves the hosts on a thread while the calling thread runs discovery.
class Serving {
public:
    explicit Serving(std::vector<HostService*> hosts) : hosts_(std::move(hosts)) {
        thread_ = std::thread([this] {
            while (!stop_)
                for (HostService* h : hosts_) h->poll(1);
        });
    }
    ~Serving() {
        stop_ = true;
        thread_.join();
    }

private:
    std::vector<HostService*> hosts_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

}  // namespace

TEST_CASE("probes and announcements round-trip and junk is ignored", "[net][discovery]") {
    CHECK(decode_probe(encode_probe(77)) == 77U);
    HostAnnouncement a{kProtocolMin, kProtocolMax, 0xABCDEF, "Den", 2, 3, true, 47124};
    const auto back = decode_announcement(encode_announcement(a, 5));
    REQUIRE(back);
    CHECK(back->info == a);
    CHECK(back->nonce == 5U);
    Bytes probe = encode_probe(1);
    probe[4] = 'X';
    CHECK_FALSE(decode_probe(probe));
    CHECK_FALSE(decode_probe(Bytes(200, 0)));
    const Bytes reply = encode_announcement(a, 5);
    for (std::size_t n = 0; n < reply.size(); ++n) CHECK_FALSE(decode_announcement(ByteView(reply).first(n)));
}

TEST_CASE("discovery targets come from ZERO_DISCOVERY_ADDRS", "[net][discovery]") {
    const char* saved = std::getenv("ZERO_DISCOVERY_ADDRS");
    const std::string keep = saved ? saved : "";
    ::setenv("ZERO_DISCOVERY_ADDRS", "127.255.255.255, 127.0.0.1", 1);
    CHECK(discovery_targets() == std::vector<std::string>{"127.255.255.255", "127.0.0.1"});
    ::setenv("ZERO_DISCOVERY_ADDRS", "127.0.0.1,not-an-address", 1);
    CHECK_THROWS_WITH(discovery_targets(), Catch::Contains("not-an-address"));
    ::setenv("ZERO_DISCOVERY_ADDRS", keep.empty() ? "127.255.255.255" : keep.c_str(), 1);
}

TEST_CASE("the host's addresses are those on the networks discovery reaches", "[net][discovery]") {
    const char* saved = std::getenv("ZERO_DISCOVERY_ADDRS");
    const std::string keep = saved ? saved : "";
    // Loopback only (the tests' setting): the address to type is the loopback interface's.
    ::setenv("ZERO_DISCOVERY_ADDRS", "127.255.255.255", 1);
    CHECK(host_addresses() == std::vector<std::string>{"127.0.0.1"});
    // Without the variable: real interfaces, never loopback, and never an empty list.
    ::unsetenv("ZERO_DISCOVERY_ADDRS");
    const std::vector<std::string> real = host_addresses();
    REQUIRE_FALSE(real.empty());
    for (const std::string& a : real) CHECK((real.size() == 1 || a.rfind("127.", 0) != 0));
    ::setenv("ZERO_DISCOVERY_ADDRS", keep.empty() ? "127.255.255.255" : keep.c_str(), 1);
}

TEST_CASE("discovery finds a host within one second", "[net][discovery]") {
    const std::uint16_t port = test_discovery_port();
    ServiceOptions options;
    options.port = 0;
    options.discovery_port = port;
    HostService host(lobby_config("Kitchen table", 4), options);
    Serving serving({&host});
    DiscoverOptions probe;
    probe.port = port;
    probe.targets = {"127.255.255.255"};
    probe.timeout_ms = 1000;
    const auto start = std::chrono::steady_clock::now();
    const std::vector<DiscoveredHost> found = discover(probe);
    // Discovery stops listening after its timeout rather than waiting on; the bound is only a guard,
    // loose enough for a machine that is busy with something else.
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
    REQUIRE(found.size() == 1);
    CHECK(found[0].info.host_name == "Kitchen table");
    CHECK(found[0].info.game_port == host.port());
    CHECK(found[0].info.seats_taken == 1);  // the bot seat
    CHECK(found[0].info.seats_free == 3);
    CHECK_FALSE(found[0].info.under_way);
    CHECK(found[0].info.protocol_min == kProtocolMin);
    CHECK(found[0].address.rfind("127.", 0) == 0);
}

TEST_CASE("two hosts are listed once each", "[net][discovery]") {
    const std::uint16_t port = test_discovery_port();
    ServiceOptions options;
    options.port = 0;
    options.discovery_port = port;
    HostService one(lobby_config("First", 3), options);
    HostService two(lobby_config("Second", 5), options);
    Serving serving({&one, &two});
    DiscoverOptions probe;
    probe.port = port;
    // Probing the same address twice makes every host answer twice.
    probe.targets = {"127.255.255.255", "127.255.255.255"};
    const std::vector<DiscoveredHost> found = discover(probe);
    REQUIRE(found.size() == 2);
    CHECK(found[0].info.host_id != found[1].info.host_id);
    std::vector<std::string> names = {found[0].info.host_name, found[1].info.host_name};
    std::sort(names.begin(), names.end());
    CHECK(names == std::vector<std::string>{"First", "Second"});
}

TEST_CASE("nothing is listed when nobody answers", "[net][discovery]") {
    DiscoverOptions probe;
    probe.port = test_discovery_port();
    probe.targets = {"127.255.255.255"};
    probe.timeout_ms = 200;
    CHECK(discover(probe).empty());
}

TEST_CASE("a table whose discovery port something else holds opens unlisted and says why", "[net][discovery]") {
    // Another program holds the port, without SO_REUSEADDR: the responder cannot share it.
    const std::uint16_t port = test_discovery_port();
    std::optional<zero::test_ports::HeldPort> holder(std::in_place, port);
    ServiceOptions options;
    options.port = 0;
    options.discovery_port = port;
    std::optional<HostService> host;
    REQUIRE_NOTHROW(host.emplace(lobby_config("Busy port", 3), options));
    CHECK(host->port() != 0);
    CHECK(host->unlisted_on() == std::optional<std::uint16_t>(port));
    CHECK_THAT(host->discovery_error(), Catch::Contains(std::to_string(port)));
    // Nobody answers a search on that port; the table itself polls as any other.
    host->poll(0);
    DiscoverOptions probe;
    probe.port = port;
    probe.targets = {"127.255.255.255"};
    probe.timeout_ms = 200;
    CHECK(discover(probe).empty());
    holder.reset();
    // A free port: listed as before, nothing to say.
    options.discovery_port = test_discovery_port();
    HostService listed(lobby_config("Free port", 3), options);
    CHECK_FALSE(listed.unlisted_on());
    CHECK(listed.discovery_error().empty());
}
