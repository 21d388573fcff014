// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero on the wire: its codec (net/src/game_codec.cpp) and the module the LAN host and
// client are instantiated with (see soler_wire.hpp for the other game). A module names the game's
// types, its table module, how an intent names the stage it answers, and the game's own bytes.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/knizia/game_id.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/knizia/record.hpp"
#include "zero/knizia/table.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

enum class IntentError : std::uint8_t;

// An action as two card bytes (0xFF 0xFF for a knock).
void write_action(Writer& w, const knizia::Action& action);
bool read_action(Reader& r, knizia::Action& action);
// The view and events alone (the body of an Update), for tests and the benchmark.
void write_view(Writer& w, const knizia::View& view);
bool read_view(Reader& r, knizia::View& view);
void write_events(Writer& w, const knizia::EventList& events, int players);
bool read_events(Reader& r, knizia::EventList& events, int players);
IntentError intent_error(knizia::MoveError error);

struct KniziaWire {
    static constexpr games::GameId id = knizia::kKniziaGame;
    using TableGame = knizia::KniziaTableGame;
    using Rules = zero::knizia::Rules;
    using State = zero::knizia::State;
    using Action = zero::knizia::Action;
    using View = zero::knizia::View;
    using EventList = zero::knizia::EventList;
    using MoveError = zero::knizia::MoveError;
    using Bot = zero::knizia::Bot;
    using Record = zero::knizia::MatchRecord;
    static constexpr std::string_view kDefaultStandIn = "greedy";

    static knizia::Rules default_rules(int players) { return zero::knizia::default_rules(players); }
    static std::string rules_error(const knizia::Rules& rules) { return zero::knizia::rules_error(rules); }
    static int players(const knizia::Rules& rules) { return rules.players; }
    // The catalogue's options in its order: rounds, pool.
    static std::vector<int> options(const knizia::Rules& rules) { return {rules.rounds, rules.pool_size}; }
    // Lobby: u8 players, u8 pool_size, u8 rounds (as protocol 1 had them).
    static void write_rules(Writer& w, const knizia::Rules& rules);
    static bool read_rules(Reader& r, knizia::Rules& rules);

    static void write_action(Writer& w, const knizia::Action& a) { net::write_action(w, a); }
    static bool read_action(Reader& r, knizia::Action& a) { return net::read_action(r, a); }
    static void write_view(Writer& w, const knizia::View& v) { net::write_view(w, v); }
    static bool read_view(Reader& r, knizia::View& v) { return net::read_view(r, v); }
    static void write_events(Writer& w, const knizia::EventList& e, int players) { net::write_events(w, e, players); }
    static bool read_events(Reader& r, knizia::EventList& e, int players) { return net::read_events(r, e, players); }
    static int players(const knizia::View& view) { return view.rules.players; }

    // An intent names the stage it answers: the round, and the state id of the view (each of
    // Knizia's actions starts a new stage, so the state id is the epoch).
    static int stage_of(const knizia::View& view) { return view.round; }
    static std::uint32_t epoch_of(const knizia::View& view) { return view.state_id; }
    static knizia::Intent intent(Seat seat, const knizia::Action& action, int stage, std::uint32_t epoch) {
        return knizia::Intent{seat, action, stage, epoch};
    }
    static knizia::MoveError check(const knizia::State& state, Seat seat, const knizia::Action& action, int stage, std::uint32_t epoch) {
        return zero::knizia::check(state, intent(seat, action, stage, epoch));
    }
    static IntentError intent_error(knizia::MoveError error) { return net::intent_error(error); }
    static bool may_act(const knizia::View& view) { return view.my_turn(); }
    static bool over(const knizia::View& view) { return view.phase == knizia::Phase::MatchOver; }
    static std::uint32_t state_id(const knizia::State& state) { return state.state_id; }

    static bool is_bot_kind(std::string_view kind) { return zero::knizia::is_bot_kind(kind); }
    static std::vector<std::string> bot_kinds() { return zero::knizia::bot_kinds(); }
    static std::unique_ptr<knizia::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return zero::knizia::make_bot(knizia::BotSpec{kind, seed, seat});
    }
    static knizia::State new_match(const knizia::Rules& rules, std::uint64_t seed, knizia::EventList* events) {
        return zero::knizia::new_match(rules, seed, events);
    }
    static std::uint64_t seed_of(const knizia::State& state) { return state.seed; }
    static Record record(const knizia::State& state, const std::vector<std::string>& names) {
        return make_record(state, names);
    }
};

}  // namespace zero::net
