// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <chrono>

#include "loopback.hpp"
#include "zero/net/protocol_version.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::knizia;
using namespace zero::net::testing;

namespace {

template <class T>
std::vector<T> events_of(const TestClient& c) {
    std::vector<T> out;
    for (const ClientEvent& e : c.events)
        if (const auto* m = std::get_if<T>(&e)) out.push_back(*m);
    return out;
}

std::optional<RefuseReason> refusal(const TestClient& c) {
    const auto refused = events_of<Refused>(c);
    if (refused.empty()) return std::nullopt;
    return refused.front().reason;
}

}  // namespace

TEST_CASE("the handshake refuses with a reason", "[net][lobby]") {
    Loopback wire;
    HostConfig config = remote_table(3, 1);
    config.auto_start = false;
    HostSession host(config, wire);
    Network net(host, wire);

    TestClient& ann = net.join("Ann", "", 1);
    net.run();
    CHECK(ann.session.status() == ClientStatus::Lobby);
    CHECK(ann.session.seat() == 0);
    CHECK(ann.session.token() != 0);

    TestClient& taken = net.join("ANN", "", 1);  // names are case-insensitive
    net.run();
    CHECK(refusal(taken) == RefuseReason::NameTaken);
    CHECK(wire.closed.count(taken.id) == 1);

    TestClient& blank = net.join("   ", "", 1);
    TestClient& control = net.join("a\tb", "", 1);
    TestClient& token = net.join("Eve", "", 1, 12345);
    net.run();
    CHECK(refusal(blank) == RefuseReason::BadName);
    CHECK(refusal(control) == RefuseReason::BadName);
    CHECK(refusal(token) == RefuseReason::UnknownToken);

    const PeerId old = net.connect_raw();
    host.on_message(old, encode(ClientMessage{Hello{kProtocolMax + 1, kProtocolMax + 5, "Future", 0}}));
    CHECK(wire.closed.count(old) == 1);
    const auto answer = decode_host(wire.queue.back().second);
    REQUIRE(answer);
    REQUIRE(std::holds_alternative<Refused>(*answer));
    CHECK(std::get<Refused>(*answer).reason == RefuseReason::VersionMismatch);
    CHECK(std::get<Refused>(*answer).protocol_max == kProtocolMax);

    net.join("Bob", "", 1);
    net.join("Cy", "", 1);
    TestClient& late = net.join("Dee", "", 1);
    net.run();
    CHECK(refusal(late) == RefuseReason::TableFull);
    CHECK(host.seats_free() == 0);

    CHECK_FALSE(host.start_blocker());
    REQUIRE(host.start());
    TestClient& during = net.join("Fay", "", 1);
    net.run();
    CHECK(refusal(during) == RefuseReason::MatchUnderWay);
    CHECK(ann.session.status() == ClientStatus::Playing);
    REQUIRE(ann.session.view());
    CHECK(ann.session.view()->hand.size() == kHandSize);
}

TEST_CASE("the host starts only when every remote seat is taken and ready", "[net][lobby]") {
    Loopback wire;
    HostConfig config = remote_table(3, 1);
    config.auto_start = false;
    config.seats[1] = SeatSetup{SeatKind::Bot, "random", ""};
    HostSession host(config, wire);
    Network net(host, wire);
    CHECK(describe(host.start_blocker()) == "seat 1 is open");
    TestClient& ann = net.join("Ann", "", 1);
    ann.auto_ready = false;
    net.run();
    CHECK(describe(host.start_blocker()) == "seat 1 (Ann) is not ready");
    CHECK(host.start_blocker().kind == StartBlocker::Kind::SeatNotReady);
    CHECK(host.start_blocker().seat == 0);
    CHECK(host.start_blocker().name == "Ann");
    ann.outbox.push_back(ann.session.ready(true));
    net.run();
    CHECK(describe(host.start_blocker()) == "seat 3 is open");
    CHECK_FALSE(host.start());
    CHECK(host.set_seat(2, SeatSetup{SeatKind::Bot, "greedy", ""}));
    CHECK_FALSE(host.set_seat(0, SeatSetup{SeatKind::Bot, "greedy", ""}));  // Ann sits there
    net.run();
    REQUIRE(ann.session.lobby());
    CHECK(ann.session.lobby()->seats[2].kind == SeatKind::Bot);
    CHECK(ann.session.lobby()->seats[1].name == "random 2");
    CHECK_FALSE(host.start_blocker());
    CHECK(host.start());
    CHECK(host.start_blocker().kind == StartBlocker::Kind::Started);
    CHECK(host.player_names() == std::vector<std::string>{"Ann", "random 2", "greedy 3"});
}

TEST_CASE("malformed, oversized, truncated and unknown messages are dropped and repeat offenders cut off",
          "[net][robustness]") {
    Loopback wire;
    HostSession host(remote_table(3, 4), wire);
    Network net(host, wire);
    TestClient& ann = net.join("Ann", "greedy", 4);
    TestClient& bob = net.join("Bob", "greedy", 4);
    net.run();

    const PeerId rogue = net.connect_raw();
    host.on_message(rogue, encode(ClientMessage{Hello{kProtocolMin, kProtocolMax, "Rogue", 0}}));
    CHECK(wire.closed.count(rogue) == 0);
    const Bytes intent = encode(ClientMessage{IntentMsg{2, 0, 0, Action::knock()}});
    const std::vector<Bytes> junk = {
        Bytes{},                                                         // empty
        Bytes{0xEE, 1, 2, 3},                                            // unknown type
        Bytes(intent.begin(), intent.end() - 1),                        // truncated
        Bytes(kMaxClientPacket + 100, 4),                               // oversized
        encode(ClientMessage{Hello{kProtocolMin, kProtocolMax, "Again", 0}}),                  // a second hello
        Bytes{static_cast<std::uint8_t>(MsgType::Chat), 3, 'a', 1, 'b'}  // a control character
    };
    for (const Bytes& bytes : junk) host.on_message(rogue, bytes);
    CHECK(wire.closed.count(rogue) == 0);  // six strikes of eight
    host.on_message(rogue, junk[1]);
    host.on_message(rogue, junk[1]);
    CHECK(wire.closed.count(rogue) == 1);
    bool told = false;
    for (const auto& [peer, bytes] : wire.queue) {
        const auto message = decode_host(bytes);
        REQUIRE(message);
        if (peer == rogue && std::holds_alternative<Goodbye>(*message))
            told = std::get<Goodbye>(*message).reason == GoodbyeReason::ProtocolAbuse;
    }
    CHECK(told);

    // The seat the rogue left is open again; a well-behaved player takes it and the match is played.
    net.run();
    CHECK_FALSE(host.under_way());
    net.join("Cy", "greedy", 4);
    net.run();
    CHECK(host.over());
    CHECK(ann.session.view()->phase == Phase::MatchOver);
    CHECK(bob.session.malformed() == 0);

    // A peer that never said hello gets nowhere either.
    const PeerId silent = net.connect_raw();
    for (int i = 0; i < 8; ++i) host.on_message(silent, encode(ClientMessage{SetReady{true}}));
    CHECK(wire.closed.count(silent) == 1);
}

TEST_CASE("out-of-turn, stale and spoofed intents are refused and the match goes on", "[net][robustness]") {
    Loopback wire;
    HostSession host(remote_table(3, 21), wire);
    Network net(host, wire);
    TestClient& a = net.join("A", "", 21);
    TestClient& b = net.join("B", "", 21);
    TestClient& c = net.join("C", "", 21);
    net.run();
    REQUIRE(host.under_way());
    std::vector<TestClient*> clients = {&a, &b, &c};
    const State& state = *host.state();
    TestClient& mover = *clients[static_cast<std::size_t>(state.to_move)];
    TestClient& other = *clients[static_cast<std::size_t>((state.to_move + 1) % 3)];
    const std::uint32_t id = state.state_id;

    auto last_refusal = [](const TestClient& client) {
        const auto refusals = events_of<IntentRefusedMsg>(client);
        return refusals.empty() ? std::optional<IntentError>{} : refusals.back().error;
    };

    other.outbox.push_back(*other.session.intent(Action::knock()));
    net.run();
    CHECK(last_refusal(other) == IntentError::NotYourTurn);

    // The other seat pretends to be the one to move.
    other.outbox.push_back(
        encode(ClientMessage{IntentMsg{*mover.session.seat(), state.round, id, Action::knock()}}));
    net.run();
    CHECK(last_refusal(other) == IntentError::SpoofedSeat);
    CHECK(host.state()->state_id == id);

    mover.outbox.push_back(encode(ClientMessage{IntentMsg{*mover.session.seat(), state.round, id + 5, Action::knock()}}));
    net.run();
    CHECK(last_refusal(mover) == IntentError::StaleState);
    const Card not_mine = *(CardSet::full_deck() - mover.session.view()->hand - mover.session.view()->pool_set()).begin();
    mover.outbox.push_back(*mover.session.intent(Action::swap(not_mine, mover.session.view()->pool[0])));
    net.run();
    CHECK(last_refusal(mover) == IntentError::CardNotInHand);
    CHECK(host.state()->state_id == id);

    mover.outbox.push_back(*mover.session.intent(Action::knock()));
    net.run();
    CHECK(host.state()->state_id == id + 1);
    // The same intent again is now stale.
    mover.outbox.push_back(encode(ClientMessage{IntentMsg{*mover.session.seat(), state.round, id, Action::knock()}}));
    net.run();
    CHECK(last_refusal(mover) == IntentError::StaleState);
    CHECK(host.state()->state_id == id + 1);
    for (TestClient* t : clients) CHECK(t->session.view()->state_id == id + 1);
}

TEST_CASE("a dropped player's seat is played by a bot until the player rejoins with its token", "[net][drop]") {
    Loopback wire;
    HostSession host(remote_table(4, 33), wire);
    Network net(host, wire);
    TestClient& a = net.join("A", "greedy", 33);
    net.join("B", "greedy", 33);
    net.join("C", "greedy", 33);
    // D plays by hand here: the match stops at D's first turn.
    TestClient& d = net.join("D", "", 33);
    net.run();
    REQUIRE(host.under_way());
    REQUIRE_FALSE(host.over());
    const Seat seat = *d.session.seat();
    const std::uint64_t token = d.session.token();
    CHECK(host.state()->to_move == seat);

    net.drop(d);
    net.run();
    REQUIRE(a.session.lobby());
    CHECK(a.session.lobby()->seats[static_cast<std::size_t>(seat)].status == SeatStatus::Dropped);
    CHECK(host.state()->state_id > 0);  // the stand-in played

    const std::uint32_t before = host.state()->state_id;
    TestClient& back = net.join("D", "", 0, token);
    net.run();
    CHECK(back.session.seat() == seat);
    REQUIRE(back.session.view());
    CHECK(back.session.view()->hand == host.state()->hands[static_cast<std::size_t>(seat)]);
    CHECK(a.session.lobby()->seats[static_cast<std::size_t>(seat)].status == SeatStatus::Connected);
    if (!host.over()) {
        CHECK(host.state()->to_move == seat);  // the table waits for the returned player again
        CHECK(host.state()->state_id >= before);
        back.kind = "greedy";
        back.outbox.push_back(*back.session.intent(Action::knock()));
        net.run();
    }
    CHECK(host.over());
    const ReplayResult replayed = replay(host.record());
    CHECK_FALSE(replayed.error);
}

TEST_CASE("with the pause policy the match waits for the dropped player", "[net][drop]") {
    Loopback wire;
    HostSession host(remote_table(3, 8, DropPolicy::Pause), wire);
    Network net(host, wire);
    TestClient& a = net.join("A", "greedy", 8);
    net.join("B", "greedy", 8);
    TestClient& c = net.join("C", "", 8);
    net.run();
    REQUIRE(host.state()->to_move == *c.session.seat());
    const std::uint64_t token = c.session.token();
    const std::uint32_t id = host.state()->state_id;
    net.drop(c);
    net.run();
    CHECK(host.paused());
    CHECK(a.session.lobby()->paused);
    CHECK(a.session.describe_status().find("paused") != std::string::npos);
    CHECK(host.state()->state_id == id);

    TestClient& back = net.join("C", "greedy", 8, token);
    net.run();
    CHECK_FALSE(host.paused());
    // The rejoined bot sees its turn in the fresh view and the match plays out.
    back.outbox.push_back(*back.session.intent(Action::knock()));
    net.run();
    CHECK(host.over());

    // The host can also switch the policy mid-match.
    Loopback wire2;
    HostSession host2(remote_table(2, 8, DropPolicy::Pause), wire2);
    Network net2(host2, wire2);
    net2.join("A", "greedy", 8);
    TestClient& z = net2.join("Z", "", 8);
    net2.run();
    net2.drop(z);
    net2.run();
    CHECK_FALSE(host2.over());
    host2.set_policy(DropPolicy::BotPlays);
    net2.run();
    CHECK(host2.over());
}

TEST_CASE("a rejoin replaces a connection the host still believes in", "[net][drop]") {
    Loopback wire;
    HostSession host(remote_table(2, 3, DropPolicy::Pause), wire);
    Network net(host, wire);
    net.join("A", "greedy", 3);
    TestClient& ghost = net.join("G", "", 3);
    net.run();
    const std::uint64_t token = ghost.session.token();
    TestClient& back = net.join("G", "greedy", 3, token);
    net.run();
    CHECK(events_of<Goodbye>(ghost).size() == 1);
    CHECK(events_of<Goodbye>(ghost)[0].reason == GoodbyeReason::Replaced);
    CHECK(back.session.seat() == ghost.session.seat());
    if (!host.over()) {
        back.outbox.push_back(*back.session.intent(Action::knock()));
        net.run();
    }
    CHECK(host.over());
}

TEST_CASE("chat reaches everyone in the lobby and at the table, and the host's quit is announced", "[net][chat]") {
    Loopback wire;
    HostConfig config = remote_table(3, 2);
    config.auto_start = false;
    config.seats[2] = SeatSetup{SeatKind::Local, "greedy", "Hosty"};
    HostSession host(config, wire);
    std::vector<ChatRelay> heard;
    host.on_chat = [&](const ChatRelay& c) { heard.push_back(c); };
    Network net(host, wire);
    TestClient& a = net.join("A", "", 2);
    TestClient& b = net.join("B", "", 2);
    net.run();
    a.outbox.push_back(*a.session.chat("hello"));
    net.run();
    REQUIRE(events_of<ChatRelay>(b).size() == 1);
    CHECK(events_of<ChatRelay>(b)[0].name == "A");
    CHECK(events_of<ChatRelay>(b)[0].text == "hello");
    CHECK(heard.size() == 1);
    CHECK_FALSE(a.session.chat(std::string(kMaxChatBytes + 1, 'x')));

    REQUIRE(host.start());
    host.chat("good luck");
    net.run();
    CHECK(events_of<ChatRelay>(a).back().from == kHostSeat);
    CHECK(host.player_names()[2] == "Hosty");
    REQUIRE(host.local_seat(2));
    CHECK(host.local_seat(2)->view());
    CHECK(host.local_seat(0) == nullptr);

    host.close();
    net.run();
    CHECK(a.session.status() == ClientStatus::Closed);
    CHECK(a.session.goodbye() == GoodbyeReason::HostQuit);
    CHECK(a.session.describe_status() == "disconnected: the host has closed the table");
}

TEST_CASE("seats kept for named players go to those players", "[net][lobby]") {
    Loopback wire;
    HostConfig config = remote_table(3, 2);
    config.seats[0].name = "Ann";
    config.seats[1].name = "Bob";
    HostSession host(config, wire);
    Network net(host, wire);
    TestClient& cy = net.join("Cy", "", 2);
    TestClient& bob = net.join("bob", "", 2);
    TestClient& dee = net.join("Dee", "", 2);
    net.run();
    CHECK(cy.session.seat() == 2);
    CHECK(bob.session.seat() == 1);
    CHECK(refusal(dee) == RefuseReason::TableFull);
    CHECK(host.lobby().seats[0].status == SeatStatus::Reserved);
    TestClient& ann = net.join("Ann", "", 2);
    net.run();
    CHECK(ann.session.seat() == 0);
    CHECK(host.under_way());
}

namespace {

// A three-seat table reopened from its save with Ann's seat kept for her token, on the session's
// own clock, which the test moves by hand through `now`.
HostConfig kept_token_table(std::chrono::steady_clock::time_point& now) {
    HostConfig config = remote_table(3, 2);
    config.auto_start = false;
    config.seats[0].name = "Ann";
    config.seats[0].token = 0xA11CE;
    now = std::chrono::steady_clock::time_point{} + std::chrono::hours(1);
    config.clock = [&now] { return now; };
    return config;
}

}  // namespace

TEST_CASE("a seat whose token a resumed match kept goes back to the client holding it, never to one asking by name "
          "alone",
          "[net][lobby][resume]") {
    Loopback wire;
    std::chrono::steady_clock::time_point now;
    HostConfig config = kept_token_table(now);
    config.seats[1].name = "Bob";  // saved before tokens were kept: Bob comes back by name
    HostSession host(config, wire);
    Network net(host, wire);

    SECTION("the token client first: someone else asking for Ann by name is refused") {
        TestClient& ann = net.join("Ann", "", 2, 0xA11CE);
        net.run();
        CHECK(ann.session.seat() == 0);
        CHECK(ann.session.token() == 0xA11CE);  // the same token as before the crash
        TestClient& impostor = net.join("ann", "", 2);
        net.run();
        CHECK(refusal(impostor) == RefuseReason::NameTaken);
        CHECK(ann.session.status() == ClientStatus::Lobby);
    }
    SECTION("while the seat waits for its token, nobody takes it by name") {
        // A version 4 client is told the seat is kept (it asks again shortly) ...
        TestClient& early = net.join("Ann", "", 2);
        net.run();
        CHECK(refusal(early) == RefuseReason::SeatKept);
        // ... a version 2 or 3 one, whose decoder cannot read that reason, that the name is taken.
        for (const std::uint16_t old_max : {std::uint16_t{2}, std::uint16_t{3}}) {
            const PeerId old = net.connect_raw();
            host.on_message(old, encode(ClientMessage{Hello{2, old_max, "Ann", 0, games::GameId::Knizia}}));
            CHECK(wire.closed.count(old) == 1);
            const auto answer = decode_host(wire.queue.back().second);
            REQUIRE(answer);
            REQUIRE(std::holds_alternative<Refused>(*answer));
            CHECK(std::get<Refused>(*answer).reason == RefuseReason::NameTaken);
        }
        now += config.kept_seat_wait - std::chrono::milliseconds(1);
        TestClient& later = net.join("ANN", "", 2);
        net.run();
        CHECK(refusal(later) == RefuseReason::SeatKept);
        CHECK(host.lobby().seats[0].status == SeatStatus::Reserved);
        TestClient& ann = net.join("Ann", "", 2, 0xA11CE);
        net.run();
        CHECK(ann.session.seat() == 0);
    }
    SECTION("after the wait, someone asking for Ann by name gets the seat; the token client takes it from them") {
        now += config.kept_seat_wait;
        TestClient& impostor = net.join("Ann", "", 2);
        net.run();
        CHECK(impostor.session.seat() == 0);  // by name, the fallback for a player who lost the token
        TestClient& ann = net.join("Ann", "", 2, 0xA11CE);
        net.run();
        CHECK(ann.session.seat() == 0);
        CHECK(ann.session.token() == 0xA11CE);
        REQUIRE(impostor.session.goodbye());
        CHECK(*impostor.session.goodbye() == GoodbyeReason::Replaced);
        CHECK(host.token_of(0) == 0xA11CE);
        // The impostor's token is worth nothing now.
        TestClient& again = net.join("Ann", "", 2, impostor.session.token());
        net.run();
        CHECK(refusal(again) == RefuseReason::UnknownToken);
    }
    // Bob's seat, without a kept token, still goes by name; and the match starts with everyone.
    TestClient& bob = net.join("Bob", "", 2);
    TestClient& cy = net.join("Cy", "", 2);
    net.run();
    CHECK(bob.session.seat() == 1);
    CHECK(cy.session.seat() == 2);
    CHECK_FALSE(host.start_blocker());
    CHECK(host.player_names() == std::vector<std::string>{"Ann", "Bob", "Cy"});
}

TEST_CASE("a name asked for while its seat waits for its token: seat kept to a version 4 peer, name taken to an older "
          "one and to a real clash, and the seat by name once the wait is over",
          "[net][lobby][resume]") {
    Loopback wire;
    std::chrono::steady_clock::time_point now;
    HostConfig config = kept_token_table(now);
    config.kept_seat_wait = std::chrono::milliseconds(1500);
    HostSession host(config, wire);
    Network net(host, wire);
    // What the host answers a hello by `name` from a peer speaking versions 2..max.
    const auto answer_to = [&](std::uint16_t max, const std::string& name) -> std::optional<RefuseReason> {
        const PeerId peer = net.connect_raw();
        host.on_message(peer, encode(ClientMessage{Hello{2, max, name, 0, games::GameId::Knizia}}));
        const auto answer = decode_host(wire.queue.back().second);
        if (!answer || !std::holds_alternative<Refused>(*answer)) return std::nullopt;
        return std::get<Refused>(*answer).reason;
    };
    TestClient& bob = net.join("Bob", "", 2);
    net.run();
    REQUIRE(bob.session.seat() == 1);

    CHECK(answer_to(4, "Ann") == RefuseReason::SeatKept);
    CHECK(answer_to(3, "Ann") == RefuseReason::NameTaken);
    CHECK(answer_to(2, "ann") == RefuseReason::NameTaken);
    // Someone else's name at the table is a clash whatever the version: told at once.
    CHECK(answer_to(4, "BOB") == RefuseReason::NameTaken);
    CHECK(host.lobby().seats[0].status == SeatStatus::Reserved);

    now += config.kept_seat_wait;
    TestClient& ann = net.join("Ann", "", 2);
    net.run();
    CHECK(ann.session.seat() == 0);
    CHECK(ann.session.token() != 0xA11CE);  // a new token: the kept one stays its holder's
    CHECK_FALSE(refusal(ann));
    // Now the name is seated: a second Ann is a clash.
    CHECK(answer_to(4, "Ann") == RefuseReason::NameTaken);
}

TEST_CASE("an online table gives a kept seat back for its token only, however long it waits", "[net][lobby][resume]") {
    Loopback wire;
    std::chrono::steady_clock::time_point now;
    HostConfig config = kept_token_table(now);
    config.tokens_only = true;
    HostSession host(config, wire);
    Network net(host, wire);
    // Long past the LAN's wait, a name alone is still not enough: online it could be anyone's.
    now += config.kept_seat_wait * 100;
    TestClient& by_name = net.join("Ann", "", 2);
    net.run();
    CHECK(refusal(by_name) == RefuseReason::SeatKept);
    CHECK(host.lobby().seats[0].status == SeatStatus::Reserved);
    TestClient& ann = net.join("Ann", "", 2, 0xA11CE);
    net.run();
    CHECK(ann.session.seat() == 0);
    CHECK(ann.session.token() == 0xA11CE);
}

TEST_CASE("someone who took a kept seat by name after the wait plays it until its token holder comes back, who then "
          "has it with the match as it stands",
          "[net][drop][resume]") {
    Loopback wire;
    HostConfig config = remote_table(3, 5);
    config.seats[0].name = "Ann";
    config.seats[0].token = 0xA11CE;
    config.seats[1].name = "Bob";
    config.seats[2].name = "Cy";
    auto now = std::chrono::steady_clock::time_point{} + std::chrono::hours(1);
    config.clock = [&now] { return now; };
    HostSession host(config, wire);
    Network net(host, wire);
    now += config.kept_seat_wait;
    TestClient& impostor = net.join("Ann", "greedy", 5);
    net.join("Bob", "greedy", 5);
    net.join("Cy", "greedy", 5);
    net.run(12);
    REQUIRE(host.under_way());
    REQUIRE_FALSE(host.over());
    const std::uint32_t before = host.state()->state_id;
    CHECK(before > 0);
    // Meanwhile the seat was the impostor's: he was sent its hand and played it.
    CHECK_FALSE(events_of<UpdateMsg>(impostor).empty());

    TestClient& ann = net.join("Ann", "greedy", 5, 0xA11CE);
    net.run();
    REQUIRE(impostor.session.goodbye());
    CHECK(*impostor.session.goodbye() == GoodbyeReason::Replaced);
    // Ann is back in her seat with her token, shown the match as it stood (nothing played twice
    // or undone), and plays it to the end.
    CHECK(ann.session.seat() == 0);
    CHECK(ann.session.token() == 0xA11CE);
    const auto updates = events_of<UpdateMsg>(ann);
    REQUIRE_FALSE(updates.empty());
    CHECK(updates.front().view.state_id >= before);
    REQUIRE(host.over());
    CHECK_FALSE(replay(host.record()).error);
}
