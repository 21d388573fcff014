// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/client_session.hpp"

#include "zero/net/protocol_version.hpp"

#include "net_games.inc"

namespace zero::net {

template <class W>
ClientSessionT<W>::ClientSessionT(std::string name, std::uint64_t token) : name_(std::move(name)), token_(token) {}

template <class W>
Bytes ClientSessionT<W>::hello() const {
    return encode(ClientMessageT<W>{Hello{protocol_min_for(W::id), kProtocolMax, name_, token_, W::id}});
}

template <class W>
std::optional<ClientEventT<W>> ClientSessionT<W>::receive(ByteView bytes) {
    std::optional<HostMessageT<W>> message = decode_host<W>(bytes, protocol_);
    if (!message) {
        ++malformed_;
        return std::nullopt;
    }
    return std::visit(
        [this](auto&& m) -> std::optional<Event> {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Welcome>) {
                // A host that welcomes us in a version this game cannot be played in (a version 2
                // host of Zero Hero would send refusals we could not read): as if it had refused.
                if (m.protocol < protocol_min_for(W::id) || m.protocol > kProtocolMax) {
                    refusal_ = RefuseReason::VersionMismatch;
                    status_ = ClientStatus::Refused;
                    return Event{Refused{RefuseReason::VersionMismatch, m.protocol, m.protocol}};
                }
                protocol_ = m.protocol;
                seat_ = m.seat;
                token_ = m.token;
                host_name_ = m.host_name;
                status_ = ClientStatus::Lobby;
            } else if constexpr (std::is_same_v<T, Refused>) {
                refusal_ = m.reason;
                status_ = ClientStatus::Refused;
            } else if constexpr (std::is_same_v<T, LobbyMsgT<W>>) {
                lobby_ = m;
                if (m.under_way && status_ == ClientStatus::Lobby) status_ = ClientStatus::Playing;
            } else if constexpr (std::is_same_v<T, UpdateMsgT<W>>) {
                // A view for another seat would be a host bug; never show it.
                if (!seat_ || m.view.seat != *seat_) {
                    ++malformed_;
                    return std::nullopt;
                }
                view_ = m.view;
                if (status_ == ClientStatus::Lobby) status_ = ClientStatus::Playing;
            } else if constexpr (std::is_same_v<T, IntentRefusedMsg>) {
                answered_.reset();  // the seat may try again
            } else if constexpr (std::is_same_v<T, Goodbye>) {
                goodbye_ = m.reason;
                status_ = ClientStatus::Closed;
            }
            return Event{std::move(m)};
        },
        std::move(*message));
}

template <class W>
std::optional<ClientEventT<W>> ClientSessionT<W>::connection_lost() {
    if (status_ == ClientStatus::Closed || status_ == ClientStatus::Refused) return std::nullopt;
    status_ = ClientStatus::Closed;
    return Event{ConnectionLost{}};
}

template <class W>
std::optional<Bytes> ClientSessionT<W>::intent(const Action& action) {
    if (!seat_ || !view_) return std::nullopt;
    answered_ = std::pair{W::stage_of(*view_), W::epoch_of(*view_)};
    return encode(ClientMessageT<W>{IntentMsgT<W>{*seat_, answered_->first, answered_->second, action}});
}

template <class W>
bool ClientSessionT<W>::should_answer() const {
    return seat_ && view_ && W::may_act(*view_) && answered_ != std::pair{W::stage_of(*view_), W::epoch_of(*view_)};
}

template <class W>
std::optional<Bytes> ClientSessionT<W>::chat(const std::string& text) const {
    if (text.empty() || !valid_chat(text)) return std::nullopt;
    return encode(ClientMessageT<W>{ChatMsg{text}});
}

template <class W>
std::string ClientSessionT<W>::describe_status() const {
    const std::string who = seat_ ? "seat " + std::to_string(*seat_ + 1) + " (" + name_ + ")" : name_;
    switch (status_) {
        case ClientStatus::Connecting: return "connecting";
        case ClientStatus::Lobby: return who + ", in the lobby";
        case ClientStatus::Playing:
            if (lobby_ && lobby_->paused) return who + ", paused: waiting for a player to come back";
            if (view_ && W::over(*view_)) return who + ", the match is over";
            return who + ", playing";
        case ClientStatus::Refused:
            return "refused: " + std::string(refusal_ ? describe(*refusal_) : std::string_view("no reason given"));
        case ClientStatus::Closed:
            return "disconnected: " +
                   std::string(goodbye_ ? describe(*goodbye_) : std::string_view("the connection to the host was lost"));
    }
    return {};
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W) template class ClientSessionT<W>;
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::net
