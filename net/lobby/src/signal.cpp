// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/lobby/signal.hpp"

#include <charconv>
#include <string_view>

#include "zero/lobby/listing.hpp"

namespace zero::lobby {
namespace {

constexpr std::size_t kMaxIdBytes = 16;
// A server name or a dotted address.
constexpr std::size_t kMaxHostBytes = 253;
constexpr std::size_t kMaxCredentialBytes = 256;

std::optional<std::uint16_t> port_of(const char* text) {
    if (text == nullptr) return std::nullopt;
    const std::string_view s(text);
    if (s.empty() || s.size() > 5 || s[0] == '0') return std::nullopt;
    unsigned value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc{} || end != s.data() + s.size() || value < 1 || value > 65535) return std::nullopt;
    return static_cast<std::uint16_t>(value);
}

std::optional<std::string> id_of(const char* text) {
    if (text == nullptr) return std::nullopt;
    const std::string_view s(text);
    if (s.empty() || s.size() > kMaxIdBytes) return std::nullopt;
    for (char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return std::nullopt;
    return std::string(s);
}

// An endpoint a stanza names: a unicast IPv4 address and a port, or nothing.
std::optional<std::pair<std::string, std::uint16_t>> endpoint_of(const Attribute& attribute, const char* host_name,
                                                                 const char* port_name) {
    const char* host = attribute(host_name);
    const auto port = port_of(attribute(port_name));
    if (host == nullptr || !port || std::string_view(host).size() > 15 || !unicast_endpoint(host)) return std::nullopt;
    return std::pair{std::string(host), *port};
}

// A server name: letters, digits, dots and dashes (or a dotted address).
bool host_name(std::string_view s) {
    if (s.empty() || s.size() > kMaxHostBytes) return false;
    for (char c : s)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-'))
            return false;
    return true;
}

std::optional<std::string> credential(const char* text) {
    if (text == nullptr) return std::string();
    const std::string_view s(text);
    if (s.size() > kMaxCredentialBytes || !printable_utf8(s)) return std::nullopt;
    return std::string(s);
}

}  // namespace

Attributes knock_attributes(const Knock& k) {
    return {{"id", k.id}, {"host", k.host}, {"port", std::to_string(k.port)}};
}

std::optional<Knock> knock_from_attributes(const Attribute& attribute) {
    const auto id = id_of(attribute("id"));
    const auto endpoint = endpoint_of(attribute, "host", "port");
    if (!id || !endpoint) return std::nullopt;
    return Knock{*id, endpoint->first, endpoint->second};
}

Attributes answer_attributes(const KnockAnswer& a) {
    Attributes out{{"id", a.id}, {"host", a.host}, {"port", std::to_string(a.port)}};
    if (a.relay_port != 0) {
        out.emplace_back("relay-host", a.relay_host);
        out.emplace_back("relay-port", std::to_string(a.relay_port));
    }
    return out;
}

std::optional<KnockAnswer> answer_from_attributes(const Attribute& attribute) {
    const auto id = id_of(attribute("id"));
    const auto endpoint = endpoint_of(attribute, "host", "port");
    if (!id || !endpoint) return std::nullopt;
    KnockAnswer answer{*id, endpoint->first, endpoint->second, "", 0};
    const bool has_relay = attribute("relay-host") != nullptr || attribute("relay-port") != nullptr;
    if (has_relay) {
        const auto relay = endpoint_of(attribute, "relay-host", "relay-port");
        if (!relay) return std::nullopt;
        answer.relay_host = relay->first;
        answer.relay_port = relay->second;
    }
    return answer;
}

void read_service(const Attribute& attribute, ExternalServices& services) {
    const char* type = attribute("type");
    const char* transport = attribute("transport");
    const char* host = attribute("host");
    if (type == nullptr || host == nullptr || !host_name(host)) return;
    if (transport != nullptr && std::string_view(transport) != "udp") return;
    const char* port_text = attribute("port");
    const auto port = port_text == nullptr ? std::optional<std::uint16_t>(3478) : port_of(port_text);
    const auto username = credential(attribute("username"));
    const auto password = credential(attribute("password"));
    if (!port || !username || !password) return;
    ExternalService service{host, *port, *username, *password};
    if (std::string_view(type) == "stun" && !services.stun) services.stun = service;
    if (std::string_view(type) == "turn" && !services.turn && !username->empty()) services.turn = service;
}

}  // namespace zero::lobby
