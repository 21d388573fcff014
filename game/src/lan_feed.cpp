// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN connection in the players' words, for the lobby's and the table's status line, and the
// feed's shared words (the feed itself is zero/game/lan_feed.hpp, made by each game's module).
#include "zero/game/lan_feed.hpp"

#include "net_games.inc"

namespace zero::game {

namespace lan_feed_detail {

std::string seat_of(const Strings& strings, Seat seat, const std::string& name) {
    return strings.format(Str::LanSeatOf, {std::to_string(seat + 1), name});
}

}  // namespace lan_feed_detail

template <class W>
std::string describe_connection(const Strings& strings, const net::ClientSessionT<W>* session) {
    if (!session) return strings.get(Str::LanNotConnected);
    const std::string who = session->seat() ? lan_feed_detail::seat_of(strings, *session->seat(), session->name()) : session->name();
    switch (session->status()) {
        case net::ClientStatus::Connecting:
            return strings.get(Str::LanConnecting);
        case net::ClientStatus::Lobby:
            return strings.format(Str::LanInLobby, {who});
        case net::ClientStatus::Playing: {
            const auto& lobby = session->lobby();
            if (lobby && lobby->paused) return strings.format(Str::LanWaitingForDrop, {who});
            const auto& view = session->view();
            if (view && W::over(*view)) return strings.format(Str::LanMatchOver, {who});
            return strings.format(Str::LanPlaying, {who});
        }
        case net::ClientStatus::Refused: {
            const std::optional<net::RefuseReason> reason = session->refusal();
            return strings.format(Str::LanRefusedLine,
                                  {reason ? describe(strings, *reason) : strings.get(Str::LanNoReason)});
        }
        case net::ClientStatus::Closed: {
            // No goodbye: the connection went without a word from the host.
            const std::optional<net::GoodbyeReason> reason = session->goodbye();
            return strings.format(
                Str::LanDisconnected,
                {reason ? describe(strings, *reason) : strings.get(Str::LanConnectionLost)});
        }
    }
    return {};
}

template <class W>
std::string describe_link(const Strings& strings, const LanLinkT<W>& link) {
    const auto* c = link.client();
    if (link.reconnecting) return strings.get(Str::LanReconnecting);
    if (!c) return describe_connection<W>(strings, nullptr);
    // Between two asks for a kept seat the session reads refused; the lobby says why it asks again.
    if (link.waiting_for_kept_seat()) return strings.get(Str::LanConnecting);
    std::string line = describe_connection(strings, &c->session());
    // Further players at this screen: "seat 1 (Ann), playing  +  seat 2 (Bob)".
    for (std::size_t i = 1; i < link.clients.size(); ++i) {
        const auto& other = link.clients[i]->session();
        if (other.seat()) line = strings.format(Str::LanAlsoHere, {line, lan_feed_detail::seat_of(strings, *other.seat(), other.name())});
    }
    return line;
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W)                                                                          \
    template std::string describe_connection(const Strings&, const net::ClientSessionT<W>*); \
    template std::string describe_link(const Strings&, const LanLinkT<W>&);
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::game
