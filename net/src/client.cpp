// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/client.hpp"

#include <enet/enet.h>

#include <chrono>
#include <stdexcept>

#include "zero/net/protocol_version.hpp"

#include "net_games.inc"

namespace zero::net {

template <class W>
ClientT<W>::ClientT(std::string name, std::uint64_t token) : session_(std::move(name), token) {
    if (!enet_ready()) throw std::runtime_error("cannot start the network library");
    host_ = enet_host_create(nullptr, 1, 1, 0, 0);
    if (host_ == nullptr) throw std::runtime_error("cannot open a UDP socket");
    host_->maximumPacketSize = kMaxHostPacket;
}

template <class W>
ClientT<W>::~ClientT() {
    if (peer_ != nullptr) enet_peer_reset(peer_);
    enet_host_destroy(host_);
}

template <class W>
void ClientT<W>::connect(const std::string& host, std::uint16_t port) {
    ENetAddress address{};
    if (enet_address_set_host(&address, host.c_str()) != 0)
        throw std::runtime_error("cannot resolve host '" + host + "'");
    address.port = port;
    peer_ = enet_host_connect(host_, &address, 1, 0);
    if (peer_ == nullptr) throw std::runtime_error("cannot connect to " + host + ":" + std::to_string(port));
    // ENet gives up on a peer after timeout_max of silence, or sooner (timeout_min) once its
    // resends have backed off far enough; as before, 4 s and 10 s by default.
    const auto most = static_cast<enet_uint32>(lost_after_ms_ < 100 ? 100 : lost_after_ms_);
    enet_peer_timeout(peer_, 0, most * 2 / 5, most);
}

template <class W>
std::vector<ClientEventT<W>> ClientT<W>::poll(int timeout_ms) {
    std::vector<Event> out = std::move(held_);
    held_.clear();
    if (peer_ == nullptr) return out;
    ENetEvent event;
    int result = enet_host_service(host_, &event, static_cast<enet_uint32>(timeout_ms < 0 ? 0 : timeout_ms));
    while (result > 0) {
        switch (event.type) {
            case ENET_EVENT_TYPE_CONNECT:
                connected_ = true;
                send(session_.hello());
                break;
            case ENET_EVENT_TYPE_RECEIVE:
                bytes_received_ += event.packet->dataLength;
                if (auto e = session_.receive(ByteView(event.packet->data, event.packet->dataLength)))
                    out.push_back(std::move(*e));
                enet_packet_destroy(event.packet);
                break;
            case ENET_EVENT_TYPE_DISCONNECT:
                connected_ = false;
                peer_ = nullptr;
                if (auto e = session_.connection_lost()) out.push_back(std::move(*e));
                return out;
            case ENET_EVENT_TYPE_NONE:
                break;
        }
        result = enet_host_check_events(host_, &event);
    }
    return out;
}

template <class W>
bool ClientT<W>::send(const Bytes& bytes) {
    if (!connected_ || peer_ == nullptr) return false;
    ENetPacket* packet = enet_packet_create(bytes.data(), bytes.size(), ENET_PACKET_FLAG_RELIABLE);
    if (packet == nullptr) return false;
    if (enet_peer_send(peer_, 0, packet) < 0) {
        enet_packet_destroy(packet);
        return false;
    }
    enet_host_flush(host_);
    return true;
}

template <class W>
bool ClientT<W>::send_action(const Action& action) {
    const std::optional<Bytes> bytes = session_.intent(action);
    return bytes && send(*bytes);
}

template <class W>
bool ClientT<W>::set_ready(bool ready) { return session_.seat() && send(session_.ready(ready)); }

template <class W>
bool ClientT<W>::chat(const std::string& text) {
    const std::optional<Bytes> bytes = session_.chat(text);
    return bytes && send(*bytes);
}

template <class W>
void ClientT<W>::leave(int linger_ms) {
    if (!connected_ || peer_ == nullptr) return;
    send(session_.leave());
    enet_peer_disconnect_later(peer_, 0);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(linger_ms);
    while (peer_ != nullptr && std::chrono::steady_clock::now() < deadline) poll(10);
}

template <class W>
void ClientT<W>::drop() {
    if (peer_ != nullptr) enet_peer_disconnect(peer_, 0);
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W) template class ClientT<W>;
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::net
