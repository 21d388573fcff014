// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card on a LAN: the module the host and client sessions are instantiated with (its
// zero_add_game's WIRE), made of its codec (codec.hpp) and its bots; the rest follows from its
// rules (zero/net/rules_wire.hpp), as for every game.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/highcard/bot.hpp"
#include "zero/highcard/codec.hpp"
#include "zero/highcard/game_id.hpp"
#include "zero/net/rules_wire.hpp"

namespace zero::net {

enum class IntentError : std::uint8_t;

struct HighCardWire : RulesWire<highcard::TableGame, highcard::kInfo>,
                      KindBots<highcard::bot_kind_error, highcard::bot_kinds, highcard::make_bot> {
    static constexpr std::string_view kDefaultStandIn = "greedy";

    static Rules default_rules(int players) { return highcard::default_rules(players); }
    // The catalogue's options in its order: games.
    static std::vector<int> options(const Rules& rules) { return {rules.games}; }
    static void write_rules(Writer& w, const Rules& rules) { highcard::codec::write_rules(w, rules); }
    static bool read_rules(Reader& r, Rules& rules) { return highcard::codec::read_rules(r, rules); }
    static void write_action(Writer& w, const Action& a) { highcard::codec::write_action(w, a); }
    static bool read_action(Reader& r, Action& a) { return highcard::codec::read_action(r, a); }
    static void write_view(Writer& w, const View& v) { highcard::codec::write_view(w, v); }
    static bool read_view(Reader& r, View& v) { return highcard::codec::read_view(r, v); }
    static void write_events(Writer& w, const EventList& e, int players) { highcard::codec::write_events(w, e, players); }
    static bool read_events(Reader& r, EventList& e, int players) { return highcard::codec::read_events(r, e, players); }
    static IntentError intent_error(MoveError error) { return highcard::codec::intent_error(error); }

    // Its seed is always given (a record of High Card always carries one).
    static std::uint64_t seed_of(const State& state) { return state.seed; }
};

}  // namespace zero::net
