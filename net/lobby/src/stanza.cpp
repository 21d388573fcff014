// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/lobby/stanza.hpp"

#include <cstring>

namespace zero::lobby {

namespace {

constexpr const char* kMucUser = "http://jabber.org/protocol/muc#user";
// A room address and a nick are short in this lobby; a longer one is not one of its rooms.
constexpr std::size_t kMaxAddressBytes = 300;

// The room and nick of a stanza of this kind from a room occupant.
std::optional<std::pair<std::string, std::string>> occupant(xmpp_stanza_t* stanza, const char* kind) {
    const char* name = xmpp_stanza_get_name(stanza);
    const char* from = xmpp_stanza_get_from(stanza);
    if (name == nullptr || std::strcmp(name, kind) != 0 || from == nullptr) return std::nullopt;
    const std::string_view address(from);
    const std::size_t slash = address.find('/');
    if (address.size() > kMaxAddressBytes || slash == std::string_view::npos || slash == 0) return std::nullopt;
    return std::pair{ascii_lower(std::string(address.substr(0, slash))), std::string(address.substr(slash + 1))};
}

Attribute attributes_of(xmpp_stanza_t* element) {
    return [element](const char* attribute) { return xmpp_stanza_get_attribute(element, attribute); };
}

}  // namespace

std::optional<RoomMessage> read_room_message(xmpp_stanza_t* stanza) {
    auto from = occupant(stanza, "message");
    if (!from) return std::nullopt;
    const char* type = xmpp_stanza_get_type(stanza);
    if (type == nullptr || std::strcmp(type, "chat") != 0) return std::nullopt;
    RoomMessage m{std::move(from->first), std::move(from->second), std::nullopt, std::nullopt};
    if (xmpp_stanza_t* knock = xmpp_stanza_get_child_by_name_and_ns(stanza, kKnockElement, kListingNamespace))
        m.knock = knock_from_attributes(attributes_of(knock));
    if (xmpp_stanza_t* answer = xmpp_stanza_get_child_by_name_and_ns(stanza, kAnswerElement, kListingNamespace))
        m.answer = answer_from_attributes(attributes_of(answer));
    return m;
}

std::optional<RoomChat> read_room_chat(xmpp_stanza_t* stanza) {
    auto from = occupant(stanza, "message");
    if (!from) return std::nullopt;
    const char* type = xmpp_stanza_get_type(stanza);
    if (type == nullptr || std::strcmp(type, "groupchat") != 0) return std::nullopt;
    xmpp_stanza_t* body = xmpp_stanza_get_child_by_name(stanza, "body");
    if (body == nullptr) return std::nullopt;
    char* text = xmpp_stanza_get_text(body);
    if (text == nullptr) return std::nullopt;
    std::string said = text;
    xmpp_free(xmpp_stanza_get_context(stanza), text);
    if (said.empty() || said.size() > kMaxChatBytes || !printable_utf8(said) || !printable_utf8(from->second))
        return std::nullopt;
    return RoomChat{std::move(from->first), std::move(from->second), std::move(said)};
}

ExternalServices read_services(xmpp_stanza_t* iq) {
    ExternalServices services;
    xmpp_stanza_t* list = xmpp_stanza_get_child_by_name_and_ns(iq, "services", kExternalServices);
    if (list == nullptr) return services;
    int seen = 0;
    for (xmpp_stanza_t* c = xmpp_stanza_get_children(list); c != nullptr && seen < 64; c = xmpp_stanza_get_next(c), ++seen) {
        const char* name = xmpp_stanza_get_name(c);
        if (name != nullptr && std::strcmp(name, "service") == 0) read_service(attributes_of(c), services);
    }
    return services;
}

xmpp_stanza_t* lobby_element(xmpp_ctx_t* ctx, const char* name, const Attributes& attributes) {
    xmpp_stanza_t* element = xmpp_stanza_new(ctx);
    xmpp_stanza_set_name(element, name);
    xmpp_stanza_set_ns(element, kListingNamespace);
    for (const auto& [key, value] : attributes) xmpp_stanza_set_attribute(element, key.c_str(), value.c_str());
    return element;
}

std::optional<RoomPresence> read_room_presence(xmpp_stanza_t* stanza) {
    auto from = occupant(stanza, "presence");
    if (!from) return std::nullopt;
    RoomPresence p;
    p.room = std::move(from->first);
    p.nick = std::move(from->second);
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
    return lobby_element(ctx, kListingElement, listing_attributes(listing));
}

}  // namespace zero::lobby
