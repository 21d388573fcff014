// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading what a presence stanza carries (the lobby's untrusted input: fuzzed by
// tests/fuzz/fuzz_lobby_presence.cpp).
#include <strophe.h>

#include <optional>
#include <string>
#include <vector>

#include "zero/lobby/listing.hpp"
#include "zero/lobby/signal.hpp"

namespace zero::lobby {

// A presence from a room, as far as the lobby cares.
struct RoomPresence {
    std::string room;  // the room's bare address, lower case
    std::string nick;  // the occupant's name in the room
    bool unavailable = false;
    bool error = false;
    bool self = false;     // status 110: our own presence, sent last when we join
    bool created = false;  // status 201: our join made the room
    bool owner = false;    // the occupant's affiliation is owner (the table's host)
    std::optional<TableListing> listing;
};

// Nothing when the stanza is not a presence from a room address.
std::optional<RoomPresence> read_room_presence(xmpp_stanza_t* stanza);

// A private message in a room, as far as traversal cares (fuzzed by fuzz_lobby_signal.cpp).
struct RoomMessage {
    std::string room;  // the room's bare address, lower case
    std::string nick;  // who sent it
    std::optional<Knock> knock;
    std::optional<KnockAnswer> answer;
};
// Nothing when the stanza is not a message from a room occupant.
std::optional<RoomMessage> read_room_message(xmpp_stanza_t* stanza);

// A line said in a room (a groupchat message with a body): who said it and what, checked as
// printable UTF-8 of at most kMaxChatBytes (fuzzed with the rest).
inline constexpr std::size_t kMaxChatBytes = 300;
struct RoomChat {
    std::string room;
    std::string nick;
    std::string text;
};
std::optional<RoomChat> read_room_chat(xmpp_stanza_t* stanza);

// The STUN and TURN servers an XEP-0215 answer names.
inline constexpr const char* kExternalServices = "urn:xmpp:extdisco:2";
ExternalServices read_services(xmpp_stanza_t* iq);

// A new element of the lobby's namespace with these attributes (for the caller to release).
xmpp_stanza_t* lobby_element(xmpp_ctx_t* ctx, const char* name, const Attributes& attributes);

// A new listing element, for the caller to add to its presence (and release).
xmpp_stanza_t* listing_element(xmpp_ctx_t* ctx, const TableListing& listing);

}  // namespace zero::lobby
