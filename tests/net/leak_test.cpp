// SPDX-License-Identifier: GPL-3.0-or-later
// Every byte the host sends to each client over 1,000 bot matches is decoded, and no hidden card
// of another seat (one that seat holds and that has not lain face up in the pool this round)
// appears in it before that round's end.
#include <catch2/catch.hpp>

#include "loopback.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/soler/bots/bots.hpp"
#include "../scaled.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net;
using namespace zero::net::testing;

namespace {

// Cards of `other` that are hidden in round `round` at the moment `state` describes.
CardSet hidden_cards(const State& state, int round, Seat other) {
    const RoundLog& log = state.log.at(static_cast<std::size_t>(round));
    CardSet hidden = log.dealt[static_cast<std::size_t>(other)];
    for (const Move& m : log.moves)
        if (m.action.is_swap()) hidden.erase(m.action.give);
    return hidden;
}

struct LeakChecker {
    const HostSession* host = nullptr;
    std::map<PeerId, Seat> seats;
    long long messages = 0;
    long long updates = 0;
    long long bytes = 0;
    std::vector<std::string> failures;

    void fail(const std::string& why) {
        if (failures.size() < 10) failures.push_back(why);
    }

    void check_cards(CardSet cards, Seat recipient, int round, const State& state, const char* where) {
        for (Seat other = 0; other < state.players(); ++other) {
            if (other == recipient) continue;
            const CardSet leaked = cards & hidden_cards(state, round, other);
            if (!leaked.empty())
                fail(std::string(where) + ": seat " + std::to_string(recipient) + " was sent " + to_string(leaked) +
                     " hidden in seat " + std::to_string(other) + "'s hand in round " + std::to_string(round));
        }
    }

    void operator()(PeerId peer, const Bytes& packet) {
        ++messages;
        bytes += static_cast<long long>(packet.size());
        std::optional<HostMessage> message = decode_host(packet);
        if (!message) return fail("a packet to peer " + std::to_string(peer) + " does not decode");
        if (encode(*message) != packet) return fail("a packet does not re-encode to the same bytes");
        if (const auto* welcome = std::get_if<Welcome>(&*message)) seats[peer] = welcome->seat;
        const auto* update = std::get_if<UpdateMsg>(&*message);
        if (!update) return;
        ++updates;
        const State* state = host->state();
        if (state == nullptr) return fail("an update before the match started");
        if (seats.count(peer) == 0) return fail("an update to a peer without a seat");
        const Seat seat = seats[peer];
        const View& v = update->view;
        if (v.seat != seat) return fail("seat " + std::to_string(seat) + " was sent seat " + std::to_string(v.seat) + "'s view");
        if (v.round != state->round) return fail("a view of another round");
        if (v.hand != state->hands[static_cast<std::size_t>(seat)]) return fail("a hand that is not the recipient's");

        CardSet current = v.pool_set();
        for (const Move& m : v.history)
            if (m.action.is_swap()) current |= CardSet{m.action.give, m.action.take};
        for (Seat s = 0; s < v.players(); ++s) current |= v.known[static_cast<std::size_t>(s)];
        check_cards(current, seat, v.round, *state, "view");

        const int finished_rounds = static_cast<int>(
            std::count_if(state->log.begin(), state->log.end(), [](const RoundLog& l) { return l.finished; }));
        if (static_cast<int>(v.finished.size()) > finished_rounds) fail("hands revealed for a round still going");

        // Events belong to the round the view is in, or to the one before its RoundStarted.
        int context = v.round;
        std::vector<int> rounds(update->events.size());
        for (std::size_t i = update->events.size(); i-- > 0;) {
            rounds[i] = context;
            if (const auto* started = std::get_if<RoundStarted>(&update->events[i])) context = started->round - 1;
        }
        for (std::size_t i = 0; i < update->events.size(); ++i) {
            const Event& e = update->events[i];
            if (const auto* swap = std::get_if<CardSwapped>(&e)) {
                if (rounds[i] < 0) fail("a swap before the first round");
                else check_cards(CardSet{swap->give, swap->take}, seat, rounds[i], *state, "swap event");
            } else if (const auto* scored = std::get_if<RoundScored>(&e)) {
                if (!state->log.at(static_cast<std::size_t>(scored->round)).finished)
                    fail("a round's hands revealed before its end");
            }
        }
    }
};

}  // namespace

TEST_CASE("no hidden card of another seat reaches a client over 1,000 bot matches", "[net][leak]") {
    const char* kinds[] = {"greedy", "random"};
    long long total_messages = 0;
    long long total_updates = 0;
    int finished = 0;
    for (int match = 0; match < zero::test::scaled(1000); ++match) {
        const int players = 2 + match % 4;
        const std::uint64_t seed = 7000 + static_cast<std::uint64_t>(match);
        HostConfig config = remote_table(players, seed);
        // Every third seat of every other match is a host-side bot; the rest are remote bots.
        for (int s = 0; s < players; ++s) {
            if (match % 2 == 1 && s % 3 == 2) config.seats[static_cast<std::size_t>(s)].kind = SeatKind::Bot;
            config.seats[static_cast<std::size_t>(s)].bot = kinds[(match + s) % 2];
        }
        if (match % 5 == 0) config.rules.pool_size = players == 2 ? 9 : 7;
        Loopback wire;
        HostSession host(config, wire);
        LeakChecker checker;
        checker.host = &host;
        wire.on_send = std::ref(checker);
        Network net(host, wire);
        for (int s = 0; s < players; ++s)
            if (config.seats[static_cast<std::size_t>(s)].kind == SeatKind::Remote)
                net.join("player " + std::to_string(s), kinds[(match + s) % 2], seed);
        net.run();
        REQUIRE(host.over());
        INFO("match " << match << " seed " << seed);
        REQUIRE(checker.failures.empty());
        total_messages += checker.messages;
        total_updates += checker.updates;
        ++finished;
    }
    CHECK(finished == zero::test::scaled(1000));
    CHECK(total_updates > zero::test::scaled(10'000));
    CHECK(total_messages > total_updates);
}

TEST_CASE("a match of remote bots gives the same record as the same bots played locally", "[net]") {
    for (int players = 2; players <= 5; ++players) {
        const std::uint64_t seed = 99 + static_cast<std::uint64_t>(players);
        Loopback wire;
        HostSession host(remote_table(players, seed), wire);
        Network net(host, wire);
        std::vector<std::string> kinds;
        for (int s = 0; s < players; ++s) {
            kinds.push_back(s % 2 == 0 ? "greedy" : "random");
            net.join("p" + std::to_string(s), kinds.back(), seed);
        }
        net.run();
        REQUIRE(host.over());
        // Seats go to players in the order they joined.
        const State local = play_bot_match(default_rules(players), seed, kinds);
        const MatchRecord remote_record = host.record();
        MatchRecord local_record = make_record(local, remote_record.players);
        CHECK(remote_record.rounds.size() == local_record.rounds.size());
        CHECK(remote_record.totals == local_record.totals);
        for (std::size_t r = 0; r < local_record.rounds.size(); ++r)
            CHECK(remote_record.rounds[r].actions == local_record.rounds[r].actions);
    }
}

namespace {

// What every seat has seen of another seat's hand in this game: the cards it took from revealed
// tricks (a lone 0 or an exact bet) and the zeros it took back. A view may claim to know no
// more of another hand than that.
struct SolerLeakChecker {
    const HostSessionT<SolerWire>* host = nullptr;
    std::map<PeerId, Seat> seats;
    soler::CardsArray taken{};
    std::uint32_t noted = UINT32_MAX;  // the state id whose events `taken` holds
    long long updates = 0;
    std::vector<std::string> failures;

    void fail(const std::string& why) {
        if (failures.size() < 10) failures.push_back(why);
    }

    // What became public, from the events every seat is sent (once per action).
    void note(const soler::EventList& events) {
        for (const soler::Event& e : events) {
            if (std::holds_alternative<soler::GameStarted>(e)) taken = {};
            if (const auto* r = std::get_if<soler::TrickRevealed>(&e)) {
                for (int s = 0; s < soler::kMaxPlayers; ++s) {
                    const auto i = static_cast<std::size_t>(s);
                    if (r->taker >= 0) taken[static_cast<std::size_t>(r->taker)].add(r->plays[i]);
                    else if (has_seat(r->zeros_back, s)) taken[i].add(0);
                }
            }
        }
    }

    void operator()(PeerId peer, const Bytes& packet) {
        std::optional<HostMessageT<SolerWire>> message = decode_host<SolerWire>(packet);
        if (!message) return fail("a packet to peer " + std::to_string(peer) + " does not decode");
        if (encode(*message) != packet) return fail("a packet does not re-encode to the same bytes");
        if (const auto* welcome = std::get_if<Welcome>(&*message)) seats[peer] = welcome->seat;
        const auto* update = std::get_if<UpdateMsgT<SolerWire>>(&*message);
        if (!update) return;
        ++updates;
        const soler::State* state = host->state();
        if (state == nullptr) return fail("an update before the match started");
        if (state->state_id != noted) {
            noted = state->state_id;
            note(update->events);
        }
        const Seat seat = seats.at(peer);
        const soler::View& v = update->view;
        if (v.seat != seat) return fail("seat " + std::to_string(seat) + " was sent another seat's view");
        // Every byte is explained by the decoded view, and the view is the recipient's own.
        if (v != soler::view_for(*state, seat)) return fail("a view that is not view_for(state, recipient)");
        if (v.hand != state->hands[static_cast<std::size_t>(seat)]) return fail("a hand that is not the recipient's");
        if (v.my_play && !has_seat(state->committed, seat)) return fail("a face-down play before the seat played");
        for (Seat other = 0; other < v.players(); ++other) {
            if (other == seat) continue;
            const auto o = static_cast<std::size_t>(other);
            if (!taken[o].contains(v.known[o]))
                fail("seat " + std::to_string(seat) + " was told " + soler::to_string(v.known[o]) + " of seat " +
                     std::to_string(other) + "'s hand, more than was revealed");
        }
        // Events carry no face-down card (CardCommitted names the seat only); the one event with
        // plays is the reveal of the trick the host has just settled (unless a new game has begun
        // since, in the same update, and cleared it).
        const soler::TrickRevealed* revealed = nullptr;
        for (const soler::Event& e : update->events) {
            if (const auto* r = std::get_if<soler::TrickRevealed>(&e)) revealed = r;
            if (std::holds_alternative<soler::GameStarted>(e)) revealed = nullptr;
        }
        if (revealed && revealed->plays != state->last.plays) fail("a trick's plays sent other than at its reveal");
    }
};

}  // namespace

TEST_CASE("no hand card of another seat and no unrevealed play reaches a Solèr client over 1,000 bot matches",
          "[net][leak][soler]") {
    const char* kinds[] = {"medium", "easy", "random"};
    long long updates = 0;
    int finished = 0;
    for (int match = 0; match < zero::test::scaled(1000); ++match) {
        const int players = 2 + match % 4;
        const std::uint64_t seed = 9000 + static_cast<std::uint64_t>(match);
        auto config = remote_table<SolerWire>(players, seed);
        // One game a match keeps 1,000 matches quick; every tenth plays two, every 50th to 10 points.
        config.rules.games = match % 10 == 0 ? 2 : 1;
        if (match % 50 == 7) config.rules = soler::target_rules(players, 10);
        for (int s = 0; s < players; ++s) {
            if (match % 2 == 1 && s % 3 == 2) config.seats[static_cast<std::size_t>(s)].kind = SeatKind::Bot;
            config.seats[static_cast<std::size_t>(s)].bot = kinds[(match + s) % 3];
        }
        Loopback wire;
        HostSessionT<SolerWire> host(config, wire);
        SolerLeakChecker checker;
        checker.host = &host;
        wire.on_send = std::ref(checker);
        NetworkT<SolerWire> net(host, wire);
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
