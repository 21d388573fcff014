// SPDX-License-Identifier: GPL-3.0-or-later
// Modelled on 0 A.D.'s StunClient: the request goes out of the game's ENet socket itself, so the
// endpoint learnt is the one the NAT gave that socket, the one its players must reach.
#include "zero/traversal/game_socket.hpp"

#include <arpa/inet.h>
#include <enet/enet.h>
#include <netdb.h>

#include <array>

namespace zero::traversal {
namespace {

ENetAddress enet_address(const Endpoint& e) {
    ENetAddress a{};
    a.host = htonl(e.ip);
    a.port = e.port;
    return a;
}

void send_datagram(_ENetHost* host, const Endpoint& to, const void* data, std::size_t size) {
    const ENetAddress address = enet_address(to);
    ENetBuffer buffer{};
    buffer.data = const_cast<void*>(data);
    buffer.dataLength = size;
    enet_socket_send(host->socket, &address, &buffer, 1);
}

// A request is sent again after this long without an answer (lost datagrams, a NAT's first packet).
constexpr auto kResend = std::chrono::milliseconds(250);

}  // namespace

std::optional<Endpoint> resolve(const std::string& host, std::uint16_t port) {
    if (auto ip = parse_ip(host)) return Endpoint{*ip, port};
    addrinfo hints{};
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_DGRAM;
    addrinfo* found = nullptr;
    if (::getaddrinfo(host.c_str(), nullptr, &hints, &found) != 0 || found == nullptr) return std::nullopt;
    const auto* in = reinterpret_cast<const sockaddr_in*>(found->ai_addr);
    const Endpoint e{ntohl(in->sin_addr.s_addr), port};
    ::freeaddrinfo(found);
    return e;
}

bool sendable(const Endpoint& e) {
    const std::uint32_t first = e.ip >> 24;
    return e.port != 0 && first != 0 && first < 224;
}

std::optional<Endpoint> public_endpoint(_ENetHost* host, const Endpoint& server, std::chrono::milliseconds timeout,
                                        std::string& error) {
    using Clock = std::chrono::steady_clock;
    const stun::TransactionId id = stun::new_transaction_id();
    const std::vector<std::uint8_t> request = stun::Builder(stun::kBindingRequest, id).finish();
    const auto deadline = Clock::now() + timeout;
    auto resend_at = Clock::now();
    std::array<std::uint8_t, 1500> in{};
    while (Clock::now() < deadline) {
        if (Clock::now() >= resend_at) {
            send_datagram(host, server, request.data(), request.size());
            resend_at = Clock::now() + kResend;
        }
        const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(resend_at - Clock::now()).count();
        enet_uint32 condition = ENET_SOCKET_WAIT_RECEIVE;
        if (enet_socket_wait(host->socket, &condition, static_cast<enet_uint32>(wait > 0 ? wait : 0)) != 0) break;
        if ((condition & ENET_SOCKET_WAIT_RECEIVE) == 0) continue;
        ENetAddress from{};
        ENetBuffer buffer{in.data(), in.size()};
        const int got = enet_socket_receive(host->socket, &from, &buffer, 1);
        if (got <= 0) continue;
        // Only the server's answer to this very request counts; anything else is dropped.
        if (ntohl(from.host) != server.ip || from.port != server.port) continue;
        const auto message = stun::decode(in.data(), static_cast<std::size_t>(got));
        if (!message || message->transaction != id || message->type != stun::kBindingSuccess || !message->mapped)
            continue;
        return message->mapped;
    }
    error = "the STUN server " + to_string(server) + " did not answer";
    return std::nullopt;
}

void ask_public_endpoint(_ENetHost* host, const Endpoint& server) {
    const std::vector<std::uint8_t> request = stun::Builder(stun::kBindingRequest, stun::new_transaction_id()).finish();
    send_datagram(host, server, request.data(), request.size());
}

void punch(_ENetHost* host, const Endpoint& to, int count) {
    static constexpr std::uint8_t kPunch = 'Z';
    for (int i = 0; i < count; ++i) send_datagram(host, to, &kPunch, 1);
}

}  // namespace zero::traversal
