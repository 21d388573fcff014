// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Finding hosts on the LAN: a client sends a small UDP probe to every target address on the
// discovery port; each host answers with its protocol versions, name, seats and game port.
// Targets come from ZERO_DISCOVERY_ADDRS (comma-separated IPv4 addresses) when it is set;
// otherwise from the broadcast address of every network interface.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

inline constexpr std::uint16_t kDefaultDiscoveryPort = 47123;
inline constexpr std::uint16_t kDefaultGamePort = 47124;
inline constexpr std::size_t kMaxDiscoveryPacket = 128;
inline constexpr std::size_t kMaxAnnouncedOptions = 8;

struct HostAnnouncement {
    std::uint16_t protocol_min = 0;
    std::uint16_t protocol_max = 0;
    std::uint64_t host_id = 0;  // random per host process; duplicates of one reply share it
    std::string host_name;
    int seats_taken = 0;
    int seats_free = 0;
    bool under_way = false;
    std::uint16_t game_port = 0;
    // The game the table plays and its options, in the catalogue's order (engine/catalogue); a
    // host of protocol 1 names none and plays Knizia's Zero.
    games::GameId game = games::kUnnamedGame;
    std::vector<int> options;
    friend bool operator==(const HostAnnouncement&, const HostAnnouncement&) = default;
};

struct DiscoveredHost {
    HostAnnouncement info;
    std::string address;  // where the answer came from, dotted IPv4
};

Bytes encode_probe(std::uint32_t nonce);
std::optional<std::uint32_t> decode_probe(ByteView bytes);
Bytes encode_announcement(const HostAnnouncement& info, std::uint32_t nonce);
struct AnnouncementReply {
    HostAnnouncement info;
    std::uint32_t nonce = 0;
};
std::optional<AnnouncementReply> decode_announcement(ByteView bytes);

// ZERO_DISCOVERY_PORT when set to a valid port, otherwise kDefaultDiscoveryPort.
std::uint16_t discovery_port_from_env();
// ZERO_DISCOVERY_ADDRS when set (throws std::runtime_error naming a bad entry); otherwise the
// broadcast address of every IPv4 interface that has one.
std::vector<std::string> discovery_targets();
// The addresses players type to reach a table on this machine: the IPv4 address of every
// interface on the networks discovery reaches (with ZERO_DISCOVERY_ADDRS set, those its addresses
// fall in, so 127.255.255.255 gives 127.0.0.1; otherwise every broadcast-capable interface that
// is up). 127.0.0.1 when there is none. Reads the interface list only: sends nothing.
std::vector<std::string> host_addresses();

// Answers probes on the discovery port. Several hosts on one machine can share the port.
class DiscoveryResponder {
public:
    // Throws std::runtime_error when the port cannot be opened.
    explicit DiscoveryResponder(std::uint16_t port);
    ~DiscoveryResponder();
    DiscoveryResponder(const DiscoveryResponder&) = delete;
    DiscoveryResponder& operator=(const DiscoveryResponder&) = delete;

    // Answers every probe waiting on the socket; never blocks.
    void poll(const HostAnnouncement& info);
    // The socket, for waiting on it together with the game's (enet_socketset_select).
    int socket() const { return socket_; }

private:
    int socket_ = -1;
};

struct DiscoverOptions {
    std::uint16_t port = kDefaultDiscoveryPort;
    int timeout_ms = 1000;
    std::vector<std::string> targets;  // dotted IPv4 addresses
};

// Probes every target and lists the hosts that answer within the timeout, once each (by host
// id), in the order they answered. Throws std::runtime_error when no socket can be opened.
std::vector<DiscoveredHost> discover(const DiscoverOptions& options);

}  // namespace zero::net
