// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero on the wire: its codec (games/hero/net/src/hero_codec.cpp) and the module the LAN host and client
// are instantiated with (the same shape as KniziaWire and SolerWire).
//
// A card is its kind as a byte (colour x 7 + face); a heap of cards is a count then the cards in
// kind order, every count capped before anything is allocated and no kind more often than the deck
// holds it. The pile's order and the cards set aside never travel; a seat's face-down cards travel
// only in its own view, and in GameEnded, when they join the rows for everyone to see.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/hero/game_id.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/record.hpp"
#include "zero/hero/table.hpp"
#include "zero/net/rules_wire.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

enum class IntentError : std::uint8_t;

namespace hero_codec {
// The wire's codec (hero_codec.cpp): the wire module takes these as its own.
struct Codec {
    static void write_action(Writer& w, const hero::Action& action);
    static bool read_action(Reader& r, hero::Action& action);
    static void write_view(Writer& w, const hero::View& view);
    static bool read_view(Reader& r, hero::View& view);
    static void write_events(Writer& w, const hero::EventList& events, int players);
    static bool read_events(Reader& r, hero::EventList& events, int players);
    // Lobby: u8 players, u8 games.
    static void write_rules(Writer& w, const hero::Rules& rules);
    static bool read_rules(Reader& r, hero::Rules& rules);
    static IntentError intent_error(hero::MoveError error);
};
}  // namespace hero_codec

// The rest (types, intents, a new match and its record) follows from the rules: rules_wire.hpp. An
// intent names the game of the match and the epoch of the decision it answers (every action starts
// a new one).
struct HeroWire : RulesWire<hero::TableGame, hero::kInfo>,
                  KindBots<hero::bot_kind_error, hero::bot_kinds, hero::make_bot>,
                  hero_codec::Codec {
    static constexpr std::string_view kDefaultStandIn = "medium";

    static Rules default_rules(int players) { return hero::default_rules(players); }
    // The catalogue's options in its order: games.
    static std::vector<int> options(const Rules& rules) { return {rules.games}; }
};

}  // namespace zero::net
