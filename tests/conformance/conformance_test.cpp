// SPDX-License-Identifier: GPL-3.0-or-later
// The same checks over every registered game (the list is generated from the build's games: see
// cmake/games.cmake), the test build's own High Card included.
#include <catch2/catch.hpp>

#include "../net/loopback.hpp"
#include "conformance.hpp"
#include "conformance_games.hpp"  // generated: zero::conformance::Games, a tuple of every game's traits
#include "zero/history/history_module.hpp"
#include "zero/saves/any_record.hpp"
#include "zero/saves/saves_module.hpp"

using namespace zero;
using namespace zero::conformance;

namespace {

constexpr int kMatches = 40;
// Each check of a whole record or save replays the match so far: a few stages a match, drawn at
// random, and its end.
constexpr int kStagesChecked = 3;
constexpr int kMatchesReplayed = 12;

template <class C>
int random_players(Rng& rng) {
    return C::kMinPlayers + static_cast<int>(rng.below(static_cast<std::uint32_t>(C::kMaxPlayers - C::kMinPlayers + 1)));
}

// Plays a uniformly random legal action of a random seat to act; returns it and what it caused.
template <class C>
std::pair<typename C::Game::Action, typename C::Game::EventList> play_random(StateOf<C>& s, Rng& rng) {
    using G = typename C::Game;
    const Seat seat = random_actor<C>(s, rng);
    const auto legal = C::legal(s, seat);
    REQUIRE_FALSE(legal.empty());
    const auto action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
    const auto before = G::state_id(s);
    auto result = G::try_apply(s, typename G::Intent{seat, action, std::nullopt, std::nullopt});
    REQUIRE(result.ok());
    REQUIRE(G::state_id(s) != before);
    return {action, std::move(result.events)};
}

// Random matches, each checked by `check(state, names)` at a few stages drawn at random and at
// its end (each check replays the match so far, so not at every action).
template <class C, class Check>
void at_stages(Rng& rng, Check check) {
    using G = typename C::Game;
    for (int match = 0; match < kMatchesReplayed; ++match) {
        auto s = C::new_match(random_players<C>(rng), rng.next());
        const auto who = names<C>(G::players(s));
        int checks = 0;
        while (!G::over(s)) {
            if (checks < kStagesChecked && rng.below(16) == 0) {
                ++checks;
                check(s, who);
            }
            play_random<C>(s, rng);
        }
        check(s, who);
    }
}

}  // namespace

TEMPLATE_LIST_TEST_CASE("Conformance: random playouts are legal throughout and end", "[conformance]", Games) {
    using C = TestType;
    INFO("game " << C::kKey);
    using G = typename C::Game;
    Rng rng(20261127);
    for (int match = 0; match < kMatches; ++match) {
        auto s = C::new_match(random_players<C>(rng), rng.next());
        int actions = 0;
        while (!G::over(s)) {
            REQUIRE(G::to_act(s) != 0);
            for (Seat other = 0; other < G::players(s); ++other)
                if (!has_seat(G::to_act(s), other)) REQUIRE(C::legal(s, other).empty());
            play_random<C>(s, rng);
            REQUIRE(++actions < 200'000);
        }
        REQUIRE(G::to_act(s) == 0);
        for (Seat seat = 0; seat < G::players(s); ++seat) REQUIRE(C::legal(s, seat).empty());
    }
}

TEMPLATE_LIST_TEST_CASE("Conformance: no seat's view carries another seat's hidden card", "[conformance]", Games) {
    using C = TestType;
    using G = typename C::Game;
    INFO("game " << C::kKey);
    Rng rng(20261128);
    for (int match = 0; match < kMatches; ++match) {
        auto s = C::new_match(random_players<C>(rng), rng.next());
        while (!G::over(s)) {
            if (rng.below(4) == 0)
                for (Seat viewer = 0; viewer < G::players(s); ++viewer) REQUIRE(C::view_hides(s, viewer, rng));
            play_random<C>(s, rng);
        }
    }
}

TEMPLATE_LIST_TEST_CASE("Conformance: views, actions and events round-trip through the wire", "[conformance]", Games) {
    using C = TestType;
    using G = typename C::Game;
    using W = typename C::Wire;
    INFO("game " << C::kKey);
    Rng rng(20261129);
    for (int match = 0; match < kMatches; ++match) {
        auto s = C::new_match(random_players<C>(rng), rng.next());
        const int players = G::players(s);
        const auto write_events = [&](net::Writer& w, const typename G::EventList& e) { W::write_events(w, e, players); };
        const auto read_events = [&](net::Reader& r, typename G::EventList& e) { return W::read_events(r, e, players); };
        while (!G::over(s)) {
            for (Seat viewer = 0; viewer < players; ++viewer)
                REQUIRE(round_trips(G::view_for(s, viewer), W::write_view, W::read_view));
            const auto [action, events] = play_random<C>(s, rng);
            REQUIRE(round_trips(action, W::write_action, W::read_action));
            REQUIRE(round_trips(events, write_events, read_events));
        }
        for (Seat viewer = 0; viewer < players; ++viewer)
            REQUIRE(round_trips(G::view_for(s, viewer), W::write_view, W::read_view));
    }
}

TEMPLATE_LIST_TEST_CASE("Conformance: a record round-trips through JSON and replays to the same match, at every stage",
                        "[conformance]", Games) {
    using C = TestType;
    INFO("game " << C::kKey);
    Rng rng(20261130);
    at_stages<C>(rng, [](const StateOf<C>& s, const std::vector<std::string>& who) {
        const std::string json = C::record_json(C::record(s, who));
        const auto parsed = C::record_from_json(json);
        REQUIRE(parsed.has_value());
        REQUIRE(C::record_json(*parsed) == json);
        const auto replayed = C::replay(*parsed);
        REQUIRE(replayed.has_value());
        REQUIRE(same_match<C>(*replayed, s));
    });
}

// Through the seam, as the Resume list, `zero-cli replay` and the match history reach a game: its
// saves module reads the record as the game's own, and its history module replays it.
TEMPLATE_LIST_TEST_CASE("Conformance: the registries read a record as its game's own and the history replays it",
                        "[conformance]", Games) {
    using C = TestType;
    INFO("game " << C::kKey);
    const games::GameInfo* info = games::find_game(C::kKey);
    REQUIRE(info != nullptr);
    REQUIRE(find_saves_module(info->id) != nullptr);
    const history::HistoryModule* history = history::find_history_module(info->id);
    REQUIRE(history != nullptr);
    Rng rng(20261202);
    at_stages<C>(rng, [&](const StateOf<C>& s, const std::vector<std::string>& who) {
        const std::string json = C::record_json(C::record(s, who));
        const AnyRecordParse parsed = any_record_from_json(json);
        REQUIRE(parsed.error.empty());
        REQUIRE(parsed.record);
        CHECK(parsed.record->game() == info->id);
        CHECK(parsed.record->players() == who);
        const auto* record = parsed.record->template get_if<typename C::Record>();
        REQUIRE(record != nullptr);
        REQUIRE(C::record_json(*record) == json);
        history::MatchFacts facts;
        REQUIRE(history->facts(*parsed.record, facts).empty());
        CHECK(facts.players == who);
    });
}

TEMPLATE_LIST_TEST_CASE("Conformance: save then restore gives the same match, at every stage", "[conformance]", Games) {
    using C = TestType;
    INFO("game " << C::kKey);
    Rng rng(20261201);
    at_stages<C>(rng, [](const StateOf<C>& s, const std::vector<std::string>& who) {
        std::vector<SavedSeat> seats;
        for (const std::string& name : who) seats.push_back(SavedSeat::human(name));
        const auto restored = C::save_round_trip(s, seats);
        REQUIRE(restored.has_value());
        REQUIRE(same_match<C>(*restored, s));
    });
}

TEMPLATE_LIST_TEST_CASE("Conformance: remote bots over the loopback play the match a local table plays", "[conformance]",
                        Games) {
    using C = TestType;
    INFO("game " << C::kKey);
    if constexpr (requires { typename C::LanWire; }) {
        using W = typename C::LanWire;
        for (int players = C::kMinPlayers; players <= C::kMaxPlayers; ++players) {
            const std::uint64_t seed = 3600 + static_cast<std::uint64_t>(players);
            net::testing::Loopback wire;
            auto config = net::testing::remote_table<W>(players, seed);
            config.rules = C::rules(players);
            net::HostSessionT<W> host(config, wire);
            net::testing::NetworkT<W> lan(host, wire);
            const std::vector<std::string> kinds(static_cast<std::size_t>(players), "random");
            for (Seat seat = 0; seat < players; ++seat) lan.join("p" + std::to_string(seat), "random", seed);
            lan.run();
            REQUIRE(host.over());
            const auto remote = host.record();
            REQUIRE(C::record_json(remote) == C::record_json(C::record(C::bot_match(config.rules, seed, kinds), remote.players)));
        }
    } else {
        WARN(C::kKey << " has no LAN wire yet");
    }
}
