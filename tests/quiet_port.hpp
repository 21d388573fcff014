// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Ports a test chooses itself: a discovery port, or the game port a host reopened from its save
// must get back. Every socket bound to port 0 gets a port from the kernel's local range
// (/proc/sys/net/ipv4/ip_local_port_range, 32768-60999 on Debian), and the suite holds hundreds
// of those at once while two builds run side by side, so a fixed port in that range is sometimes
// already taken ("cannot open UDP port 47961 for discovery"). These ports come from below that
// range, where only an explicit bind lands; the process id picks where the search starts, so two
// tests running at once start far apart, and a port something holds already is stepped over.
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <fstream>
#include <stdexcept>
#include <string>

namespace zero::test_ports {

// True when a UDP socket can bind the port on every address now (without SO_REUSEADDR, so a
// socket that holds it with the option set counts as holding it).
inline bool udp_port_free(std::uint16_t port) {
    const int s = ::socket(AF_INET, SOCK_DGRAM, 0);
    if (s < 0) return false;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_ANY);
    address.sin_port = htons(port);
    const bool bound = ::bind(s, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
    ::close(s);
    return bound;
}

// The first of `span` consecutive UDP ports that nothing holds, below the kernel's range for port 0.
inline std::uint16_t quiet_ports(int span = 1) {
    int kernel_low = 32768;
    std::ifstream range("/proc/sys/net/ipv4/ip_local_port_range");
    if (!(range >> kernel_low)) kernel_low = 32768;
    const int high = std::min(kernel_low, 32768);
    const int low = high > 12000 ? 10000 : 1024;
    const int slots = (high - low) / span;
    if (span < 1 || slots < 1) throw std::logic_error("no quiet ports below " + std::to_string(high));
    // Each call in a process starts further on, so two tests of one process do not pick one port.
    static std::atomic<int> calls{0};
    const int start = static_cast<int>((static_cast<unsigned>(::getpid()) * 131U +
                                        static_cast<unsigned>(calls.fetch_add(1)) * 17U) %
                                       static_cast<unsigned>(slots));
    for (int i = 0; i < slots; ++i) {
        const int base = low + ((start + i) % slots) * span;
        bool free = true;
        for (int p = 0; p < span && free; ++p) free = udp_port_free(static_cast<std::uint16_t>(base + p));
        if (free) return static_cast<std::uint16_t>(base);
    }
    throw std::runtime_error("no free UDP port between " + std::to_string(low) + " and " + std::to_string(high));
}

// Holds a UDP port on every address without sharing it (no SO_REUSEADDR), as another program
// might: a discovery responder cannot bind it while this lives.
class HeldPort {
public:
    explicit HeldPort(std::uint16_t port) : socket_(::socket(AF_INET, SOCK_DGRAM, 0)) {
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_ANY);
        address.sin_port = htons(port);
        if (socket_ < 0 || ::bind(socket_, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0)
            throw std::runtime_error("cannot hold UDP port " + std::to_string(port));
    }
    ~HeldPort() {
        if (socket_ >= 0) ::close(socket_);
    }
    HeldPort(const HeldPort&) = delete;
    HeldPort& operator=(const HeldPort&) = delete;

private:
    int socket_;
};

}  // namespace zero::test_ports
