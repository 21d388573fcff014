// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a seated client gets its seat back when its connection went without a goodbye: a network
// drop, or a host that crashed and was opened again from its autosave on the same port. Each
// attempt is a fresh connection with the seat's token; while the host is away the attempts come
// again and again with back-off (the first at once, then 0.5 s, 1 s, 2 s, 2 s...). A host opened
// from a save knows the seat by its player's name but not (for a save made before it kept
// tokens) the token: after "unknown token" the next attempt asks for the seat by name, as a player
// joining a resumed table does. A name still held by the lost connection (the host has not timed
// it out yet), or a seat the host keeps a few seconds for its token (SeatKept), is tried again
// later; any other refusal ends the rejoin.
//
//   Rejoin<W> rejoin([&](std::uint64_t token) { auto c = make_unique<ClientT<W>>(name, token);
//                                               c->connect(host, port); return c; });
//   ... each loop: if (auto next = rejoin.step(*client, now)) client = std::move(next);
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>

#include "zero/net/client.hpp"

namespace zero::net {

template <class W>
class Rejoin {
public:
    using Clock = std::chrono::steady_clock;
    // Opens a connection asking for the seat with this token (0: by name). It may throw
    // std::runtime_error (an address that stopped resolving): the attempt counts as failed.
    using Connect = std::function<std::unique_ptr<ClientT<W>>(std::uint64_t token)>;

    explicit Rejoin(Connect connect) : connect_(std::move(connect)) {}

    // Looks at the client in use; returns the next attempt's client when one is due (use it from
    // now on), nothing otherwise.
    std::unique_ptr<ClientT<W>> step(const ClientT<W>& client, Clock::time_point now);

    // Between the loss of a seated connection and the host's welcome (or a final refusal).
    bool active() const { return active_; }
    // The host turned the rejoin away for good (the refusal is in the last client's session).
    bool refused() const { return refused_; }
    int attempts() const { return attempts_; }

    static constexpr std::chrono::milliseconds kFirstWait{500};
    static constexpr std::chrono::milliseconds kLongestWait{2000};

private:
    Connect connect_;
    bool active_ = false;
    bool refused_ = false;
    bool by_name_ = false;
    std::uint64_t token_ = 0;
    int attempts_ = 0;
    std::chrono::milliseconds wait_{kFirstWait};
    Clock::time_point next_{};
};

}  // namespace zero::net
