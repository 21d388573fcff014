// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/traversal/turn_relay.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>

namespace zero::traversal {
namespace {

using Clock = std::chrono::steady_clock;

// An allocation lives 10 minutes, a permission 5, a channel 10 (RFC 5766): each is renewed well
// before, so a long match keeps its relay.
constexpr auto kRefreshEvery = std::chrono::minutes(4);
constexpr auto kPermitEvery = std::chrono::minutes(3);
constexpr std::uint32_t kLifetimeSeconds = 600;
constexpr std::uint16_t kFirstChannel = 0x4000;
constexpr std::size_t kMaxPeers = 32;  // as many as the host's ENet takes

sockaddr_in socket_address(const Endpoint& e) {
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(e.ip);
    a.sin_port = htons(e.port);
    return a;
}

int udp_socket(std::uint32_t bind_ip) {
    const int s = ::socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (s < 0) return -1;
    const sockaddr_in a = socket_address({bind_ip, 0});
    if (::bind(s, reinterpret_cast<const sockaddr*>(&a), sizeof a) != 0) {
        ::close(s);
        return -1;
    }
    return s;
}

std::uint16_t local_port(int s) {
    sockaddr_in a{};
    socklen_t size = sizeof a;
    ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &size);
    return ntohs(a.sin_port);
}

constexpr std::uint32_t kLoopback = 0x7F000001;

// One request and its answer, blocking (the allocation, before the relay's thread starts).
std::optional<stun::Message> ask(int s, const Endpoint& server, const std::vector<std::uint8_t>& request,
                                 const stun::TransactionId& id, Clock::time_point deadline) {
    const sockaddr_in to = socket_address(server);
    std::array<std::uint8_t, 1500> in{};
    while (Clock::now() < deadline) {
        ::sendto(s, request.data(), request.size(), 0, reinterpret_cast<const sockaddr*>(&to), sizeof to);
        pollfd p{s, POLLIN, 0};
        if (::poll(&p, 1, 250) <= 0) continue;
        const ssize_t got = ::recv(s, in.data(), in.size(), 0);
        if (got <= 0) continue;
        auto m = stun::decode(in.data(), static_cast<std::size_t>(got));
        if (m && m->transaction == id) return m;
    }
    return std::nullopt;
}

}  // namespace

struct TurnRelay::Peer {
    Endpoint address;  // the player's public endpoint, as the relay sees it
    int socket = -1;   // loopback, speaking to the host's ENet socket for the player
    std::uint16_t channel = 0;
    bool bound = false;
    stun::TransactionId bind_id{};
};

std::unique_ptr<TurnRelay> TurnRelay::open(const TurnServer& server, std::uint16_t game_port,
                                           std::chrono::milliseconds timeout, std::string& error) {
    std::unique_ptr<TurnRelay> relay(new TurnRelay());
    relay->server_ = server.address;
    relay->game_port_ = game_port;
    relay->socket_ = udp_socket(0);
    if (relay->socket_ < 0) {
        error = "cannot open a socket for the relay";
        return nullptr;
    }
    const auto deadline = Clock::now() + timeout;
    // The first request learns the server's realm and nonce from its refusal (401).
    stun::TransactionId id = stun::new_transaction_id();
    auto first = ask(relay->socket_, server.address,
                     stun::Builder(stun::kAllocateRequest, id).u32(stun::kRequestedTransport, 17u << 24).finish(), id,
                     deadline);
    if (!first) {
        error = "the relay " + to_string(server.address) + " did not answer";
        return nullptr;
    }
    relay->credentials_ = {server.username, server.password, first->realm, first->nonce};
    id = stun::new_transaction_id();
    const auto answer = ask(relay->socket_, server.address,
                            stun::Builder(stun::kAllocateRequest, id)
                                .u32(stun::kRequestedTransport, 17u << 24)
                                .u32(stun::kLifetime, kLifetimeSeconds)
                                .signed_with(relay->credentials_),
                            id, deadline);
    if (!answer || answer->type != stun::kAllocateSuccess || !answer->relayed) {
        error = "the relay " + to_string(server.address) + " refused an allocation" +
                (answer && answer->error_code ? " (error " + std::to_string(*answer->error_code) + ")" : "");
        return nullptr;
    }
    relay->relayed_ = *answer->relayed;
    relay->refresh_at_ = Clock::now() + kRefreshEvery;
    relay->permissions_at_ = Clock::now() + kPermitEvery;
    relay->thread_ = std::thread([r = relay.get()] { r->run(); });
    return relay;
}

TurnRelay::~TurnRelay() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    // An allocation refreshed with lifetime 0 is freed at once rather than in ten minutes.
    if (socket_ >= 0) {
        send_signed(std::move(stun::Builder(stun::kRefreshRequest, stun::new_transaction_id()).u32(stun::kLifetime, 0)));
        ::close(socket_);
    }
    for (auto& p : peers_) ::close(p->socket);
}

void TurnRelay::permit(std::uint32_t ip) {
    const std::lock_guard lock(mutex_);
    if (permitted_.insert(ip).second) to_permit_.push_back(ip);
}

std::optional<Endpoint> TurnRelay::player_at(std::uint16_t port) const {
    const std::lock_guard lock(mutex_);
    const auto it = carried_.find(port);
    return it != carried_.end() ? std::optional<Endpoint>(it->second) : std::nullopt;
}

void TurnRelay::send_to_server(const std::vector<std::uint8_t>& bytes) {
    const sockaddr_in to = socket_address(server_);
    if (::sendto(socket_, bytes.data(), bytes.size(), 0, reinterpret_cast<const sockaddr*>(&to), sizeof to) > 0)
        bytes_ += bytes.size();
}

void TurnRelay::send_signed(stun::Builder builder) { send_to_server(builder.signed_with(credentials_)); }

void TurnRelay::bind(Peer& peer) {
    peer.bind_id = stun::new_transaction_id();
    send_signed(std::move(stun::Builder(stun::kChannelBindRequest, peer.bind_id)
                              .u32(stun::kChannelNumber, std::uint32_t{peer.channel} << 16)
                              .endpoint(stun::kXorPeerAddress, peer.address)));
}

void TurnRelay::refresh(Clock::time_point now) {
    std::vector<std::uint32_t> ips;
    {
        const std::lock_guard lock(mutex_);
        ips.swap(to_permit_);
        if (now >= permissions_at_) {
            ips.assign(permitted_.begin(), permitted_.end());
            permissions_at_ = now + kPermitEvery;
        }
    }
    for (std::uint32_t ip : ips)
        send_signed(std::move(stun::Builder(stun::kCreatePermissionRequest, stun::new_transaction_id())
                                  .endpoint(stun::kXorPeerAddress, {ip, 0})));
    if (now >= refresh_at_) {
        send_signed(std::move(
            stun::Builder(stun::kRefreshRequest, stun::new_transaction_id()).u32(stun::kLifetime, kLifetimeSeconds)));
        // A channel lives as long as an allocation's lifetime, and is renewed with it.
        for (auto& p : peers_) bind(*p);
        refresh_at_ = now + kRefreshEvery;
    }
}

void TurnRelay::to_game(const Endpoint& from, const std::uint8_t* data, std::size_t size) {
    Peer* peer = nullptr;
    for (auto& p : peers_)
        if (p->address == from) peer = p.get();
    if (peer == nullptr) {
        if (peers_.size() >= kMaxPeers) return;
        const int s = udp_socket(kLoopback);
        if (s < 0) return;
        auto p = std::make_unique<Peer>();
        p->address = from;
        p->socket = s;
        p->channel = static_cast<std::uint16_t>(kFirstChannel + peers_.size());
        {
            const std::lock_guard lock(mutex_);
            carried_[local_port(s)] = from;
        }
        peer = p.get();
        peers_.push_back(std::move(p));
        bind(*peer);
    }
    const sockaddr_in game = socket_address({kLoopback, game_port_});
    ::sendto(peer->socket, data, size, 0, reinterpret_cast<const sockaddr*>(&game), sizeof game);
}

void TurnRelay::serve_server(const std::uint8_t* data, std::size_t size) {
    bytes_ += size;
    if (auto channel = stun::decode_channel_data(data, size)) {
        for (auto& p : peers_)
            if (p->bound && p->channel == channel->channel) to_game(p->address, channel->data, channel->size);
        return;
    }
    const auto m = stun::decode(data, size);
    if (!m) return;
    if (m->type == stun::kDataIndication && m->peer) return to_game(*m->peer, m->data.data(), m->data.size());
    if (m->type == stun::kChannelBindSuccess) {
        for (auto& p : peers_)
            if (p->bind_id == m->transaction) p->bound = true;
        return;
    }
    // A stale nonce (438): the server's new one is taken and everything is asked again.
    if (m->error_code == 438 && !m->nonce.empty()) {
        credentials_.nonce = m->nonce;
        permissions_at_ = refresh_at_ = Clock::now();
    }
}

void TurnRelay::serve_peer(Peer& peer) {
    std::array<std::uint8_t, 1500> in{};
    const ssize_t got = ::recv(peer.socket, in.data(), in.size(), 0);
    if (got <= 0) return;
    const auto size = static_cast<std::size_t>(got);
    if (peer.bound) return send_to_server(stun::channel_data(peer.channel, in.data(), size));
    send_to_server(stun::Builder(stun::kSendIndication, stun::new_transaction_id())
                       .endpoint(stun::kXorPeerAddress, peer.address)
                       .bytes(stun::kData, in.data(), size)
                       .finish());
}

void TurnRelay::run() {
    std::array<std::uint8_t, 1500> in{};
    std::vector<pollfd> fds;
    while (!stop_) {
        refresh(Clock::now());
        fds.assign(1, pollfd{socket_, POLLIN, 0});
        for (auto& p : peers_) fds.push_back(pollfd{p->socket, POLLIN, 0});
        if (::poll(fds.data(), fds.size(), 20) <= 0) continue;
        if ((fds[0].revents & POLLIN) != 0) {
            const ssize_t got = ::recv(socket_, in.data(), in.size(), 0);
            if (got > 0) serve_server(in.data(), static_cast<std::size_t>(got));
        }
        // fds and peers_ line up: a peer added just now is served on the next turn.
        for (std::size_t i = 1; i < fds.size(); ++i)
            if ((fds[i].revents & POLLIN) != 0) serve_peer(*peers_[i - 1]);
    }
}

}  // namespace zero::traversal
