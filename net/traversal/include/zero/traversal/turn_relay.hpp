// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A host's TURN relay (RFC 5766), for players whose NATs cannot be punched (docs/online.md).
// The host allocates a relayed address on the TURN server from a socket of the relay's own and
// lets each player's public address in; a player connects with plain ENet to the relayed
// address. Each player the relay carries gets a loopback socket of its own here, which speaks
// to the host's ENet socket for it: ENet sees an ordinary peer at 127.0.0.1, the game's traffic
// and protocol stay as on the LAN, and the host tells relayed players by that peer's port.
// The relay serves its sockets on a thread of its own.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "zero/traversal/stun.hpp"

namespace zero::traversal {

struct TurnServer {
    Endpoint address;
    std::string username;
    std::string password;
};

class TurnRelay {
public:
    // Allocates on `server` for the ENet host listening on this machine's `game_port`; nothing,
    // and `error`, when the server refuses or does not answer within `timeout`.
    static std::unique_ptr<TurnRelay> open(const TurnServer& server, std::uint16_t game_port,
                                           std::chrono::milliseconds timeout, std::string& error);
    ~TurnRelay();
    TurnRelay(const TurnRelay&) = delete;
    TurnRelay& operator=(const TurnRelay&) = delete;

    // Where players reach the table through the relay.
    Endpoint relayed() const { return relayed_; }
    // Lets datagrams from `ip` through the relay (thread-safe; sent from the relay's thread).
    void permit(std::uint32_t ip);
    // The public endpoint of the player the relay carries as the ENet peer at 127.0.0.1:`port`;
    // nothing for any other peer (thread-safe).
    std::optional<Endpoint> player_at(std::uint16_t port) const;
    // Bytes exchanged with the TURN server since the allocation, both ways, headers included.
    std::uint64_t bytes() const { return bytes_; }

private:
    TurnRelay() = default;
    struct Peer;
    void run();
    void serve_server(const std::uint8_t* data, std::size_t size);
    void serve_peer(Peer& peer);
    void to_game(const Endpoint& from, const std::uint8_t* data, std::size_t size);
    void refresh(std::chrono::steady_clock::time_point now);
    void send_signed(stun::Builder builder);
    void bind(Peer& peer);
    void send_to_server(const std::vector<std::uint8_t>& bytes);

    int socket_ = -1;  // to the TURN server
    Endpoint server_;
    stun::Credentials credentials_;
    Endpoint relayed_;
    std::uint16_t game_port_ = 0;
    std::vector<std::unique_ptr<Peer>> peers_;  // the relay's thread only
    mutable std::mutex mutex_;
    std::set<std::uint32_t> permitted_;        // under mutex_
    std::vector<std::uint32_t> to_permit_;     // under mutex_
    std::map<std::uint16_t, Endpoint> carried_;  // under mutex_: loopback port to player
    std::chrono::steady_clock::time_point refresh_at_, permissions_at_;
    std::atomic<std::uint64_t> bytes_{0};
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

}  // namespace zero::traversal
