// SPDX-License-Identifier: GPL-3.0-or-later
#include "fault_relay.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace zero::net::testing {
namespace {

constexpr std::size_t kMaxDatagram = 65536;

sockaddr_in loopback(std::uint16_t port) {
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = htons(port);
    return address;
}

// A non-blocking UDP socket bound to 127.0.0.1 on any free port.
int open_socket() {
    const int fd = socket(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) throw std::runtime_error(std::string("relay: cannot open a socket: ") + std::strerror(errno));
    const sockaddr_in address = loopback(0);
    if (bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        const int error = errno;
        close(fd);
        throw std::runtime_error(std::string("relay: cannot bind 127.0.0.1: ") + std::strerror(error));
    }
    return fd;
}

std::uint16_t bound_port(int fd) {
    sockaddr_in address{};
    socklen_t size = sizeof address;
    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
    return ntohs(address.sin_port);
}

std::uint64_t key_of(const sockaddr_in& address) {
    return (std::uint64_t{ntohl(address.sin_addr.s_addr)} << 16) | ntohs(address.sin_port);
}

}  // namespace

FaultConfig lossy_network(std::uint64_t seed) {
    FaultConfig faults;
    faults.loss = 0.10;
    faults.duplicate = 0.01;
    faults.reorder = 0.01;
    faults.delay_min = std::chrono::milliseconds(0);
    faults.delay_max = std::chrono::milliseconds(80);
    faults.seed = seed;
    return faults;
}

FaultPlan::FaultPlan(const FaultConfig& config, std::uint64_t stream)
    : config_(config), rng_(mix_seed(config.seed, stream)) {}

std::chrono::milliseconds FaultPlan::delay() {
    const auto span = static_cast<std::uint32_t>((config_.delay_max - config_.delay_min).count());
    // Drawn even when there is no jitter, so the other draws do not depend on it.
    const std::uint32_t extra = rng_.below(span + 1);
    return config_.delay_min + std::chrono::milliseconds(extra);
}

Fate FaultPlan::next() {
    Fate fate;
    // Every draw is made whatever the earlier ones gave: the n-th datagram's fate depends on the
    // seed and n only.
    const bool lost = rng_.unit() < config_.loss;
    const bool twice = rng_.unit() < config_.duplicate;
    fate.reordered = rng_.unit() < config_.reorder;
    const std::chrono::milliseconds first = delay();
    const std::chrono::milliseconds second = delay();
    if (lost) {
        fate.dropped = true;
        fate.reordered = false;
        return fate;
    }
    fate.delays.push_back(first + (fate.reordered ? config_.reorder_hold : std::chrono::milliseconds(0)));
    if (twice) fate.delays.push_back(second);
    return fate;
}

struct FaultRelay::Link {
    std::uint64_t address = 0;
    int upstream = -1;  // our socket towards the host, one per client
    FaultPlan to_host;
    FaultPlan to_client;
};

FaultRelay::FaultRelay(std::uint16_t host_port, const FaultConfig& config)
    : config_(config), host_port_(host_port), listen_fd_(open_socket()) {
    port_ = bound_port(listen_fd_);
}

FaultRelay::~FaultRelay() {
    for (auto& [key, link] : links_) close(link->upstream);
    close(listen_fd_);
}

void FaultRelay::set_faults(const FaultConfig& config) {
    config_ = config;
    for (auto& [key, link] : links_) {
        link->to_host.set(config);
        link->to_client.set(config);
    }
}

void FaultRelay::schedule(Link& link, bool to_host, std::vector<std::uint8_t> bytes, RelayClock::time_point now) {
    ++stats_.received;
    stats_.bytes_in += bytes.size();
    const Fate fate = (to_host ? link.to_host : link.to_client).next();
    if (cutting(now)) {
        ++stats_.cut;
        return;
    }
    if (fate.dropped) {
        ++stats_.dropped;
        return;
    }
    if (fate.reordered) ++stats_.reordered;
    if (fate.delays.size() > 1) ++stats_.duplicated;
    for (const std::chrono::milliseconds delay : fate.delays)
        pending_.push(Pending{now + delay, order_++, to_host ? link.upstream : listen_fd_, to_host ? 1U : 0U,
                              link.address, bytes});
}

void FaultRelay::take_in(int from_fd, Link* link, RelayClock::time_point now) {
    std::vector<std::uint8_t> buffer(kMaxDatagram);
    for (;;) {
        sockaddr_in from{};
        socklen_t size = sizeof from;
        const ssize_t n = recvfrom(from_fd, buffer.data(), buffer.size(), 0, reinterpret_cast<sockaddr*>(&from), &size);
        if (n < 0) return;  // EAGAIN: nothing more (or an ICMP error from a port that has gone)
        std::vector<std::uint8_t> bytes(buffer.begin(), buffer.begin() + n);
        if (link != nullptr) {
            schedule(*link, false, std::move(bytes), now);
            continue;
        }
        // From a client: loopback only, a new address is a new link with its own way to the host.
        if ((ntohl(from.sin_addr.s_addr) >> 24) != 127) continue;
        const std::uint64_t key = key_of(from);
        auto it = links_.find(key);
        if (it == links_.end()) {
            const std::uint64_t index = links_.size();
            auto made = std::unique_ptr<Link>(
                new Link{key, open_socket(), FaultPlan(config_, 2 * index), FaultPlan(config_, 2 * index + 1)});
            it = links_.emplace(key, std::move(made)).first;
        }
        schedule(*it->second, true, std::move(bytes), now);
    }
}

void FaultRelay::send_out(const Pending& p) {
    sockaddr_in to{};
    if (p.to_host == 1) {
        to = loopback(host_port_);
        stats_.bytes_to_host += p.bytes.size();
    } else {
        to.sin_family = AF_INET;
        to.sin_addr.s_addr = htonl(static_cast<std::uint32_t>(p.address >> 16));
        to.sin_port = htons(static_cast<std::uint16_t>(p.address & 0xFFFF));
        stats_.bytes_to_clients += p.bytes.size();
    }
    // A full socket buffer loses the datagram, as a real network would.
    sendto(p.fd, p.bytes.data(), p.bytes.size(), 0, reinterpret_cast<const sockaddr*>(&to), sizeof to);
    ++stats_.delivered;
}

void FaultRelay::pump(RelayClock::time_point now) {
    take_in(listen_fd_, nullptr, now);
    for (auto& [key, link] : links_) take_in(link->upstream, link.get(), now);
    while (!pending_.empty() && pending_.top().due <= now) {
        const Pending p = pending_.top();
        pending_.pop();
        if (cutting(now)) {
            ++stats_.cut;
            continue;
        }
        send_out(p);
    }
}

}  // namespace zero::net::testing
