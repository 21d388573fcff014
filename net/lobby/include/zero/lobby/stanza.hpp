// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading what a presence stanza carries (the lobby's untrusted input: fuzzed by
// tests/fuzz/fuzz_lobby_presence.cpp).
#include <strophe.h>

#include <optional>
#include <string>
#include <vector>

#include "zero/lobby/listing.hpp"

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

// A new listing element, for the caller to add to its presence (and release).
xmpp_stanza_t* listing_element(xmpp_ctx_t* ctx, const TableListing& listing);

}  // namespace zero::lobby
