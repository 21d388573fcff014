// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/discovery.hpp"

#include <enet/enet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <random>
#include <stdexcept>

#include "zero/net/protocol_version.hpp"

namespace zero::net {
namespace {

// After the protocol versions, so a host of any version can still tell what a packet is.
constexpr std::uint8_t kProbeMagic[4] = {'Z', 'R', 'O', '?'};
constexpr std::uint8_t kReplyMagic[4] = {'Z', 'R', 'O', '!'};

void write_magic(Writer& w, const std::uint8_t (&magic)[4]) {
    for (std::uint8_t b : magic) w.u8(b);
}

bool read_magic(Reader& r, const std::uint8_t (&magic)[4]) {
    for (std::uint8_t want : magic) {
        std::uint8_t b = 0;
        if (!r.u8(b) || b != want) return r.fail();
    }
    return true;
}

ENetSocket open_udp(std::uint16_t bind_port, bool reuse) {
    if (!enet_ready()) throw std::runtime_error("cannot start the network library");
    ENetSocket s = enet_socket_create(ENET_SOCKET_TYPE_DATAGRAM);
    if (s == ENET_SOCKET_NULL) throw std::runtime_error("cannot open a UDP socket");
    if (reuse) enet_socket_set_option(s, ENET_SOCKOPT_REUSEADDR, 1);
    enet_socket_set_option(s, ENET_SOCKOPT_NONBLOCK, 1);
    enet_socket_set_option(s, ENET_SOCKOPT_BROADCAST, 1);
    ENetAddress address{};
    address.host = ENET_HOST_ANY;
    address.port = bind_port;
    if (enet_socket_bind(s, &address) < 0) {
        enet_socket_destroy(s);
        throw std::runtime_error("cannot open UDP port " + std::to_string(bind_port) + " for discovery");
    }
    return s;
}

void send_to(ENetSocket s, const ENetAddress& to, const Bytes& bytes) {
    ENetBuffer buffer;
    buffer.data = const_cast<std::uint8_t*>(bytes.data());
    buffer.dataLength = bytes.size();
    enet_socket_send(s, &to, &buffer, 1);
}

// Receives one datagram; 0 when none is waiting.
int receive_from(ENetSocket s, ENetAddress& from, std::uint8_t* data, std::size_t capacity) {
    ENetBuffer buffer;
    buffer.data = data;
    buffer.dataLength = capacity;
    return enet_socket_receive(s, &from, &buffer, 1);
}

}  // namespace

Bytes encode_probe(std::uint32_t nonce) {
    Writer w;
    w.u16(kProtocolMin);
    w.u16(kProtocolMax);
    write_magic(w, kProbeMagic);
    w.u32(nonce);
    return w.take();
}

std::optional<std::uint32_t> decode_probe(ByteView bytes) {
    if (bytes.size() > kMaxDiscoveryPacket) return std::nullopt;
    Reader r(bytes);
    std::uint16_t min = 0, max = 0;
    std::uint32_t nonce = 0;
    if (!r.u16(min) || !r.u16(max) || !read_magic(r, kProbeMagic) || !r.u32(nonce) || !r.done()) return std::nullopt;
    return nonce;
}

Bytes encode_announcement(const HostAnnouncement& info, std::uint32_t nonce) {
    Writer w;
    w.u16(info.protocol_min);
    w.u16(info.protocol_max);
    write_magic(w, kReplyMagic);
    w.u32(nonce);
    w.u64(info.host_id);
    w.str8(info.host_name.substr(0, 64));
    w.u8(static_cast<std::uint8_t>(info.seats_taken));
    w.u8(static_cast<std::uint8_t>(info.seats_free));
    w.u8(info.under_way ? 1 : 0);
    w.u16(info.game_port);
    if (info.protocol_max >= kFirstGameProtocol) {
        w.u8(static_cast<std::uint8_t>(info.game));
        const std::size_t n = std::min(info.options.size(), kMaxAnnouncedOptions);
        w.u8(static_cast<std::uint8_t>(n));
        for (std::size_t i = 0; i < n; ++i) w.u16(static_cast<std::uint16_t>(info.options[i]));
    }
    return w.take();
}

std::optional<AnnouncementReply> decode_announcement(ByteView bytes) {
    if (bytes.size() > kMaxDiscoveryPacket) return std::nullopt;
    Reader r(bytes);
    AnnouncementReply out;
    HostAnnouncement& a = out.info;
    std::uint8_t taken = 0, free = 0, under_way = 0;
    if (!r.u16(a.protocol_min) || !r.u16(a.protocol_max) || !read_magic(r, kReplyMagic) || !r.u32(out.nonce) ||
        !r.u64(a.host_id) || !r.str8(a.host_name, 64) || !r.u8(taken) || !r.u8(free) || !r.u8(under_way) ||
        !r.u16(a.game_port))
        return std::nullopt;
    if (a.protocol_max >= kFirstGameProtocol) {
        std::uint8_t game = 0, n = 0;
        if (!r.u8(game) || !r.u8(n) || games::find_game(static_cast<games::GameId>(game)) == nullptr ||
            n > kMaxAnnouncedOptions)
            return std::nullopt;
        a.game = static_cast<games::GameId>(game);
        for (int i = 0; i < n; ++i) {
            std::uint16_t v = 0;
            if (!r.u16(v)) return std::nullopt;
            a.options.push_back(v);
        }
    }
    if (!r.done() || under_way > 1 || taken + free > 5 || a.game_port == 0) return std::nullopt;
    a.seats_taken = taken;
    a.seats_free = free;
    a.under_way = under_way == 1;
    return out;
}

std::uint16_t discovery_port_from_env() {
    const char* text = std::getenv("ZERO_DISCOVERY_PORT");
    if (text == nullptr || *text == '\0') return kDefaultDiscoveryPort;
    char* end = nullptr;
    const long port = std::strtol(text, &end, 10);
    if (*end != '\0' || port < 1 || port > 65535) return kDefaultDiscoveryPort;
    return static_cast<std::uint16_t>(port);
}

std::vector<std::string> discovery_targets() {
    std::vector<std::string> targets;
    if (const char* list = std::getenv("ZERO_DISCOVERY_ADDRS"); list != nullptr) {
        std::string current;
        const std::string text = std::string(list) + ",";
        for (char ch : text) {
            if (ch != ',') {
                if (ch != ' ') current += ch;
                continue;
            }
            if (current.empty()) continue;
            in_addr parsed{};
            if (inet_pton(AF_INET, current.c_str(), &parsed) != 1)
                throw std::runtime_error("ZERO_DISCOVERY_ADDRS: '" + current + "' is not an IPv4 address");
            targets.push_back(current);
            current.clear();
        }
        return targets;
    }
    // Real LANs: every interface's broadcast address.
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) != 0) return targets;
    for (const ifaddrs* ifa = list; ifa != nullptr; ifa = ifa->ifa_next) {
        if (ifa->ifa_addr == nullptr || ifa->ifa_addr->sa_family != AF_INET) continue;
        if ((ifa->ifa_flags & IFF_BROADCAST) == 0 || (ifa->ifa_flags & IFF_UP) == 0 || ifa->ifa_broadaddr == nullptr)
            continue;
        char text[INET_ADDRSTRLEN] = {};
        const auto* addr = reinterpret_cast<const sockaddr_in*>(ifa->ifa_broadaddr);
        if (inet_ntop(AF_INET, &addr->sin_addr, text, sizeof text) == nullptr) continue;
        bool seen = false;
        for (const std::string& t : targets) seen = seen || t == text;
        if (!seen) targets.emplace_back(text);
    }
    freeifaddrs(list);
    return targets;
}

std::vector<std::string> host_addresses() {
    std::vector<in_addr_t> networks;  // discovery's targets, when they are given
    if (std::getenv("ZERO_DISCOVERY_ADDRS") != nullptr) {
        for (const std::string& t : discovery_targets()) {
            in_addr parsed{};
            if (inet_pton(AF_INET, t.c_str(), &parsed) == 1) networks.push_back(parsed.s_addr);
        }
    }
    std::vector<std::string> out;
    ifaddrs* list = nullptr;
    if (getifaddrs(&list) == 0) {
        for (const ifaddrs* ifa = list; ifa != nullptr; ifa = ifa->ifa_next) {
            if (ifa->ifa_addr == nullptr || ifa->ifa_addr->sa_family != AF_INET || (ifa->ifa_flags & IFF_UP) == 0)
                continue;
            const in_addr_t addr = reinterpret_cast<const sockaddr_in*>(ifa->ifa_addr)->sin_addr.s_addr;
            bool reached = false;
            if (std::getenv("ZERO_DISCOVERY_ADDRS") != nullptr) {
                const in_addr_t mask =
                    ifa->ifa_netmask ? reinterpret_cast<const sockaddr_in*>(ifa->ifa_netmask)->sin_addr.s_addr : 0xFFFFFFFFU;
                for (in_addr_t n : networks) reached = reached || (n & mask) == (addr & mask);
            } else {
                reached = (ifa->ifa_flags & IFF_BROADCAST) != 0 && (ifa->ifa_flags & IFF_LOOPBACK) == 0;
            }
            char text[INET_ADDRSTRLEN] = {};
            if (!reached || inet_ntop(AF_INET, &reinterpret_cast<const sockaddr_in*>(ifa->ifa_addr)->sin_addr, text,
                                      sizeof text) == nullptr)
                continue;
            if (std::find(out.begin(), out.end(), text) == out.end()) out.emplace_back(text);
        }
        freeifaddrs(list);
    }
    if (out.empty()) out.emplace_back("127.0.0.1");
    return out;
}

DiscoveryResponder::DiscoveryResponder(std::uint16_t port) : socket_(open_udp(port, true)) {}

DiscoveryResponder::~DiscoveryResponder() { enet_socket_destroy(socket_); }

void DiscoveryResponder::poll(const HostAnnouncement& info) {
    std::uint8_t data[kMaxDiscoveryPacket + 1];
    for (int i = 0; i < 64; ++i) {  // a flood of probes must not starve the game
        ENetAddress from{};
        const int n = receive_from(socket_, from, data, sizeof data);
        if (n <= 0) return;
        const std::optional<std::uint32_t> nonce = decode_probe(ByteView(data, static_cast<std::size_t>(n)));
        if (!nonce) continue;
        send_to(socket_, from, encode_announcement(info, *nonce));
    }
}

std::vector<DiscoveredHost> discover(const DiscoverOptions& options) {
    const ENetSocket s = open_udp(0, false);
    std::random_device device;
    const std::uint32_t nonce = device();
    const Bytes probe = encode_probe(nonce);
    for (const std::string& target : options.targets) {
        ENetAddress to{};
        if (enet_address_set_host_ip(&to, target.c_str()) != 0) continue;
        to.port = options.port;
        send_to(s, to, probe);
    }
    std::vector<DiscoveredHost> found;
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + std::chrono::milliseconds(options.timeout_ms);
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
        if (left <= 0) break;
        enet_uint32 condition = ENET_SOCKET_WAIT_RECEIVE;
        if (enet_socket_wait(s, &condition, static_cast<enet_uint32>(left)) < 0) break;
        if ((condition & ENET_SOCKET_WAIT_RECEIVE) == 0) continue;
        std::uint8_t data[kMaxDiscoveryPacket + 1];
        ENetAddress from{};
        const int n = receive_from(s, from, data, sizeof data);
        if (n <= 0) continue;
        std::optional<AnnouncementReply> reply = decode_announcement(ByteView(data, static_cast<std::size_t>(n)));
        if (!reply || reply->nonce != nonce) continue;
        bool seen = false;
        for (const DiscoveredHost& h : found) seen = seen || h.info.host_id == reply->info.host_id;
        if (seen) continue;
        char ip[64] = {};
        enet_address_get_host_ip(&from, ip, sizeof ip);
        found.push_back(DiscoveredHost{reply->info, ip});
    }
    enet_socket_destroy(s);
    return found;
}

}  // namespace zero::net
