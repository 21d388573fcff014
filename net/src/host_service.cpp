// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/host_service.hpp"

#include <enet/enet.h>

#include <chrono>
#include <random>
#include <stdexcept>

#include "zero/net/protocol_version.hpp"

#include "net_games.inc"

namespace zero::net {
namespace {

constexpr std::size_t kMaxPeers = 32;  // seats plus room to refuse the rest politely
constexpr std::size_t kMaxWaitingData = 256 * 1024;

PeerId peer_id(const ENetPeer* peer) { return static_cast<PeerId>(reinterpret_cast<std::uintptr_t>(peer->data)); }

}  // namespace

template <class W>
HostServiceT<W>::HostServiceT(HostConfigT<W> config, const ServiceOptions& options) {
    if (!enet_ready()) throw std::runtime_error("cannot start the network library");
    ENetAddress address{};
    address.host = ENET_HOST_ANY;
    if (!options.bind_address.empty() && enet_address_set_host_ip(&address, options.bind_address.c_str()) != 0)
        throw std::runtime_error("'" + options.bind_address + "' is not an IPv4 address");
    address.port = options.port;
    host_ = enet_host_create(&address, kMaxPeers, 1, 0, 0);
    if (host_ == nullptr)
        throw std::runtime_error("cannot listen on port " + std::to_string(options.port) + " (is it in use?)");
    host_->maximumPacketSize = kMaxHostPacket;
    host_->maximumWaitingData = kMaxWaitingData;
    port_ = host_->address.port;
    try {
        if (options.discovery_port) {
            // A table whose discovery port something else holds still opens: Join game does not
            // list it, and its players type its address instead (the lobby says so).
            try {
                responder_ = std::make_unique<DiscoveryResponder>(*options.discovery_port);
            } catch (const std::runtime_error& e) {
                unlisted_on_ = options.discovery_port;
                discovery_error_ = e.what();
            }
        }
        session_ = std::make_unique<Session>(std::move(config), static_cast<HostOutput&>(*this));
    } catch (...) {
        enet_host_destroy(host_);
        throw;
    }
    std::random_device device;
    host_id_ = (std::uint64_t{device()} << 32) | device();
}

template <class W>
HostServiceT<W>::~HostServiceT() {
    session_.reset();
    responder_.reset();
    enet_host_destroy(host_);
}

template <class W>
HostAnnouncement HostServiceT<W>::announcement() const {
    HostAnnouncement a;
    a.protocol_min = protocol_min_for(W::id);  // an older client's list leaves out a table it cannot join
    a.protocol_max = kProtocolMax;
    a.host_id = host_id_;
    a.host_name = session_->config().host_name;
    a.seats_taken = session_->seats_taken();
    a.seats_free = session_->seats_free();
    a.under_way = session_->under_way();
    a.game_port = port_;
    a.game = W::id;
    a.options = W::options(session_->config().rules);
    return a;
}

template <class W>
void HostServiceT<W>::poll(int timeout_ms) {
    ENetEvent event;
    int result = enet_host_service(host_, &event, static_cast<enet_uint32>(timeout_ms < 0 ? 0 : timeout_ms));
    while (result > 0) {
        switch (event.type) {
            case ENET_EVENT_TYPE_CONNECT: {
                const PeerId id = next_peer_++;
                event.peer->data = reinterpret_cast<void*>(static_cast<std::uintptr_t>(id));
                peers_[id] = event.peer;
                // A killed client is noticed within seconds rather than ENet's default half minute.
                enet_peer_timeout(event.peer, 0, 4000, 10000);
                if (on_peer) on_peer(id, ENET_NET_TO_HOST_32(event.peer->address.host), event.peer->address.port);
                session_->on_connect(id);
                break;
            }
            case ENET_EVENT_TYPE_RECEIVE:
                session_->on_message(peer_id(event.peer), ByteView(event.packet->data, event.packet->dataLength));
                enet_packet_destroy(event.packet);
                break;
            case ENET_EVENT_TYPE_DISCONNECT: {
                const PeerId id = peer_id(event.peer);
                peers_.erase(id);
                session_->on_disconnect(id);
                break;
            }
            case ENET_EVENT_TYPE_NONE:
                break;
        }
        result = enet_host_check_events(host_, &event);
    }
    if (responder_) responder_->poll(announcement());
    enet_host_flush(host_);
}

template <class W>
void HostServiceT<W>::close(int linger_ms) {
    session_->close();
    enet_host_flush(host_);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(linger_ms);
    while (!peers_.empty() && std::chrono::steady_clock::now() < deadline) poll(10);
    for (auto& [id, peer] : peers_) enet_peer_reset(peer);
    peers_.clear();
}

template <class W>
void HostServiceT<W>::send(PeerId peer, const Bytes& bytes) {
    const auto it = peers_.find(peer);
    if (it == peers_.end()) return;
    if (on_send) on_send(peer, bytes);
    ENetPacket* packet = enet_packet_create(bytes.data(), bytes.size(), ENET_PACKET_FLAG_RELIABLE);
    if (packet == nullptr) return;
    if (enet_peer_send(it->second, 0, packet) < 0) {
        enet_packet_destroy(packet);
        return;
    }
    bytes_sent_ += bytes.size();
    ++packets_sent_;
}

template <class W>
void HostServiceT<W>::disconnect(PeerId peer) {
    const auto it = peers_.find(peer);
    if (it != peers_.end()) enet_peer_disconnect_later(it->second, 0);
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W) template class HostServiceT<W>;
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::net
