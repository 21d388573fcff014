// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO on the wire: its codec (games/soler/net/src/soler_codec.cpp) and the module the LAN host and
// client are instantiated with (the same shape as KniziaWire, knizia_wire.hpp).
//
// A card is its value as a signed byte (-3..+3); a heap of cards is a count per value (7 bytes,
// -3 first); groups of safe cards are variable length, every count capped before anything is
// allocated. Face-down plays never travel: the view holds the recipient's own only, and
// CardCommitted names the seat, not the card.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/soler/game_id.hpp"
#include "zero/soler/bots/bots.hpp"
#include "zero/soler/record.hpp"
#include "zero/soler/table.hpp"
#include "zero/net/rules_wire.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {

enum class IntentError : std::uint8_t;

namespace soler_codec {
// Caps: a safe laying has at most as many groups and cards as the deck has cards.
inline constexpr int kMaxGroups = soler::kDeckSize;
inline constexpr int kMaxGroupCards = soler::kDeckSize;

// The wire's codec (soler_codec.cpp): the wire module takes these as its own.
struct Codec {
    static void write_action(Writer& w, const soler::Action& action);
    static bool read_action(Reader& r, soler::Action& action);
    static void write_view(Writer& w, const soler::View& view);
    static bool read_view(Reader& r, soler::View& view);
    static void write_events(Writer& w, const soler::EventList& events, int players);
    static bool read_events(Reader& r, soler::EventList& events, int players);
    // Lobby: u8 players, u8 games, u16 target_points.
    static void write_rules(Writer& w, const soler::Rules& rules);
    static bool read_rules(Reader& r, soler::Rules& rules);
    static IntentError intent_error(soler::MoveError error);
};
}  // namespace soler_codec

// The rest (types, intents, a new match and its record) follows from the rules: rules_wire.hpp. An
// intent names the game of the match and the epoch of the stage it answers: another seat's
// face-down commit keeps the epoch, so it never makes this seat's intent stale.
struct SolerWire : RulesWire<soler::TableGame, soler::kInfo>,
                   KindBots<soler::bot_kind_error, soler::bot_kinds, soler::make_bot>,
                   soler_codec::Codec {
    static constexpr std::string_view kDefaultStandIn = "medium";

    static Rules default_rules(int players) { return soler::default_rules(players); }
    // The catalogue's options in its order: games, points (0: not to a target).
    static std::vector<int> options(const Rules& rules) { return {rules.games, rules.target_points}; }
};

}  // namespace zero::net
