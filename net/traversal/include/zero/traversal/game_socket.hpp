// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// NAT traversal on the game's own ENet socket (docs/online.md): the socket asks a STUN server
// which public endpoint its NAT gave it, and sends punches, small datagrams that open its NAT
// to the other side's endpoint, before ENet connects through it. Both happen before the ENet
// host serves the peer in question, so ENet never sees a STUN answer; a punch is too short to be
// an ENet packet and is dropped by the other side's ENet.
#include <chrono>
#include <optional>
#include <string>

#include "zero/traversal/stun.hpp"

struct _ENetHost;

namespace zero::traversal {

// The address of `host` ("stun.example.org", "198.51.100.7") and `port`; nothing when it does
// not resolve to IPv4.
std::optional<Endpoint> resolve(const std::string& host, std::uint16_t port);

// The endpoint the STUN server at `server` saw `socket_of`'s datagrams come from (retrying while
// the answer is lost, until `timeout`); nothing, and `error`, when no answer came.
std::optional<Endpoint> public_endpoint(_ENetHost* socket_of, const Endpoint& server, std::chrono::milliseconds timeout,
                                        std::string& error);

// Sends a STUN binding request and reads no answer: it keeps the NAT's mapping of the socket
// while a table waits (the answer reaches ENet, which drops it: its first bytes name no peer).
void ask_public_endpoint(_ENetHost* socket_of, const Endpoint& server);

// Sends `count` punches to `to` from the ENet host's socket.
void punch(_ENetHost* socket_of, const Endpoint& to, int count = 3);

// Whether an endpoint read from the lobby is one a game may send to: unicast IPv4, a port.
// Never 0.0.0.0/8, multicast or 240.0.0.0/4 (which holds the broadcast address).
bool sendable(const Endpoint& e);

}  // namespace zero::traversal
