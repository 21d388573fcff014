// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero on the wire: its codec (games/knizia/net/src/knizia_codec.cpp) and the module the
// LAN host and client are instantiated with (see soler_wire.hpp for the other game). A module names
// the game's types, its table module, how an intent names the stage it answers, and the game's own
// bytes.
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
#include "zero/net/rules_wire.hpp"
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

// The types, a new match and its record follow from the rules (rules_wire.hpp); an intent names
// the stage it answers: the round, and the state id of the view (each of Knizia's actions starts a
// new stage, so the state id is the epoch).
struct KniziaWire : RulesWire<knizia::KniziaTableGame, knizia::kInfo> {
    using Bot = zero::knizia::Bot;
    static constexpr std::string_view kDefaultStandIn = "greedy";

    static knizia::Rules default_rules(int players) { return zero::knizia::default_rules(players); }
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

    static int stage_of(const knizia::View& view) { return view.round; }
    static std::uint32_t epoch_of(const knizia::View& view) { return view.state_id; }
    static IntentError intent_error(knizia::MoveError error) { return net::intent_error(error); }
    static bool may_act(const knizia::View& view) { return view.my_turn(); }
    static std::uint64_t seed_of(const knizia::State& state) { return state.seed; }

    static bool is_bot_kind(std::string_view kind) { return zero::knizia::is_bot_kind(kind); }
    static std::vector<std::string> bot_kinds() { return zero::knizia::bot_kinds(); }
    static std::unique_ptr<knizia::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return zero::knizia::make_bot(knizia::BotSpec{kind, seed, seat});
    }
};

}  // namespace zero::net
