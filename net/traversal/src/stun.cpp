// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/traversal/stun.hpp"

#include <arpa/inet.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <random>

namespace zero::traversal {

std::string ip_string(std::uint32_t ip) {
    return std::to_string(ip >> 24) + "." + std::to_string((ip >> 16) & 0xFF) + "." + std::to_string((ip >> 8) & 0xFF) +
           "." + std::to_string(ip & 0xFF);
}

std::string to_string(const Endpoint& e) { return ip_string(e.ip) + ":" + std::to_string(e.port); }

std::optional<std::uint32_t> parse_ip(const std::string& text) {
    in_addr address{};
    if (text.size() > 15 || ::inet_pton(AF_INET, text.c_str(), &address) != 1) return std::nullopt;
    return ntohl(address.s_addr);
}

namespace stun {
namespace {

constexpr std::size_t kHeader = 20;
constexpr std::size_t kIntegrityBytes = 20;
// A datagram this lobby's STUN and TURN exchange never comes near (a table's packets are small).
constexpr std::size_t kMaxMessage = 4096;

std::uint16_t read16(const std::uint8_t* p) { return static_cast<std::uint16_t>((p[0] << 8) | p[1]); }
std::uint32_t read32(const std::uint8_t* p) {
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | p[3];
}
void put16(std::vector<std::uint8_t>& out, std::uint16_t v) {
    out.push_back(static_cast<std::uint8_t>(v >> 8));
    out.push_back(static_cast<std::uint8_t>(v));
}
void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
    put16(out, static_cast<std::uint16_t>(v >> 16));
    put16(out, static_cast<std::uint16_t>(v));
}
void set_length(std::vector<std::uint8_t>& out, std::size_t length) {
    out[2] = static_cast<std::uint8_t>(length >> 8);
    out[3] = static_cast<std::uint8_t>(length);
}

// An address attribute's IPv4 value (family 1); XOR-encoded ones are undone with the cookie.
std::optional<Endpoint> read_address(const std::uint8_t* value, std::size_t size, bool xored) {
    if (size != 8 || value[1] != 0x01) return std::nullopt;
    Endpoint e{read32(value + 4), read16(value + 2)};
    if (xored) {
        e.port ^= static_cast<std::uint16_t>(kMagicCookie >> 16);
        e.ip ^= kMagicCookie;
    }
    return e;
}

void read_attribute(Message& m, std::uint16_t type, const std::uint8_t* value, std::size_t size) {
    switch (type) {
        case kXorMappedAddress: m.mapped = read_address(value, size, true); break;
        case kMappedAddress:
            if (!m.mapped) m.mapped = read_address(value, size, false);
            break;
        case kXorRelayedAddress: m.relayed = read_address(value, size, true); break;
        case kXorPeerAddress: m.peer = read_address(value, size, true); break;
        case kErrorCode:
            if (size >= 4) m.error_code = (value[2] & 0x07) * 100 + value[3] % 100;
            break;
        case kLifetime:
            if (size == 4) m.lifetime = read32(value);
            break;
        case kRealm:
            if (size <= 763) m.realm.assign(value, value + size);
            break;
        case kNonce:
            if (size <= 763) m.nonce.assign(value, value + size);
            break;
        case kData: m.data.assign(value, value + size); break;
        default: break;  // unknown and comprehension-optional alike: what is not needed is not read
    }
}

}  // namespace

TransactionId new_transaction_id() {
    static thread_local std::mt19937_64 random{std::random_device{}()};
    TransactionId id{};
    for (auto& b : id) b = static_cast<std::uint8_t>(random());
    return id;
}

bool looks_like_stun(const std::uint8_t* bytes, std::size_t size) {
    return size >= kHeader && (bytes[0] & 0xC0) == 0 && read32(bytes + 4) == kMagicCookie;
}

std::optional<Message> decode(const std::uint8_t* bytes, std::size_t size) {
    if (size > kMaxMessage || !looks_like_stun(bytes, size)) return std::nullopt;
    const std::size_t length = read16(bytes + 2);
    if (length % 4 != 0 || kHeader + length != size) return std::nullopt;
    Message m;
    m.type = read16(bytes);
    std::copy(bytes + 8, bytes + kHeader, m.transaction.begin());
    for (std::size_t at = kHeader; at < size;) {
        if (size - at < 4) return std::nullopt;
        const std::uint16_t type = read16(bytes + at);
        const std::size_t value_size = read16(bytes + at + 2);
        const std::size_t padded = (value_size + 3) / 4 * 4;
        if (padded > size - at - 4) return std::nullopt;
        read_attribute(m, type, bytes + at + 4, value_size);
        at += 4 + padded;
    }
    return m;
}

Builder::Builder(std::uint16_t type, const TransactionId& transaction) {
    put16(out_, type);
    put16(out_, 0);
    put32(out_, kMagicCookie);
    out_.insert(out_.end(), transaction.begin(), transaction.end());
}

Builder& Builder::bytes(std::uint16_t attribute, const std::uint8_t* data, std::size_t size) {
    put16(out_, attribute);
    put16(out_, static_cast<std::uint16_t>(size));
    out_.insert(out_.end(), data, data + size);
    while (out_.size() % 4 != 0) out_.push_back(0);
    return *this;
}

Builder& Builder::text(std::uint16_t attribute, const std::string& value) {
    return bytes(attribute, reinterpret_cast<const std::uint8_t*>(value.data()), value.size());
}

Builder& Builder::u32(std::uint16_t attribute, std::uint32_t value) {
    std::vector<std::uint8_t> v;
    put32(v, value);
    return bytes(attribute, v.data(), v.size());
}

Builder& Builder::endpoint(std::uint16_t attribute, const Endpoint& e) {
    std::vector<std::uint8_t> v{0, 0x01};
    put16(v, static_cast<std::uint16_t>(e.port ^ (kMagicCookie >> 16)));
    put32(v, e.ip ^ kMagicCookie);
    return bytes(attribute, v.data(), v.size());
}

std::vector<std::uint8_t> Builder::finish() {
    set_length(out_, out_.size() - kHeader);
    return out_;
}

std::vector<std::uint8_t> Builder::signed_with(const Credentials& c) {
    text(kUsername, c.username).text(kRealm, c.realm).text(kNonce, c.nonce);
    // The key is MD5(username:realm:password); the HMAC covers the message with its length
    // already counting the integrity attribute (RFC 5389 §15.4).
    const std::string key_text = c.username + ":" + c.realm + ":" + c.password;
    unsigned char key[EVP_MAX_MD_SIZE];
    unsigned int key_size = 0;
    EVP_Digest(key_text.data(), key_text.size(), key, &key_size, EVP_md5(), nullptr);
    set_length(out_, out_.size() - kHeader + 4 + kIntegrityBytes);
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned int mac_size = 0;
    HMAC(EVP_sha1(), key, static_cast<int>(key_size), out_.data(), out_.size(), mac, &mac_size);
    put16(out_, kMessageIntegrity);
    put16(out_, kIntegrityBytes);
    out_.insert(out_.end(), mac, mac + kIntegrityBytes);
    return out_;
}

std::vector<std::uint8_t> channel_data(std::uint16_t channel, const std::uint8_t* data, std::size_t size) {
    std::vector<std::uint8_t> out;
    out.reserve(4 + size + 3);
    put16(out, channel);
    put16(out, static_cast<std::uint16_t>(size));
    out.insert(out.end(), data, data + size);
    while (out.size() % 4 != 0) out.push_back(0);
    return out;
}

std::optional<ChannelData> decode_channel_data(const std::uint8_t* bytes, std::size_t size) {
    if (size < 4 || size > kMaxMessage) return std::nullopt;
    const std::uint16_t channel = read16(bytes);
    const std::size_t length = read16(bytes + 2);
    if (channel < 0x4000 || channel > 0x7FFF || length > size - 4) return std::nullopt;
    return ChannelData{channel, bytes + 4, length};
}

}  // namespace stun
}  // namespace zero::traversal
