// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// STUN and TURN messages (RFC 5389, RFC 5766), as far as an online table needs them: a binding
// request that tells a socket its public endpoint, and a TURN allocation that relays a table's
// traffic when the NATs between its players cannot be punched. Decoding trusts nothing: every
// length is checked (tests/fuzz/fuzz_stun_message.cpp).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace zero::traversal {

// An IPv4 address and UDP port, in host byte order.
struct Endpoint {
    std::uint32_t ip = 0;
    std::uint16_t port = 0;
    bool operator==(const Endpoint&) const = default;
    bool operator<(const Endpoint& o) const { return ip != o.ip ? ip < o.ip : port < o.port; }
};
std::string to_string(const Endpoint& e);          // "198.51.100.7:4000"
std::string ip_string(std::uint32_t ip);           // "198.51.100.7"
std::optional<std::uint32_t> parse_ip(const std::string& text);  // dotted IPv4 only

namespace stun {

inline constexpr std::uint32_t kMagicCookie = 0x2112A442;
using TransactionId = std::array<std::uint8_t, 12>;
TransactionId new_transaction_id();

enum MessageType : std::uint16_t {
    kBindingRequest = 0x0001,
    kBindingSuccess = 0x0101,
    kAllocateRequest = 0x0003,
    kAllocateSuccess = 0x0103,
    kAllocateError = 0x0113,
    kRefreshRequest = 0x0004,
    kRefreshSuccess = 0x0104,
    kRefreshError = 0x0114,
    kCreatePermissionRequest = 0x0008,
    kCreatePermissionSuccess = 0x0108,
    kCreatePermissionError = 0x0118,
    kChannelBindRequest = 0x0009,
    kChannelBindSuccess = 0x0109,
    kChannelBindError = 0x0119,
    kSendIndication = 0x0016,
    kDataIndication = 0x0017,
};

// What a decoded message carries; absent attributes stay empty.
struct Message {
    std::uint16_t type = 0;
    TransactionId transaction{};
    std::optional<Endpoint> mapped;   // XOR-MAPPED-ADDRESS, else MAPPED-ADDRESS
    std::optional<Endpoint> relayed;  // XOR-RELAYED-ADDRESS
    std::optional<Endpoint> peer;     // XOR-PEER-ADDRESS
    std::optional<int> error_code;    // ERROR-CODE: 401, 438, ...
    std::optional<std::uint32_t> lifetime;
    std::string realm;
    std::string nonce;
    std::vector<std::uint8_t> data;  // DATA
};

// Nothing unless `bytes` is one whole, well-formed STUN message (not ChannelData).
std::optional<Message> decode(const std::uint8_t* bytes, std::size_t size);
// Whether a datagram on a game socket looks like STUN at all (its first two bits and the cookie).
bool looks_like_stun(const std::uint8_t* bytes, std::size_t size);

// The long-term credentials of a TURN server (RFC 5766 with coturn's REST scheme, handed out by
// the lobby): MESSAGE-INTEGRITY is keyed with MD5(username:realm:password).
struct Credentials {
    std::string username;
    std::string password;
    std::string realm;
    std::string nonce;
};

// A request or indication under construction.
class Builder {
public:
    Builder(std::uint16_t type, const TransactionId& transaction);
    Builder& endpoint(std::uint16_t attribute, const Endpoint& e);  // XOR-encoded
    Builder& u32(std::uint16_t attribute, std::uint32_t value);
    Builder& text(std::uint16_t attribute, const std::string& value);
    Builder& bytes(std::uint16_t attribute, const std::uint8_t* data, std::size_t size);
    // USERNAME, REALM, NONCE and MESSAGE-INTEGRITY; the last attribute added.
    std::vector<std::uint8_t> signed_with(const Credentials& credentials);
    std::vector<std::uint8_t> finish();

private:
    std::vector<std::uint8_t> out_;
};

enum Attribute : std::uint16_t {
    kMappedAddress = 0x0001,
    kUsername = 0x0006,
    kMessageIntegrity = 0x0008,
    kErrorCode = 0x0009,
    kChannelNumber = 0x000C,
    kLifetime = 0x000D,
    kXorPeerAddress = 0x0012,
    kData = 0x0013,
    kRealm = 0x0014,
    kNonce = 0x0015,
    kXorRelayedAddress = 0x0016,
    kRequestedTransport = 0x0019,
    kXorMappedAddress = 0x0020,
};

// ChannelData (RFC 5766 §11.4): a channel number 0x4000-0x7FFF, then the payload.
std::vector<std::uint8_t> channel_data(std::uint16_t channel, const std::uint8_t* data, std::size_t size);
struct ChannelData {
    std::uint16_t channel = 0;
    const std::uint8_t* data = nullptr;
    std::size_t size = 0;
};
std::optional<ChannelData> decode_channel_data(const std::uint8_t* bytes, std::size_t size);

}  // namespace stun
}  // namespace zero::traversal
