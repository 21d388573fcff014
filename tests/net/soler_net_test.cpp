// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO on the wire: its codec, the handshake of protocol 2 (the game named, an older
// client refused with its reason), intents refused for the wrong game or phase while the host
// goes on, and remote bots playing the match a local run plays.
#include <catch2/catch.hpp>

#include "loopback.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/playout.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;

namespace {

using SolerNetwork = NetworkT<SolerWire>;
using SolerHost = HostSessionT<SolerWire>;

template <class T>
Bytes body(const T& value, void (*write)(Writer&, const T&)) {
    Writer w;
    write(w, value);
    return w.take();
}

Bytes event_bytes(const soler::EventList& events, int players) {
    Writer w;
    SolerWire::write_events(w, events, players);
    return w.take();
}

template <class W>
std::optional<IntentRefusedMsg> last_refusal(const TestClientT<W>& c) {
    for (auto it = c.events.rbegin(); it != c.events.rend(); ++it)
        if (const auto* r = std::get_if<IntentRefusedMsg>(&*it)) return *r;
    return std::nullopt;
}

template <class W>
int refusals(const TestClientT<W>& c) {
    int n = 0;
    for (const auto& e : c.events) n += std::holds_alternative<IntentRefusedMsg>(e) ? 1 : 0;
    return n;
}

}  // namespace

TEST_CASE("Solèr's views, events and actions survive a round trip, and damaged ones are refused",
          "[net][codec][soler]") {
    int views = 0;
    for (int players = 2; players <= 5; ++players) {
        soler::Rules rules = players == 3 ? soler::target_rules(players, 20) : soler::default_rules(players);
        soler::State state = soler::new_match(rules, 300 + static_cast<std::uint64_t>(players));
        Rng rng(players);
        for (int step = 0; step < 4000 && state.phase != soler::Phase::MatchOver; ++step) {
            const soler::Move move = soler::random_move(state, rng);
            const soler::EventList events = soler::apply(state, move.seat, move.action);

            const Bytes action = body<soler::Action>(move.action, SolerWire::write_action);
            Reader ra(action);
            soler::Action back_action;
            REQUIRE(SolerWire::read_action(ra, back_action));
            REQUIRE(ra.done());
            CHECK(back_action == move.action);

            const Bytes ev = event_bytes(events, players);
            Reader re(ev);
            soler::EventList back_events;
            REQUIRE(SolerWire::read_events(re, back_events, players));
            REQUIRE(re.done());
            CHECK(event_bytes(back_events, players) == ev);

            const soler::View view = soler::view_for(state, step % players);
            const Bytes vb = body<soler::View>(view, SolerWire::write_view);
            Reader rv(vb);
            soler::View back_view;
            REQUIRE(SolerWire::read_view(rv, back_view));
            REQUIRE(rv.done());
            REQUIRE(back_view == view);
            ++views;
            if (step % 97 == 0) {
                // Every truncation of the whole update is refused.
                const Bytes whole =
                    encode(HostMessageT<SolerWire>{UpdateMsgT<SolerWire>{view, events}});
                for (std::size_t n = 0; n < whole.size(); ++n)
                    CHECK_FALSE(decode_host<SolerWire>(ByteView(whole.data(), n)));
                Bytes longer = whole;
                longer.push_back(0);
                CHECK_FALSE(decode_host<SolerWire>(longer));
                // Knizia's client does not read it as its own.
                CHECK_FALSE(decode_host<KniziaWire>(whole));
            }
        }
    }
    CHECK(views > 1000);

    // Out of range: a card of 4, a face-down play that is not the recipient's, too many groups.
    const Bytes four{static_cast<std::uint8_t>(soler::ActionKind::Play), 4};
    Reader r4(four);
    soler::Action a;
    CHECK_FALSE(SolerWire::read_action(r4, a));
    Bytes many_groups{static_cast<std::uint8_t>(soler::ActionKind::Safe), 200};
    many_groups.resize(400, 1);
    Reader rg(many_groups);
    CHECK_FALSE(SolerWire::read_action(rg, a));
    soler::View v = soler::view_for(soler::new_match(soler::default_rules(3), 1), 0);
    v.my_play = 2;  // not committed: the codec refuses to carry it
    const Bytes bad_view = body<soler::View>(v, SolerWire::write_view);
    Reader rv(bad_view);
    soler::View back;
    CHECK_FALSE(SolerWire::read_view(rv, back));
}

TEST_CASE("a protocol 1 client is told in the layout it reads that the host speaks another version",
          "[net][soler]") {
    Loopback wire;
    SolerHost host(remote_table<SolerWire>(3, 1), wire);
    const PeerId old = 7;
    host.on_connect(old);
    // Hello as protocol 1 wrote it: versions 1..1, the name, the token; no game.
    const Bytes hello{1, 1, 0, 1, 0, 3, 'O', 'l', 'd', 0, 0, 0, 0, 0, 0, 0, 0};
    host.on_message(old, hello);
    REQUIRE(wire.queue.size() == 1);
    CHECK(wire.closed.count(old) == 1);
    // Refused keeps protocol 1's layout: type, reason 1 (version mismatch), the host's range.
    const Bytes expected{65, 1, static_cast<std::uint8_t>(kProtocolMin), 0, static_cast<std::uint8_t>(kProtocolMax), 0};
    CHECK(wire.queue.front().second == expected);
    const auto refused = decode_host<SolerWire>(wire.queue.front().second);
    REQUIRE(refused);
    CHECK(std::get<Refused>(*refused).reason == RefuseReason::VersionMismatch);
    CHECK(describe(RefuseReason::VersionMismatch) == "the host speaks another protocol version");
}

TEST_CASE("a client of another game is refused, and intents of the wrong game or phase are refused while the host "
          "goes on",
          "[net][soler]") {
    Loopback wire;
    SolerHost host(remote_table<SolerWire>(3, 11), wire);
    SolerNetwork net(host, wire);

    // Knizia's client at Solèr's table: refused, saying why.
    const PeerId stranger = 99;
    host.on_connect(stranger);
    host.on_message(stranger, ClientSession("Kay").hello());
    const auto answer = decode_host<SolerWire>(wire.queue.back().second);
    REQUIRE(answer);
    REQUIRE(std::holds_alternative<Refused>(*answer));
    CHECK(std::get<Refused>(*answer).reason == RefuseReason::WrongGame);
    wire.queue.clear();

    auto& a = net.join("Ann", "medium", 11);
    auto& b = net.join("Bob", "easy", 11);
    auto& c = net.join("Cy", "", 11);  // plays by hand below
    net.run();
    REQUIRE(host.under_way());
    REQUIRE(c.session.view());
    REQUIRE(c.session.view()->phase == soler::Phase::Play);

    // A bet while cards are being played: the wrong phase.
    c.outbox.push_back(*c.session.intent(soler::Action::bet(0)));
    net.run();
    REQUIRE(last_refusal(c));
    CHECK(last_refusal(c)->error == IntentError::WrongPhase);

    // A Knizia intent: another game's.
    c.outbox.push_back(encode(ClientMessage{IntentMsg{*c.session.seat(), 0, 0, knizia::Action::knock()}}));
    net.run();
    CHECK(last_refusal(c)->error == IntentError::WrongGame);

    // A stale epoch is refused too; then the seat plays, and the match goes on to its end.
    IntentMsgT<SolerWire> stale{*c.session.seat(), c.session.view()->game, c.session.view()->epoch + 1000,
                                soler::Action::play(c.session.view()->hand.list().front())};
    c.outbox.push_back(encode(ClientMessageT<SolerWire>{stale}));
    net.run();
    CHECK(last_refusal(c)->error == IntentError::StaleState);
    CHECK(refusals(c) == 3);
    c.kind = "random";
    c.bot = SolerWire::make_bot("random", 11, *c.session.seat());
    c.outbox.push_back(*c.session.intent(c.bot->choose(*c.session.view())));
    net.run();
    REQUIRE(host.over());
    CHECK(refusals(a) == 0);
    CHECK(refusals(b) == 0);
}

TEST_CASE("remote Solèr bots play the match a local run plays, and no commit makes another seat's intent stale",
          "[net][soler]") {
    for (int players = 2; players <= 5; ++players) {
        const std::uint64_t seed = 500 + static_cast<std::uint64_t>(players);
        Loopback wire;
        auto config = remote_table<SolerWire>(players, seed);
        std::vector<std::string> kinds;
        for (int s = 0; s < players; ++s) kinds.push_back(s % 3 == 0 ? "medium" : s % 3 == 1 ? "easy" : "random");
        // One seat is a bot played at the host: one table for both.
        config.seats.back() = SeatSetup{SeatKind::Bot, kinds.back(), ""};
        SolerHost host(config, wire);
        SolerNetwork net(host, wire);
        std::vector<TestClientT<SolerWire>*> clients;
        for (int s = 0; s + 1 < players; ++s) clients.push_back(&net.join("p" + std::to_string(s), kinds[static_cast<std::size_t>(s)], seed));
        net.run();
        REQUIRE(host.over());
        for (const auto* c : clients) CHECK(refusals(*c) == 0);
        const soler::State local = soler::bot_match(soler::default_rules(players), seed, kinds);
        const soler::MatchRecord remote = host.record();
        CHECK(remote == soler::make_record(local, remote.players));
    }
}

TEST_CASE("a dropped Solèr player's seat is played by a Solèr bot and the match ends", "[net][soler]") {
    Loopback wire;
    SolerHost host(remote_table<SolerWire>(4, 77), wire);
    SolerNetwork net(host, wire);
    auto& a = net.join("Ann", "medium", 77);
    net.join("Bob", "medium", 77);
    net.join("Cy", "medium", 77);
    net.join("Dee", "medium", 77);
    // Ann leaves early in the match; her stand-in (medium) plays her seat.
    net.run(6);
    REQUIRE(host.under_way());
    net.drop(a);
    net.run();
    REQUIRE(host.over());
    CHECK(host.lobby().seats[0].status == SeatStatus::Dropped);
    CHECK(host.config().seats[0].bot == "medium");
}
