// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the online lobby carries about a table (docs/online.md): the listing a host announces and
// a player reads, its six-letter code, and the lobby server's address. Only signalling: the game,
// its options, the seats and where the host's ENet socket answers; never a card.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace zero::lobby {

// A code is read aloud and typed from hearing it: no letter that looks like 0 or 1 (I, L, O, Q).
inline constexpr std::string_view kCodeLetters = "ABCDEFGHJKMNPRSTUVWXYZ";
inline constexpr std::size_t kCodeLength = 6;
// A fresh random code.
std::string new_code();
// The code in upper case, or nothing when `text` is not six code letters (either case).
std::optional<std::string> normalize_code(std::string_view text);

// Bounds of a listing's text fields, in bytes of UTF-8.
inline constexpr std::size_t kMaxHostNameBytes = 32;
inline constexpr std::size_t kMaxOptionsBytes = 120;
inline constexpr int kMaxSeats = 8;

struct TableListing {
    std::string game;       // the catalogue's key: "knizia-zero", ...
    std::string options;    // the match's options as the host wrote them: "pool=7 rounds=3"
    int seats = 0;          // every seat at the table
    int seats_free = 0;     // seats waiting for a player over the network
    std::string host_name;  // shown in the list
    std::string code;       // six code letters, upper case
    bool is_private = false;
    // Where the host's ENet socket answers: the public endpoint its STUN server saw (docs/online.md).
    std::string endpoint_host;
    std::uint16_t endpoint_port = 0;
};

// Empty when every field is within bounds; otherwise what is wrong, in one sentence.
std::string check_listing(const TableListing& listing);

// The listing as the attributes of its XML element, and back. `attribute(name)` gives an
// attribute's value or null; decoding trusts nothing and checks every field (fuzzed).
inline constexpr const char* kListingElement = "table";
inline constexpr const char* kListingNamespace = "urn:zero:lobby:1";
std::vector<std::pair<std::string, std::string>> listing_attributes(const TableListing& listing);
std::optional<TableListing> listing_from_attributes(const std::function<const char*(const char*)>& attribute,
                                                    std::string& error);

// One line of `zero-cli lobby list`: code, game, free seats, host name.
std::string listing_line(const TableListing& listing);

// A lobby server: "DOMAIN", "DOMAIN:PORT" or "DOMAIN@HOST:PORT" (the XMPP domain, then where its
// client port answers when that is not the domain itself, as with a lobby on this machine).
struct LobbyAddress {
    std::string domain;
    std::string host;  // empty: the domain's own address (DNS SRV, then port 5222)
    std::uint16_t port = 5222;
    std::string guest_domain() const { return "guest." + domain; }
    std::string rooms_domain() const { return "lobby." + domain; }
};
std::optional<LobbyAddress> parse_lobby_address(std::string_view text, std::string& error);

// Room addresses and nicks are compared in lower case (XMPP's own folding, for ASCII).
std::string ascii_lower(std::string text);

// A dotted IPv4 unicast address (not 0.0.0.0/8, multicast, 240.0.0.0/4 or broadcast).
bool unicast_endpoint(const std::string& host);

// True for well-formed UTF-8 without control characters (what an XML attribute can carry).
bool printable_utf8(std::string_view text);

}  // namespace zero::lobby
