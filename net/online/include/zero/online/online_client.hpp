// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A player's ENet client of an online table: through both NATs when punching opened them, else
// through the table's relay; a clear sentence when neither answers. Blocks for up to the punch
// wait and ENet's own give-up: the game runs it off its frame.
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "zero/net/client.hpp"
#include "zero/online/online_table.hpp"
#include "zero/traversal/stun.hpp"

namespace zero::online {

// Polls `client` until ENet's link to the host is up (true), or the attempt ends or `wait_ms`
// passes (false); what it read is kept for the next poll.
template <class W>
bool link_within(net::ClientT<W>& client, int wait_ms) {
    std::vector<net::ClientEventT<W>> read;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(wait_ms);
    while (!client.linked() && !client.ended() && std::chrono::steady_clock::now() < deadline)
        for (auto& e : client.poll(10)) read.push_back(std::move(e));
    client.hold(std::move(read));
    return client.linked();
}

template <class W>
struct OnlineClient {
    std::unique_ptr<net::ClientT<W>> client;
    traversal::Endpoint at;  // where it connected: the host's public endpoint, or the relay
    bool relayed = false;
};

// Throws OnlineError when the lobby or the table cannot be reached.
template <class W>
OnlineClient<W> open_online(OnlineJoin& join, const std::string& name, std::uint64_t token, int lost_after_ms,
                            int punch_wait_ms) {
    auto client = std::make_unique<net::ClientT<W>>(name, token);
    client->set_lost_after(lost_after_ms);
    const OnlineJoin::Route route = join.route(client->enet_host());
    client->connect(traversal::ip_string(route.direct.ip), route.direct.port);
    if (link_within(*client, punch_wait_ms)) return {std::move(client), route.direct, false};
    const std::string direct = "cannot reach the table at " + traversal::to_string(route.direct) +
                               ": a NAT on the way lets nothing in that it did not ask for";
    if (!route.relay) throw OnlineError(direct + ", and the table has no relay");
    client = std::make_unique<net::ClientT<W>>(name, token);
    client->set_lost_after(lost_after_ms);
    client->connect(traversal::ip_string(route.relay->ip), route.relay->port);
    // The relay answers unless it is gone: the attempt lasts until ENet gives up on it.
    if (!link_within(*client, lost_after_ms + 1'000))
        throw OnlineError(direct + ", and its relay at " + traversal::to_string(*route.relay) + " does not answer");
    return {std::move(client), *route.relay, true};
}

}  // namespace zero::online
