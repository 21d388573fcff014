// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/lobby/stanza.hpp"

#include <cstring>

namespace zero::lobby {

namespace {

constexpr const char* kMucUser = "http://jabber.org/protocol/muc#user";
// A room address and a nick are short in this lobby; a longer one is not one of its rooms.
constexpr std::size_t kMaxAddressBytes = 300;

}  // namespace

std::optional<RoomPresence> read_room_presence(xmpp_stanza_t* stanza) {
    const char* name = xmpp_stanza_get_name(stanza);
    const char* from = xmpp_stanza_get_from(stanza);
    if (name == nullptr || std::strcmp(name, "presence") != 0 || from == nullptr) return std::nullopt;
    const std::string_view address(from);
    const std::size_t slash = address.find('/');
    if (address.size() > kMaxAddressBytes || slash == std::string_view::npos || slash == 0) return std::nullopt;
    RoomPresence p;
    p.room = ascii_lower(std::string(address.substr(0, slash)));
    p.nick = std::string(address.substr(slash + 1));
    const char* type = xmpp_stanza_get_type(stanza);
    p.unavailable = type != nullptr && std::strcmp(type, "unavailable") == 0;
    p.error = type != nullptr && std::strcmp(type, "error") == 0;
    if (xmpp_stanza_t* x = xmpp_stanza_get_child_by_name_and_ns(stanza, "x", kMucUser)) {
        for (xmpp_stanza_t* c = xmpp_stanza_get_children(x); c != nullptr; c = xmpp_stanza_get_next(c)) {
            const char* child = xmpp_stanza_get_name(c);
            if (child == nullptr) continue;
            if (std::strcmp(child, "status") == 0) {
                const char* code = xmpp_stanza_get_attribute(c, "code");
                if (code != nullptr && std::strcmp(code, "110") == 0) p.self = true;
                if (code != nullptr && std::strcmp(code, "201") == 0) p.created = true;
            } else if (std::strcmp(child, "item") == 0) {
                const char* affiliation = xmpp_stanza_get_attribute(c, "affiliation");
                p.owner = affiliation != nullptr && std::strcmp(affiliation, "owner") == 0;
            }
        }
    }
    if (xmpp_stanza_t* table = xmpp_stanza_get_child_by_name_and_ns(stanza, kListingElement, kListingNamespace)) {
        std::string error;
        p.listing = listing_from_attributes(
            [table](const char* attribute) { return xmpp_stanza_get_attribute(table, attribute); }, error);
    }
    return p;
}

xmpp_stanza_t* listing_element(xmpp_ctx_t* ctx, const TableListing& listing) {
    xmpp_stanza_t* table = xmpp_stanza_new(ctx);
    xmpp_stanza_set_name(table, kListingElement);
    xmpp_stanza_set_ns(table, kListingNamespace);
    for (const auto& [key, value] : listing_attributes(listing))
        xmpp_stanza_set_attribute(table, key.c_str(), value.c_str());
    return table;
}

}  // namespace zero::lobby
