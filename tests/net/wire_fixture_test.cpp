// SPDX-License-Identifier: GPL-3.0-or-later
// Packets of every game as the wire of 0.x (protocol 5) wrote them, kept under fixtures/: a peer of
// that build sends exactly these bytes, so each must still decode and say the same thing again
// byte for byte. The files are never regenerated; the hidden "[.write]" case wrote them once.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "zero/hero/match.hpp"
#include "zero/hero/playout.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/net/messages.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/playout.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net;

namespace {

std::string fixture(const std::string& name) { return std::string(ZERO_NET_FIXTURES) + "/" + name; }

struct Packet {
    bool from_host = false;
    std::uint16_t protocol = kProtocolMax;
    Bytes bytes;
};

std::string hex(const Bytes& bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    for (std::uint8_t b : bytes) {
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    }
    return out;
}

Bytes unhex(const std::string& text) {
    Bytes out;
    for (std::size_t i = 0; i + 1 < text.size(); i += 2)
        out.push_back(static_cast<std::uint8_t>(std::stoi(text.substr(i, 2), nullptr, 16)));
    return out;
}

// One line a packet: "host 5 <hex>" or "client 5 <hex>".
std::vector<Packet> read_packets(const std::string& path) {
    std::ifstream in(path);
    std::vector<Packet> packets;
    std::string side, bytes;
    std::uint16_t protocol = 0;
    while (in >> side >> protocol >> bytes) packets.push_back({side == "host", protocol, unhex(bytes)});
    return packets;
}

void write_packets(const std::string& path, const std::vector<Packet>& packets) {
    std::ofstream out(path, std::ios::trunc);
    for (const Packet& p : packets) out << (p.from_host ? "host " : "client ") << p.protocol << " " << hex(p.bytes) << "\n";
}

template <class W>
void add_handshake(std::vector<Packet>& packets, typename W::Rules rules) {
    packets.push_back({false, kProtocolMax, encode(ClientMessageT<W>{Hello{protocol_min_for(W::id), kProtocolMax, "Zoë", 0x0102030405060708ULL, W::id}})});
    packets.push_back({false, kProtocolMax, encode(ClientMessageT<W>{SetReady{true}})});
    packets.push_back({false, kProtocolMax, encode(ClientMessageT<W>{ChatMsg{"good luck"}})});
    packets.push_back({true, kProtocolMax, encode(HostMessageT<W>{Welcome{kProtocolMax, 1, 0x1122334455667788ULL, "Den", W::id}})});
    LobbyMsgT<W> lobby;
    lobby.rules = rules;
    for (int seat = 0; seat < W::players(rules); ++seat)
        lobby.seats.push_back(SeatInfo{(seat == 1 ? net::SeatKind::Remote : net::SeatKind::Bot), SeatStatus::Connected, true,
                                       "seat " + std::to_string(seat), "random"});
    packets.push_back({true, kProtocolMax, encode(HostMessageT<W>{lobby})});
    packets.push_back({true, kProtocolMax, encode(HostMessageT<W>{Refused{RefuseReason::WrongGame, kProtocolMin, kProtocolMax}})});
    packets.push_back({true, kProtocolMax, encode(HostMessageT<W>{IntentRefusedMsg{IntentError::StaleState, 12}})});
}

// A match of random moves: every 7th step's update (as seat 1 sees it) and the intent that led there.
std::vector<Packet> knizia_packets() {
    std::vector<Packet> packets;
    const Rules rules = default_rules(3);
    add_handshake<KniziaWire>(packets, rules);
    State state = new_match(rules, 77);
    auto bots = bot_seats({"random", "random", "random"}, 77);
    for (int step = 0; step < 300 && state.phase != Phase::MatchOver; ++step) {
        const Seat seat = state.to_move;
        const View view = view_for(state, seat);
        const Action action = bots[static_cast<std::size_t>(seat)]->decide(view).value();
        const IntentMsg intent{seat, KniziaWire::stage_of(view), KniziaWire::epoch_of(view), action};
        const EventList events = apply(state, action);
        if (step % 7 != 0) continue;
        packets.push_back({false, kProtocolMax, encode(ClientMessage{intent})});
        for (std::uint16_t protocol : {std::uint16_t{4}, kProtocolMax})
            packets.push_back({true, protocol, encode(HostMessage{UpdateMsg{view_for(state, 1), events}}, protocol)});
    }
    return packets;
}

template <class W, class Rules, class State>
std::vector<Packet> random_packets(const Rules& rules, State state) {
    std::vector<Packet> packets;
    add_handshake<W>(packets, rules);
    Rng rng(5);
    for (int step = 0; step < 400 && state.phase != decltype(state.phase)::MatchOver; ++step) {
        const auto move = random_move(state, rng);
        const auto view = view_for(state, move.seat);
        const IntentMsgT<W> intent{move.seat, W::stage_of(view), W::epoch_of(view), move.action};
        const auto events = apply(state, move.seat, move.action);
        if (step % 7 != 0) continue;
        packets.push_back({false, kProtocolMax, encode(ClientMessageT<W>{intent})});
        packets.push_back({true, kProtocolMax, encode(HostMessageT<W>{UpdateMsgT<W>{view_for(state, 1), events}})});
    }
    return packets;
}

std::vector<Packet> soler_packets() {
    const soler::Rules rules = soler::default_rules(4);
    return random_packets<SolerWire>(rules, soler::new_match(rules, 31));
}

std::vector<Packet> hero_packets() {
    const hero::Rules rules = hero::default_rules(3);
    return random_packets<HeroWire>(rules, hero::new_match(rules, 41));
}

// Every packet decodes, as the side it came from, and encodes back to the same bytes.
template <class W>
void check_replays(const std::string& name) {
    const std::vector<Packet> packets = read_packets(fixture(name));
    REQUIRE(packets.size() > 20);
    int updates = 0;
    for (const Packet& p : packets) {
        if (p.from_host) {
            const auto message = decode_host<W>(p.bytes, p.protocol);
            REQUIRE(message);
            CHECK(encode(*message, p.protocol) == p.bytes);
            updates += std::holds_alternative<UpdateMsgT<W>>(*message) ? 1 : 0;
        } else {
            const auto message = decode_client<W>(p.bytes);
            REQUIRE(message);
            CHECK_FALSE(std::holds_alternative<ForeignIntent>(*message));
            CHECK(encode(*message) == p.bytes);
        }
    }
    CHECK(updates > 5);
}

}  // namespace

TEST_CASE("the packets of every game as protocol 5 wrote them still decode and encode to the same bytes",
          "[net][codec][fixtures]") {
    check_replays<KniziaWire>("wire-knizia-p5.txt");
    check_replays<SolerWire>("wire-soler-p5.txt");
    check_replays<HeroWire>("wire-hero-p5.txt");
}

TEST_CASE("a game's packets are not read as another game's", "[net][codec][fixtures]") {
    for (const Packet& p : read_packets(fixture("wire-soler-p5.txt")))
        if (p.from_host && p.bytes.front() == static_cast<std::uint8_t>(MsgType::Update))
            CHECK_FALSE(decode_host<HeroWire>(p.bytes, p.protocol));
}

TEST_CASE("write the wire fixtures (once, from the build they describe)", "[.write]") {
    write_packets(fixture("wire-knizia-p5.txt"), knizia_packets());
    write_packets(fixture("wire-soler-p5.txt"), soler_packets());
    write_packets(fixture("wire-hero-p5.txt"), hero_packets());
}
