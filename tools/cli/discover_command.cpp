// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli discover: list the LAN tables that answer a discovery probe within the timeout.
#include <iomanip>
#include <iostream>

#include "commands.hpp"
#include "saved_match.hpp"
#include "zero/net/discovery.hpp"

namespace zero::cli {
namespace {

struct DiscoverCliOptions {
    int timeout_ms = 1000;
    std::optional<int> port;
    bool json = false;
};


void run(const DiscoverCliOptions& o) {
    net::DiscoverOptions options;
    options.timeout_ms = o.timeout_ms;
    options.port = o.port ? static_cast<std::uint16_t>(*o.port) : net::discovery_port_from_env();
    std::vector<net::DiscoveredHost> hosts;
    try {
        options.targets = net::discovery_targets();
        if (options.targets.empty()) throw CommandError("no address to probe (no broadcast interface)");
        hosts = net::discover(options);
    } catch (const std::runtime_error& e) {
        if (const auto* command = dynamic_cast<const CommandError*>(&e)) throw *command;
        throw CommandError(e.what());
    }
    if (o.json) {
        std::cout << "[";
        for (std::size_t i = 0; i < hosts.size(); ++i) {
            const net::DiscoveredHost& h = hosts[i];
            std::cout << (i ? "," : "") << "{\"name\":" << json_string(h.info.host_name) << ",\"address\":\""
                      << h.address << "\",\"port\":" << h.info.game_port << ",\"seats_taken\":" << h.info.seats_taken
                      << ",\"seats_free\":" << h.info.seats_free
                      << ",\"under_way\":" << (h.info.under_way ? "true" : "false") << ",\"protocol\":["
                      << h.info.protocol_min << "," << h.info.protocol_max << "],\"host_id\":\"" << std::hex
                      << h.info.host_id << std::dec << "\"}";
        }
        std::cout << "]\n";
        return;
    }
    if (hosts.empty()) {
        std::cout << "no tables found\n";
        return;
    }
    for (const net::DiscoveredHost& h : hosts)
        std::cout << std::left << std::setw(26) << h.info.host_name << " " << std::setw(22)
                  << (h.address + ":" + std::to_string(h.info.game_port)) << " seats " << h.info.seats_taken << "/"
                  << h.info.seats_taken + h.info.seats_free << "  "
                  << (h.info.under_way ? "match under way" : "in the lobby") << "\n";
}

}  // namespace

void add_discover_command(CLI::App& app) {
    auto o = std::make_shared<DiscoverCliOptions>();
    auto* cmd = app.add_subcommand("discover", "List the LAN tables that answer within the timeout");
    cmd->add_option("--timeout-ms", o->timeout_ms, "How long to listen for answers")->check(CLI::Range(10, 60'000));
    cmd->add_option("--port", o->port, "Discovery port (default 47123 or ZERO_DISCOVERY_PORT)")
        ->check(CLI::Range(1, 65535));
    cmd->add_flag("--json", o->json, "Print the tables as JSON");
    cmd->callback([o] { run(*o); });
}

}  // namespace zero::cli
