// Protocol versions 2 and 3 meeting each other, in both directions: Knizia's and Solèr's tables
// play with a version 2 peer; Zero Hero's (whose refusals 15-24 a version 2 decoder cannot read)
// refuse one, and its clients refuse a host that would speak version 2 to them.
#include <catch2/catch.hpp>

#include "loopback.hpp"
#include "zero/net/protocol_version.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;

namespace {

// What a host of game W answers a version 2 client's hello (version 2's layout: the game byte).
template <class W>
HostMessageT<W> protocol_test_answer_to_v2(int players) {
    Loopback wire;
    HostSessionT<W> host(remote_table<W>(players, 1), wire);
    const PeerId peer = 1;
    host.on_connect(peer);
    host.on_message(peer, encode(ClientMessageT<W>{Hello{2, 2, "Old", 0, W::id}}));
    REQUIRE_FALSE(wire.queue.empty());
    const auto answer = decode_host<W>(wire.queue.front().second);
    REQUIRE(answer);
    return *answer;
}

// A version 2 host (range 2..2) takes a hello when the ranges overlap, as version 2's code did.
bool protocol_test_v2_host_takes(const Hello& hello) { return hello.protocol_min <= 2 && hello.protocol_max >= 2; }

template <class W>
Hello protocol_test_hello_of() {
    const ClientSessionT<W> client("New", 0);
    const auto hello = decode_client<W>(client.hello());
    REQUIRE(hello);
    return std::get<Hello>(*hello);
}

}  // namespace

TEST_CASE("this build speaks versions 2 and 3, and Zero Hero's tables only 3", "[net][version]") {
    CHECK(kProtocolMin == 2);
    CHECK(kProtocolMax == 3);
    CHECK(protocol_min_for(games::GameId::Knizia) == 2);
    CHECK(protocol_min_for(games::GameId::Soler) == 2);
    CHECK(protocol_min_for(games::GameId::Hero) == 3);
}

TEST_CASE("a version 2 client is welcomed at Knizia's and Solèr's tables in version 2, and refused at Zero Hero's",
          "[net][version]") {
    const auto knizia = protocol_test_answer_to_v2<KniziaWire>(3);
    REQUIRE(std::holds_alternative<Welcome>(knizia));
    CHECK(std::get<Welcome>(knizia).protocol == 2);  // the highest version both speak

    const auto soler = protocol_test_answer_to_v2<SolerWire>(3);
    REQUIRE(std::holds_alternative<Welcome>(soler));
    CHECK(std::get<Welcome>(soler).protocol == 2);

    const auto hero = protocol_test_answer_to_v2<HeroWire>(3);
    REQUIRE(std::holds_alternative<Refused>(hero));
    CHECK(std::get<Refused>(hero).reason == RefuseReason::VersionMismatch);
    // The range a Zero Hero table speaks, so the old client can say why.
    CHECK(std::get<Refused>(hero).protocol_min == 3);
    CHECK(std::get<Refused>(hero).protocol_max == 3);
}

TEST_CASE("a version 3 client of every game is welcomed in version 3", "[net][version]") {
    Loopback wire;
    HostSessionT<HeroWire> host(remote_table<HeroWire>(2, 1), wire);
    NetworkT<HeroWire> net(host, wire);
    TestClientT<HeroWire>& ann = net.join("Ann", "", 1);
    net.run();
    CHECK(ann.session.status() != ClientStatus::Refused);
    bool welcomed = false;
    for (const auto& e : ann.events)
        if (const auto* w = std::get_if<Welcome>(&e)) {
            welcomed = true;
            CHECK(w->protocol == 3);
        }
    CHECK(welcomed);
}

TEST_CASE("a version 3 client meets a host of versions 2 only: Knizia's and Solèr's play in version 2, Zero Hero's "
          "never does",
          "[net][version]") {
    // The hellos: Knizia's and Solèr's clients offer 2..3, which a version 2 host takes; Zero Hero's
    // offer 3 only, which it refuses with VersionMismatch.
    CHECK(protocol_test_v2_host_takes(protocol_test_hello_of<KniziaWire>()));
    CHECK(protocol_test_v2_host_takes(protocol_test_hello_of<SolerWire>()));
    CHECK_FALSE(protocol_test_v2_host_takes(protocol_test_hello_of<HeroWire>()));

    // A version 2 host's welcome: taken by Knizia's client ...
    ClientSessionT<KniziaWire> knizia("Ann", 0);
    REQUIRE(knizia.receive(encode(HostMessageT<KniziaWire>{Welcome{2, 1, 77, "Old host", games::GameId::Knizia}})));
    CHECK(knizia.status() == ClientStatus::Lobby);
    CHECK(knizia.seat() == 1);
    // ... and refused by Zero Hero's, whatever a host that welcomed it in version 2 says next.
    ClientSessionT<HeroWire> hero("Ann", 0);
    const auto event = hero.receive(encode(HostMessageT<HeroWire>{Welcome{2, 1, 77, "Old host", games::GameId::Hero}}));
    REQUIRE(event);
    REQUIRE(std::holds_alternative<Refused>(*event));
    CHECK(hero.status() == ClientStatus::Refused);
    CHECK(hero.refusal() == RefuseReason::VersionMismatch);
    CHECK_FALSE(hero.seat());
}
