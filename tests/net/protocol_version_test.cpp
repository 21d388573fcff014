// SPDX-License-Identifier: GPL-3.0-or-later
// Protocol versions 2 to 6 meeting each other, in both directions: Knizia's and Solèr's tables
// play with a version 2 peer; Zero Hero's (whose refusals 15-24 a version 2 decoder cannot read)
// refuse one, and its clients refuse a host that would speak version 2 to them. Version 4 only adds
// a refusal (SeatKept) that older peers are never sent, so every game plays with version 3 peers.
// Version 5 adds the finished rounds' moves to Knizia's views, which an older peer is sent without.
// Version 6 ends the Lobby with whether the host allows hints, which an older peer is sent without
// (and a Lobby from an older host reads as hints not allowed).
#include <catch2/catch.hpp>

#include <algorithm>

#include "loopback.hpp"
#include "zero/net/protocol_version.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::knizia;
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

TEST_CASE("this build speaks versions 2 to 6, and Zero Hero's tables 3 to 6", "[net][version]") {
    CHECK(kProtocolMin == 2);
    CHECK(kProtocolMax == 6);
    CHECK(kFirstHintsProtocol == 6);
    CHECK(kFirstSeatKeptProtocol == 4);
    CHECK(kFirstPastMovesProtocol == 5);
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
    CHECK(std::get<Refused>(hero).protocol_max == 6);
}

TEST_CASE("a client of this build is welcomed in version 6, and a version 3 client in version 3", "[net][version]") {
    Loopback wire;
    HostSessionT<HeroWire> host(remote_table<HeroWire>(3, 1), wire);
    NetworkT<HeroWire> net(host, wire);
    TestClientT<HeroWire>& ann = net.join("Ann", "", 1);
    net.run();
    CHECK(ann.session.status() != ClientStatus::Refused);
    bool welcomed = false;
    for (const auto& e : ann.events)
        if (const auto* w = std::get_if<Welcome>(&e)) {
            welcomed = true;
            CHECK(w->protocol == 6);
        }
    CHECK(welcomed);

    // A version 3 hello at each game's table (Zero Hero's too) is welcomed in version 3.
    const PeerId old = net.connect_raw();
    host.on_message(old, encode(ClientMessageT<HeroWire>{Hello{3, 3, "Old", 0, games::GameId::Hero}}));
    const auto to_old =
        std::find_if(wire.queue.begin(), wire.queue.end(), [&](const auto& m) { return m.first == old; });
    REQUIRE(to_old != wire.queue.end());
    const auto hero = decode_host<HeroWire>(to_old->second);
    REQUIRE(hero);
    REQUIRE(std::holds_alternative<Welcome>(*hero));
    CHECK(std::get<Welcome>(*hero).protocol == 3);
    Loopback knizia_wire;
    HostSessionT<KniziaWire> knizia(remote_table<KniziaWire>(3, 1), knizia_wire);
    knizia.on_connect(1);
    knizia.on_message(1, encode(ClientMessageT<KniziaWire>{Hello{2, 3, "Old", 0, games::GameId::Knizia}}));
    const auto answer = decode_host<KniziaWire>(knizia_wire.queue.front().second);
    REQUIRE(answer);
    REQUIRE(std::holds_alternative<Welcome>(*answer));
    CHECK(std::get<Welcome>(*answer).protocol == 3);

    // And a client of this build takes a version 3 host's welcome, in every game.
    ClientSessionT<HeroWire> hero_client("Ann", 0);
    REQUIRE(hero_client.receive(encode(HostMessageT<HeroWire>{Welcome{3, 1, 77, "Old host", games::GameId::Hero}})));
    CHECK(hero_client.status() == ClientStatus::Lobby);
    ClientSessionT<SolerWire> soler_client("Ann", 0);
    REQUIRE(
        soler_client.receive(encode(HostMessageT<SolerWire>{Welcome{3, 1, 77, "Old host", games::GameId::Soler}})));
    CHECK(soler_client.status() == ClientStatus::Lobby);
}

TEST_CASE("a client of this build meets a host of versions 2 only: Knizia's and Solèr's play in version 2, Zero "
          "Hero's never does",
          "[net][version]") {
    // The hellos: Knizia's and Solèr's clients offer 2..4, which a version 2 host takes; Zero Hero's
    // offer 3..4, which it refuses with VersionMismatch.
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

TEST_CASE("a version 4 client plays a whole Knizia match beside a client of this build, each sent its own layout",
          "[net][version]") {
    Loopback wire;
    HostSessionT<KniziaWire> host(remote_table<KniziaWire>(2, 23), wire);
    NetworkT<KniziaWire> net(host, wire);
    // The old client: a session that read version 4's layout once welcomed in it, after a hello
    // offering 2..4 (this build's session would offer up to 6).
    const PeerId old = net.connect_raw();
    ClientSessionT<KniziaWire> old_session("Old", 0);
    std::vector<Bytes> to_old;
    wire.on_send = [&](PeerId peer, const Bytes& bytes) {
        if (peer == old) to_old.push_back(bytes);
    };
    host.on_message(old, encode(ClientMessageT<KniziaWire>{Hello{2, 4, "Old", 0, games::GameId::Knizia}}));
    TestClientT<KniziaWire>& now = net.join("New", "greedy", 23);
    const auto old_bot = KniziaWire::make_bot("greedy", 23, 0);
    std::size_t read = 0;
    int updates_with_finished = 0;
    for (int pass = 0; pass < 10'000 && !host.over(); ++pass) {
        net.run();
        for (; read < to_old.size(); ++read) {
            const auto event = old_session.receive(to_old[read]);
            REQUIRE(event);
            if (std::holds_alternative<Welcome>(*event)) {
                CHECK(old_session.protocol() == 4);
                host.on_message(old, old_session.ready(true));
            }
            if (const auto* update = std::get_if<UpdateMsgT<KniziaWire>>(&*event)) {
                for (const FinishedRound& f : update->view.finished) CHECK(f.moves.empty());
                updates_with_finished += update->view.finished.empty() ? 0 : 1;
            }
        }
        if (old_session.view() && old_session.should_answer())
            if (auto intent = old_session.intent(old_bot->choose(*old_session.view()))) host.on_message(old, *intent);
    }
    REQUIRE(host.over());
    CHECK(old_session.malformed() == 0);
    CHECK(updates_with_finished > 0);
    // The client of this build was sent the finished rounds' moves.
    CHECK(now.session.protocol() == 6);
    REQUIRE(now.session.view());
    REQUIRE_FALSE(now.session.view()->finished.empty());
    CHECK_FALSE(now.session.view()->finished.front().moves.empty());
    CHECK(now.session.malformed() == 0);
}

TEST_CASE("a host that allows hints says so in version 6's Lobby, and a version 5 peer is sent the Lobby of its own layout "
          "and reads hints as not allowed",
          "[net][version][hints]") {
    for (const bool allowed : {false, true}) {
        Loopback wire;
        HostConfigT<SolerWire> config = remote_table<SolerWire>(3, 7);
        config.auto_start = false;
        config.hints = allowed;
        HostSessionT<SolerWire> host(config, wire);
        NetworkT<SolerWire> net(host, wire);
        // The old client: a session that reads version 5's layout once welcomed in it.
        const PeerId old = net.connect_raw();
        ClientSessionT<SolerWire> old_session("Old", 0);
        std::vector<Bytes> to_old;
        wire.on_send = [&](PeerId peer, const Bytes& bytes) {
            if (peer == old) to_old.push_back(bytes);
        };
        host.on_message(old, encode(ClientMessageT<SolerWire>{Hello{2, 5, "Old", 0, games::GameId::Soler}}));
        TestClientT<SolerWire>& now = net.join("New", "", 7);
        net.run();
        int old_lobbies = 0;
        for (const Bytes& bytes : to_old) {
            // The bytes a version 5 build reads, to the last one: nothing left over.
            const auto as_v5 = decode_host<SolerWire>(bytes, 5);
            REQUIRE(as_v5);
            const auto event = old_session.receive(bytes);
            REQUIRE(event);
            if (const auto* lobby = std::get_if<LobbyMsgT<SolerWire>>(&*event)) {
                ++old_lobbies;
                CHECK_FALSE(lobby->hints);
            }
        }
        CHECK(old_session.protocol() == 5);
        CHECK(old_lobbies > 0);
        CHECK(old_session.malformed() == 0);
        CHECK(now.session.protocol() == 6);
        REQUIRE(now.session.lobby());
        CHECK(now.session.lobby()->hints == allowed);
        CHECK(now.session.malformed() == 0);
    }
    // Each layout reads back what it wrote, and one layout's Lobby is not the other's.
    LobbyMsgT<SolerWire> lobby;
    lobby.rules = soler::default_rules(3);
    lobby.seats.resize(3);
    lobby.hints = true;
    const Bytes v6 = encode(HostMessageT<SolerWire>{lobby}, 6);
    const Bytes v5 = encode(HostMessageT<SolerWire>{lobby}, 5);
    CHECK(v6.size() == v5.size() + 1);
    const auto back6 = decode_host<SolerWire>(v6, 6);
    REQUIRE(back6);
    CHECK(std::get<LobbyMsgT<SolerWire>>(*back6) == lobby);
    const auto back5 = decode_host<SolerWire>(v5, 5);
    REQUIRE(back5);
    CHECK_FALSE(std::get<LobbyMsgT<SolerWire>>(*back5).hints);
    CHECK_FALSE(decode_host<SolerWire>(v6, 5));
    CHECK_FALSE(decode_host<SolerWire>(v5, 6));
}
