// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The signalling of NAT traversal (docs/online.md), carried in private messages of a table's
// room: a player knocks with the public endpoint its STUN server saw, the host answers with its
// own and, when it has one, its relay's; and the STUN and TURN servers the lobby hands out
// (XEP-0215). Only addresses: the game's traffic never passes through the lobby. Every field is
// checked before use (tests/fuzz/fuzz_lobby_signal.cpp).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace zero::lobby {

using Attribute = std::function<const char*(const char*)>;
using Attributes = std::vector<std::pair<std::string, std::string>>;

inline constexpr const char* kKnockElement = "knock";
inline constexpr const char* kAnswerElement = "answer";

// A player asking the host to punch towards it.
struct Knock {
    std::string id;  // names the answer: a few lower-case hex digits
    std::string host;
    std::uint16_t port = 0;
};

// The host's answer: where it punched from, and the relay players reach it through when
// punching fails (none: no relay).
struct KnockAnswer {
    std::string id;
    std::string host;
    std::uint16_t port = 0;
    std::string relay_host;
    std::uint16_t relay_port = 0;
};

Attributes knock_attributes(const Knock& knock);
std::optional<Knock> knock_from_attributes(const Attribute& attribute);
Attributes answer_attributes(const KnockAnswer& answer);
std::optional<KnockAnswer> answer_from_attributes(const Attribute& attribute);

// A STUN or TURN server the lobby names (XEP-0215), with a TURN server's credentials.
struct ExternalService {
    std::string host;
    std::uint16_t port = 0;
    std::string username;
    std::string password;
};
struct ExternalServices {
    std::optional<ExternalService> stun;
    std::optional<ExternalService> turn;
};
// One <service/> element's attributes into `services` (UDP only; others are left out).
void read_service(const Attribute& attribute, ExternalServices& services);

}  // namespace zero::lobby
