// SPDX-License-Identifier: GPL-3.0-or-later
// Zero Hero on the wire: its codec round trip and damaged bytes refused, every byte sent to each
// client over many bot matches decoded with nothing hidden from that seat in it, and remote bots
// playing the match a local run plays.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "loopback.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/playout.hpp"
#include "../scaled.hpp"

using namespace zero;
using namespace zero::net;
using namespace zero::net::testing;

namespace {

using HeroNetwork = NetworkT<HeroWire>;
using HeroHost = HostSessionT<HeroWire>;

template <class T>
Bytes body(const T& value, void (*write)(Writer&, const T&)) {
    Writer w;
    write(w, value);
    return w.take();
}

Bytes event_bytes(const hero::EventList& events, int players) {
    Writer w;
    HeroWire::write_events(w, events, players);
    return w.take();
}

template <class W>
std::optional<IntentRefusedMsg> hero_refusal(const TestClientT<W>& c) {
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

// Checks every packet the host sends: it decodes and re-encodes to the same bytes, a view is
// exactly view_for(state, recipient) (so no byte of it says more than the recipient may know),
// and no event names a face-down card before its game's end.
struct HeroLeakChecker {
    const HeroHost* host = nullptr;
    std::map<PeerId, Seat> seats;
    long long updates = 0;
    long long bytes = 0;
    std::vector<std::string> failures;

    void fail(const std::string& why) {
        if (failures.size() < 10) failures.push_back(why);
    }

    void operator()(PeerId peer, const Bytes& packet) {
        bytes += static_cast<long long>(packet.size());
        std::optional<HostMessageT<HeroWire>> message = decode_host<HeroWire>(packet);
        if (!message) return fail("a packet to peer " + std::to_string(peer) + " does not decode");
        if (encode(*message) != packet) return fail("a packet does not re-encode to the same bytes");
        if (const auto* welcome = std::get_if<Welcome>(&*message)) seats[peer] = welcome->seat;
        const auto* update = std::get_if<UpdateMsgT<HeroWire>>(&*message);
        if (!update) return;
        ++updates;
        const hero::State* state = host->state();
        if (state == nullptr) return fail("an update before the match started");
        const Seat seat = seats.at(peer);
        const hero::View& v = update->view;
        if (v != hero::view_for(*state, seat)) return fail("a view that is not view_for(state, recipient)");
        // The view's only face-down cards are the recipient's own.
        if (v.my_face_down != state->face_down[static_cast<std::size_t>(seat)])
            return fail("face-down cards that are not the recipient's");
        // A +1 card names no card; face-down cards are named only in GameEnded, once they join
        // the rows, and the pile's order never appears.
        for (const hero::Event& e : update->events) {
            if (const auto* acted = std::get_if<hero::SymbolActed>(&e)) {
                if (acted->card.symbol() == hero::Symbol::Card && acted->seat != seat && acted->gained > 1)
                    fail("a +1 card that says more than that a card was drawn");
            } else if (const auto* ended = std::get_if<hero::GameEnded>(&e)) {
                const auto game = static_cast<std::size_t>(ended->game);
                if (game >= state->log.size() || !state->log[game].finished)
                    fail("face-down cards revealed before their game's end");
            }
        }
    }
};

}  // namespace

TEST_CASE("Zero Hero's views, events and actions survive a round trip, and damaged ones are refused",
          "[net][codec][hero]") {
    int views = 0;
    for (int players = 2; players <= 5; ++players) {
        hero::State state = hero::new_match(hero::Rules{players, 2}, 300 + static_cast<std::uint64_t>(players));
        Rng rng(static_cast<std::uint64_t>(players));
        for (int step = 0; step < 4000 && state.phase != hero::Phase::MatchOver; ++step) {
            const hero::Move move = hero::random_move(state, rng);
            const hero::EventList events = hero::apply(state, move.seat, move.action);

            const Bytes action = body<hero::Action>(move.action, HeroWire::write_action);
            Reader ra(action);
            hero::Action back_action;
            REQUIRE(HeroWire::read_action(ra, back_action));
            REQUIRE(ra.done());
            CHECK(back_action == move.action);

            const Bytes ev = event_bytes(events, players);
            Reader re(ev);
            hero::EventList back_events;
            REQUIRE(HeroWire::read_events(re, back_events, players));
            REQUIRE(re.done());
            CHECK(event_bytes(back_events, players) == ev);

            const hero::View view = hero::view_for(state, step % players);
            const Bytes vb = body<hero::View>(view, HeroWire::write_view);
            Reader rv(vb);
            hero::View back_view;
            REQUIRE(HeroWire::read_view(rv, back_view));
            REQUIRE(rv.done());
            REQUIRE(back_view == view);
            ++views;
            if (step % 97 == 0) {
                // Every truncation of the whole update is refused, and so is a byte more.
                const Bytes whole = encode(HostMessageT<HeroWire>{UpdateMsgT<HeroWire>{view, events}});
                for (std::size_t n = 0; n < whole.size(); ++n)
                    CHECK_FALSE(decode_host<HeroWire>(ByteView(whole.data(), n)));
                Bytes longer = whole;
                longer.push_back(0);
                CHECK_FALSE(decode_host<HeroWire>(longer));
                // The other games' clients do not read it as their own.
                CHECK_FALSE(decode_host<KniziaWire>(whole));
                CHECK_FALSE(decode_host<SolerWire>(whole));
            }
        }
    }
    CHECK(views > 400);

    hero::Action a;
    for (const Bytes& bad : {Bytes{0, 4, 1}, Bytes{0, 0, 3}, Bytes{0, 0, 0}, Bytes{1, 9}, Bytes{2, 0, 49, 1},
                             Bytes{2, 2, 0, 1}, Bytes{2, 0, 0, 5}, Bytes{3}}) {
        Reader r(bad);
        CHECK_FALSE(HeroWire::read_action(r, a));
    }
    // A view showing more of a kind than the deck holds: another seat's collection holding the
    // recipient's face-down card too.
    hero::State s = hero::new_match(hero::default_rules(3), 1);
    const hero::Card secret = s.face_down[0].list().front();
    s.collections[1].add(secret);
    if (hero::copies(secret) == 1) {
        const Bytes bad_view = body<hero::View>(hero::view_for(s, 0), HeroWire::write_view);
        Reader rv(bad_view);
        hero::View back;
        CHECK_FALSE(HeroWire::read_view(rv, back));
    }
    // Face-down cards that are not as many as the view says the seat holds.
    hero::View v = hero::view_for(hero::new_match(hero::default_rules(3), 2), 0);
    v.face_down_counts[0] = 2;
    const Bytes wrong_count = body<hero::View>(v, HeroWire::write_view);
    Reader rc(wrong_count);
    hero::View back;
    CHECK_FALSE(HeroWire::read_view(rc, back));
}

TEST_CASE("no face-down card of another seat and nothing of the pile reaches a Zero Hero client over 1,000 bot matches",
          "[net][leak][hero]") {
    const char* kinds[] = {"medium", "easy", "random"};
    long long updates = 0;
    int finished = 0;
    for (int match = 0; match < zero::test::scaled(1000); ++match) {
        const int players = 2 + match % 4;
        const std::uint64_t seed = 9500 + static_cast<std::uint64_t>(match);
        auto config = remote_table<HeroWire>(players, seed);
        config.rules.games = match % 10 == 0 ? 2 : 1;
        for (int s = 0; s < players; ++s) {
            if (match % 2 == 1 && s % 3 == 2) config.seats[static_cast<std::size_t>(s)].kind = SeatKind::Bot;
            config.seats[static_cast<std::size_t>(s)].bot = kinds[(match + s) % 3];
        }
        Loopback wire;
        HeroHost host(config, wire);
        HeroLeakChecker checker;
        checker.host = &host;
        wire.on_send = std::ref(checker);
        HeroNetwork net(host, wire);
        for (int s = 0; s < players; ++s)
            if (config.seats[static_cast<std::size_t>(s)].kind == SeatKind::Remote)
                net.join("player " + std::to_string(s), kinds[(match + s) % 3], seed);
        net.run();
        INFO("match " << match << " seed " << seed);
        REQUIRE(host.over());
        INFO((checker.failures.empty() ? std::string() : checker.failures.front()));
        REQUIRE(checker.failures.empty());
        updates += checker.updates;
        ++finished;
    }
    CHECK(finished == zero::test::scaled(1000));
    CHECK(updates > zero::test::scaled(10'000));
}

TEST_CASE("remote Zero Hero bots (four at five seats, beside one played at the host) play the match a local run plays",
          "[net][hero]") {
    for (int players = 2; players <= 5; ++players) {
        const std::uint64_t seed = 700 + static_cast<std::uint64_t>(players);
        Loopback wire;
        auto config = remote_table<HeroWire>(players, seed);
        config.rules.games = 2;
        std::vector<std::string> kinds;
        for (int s = 0; s < players; ++s) kinds.push_back(s % 3 == 0 ? "medium" : s % 3 == 1 ? "easy" : "random");
        if (players == 5) config.seats.back() = SeatSetup{SeatKind::Bot, kinds.back(), ""};  // one played at the host
        HeroHost host(config, wire);
        HeroNetwork net(host, wire);
        std::vector<TestClientT<HeroWire>*> clients;
        for (int s = 0; s < players; ++s)
            if (config.seats[static_cast<std::size_t>(s)].kind == SeatKind::Remote)
                clients.push_back(&net.join("p" + std::to_string(s), kinds[static_cast<std::size_t>(s)], seed));
        net.run();
        REQUIRE(host.over());
        for (const auto* c : clients) CHECK(refusals(*c) == 0);
        const hero::State local = hero::bot_match(hero::Rules{players, 2}, seed, kinds);
        const hero::MatchRecord remote = host.record();
        CHECK(remote == hero::make_record(local, remote.players));
    }
}

TEST_CASE("each refusal of Zero Hero's rules has a code of its own on the wire, which survives a round trip",
          "[net][codec][hero]") {
    using hero::MoveError;
    const MoveError own[] = {MoveError::AwaitingDeal, MoveError::SwapPending,  MoveError::SwapNotDue,
                             MoveError::InvalidSlot,  MoveError::EmptyPile,    MoveError::InvalidCount,
                             MoveError::PileUnderFive, MoveError::CannotAfford, MoveError::NoPair,
                             MoveError::InvalidOtherSeat};
    std::set<IntentError> codes;
    for (const MoveError error : own) {
        const IntentError code = HeroWire::intent_error(error);
        INFO(hero::describe(error));
        CHECK(codes.insert(code).second);  // no two share a code
        // None of them is a code another game uses, nor the catch-all "not what the table waits for".
        CHECK(static_cast<int>(code) >= 15);
        CHECK(static_cast<int>(code) < 32);
        CHECK(describe(code) != "refused");
        const Bytes bytes = encode(HostMessageT<HeroWire>{IntentRefusedMsg{code, 77}});
        const auto back = decode_host<HeroWire>(bytes);
        REQUIRE(back);
        CHECK(std::get<IntentRefusedMsg>(*back) == IntentRefusedMsg{code, 77});
    }
    // The refusals every game has keep their shared codes.
    CHECK(HeroWire::intent_error(MoveError::StaleEpoch) == IntentError::StaleState);
    CHECK(HeroWire::intent_error(MoveError::NotYourTurn) == IntentError::NotYourTurn);
    CHECK(HeroWire::intent_error(MoveError::CardNotInCollection) == IntentError::CardNotInHand);
    CHECK(HeroWire::intent_error(MoveError::MatchOver) == IntentError::MatchOver);
}

TEST_CASE("the host refuses a Zero Hero intent with the rules' own reason: 2 from a small pile, a pair not afforded, "
          "a swap not due", "[net][hero]") {
    Loopback wire;
    HeroHost host(remote_table<HeroWire>(3, 31), wire);
    HeroNetwork net(host, wire);
    net.join("Ann", "medium", 31);
    net.join("Bob", "medium", 31);
    auto& c = net.join("Cy", "", 31);  // plays by hand below
    net.run();
    REQUIRE(host.under_way());
    REQUIRE(c.session.view());
    REQUIRE(c.session.view()->may_act());  // the bots have played up to Cy's turn
    const hero::View view = *c.session.view();
    REQUIRE(view.phase == hero::Phase::Turn);

    // Every take, purchase and swap the rules refuse now: the host's reason is what the rules say,
    // in Zero Hero's own code.
    std::vector<hero::Action> tries;
    for (int slot = 0; slot < hero::kSlots; ++slot) {
        tries.push_back(hero::Action::take(slot, 1));
        tries.push_back(hero::Action::take(slot, 2));
        tries.push_back(hero::Action::buy(slot));
    }
    tries.push_back(hero::Action::give(hero::Card{0}, static_cast<Seat>((view.seat + 1) % 3)));
    std::set<IntentError> seen;
    int sent = 0;
    for (const hero::Action& action : tries) {
        const hero::MoveError why = HeroWire::check(*host.state(), view.seat, action, view.game, view.epoch);
        if (why == hero::MoveError::None) continue;
        c.outbox.push_back(*c.session.intent(action));
        net.run();
        ++sent;
        REQUIRE(hero_refusal(c));
        CHECK(hero_refusal(c)->error == HeroWire::intent_error(why));
        CHECK(hero_refusal(c)->error != IntentError::WrongPhase);
        seen.insert(hero_refusal(c)->error);
    }
    CHECK(refusals(c) == sent);
    CHECK(seen.count(IntentError::SwapNotDue) == 1);
    CHECK(seen.count(IntentError::PileUnderFive) + seen.count(IntentError::EmptyPile) > 0);
    CHECK(host.state()->phase == hero::Phase::Turn);  // refused moves change nothing
}
