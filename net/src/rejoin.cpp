// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/rejoin.hpp"

#include <algorithm>
#include <stdexcept>

#include "net_games.inc"

namespace zero::net {

template <class W>
std::unique_ptr<ClientT<W>> Rejoin<W>::step(const ClientT<W>& client, Clock::time_point now) {
    const ClientSessionT<W>& s = client.session();
    if (!active_) {
        // Only a seat this client held, lost without the host's goodbye, is worth coming back to.
        if (s.status() != ClientStatus::Closed || s.goodbye() || !s.seat() || s.token() == 0) return nullptr;
        active_ = true;
        refused_ = false;
        by_name_ = false;
        token_ = s.token();
        wait_ = kFirstWait;
        next_ = now;
    } else if (s.status() == ClientStatus::Lobby || s.status() == ClientStatus::Playing) {
        active_ = false;  // welcomed back
        attempts_ = 0;
        return nullptr;
    } else if (s.status() == ClientStatus::Refused) {
        const RefuseReason why = s.refusal().value_or(RefuseReason::TableFull);
        if (why == RefuseReason::UnknownToken && !by_name_) {
            by_name_ = true;
            next_ = now;
        } else if (why != RefuseReason::NameTaken && why != RefuseReason::SeatKept) {
            active_ = false;
            refused_ = true;
            return nullptr;
        }
    } else if (s.status() == ClientStatus::Closed && s.goodbye()) {
        active_ = false;  // the host came back only to say goodbye (it quit, or the match is over)
        return nullptr;
    }
    // Still connecting (the host is away: its port does not answer) or refused for a while:
    // a fresh connection once the wait is over.
    if (now < next_) return nullptr;
    next_ = now + wait_;
    wait_ = std::min(wait_ * 2, std::chrono::milliseconds(kLongestWait));
    ++attempts_;
    try {
        return connect_(by_name_ ? 0 : token_);
    } catch (const std::runtime_error&) {
        return nullptr;
    }
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W) template class Rejoin<W>;
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::net
