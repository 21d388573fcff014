// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A HostSession on ENet: listens on the game port, answers discovery probes and moves packets
// between peers and the session. Single-threaded: the owner calls poll() from its loop (the
// game's frame, or the headless host's main loop).
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "zero/net/discovery.hpp"
#include "zero/net/host_session.hpp"

struct _ENetHost;
struct _ENetPeer;

namespace zero::net {

struct ServiceOptions {
    std::uint16_t port = kDefaultGamePort;      // 0: any free port (see port())
    std::optional<std::uint16_t> discovery_port = kDefaultDiscoveryPort;  // nothing: not discoverable
    std::string bind_address;                   // empty: every interface
};

// One per game (the session's wire module); HostService is Knizia's.
template <class W>
class HostServiceT : private HostOutput {
public:
    using Session = HostSessionT<W>;

    // Throws std::runtime_error when the game port cannot be opened, std::invalid_argument for a
    // bad table (see HostSession). A discovery port that cannot be opened is not an error (unlisted_on()).
    HostServiceT(HostConfigT<W> config, const ServiceOptions& options);
    ~HostServiceT() override;
    HostServiceT(const HostServiceT&) = delete;
    HostServiceT& operator=(const HostServiceT&) = delete;

    Session& session() { return *session_; }
    const Session& session() const { return *session_; }
    std::uint16_t port() const { return port_; }
    std::uint64_t host_id() const { return host_id_; }
    HostAnnouncement announcement() const;
    // The discovery port when it was asked for and could not be opened (something else holds it):
    // the table is open, but Join game does not list it. discovery_error() says why.
    std::optional<std::uint16_t> unlisted_on() const { return unlisted_on_; }
    const std::string& discovery_error() const { return discovery_error_; }

    // Waits up to timeout_ms for traffic, handles all of it, answers probes and sends what the
    // session queued.
    void poll(int timeout_ms);
    // Tells every peer the table is closing and gives the goodbyes up to linger_ms to go out.
    void close(int linger_ms = 300);

    std::uint64_t bytes_sent() const { return bytes_sent_; }
    std::uint64_t packets_sent() const { return packets_sent_; }
    // Every packet as it is sent (tests, traffic figures).
    std::function<void(PeerId, const Bytes&)> on_send;
    // A peer connected from this IPv4 address and port (host byte order), before it says hello.
    std::function<void(PeerId, std::uint32_t, std::uint16_t)> on_peer;
    // The ENet host whose socket the table listens on, for NAT traversal (punches, STUN).
    _ENetHost* enet_host() const { return host_; }

private:
    void send(PeerId peer, const Bytes& bytes) override;
    void disconnect(PeerId peer) override;

    _ENetHost* host_ = nullptr;
    std::unique_ptr<DiscoveryResponder> responder_;
    std::unique_ptr<Session> session_;
    std::map<PeerId, _ENetPeer*> peers_;
    PeerId next_peer_ = 1;
    std::uint16_t port_ = 0;
    std::uint64_t host_id_ = 0;
    std::optional<std::uint16_t> unlisted_on_;
    std::string discovery_error_;
    std::uint64_t bytes_sent_ = 0;
    std::uint64_t packets_sent_ = 0;
};

using HostService = HostServiceT<KniziaWire>;

}  // namespace zero::net
