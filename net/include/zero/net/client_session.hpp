// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A client's side of a LAN table, without sockets: what it has been told (its seat and token,
// the lobby, its own view) and the messages it sends. The ENet client (client.hpp) and the
// tests drive it; a game screen reads it. A template over the game's wire module, like the
// host (host_session.hpp); ClientSession is Knizia's.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>

#include "zero/net/messages.hpp"

namespace zero::net {

enum class ClientStatus : std::uint8_t {
    Connecting,  // waiting for the host's answer to our hello
    Lobby,       // seated, the match has not started
    Playing,     // the match is under way (or over, see view()->phase)
    Refused,     // the host refused us; refusal() says why
    Closed,      // the host said goodbye or the connection is gone
};

struct ConnectionLost {};

// What the client has just learnt, in order; the screen reacts to these.
template <class W>
using ClientEventT = std::variant<Welcome, Refused, LobbyMsgT<W>, UpdateMsgT<W>, IntentRefusedMsg, ChatRelay, Goodbye,
                                  ConnectionLost>;

template <class W>
class ClientSessionT {
public:
    using Game = W;
    using Action = typename W::Action;
    using View = typename W::View;
    using Event = ClientEventT<W>;

    // token: non-zero to rejoin the seat it was given for.
    ClientSessionT(std::string name, std::uint64_t token = 0);

    Bytes hello() const;
    // Decodes and applies one packet from the host. Nothing for a malformed one (counted in
    // malformed()); the client drops it and carries on.
    std::optional<Event> receive(ByteView bytes);
    std::optional<Event> connection_lost();

    // Messages to send. intent() fills in our seat and the stage and epoch of the view we saw
    // (Knizia: round and state id; Solèr: game and epoch); nothing when we have no view yet.
    // Each intent is remembered, so that should_answer() is false until the table has moved to
    // another stage (or refused it): in Solèr's play phase every seat's commit sends a fresh view
    // with the same epoch, and a seat that has answered must not answer again.
    std::optional<Bytes> intent(const Action& action);
    // Our seat may act in the view we hold and we have not answered its stage yet.
    bool should_answer() const;
    Bytes ready(bool ready) const { return encode(ClientMessageT<W>{SetReady{ready}}); }
    // Nothing when the line is too long or has control characters.
    std::optional<Bytes> chat(const std::string& text) const;
    Bytes leave() const { return encode(ClientMessageT<W>{Leave{}}); }

    ClientStatus status() const { return status_; }
    const std::string& name() const { return name_; }
    std::optional<Seat> seat() const { return seat_; }
    std::uint64_t token() const { return token_; }
    // The version the host welcomed us in (this build's newest until then).
    std::uint16_t protocol() const { return protocol_; }
    const std::string& host_name() const { return host_name_; }
    const std::optional<LobbyMsgT<W>>& lobby() const { return lobby_; }
    const std::optional<View>& view() const { return view_; }
    std::optional<RefuseReason> refusal() const { return refusal_; }
    std::optional<GoodbyeReason> goodbye() const { return goodbye_; }
    int malformed() const { return malformed_; }
    // One line for a status bar: "seat 2 (Ann), playing", "refused: the table is full".
    std::string describe_status() const;

private:
    std::string name_;
    std::uint64_t token_;
    std::uint16_t protocol_ = kProtocolMax;
    ClientStatus status_ = ClientStatus::Connecting;
    std::optional<Seat> seat_;
    std::string host_name_;
    std::optional<LobbyMsgT<W>> lobby_;
    std::optional<View> view_;
    std::optional<RefuseReason> refusal_;
    std::optional<GoodbyeReason> goodbye_;
    std::optional<std::pair<int, std::uint32_t>> answered_;  // the stage and epoch of our last intent
    int malformed_ = 0;
};

// Knizia's Zero, the game every name without a suffix means.
using ClientEvent = ClientEventT<KniziaWire>;
using ClientSession = ClientSessionT<KniziaWire>;

}  // namespace zero::net
