// SPDX-License-Identifier: GPL-3.0-or-later
// NAT traversal's messages: STUN and TURN as the game socket and the relay read them, and the
// knocks, answers and server lists the lobby carries.
#include <catch2/catch.hpp>

#include "zero/lobby/signal.hpp"
#include "zero/traversal/game_socket.hpp"
#include "zero/traversal/stun.hpp"

using namespace zero;
using namespace zero::traversal;

namespace {

lobby::Attribute from(const lobby::Attributes& attributes) {
    return [attributes](const char* name) -> const char* {
        for (const auto& [key, value] : attributes)
            if (key == name) return value.c_str();
        return nullptr;
    };
}

}  // namespace

TEST_CASE("a STUN answer's XOR-mapped endpoint reads back as written", "[lobby][stun]") {
    const stun::TransactionId id = stun::new_transaction_id();
    const Endpoint seen{*parse_ip("198.51.100.7"), 40412};
    const auto bytes = stun::Builder(stun::kBindingSuccess, id).endpoint(stun::kXorMappedAddress, seen).finish();
    REQUIRE(bytes.size() == 32);
    CHECK(stun::looks_like_stun(bytes.data(), bytes.size()));
    const auto m = stun::decode(bytes.data(), bytes.size());
    REQUIRE(m);
    CHECK(m->type == stun::kBindingSuccess);
    CHECK(m->transaction == id);
    REQUIRE(m->mapped);
    CHECK(to_string(*m->mapped) == "198.51.100.7:40412");
    // The address is never on the wire in the clear (NATs that rewrite addresses in payloads).
    CHECK(bytes[26] != 198);
}

TEST_CASE("a truncated or padded STUN message is not read", "[lobby][stun]") {
    const auto whole = stun::Builder(stun::kDataIndication, stun::new_transaction_id())
                           .endpoint(stun::kXorPeerAddress, {0x7F000001, 5000})
                           .bytes(stun::kData, reinterpret_cast<const std::uint8_t*>("hello"), 5)
                           .finish();
    REQUIRE(stun::decode(whole.data(), whole.size()));
    CHECK(stun::decode(whole.data(), whole.size())->data.size() == 5);
    for (std::size_t cut = 0; cut < whole.size(); ++cut) CHECK_FALSE(stun::decode(whole.data(), cut));
    auto longer = whole;
    longer.push_back(0);
    CHECK_FALSE(stun::decode(longer.data(), longer.size()));
    // ChannelData is told apart from STUN by its first two bits, and its length is checked.
    const auto channel = stun::channel_data(0x4001, whole.data(), 7);
    CHECK_FALSE(stun::looks_like_stun(channel.data(), channel.size()));
    const auto c = stun::decode_channel_data(channel.data(), channel.size());
    REQUIRE(c);
    CHECK(c->channel == 0x4001);
    CHECK(c->size == 7);
    CHECK_FALSE(stun::decode_channel_data(channel.data(), 6));
}

TEST_CASE("a signed TURN request ends with its integrity, counted in its length", "[lobby][stun]") {
    const auto bytes = stun::Builder(stun::kAllocateRequest, stun::new_transaction_id())
                           .u32(stun::kRequestedTransport, 17u << 24)
                           .signed_with({"1764323000:zero", "secret", "localhost", "nonce"});
    const auto m = stun::decode(bytes.data(), bytes.size());
    REQUIRE(m);
    CHECK(m->realm == "localhost");
    CHECK(m->nonce == "nonce");
    CHECK(bytes[bytes.size() - 24] == 0x00);
    CHECK(bytes[bytes.size() - 23] == stun::kMessageIntegrity);
}

TEST_CASE("a knock and an answer name only unicast endpoints", "[lobby][signal]") {
    // Nothing here is sent anywhere: the attributes are decoded only. The addresses are the
    // documentation ranges (RFC 5737); the refused ones are what a crafted knock could name to make
    // a host send where it must not (broadcast, any, multicast, reserved) or cannot (a name).
    const lobby::Knock knock{"3f9a0c", "198.51.100.7", 40412};
    const auto read = lobby::knock_from_attributes(from(lobby::knock_attributes(knock)));
    REQUIRE(read);
    CHECK(read->host == knock.host);
    CHECK(read->port == knock.port);
    for (const char* host : {"255.255.255.255", "0.0.0.0", "224.0.0.1", "240.1.2.3", "localhost", "1.2.3.4.5"})
        CHECK_FALSE(lobby::knock_from_attributes(from({{"id", "ab"}, {"host", host}, {"port", "4000"}})));
    CHECK_FALSE(lobby::knock_from_attributes(from({{"id", "AB!"}, {"host", "198.51.100.7"}, {"port", "4000"}})));
    CHECK_FALSE(lobby::knock_from_attributes(from({{"id", "ab"}, {"host", "198.51.100.7"}, {"port", "0"}})));

    const lobby::KnockAnswer answer{"3f9a0c", "203.0.113.9", 47124, "192.0.2.1", 10003};
    const auto back = lobby::answer_from_attributes(from(lobby::answer_attributes(answer)));
    REQUIRE(back);
    CHECK(back->relay_host == "192.0.2.1");
    CHECK(back->relay_port == 10003);
    // A relay named by half is no relay: the answer is not believed.
    CHECK_FALSE(lobby::answer_from_attributes(
        from({{"id", "ab"}, {"host", "203.0.113.9"}, {"port", "4000"}, {"relay-host", "192.0.2.1"}})));
    CHECK_FALSE(sendable({0xFFFFFFFF, 4000}));
    CHECK(sendable({0x7F000001, 4000}));
}

TEST_CASE("the lobby's STUN and TURN servers are read from its service list", "[lobby][signal]") {
    lobby::ExternalServices services;
    lobby::read_service(from({{"type", "stun"}, {"transport", "udp"}, {"host", "127.0.0.1"}, {"port", "10001"}}),
                        services);
    lobby::read_service(from({{"type", "turn"}, {"host", "turn.example.org"}, {"port", "3478"},
                              {"username", "1764323000"}, {"password", "abc+/="}}),
                        services);
    lobby::read_service(from({{"type", "turn"}, {"transport", "tcp"}, {"host", "other"}, {"username", "u"}}),
                        services);
    REQUIRE(services.stun);
    CHECK(services.stun->port == 10001);
    REQUIRE(services.turn);
    CHECK(services.turn->host == "turn.example.org");
    CHECK(services.turn->password == "abc+/=");
    lobby::ExternalServices odd;
    lobby::read_service(from({{"type", "stun"}, {"host", "a b"}}), odd);
    lobby::read_service(from({{"type", "turn"}, {"host", "t"}, {"port", "3478"}}), odd);  // no credentials
    CHECK_FALSE(odd.stun);
    CHECK_FALSE(odd.turn);
}
