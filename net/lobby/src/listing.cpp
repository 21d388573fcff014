// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/lobby/listing.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <charconv>
#include <random>

#include "zero/catalogue/catalogue.hpp"

namespace zero::lobby {

namespace {

constexpr const char* kVersion = "1";

// A whole decimal number in [low, high]; nothing for signs, spaces, leading zeros or overflow.
std::optional<long> bounded_number(const char* text, long low, long high) {
    if (text == nullptr) return std::nullopt;
    const std::string_view s(text);
    if (s.empty() || s.size() > 6 || (s.size() > 1 && s[0] == '0')) return std::nullopt;
    long value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc{} || end != s.data() + s.size() || value < low || value > high) return std::nullopt;
    return value;
}

}  // namespace

// A dotted IPv4 unicast address: never 0.0.0.0/8, multicast or 240.0.0.0/4 (which holds the
// broadcast address), so what a stanza says cannot make a game send there.
bool unicast_endpoint(const std::string& host) {
    in_addr address{};
    if (host.size() > 15 || ::inet_pton(AF_INET, host.c_str(), &address) != 1) return false;
    const std::uint32_t first = ntohl(address.s_addr) >> 24;
    return first != 0 && first < 224;
}

std::string new_code() {
    std::random_device device;
    std::uniform_int_distribution<std::size_t> pick(0, kCodeLetters.size() - 1);
    std::string code;
    for (std::size_t i = 0; i < kCodeLength; ++i) code += kCodeLetters[pick(device)];
    return code;
}

std::optional<std::string> normalize_code(std::string_view text) {
    if (text.size() != kCodeLength) return std::nullopt;
    std::string code;
    for (char ch : text) {
        const char up = (ch >= 'a' && ch <= 'z') ? static_cast<char>(ch - 'a' + 'A') : ch;
        if (kCodeLetters.find(up) == std::string_view::npos) return std::nullopt;
        code += up;
    }
    return code;
}

std::string ascii_lower(std::string text) {
    for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return text;
}

bool printable_utf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (c < 0x20 || c == 0x7F) return false;
            ++i;
            continue;
        }
        const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
        if (length == 0 || c > 0xF4 || i + length > text.size()) return false;
        std::uint32_t point = c & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80) return false;
            point = (point << 6) | (next & 0x3F);
        }
        // Overlong forms, surrogates and points past U+10FFFF are not UTF-8; C1 controls are not text.
        const std::uint32_t least = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000;
        if (point < least || point > 0x10FFFF || (point >= 0xD800 && point <= 0xDFFF) || point < 0xA0) return false;
        i += length;
    }
    return true;
}

std::string check_listing(const TableListing& l) {
    if (games::find_game(l.game) == nullptr) return "the table's game is not one this build plays";
    if (l.options.size() > kMaxOptionsBytes || !printable_utf8(l.options)) return "the table's options are malformed";
    if (l.seats < 1 || l.seats > kMaxSeats) return "the table's seat count is out of range";
    if (l.seats_free < 0 || l.seats_free > l.seats) return "the table's free seat count is out of range";
    if (l.host_name.empty() || l.host_name.size() > kMaxHostNameBytes || !printable_utf8(l.host_name) ||
        std::all_of(l.host_name.begin(), l.host_name.end(), [](char c) { return c == ' '; }))
        return "the table's host name is malformed";
    if (normalize_code(l.code) != l.code) return "the table's code is malformed";
    if (!unicast_endpoint(l.endpoint_host) || l.endpoint_port == 0)
        return "the table's address is not one this lobby hands out";
    return {};
}

std::vector<std::pair<std::string, std::string>> listing_attributes(const TableListing& l) {
    return {{"v", kVersion},
            {"game", l.game},
            {"options", l.options},
            {"seats", std::to_string(l.seats)},
            {"free", std::to_string(l.seats_free)},
            {"name", l.host_name},
            {"code", l.code},
            {"private", l.is_private ? "1" : "0"},
            {"host", l.endpoint_host},
            {"port", std::to_string(l.endpoint_port)}};
}

std::optional<TableListing> listing_from_attributes(const std::function<const char*(const char*)>& attribute,
                                                    std::string& error) {
    const char* version = attribute("v");
    if (version == nullptr || std::string_view(version) != kVersion) {
        error = "the table was announced by another version of Zero";
        return std::nullopt;
    }
    // Every field is copied only once its size is known to be small.
    const auto text = [&](const char* name, std::size_t limit) -> std::optional<std::string> {
        const char* value = attribute(name);
        if (value == nullptr) return std::nullopt;
        const std::string_view s(value);
        if (s.size() > limit) return std::nullopt;
        return std::string(s);
    };
    const auto seats = bounded_number(attribute("seats"), 1, kMaxSeats);
    const auto free = bounded_number(attribute("free"), 0, kMaxSeats);
    const auto port = bounded_number(attribute("port"), 1, 65535);
    const auto game = text("game", 32), options = text("options", kMaxOptionsBytes);
    const auto name = text("name", kMaxHostNameBytes), code = text("code", kCodeLength);
    const auto host = text("host", 15), is_private = text("private", 1);
    if (!seats || !free || !port || !game || !options || !name || !code || !host || !is_private ||
        (*is_private != "0" && *is_private != "1")) {
        error = "the table's announcement is malformed";
        return std::nullopt;
    }
    TableListing l{*game,
                   *options,
                   static_cast<int>(*seats),
                   static_cast<int>(*free),
                   *name,
                   *code,
                   *is_private == "1",
                   *host,
                   static_cast<std::uint16_t>(*port)};
    if (std::string why = check_listing(l); !why.empty()) {
        error = why;
        return std::nullopt;
    }
    return l;
}

std::string listing_line(const TableListing& l) {
    std::string line = l.code + "  " + l.game + "  " + std::to_string(l.seats_free) + "/" + std::to_string(l.seats) +
                       " free  " + l.host_name;
    if (!l.options.empty()) line += "  (" + l.options + ")";
    return line;
}

std::optional<LobbyAddress> parse_lobby_address(std::string_view text, std::string& error) {
    LobbyAddress address;
    const auto bad = [&](const std::string& why) {
        error = "bad lobby address '" + std::string(text) + "': " + why + " (DOMAIN, DOMAIN:PORT or DOMAIN@HOST:PORT)";
        return std::nullopt;
    };
    std::string_view rest = text;
    if (const std::size_t at = rest.find('@'); at != std::string_view::npos) {
        address.domain = std::string(rest.substr(0, at));
        rest = rest.substr(at + 1);
        const std::size_t colon = rest.rfind(':');
        if (colon == std::string_view::npos) return bad("the host needs its port");
        address.host = std::string(rest.substr(0, colon));
        rest = rest.substr(colon);
    } else {
        const std::size_t colon = rest.rfind(':');
        address.domain = std::string(rest.substr(0, colon));
        rest = colon == std::string_view::npos ? std::string_view{} : rest.substr(colon);
    }
    if (!rest.empty()) {
        const std::string port(rest.substr(1));
        const auto number = bounded_number(port.c_str(), 1, 65535);
        if (!number) return bad("the port is not a number from 1 to 65535");
        address.port = static_cast<std::uint16_t>(*number);
    }
    const auto name_ok = [](const std::string& s) {
        return !s.empty() && s.size() <= 200 && std::all_of(s.begin(), s.end(), [](char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
        });
    };
    if (!name_ok(address.domain)) return bad("the domain is malformed");
    if (!address.host.empty() && !name_ok(address.host)) return bad("the host is malformed");
    return address;
}

}  // namespace zero::lobby
