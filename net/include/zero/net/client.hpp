// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A client of a LAN table over ENet: connect by address and port, poll from the game's frame
// (or a bot's loop), read the ClientSession for the lobby, the seat's view and the status.
//
//   Client client("Ann");
//   client.connect("192.168.1.20", 47124);
//   for (;;) for (const ClientEvent& e : client.poll(10)) { ... client.send_action(a); ... }
#include <cstdint>
#include <string>
#include <vector>

#include "zero/net/client_session.hpp"

struct _ENetHost;
struct _ENetPeer;

namespace zero::net {

// One per game (the session's wire module); Client is Knizia's.
template <class W>
class ClientT {
public:
    using Action = typename W::Action;
    using Event = ClientEventT<W>;

    // token: non-zero to rejoin the seat it was given for.
    explicit ClientT(std::string name, std::uint64_t token = 0);
    ~ClientT();
    ClientT(const ClientT&) = delete;
    ClientT& operator=(const ClientT&) = delete;

    // Starts connecting. Throws std::runtime_error for an address that cannot be resolved.
    void connect(const std::string& host, std::uint16_t port);
    // How long the host may go without acknowledging anything before the connection counts as
    // lost (ConnectionLost): 10 s unless set before connect(). A host that crashed is noticed
    // only this way; tests that kill hosts use a second or two.
    void set_lost_after(int ms) { lost_after_ms_ = ms; }
    // Waits up to timeout_ms for traffic and returns what the client learnt, in order.
    std::vector<Event> poll(int timeout_ms);

    const ClientSessionT<W>& session() const { return session_; }
    // Each returns false when there is nothing to send it on (not seated, no view, bad text).
    bool send_action(const Action& action);
    bool set_ready(bool ready);
    bool chat(const std::string& text);
    // Says goodbye and waits up to linger_ms for the host to acknowledge.
    void leave(int linger_ms = 300);
    // Ends the connection without a goodbye. Both ends see what a lost network shows them (the
    // host a peer gone, poll() ConnectionLost) within milliseconds instead of ENet's seconds of
    // timeout, so the tests of rejoining a seat can run quickly.
    void drop();

    std::uint64_t bytes_received() const { return bytes_received_; }

    // The ENet host whose socket the client speaks from, for NAT traversal before connect().
    _ENetHost* enet_host() const { return host_; }
    // Whether ENet's connection to the host is up (before the table has seated us).
    bool linked() const { return connected_; }
    // Whether the connection attempt or the connection is over (ENet gave up or was told to).
    bool ended() const { return peer_ == nullptr; }
    // Events read while waiting for the link, handed out first by the next poll().
    void hold(std::vector<Event> events) { held_ = std::move(events); }

private:
    bool send(const Bytes& bytes);

    ClientSessionT<W> session_;
    _ENetHost* host_ = nullptr;
    _ENetPeer* peer_ = nullptr;
    bool connected_ = false;
    int lost_after_ms_ = 10'000;
    std::uint64_t bytes_received_ = 0;
    std::vector<Event> held_;
};

using Client = ClientT<KniziaWire>;

}  // namespace zero::net
