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
#include "zero/net/wire.hpp"

namespace zero::net {

enum class IntentError : std::uint8_t;

namespace soler_codec {
// Caps: a safe laying has at most as many groups and cards as the deck has cards.
inline constexpr int kMaxGroups = soler::kDeckSize;
inline constexpr int kMaxGroupCards = soler::kDeckSize;

void write_action(Writer& w, const soler::Action& action);
bool read_action(Reader& r, soler::Action& action);
void write_view(Writer& w, const soler::View& view);
bool read_view(Reader& r, soler::View& view);
void write_events(Writer& w, const soler::EventList& events, int players);
bool read_events(Reader& r, soler::EventList& events, int players);
void write_rules(Writer& w, const soler::Rules& rules);
bool read_rules(Reader& r, soler::Rules& rules);
IntentError intent_error(soler::MoveError error);
}  // namespace soler_codec

struct SolerWire {
    static constexpr games::GameId id = soler::kGame;
    using TableGame = soler::TableGame;
    using Rules = soler::Rules;
    using State = soler::State;
    using Action = soler::Action;
    using View = soler::View;
    using EventList = soler::EventList;
    using MoveError = soler::MoveError;
    using Bot = soler::Bot;
    using Record = soler::MatchRecord;
    static constexpr std::string_view kDefaultStandIn = "medium";

    static Rules default_rules(int players) { return soler::default_rules(players); }
    static std::string rules_error(const Rules& rules) { return soler::rules_error(rules); }
    static int players(const Rules& rules) { return rules.players; }
    // The catalogue's options in its order: games, points (0: not to a target).
    static std::vector<int> options(const Rules& rules) { return {rules.games, rules.target_points}; }
    // Lobby: u8 players, u8 games, u16 target_points.
    static void write_rules(Writer& w, const Rules& rules) { soler_codec::write_rules(w, rules); }
    static bool read_rules(Reader& r, Rules& rules) { return soler_codec::read_rules(r, rules); }

    static void write_action(Writer& w, const Action& a) { soler_codec::write_action(w, a); }
    static bool read_action(Reader& r, Action& a) { return soler_codec::read_action(r, a); }
    static void write_view(Writer& w, const View& v) { soler_codec::write_view(w, v); }
    static bool read_view(Reader& r, View& v) { return soler_codec::read_view(r, v); }
    static void write_events(Writer& w, const EventList& e, int players) { soler_codec::write_events(w, e, players); }
    static bool read_events(Reader& r, EventList& e, int players) { return soler_codec::read_events(r, e, players); }
    static int players(const View& view) { return view.rules.players; }

    // An intent names the game of the match and the epoch of the stage it answers: another
    // seat's face-down commit keeps the epoch, so it never makes this seat's intent stale.
    static int stage_of(const View& view) { return view.game; }
    static std::uint32_t epoch_of(const View& view) { return view.epoch; }
    static soler::Intent intent(Seat seat, const Action& action, int stage, std::uint32_t epoch) {
        return soler::Intent{seat, action, stage, epoch};
    }
    static MoveError check(const State& state, Seat seat, const Action& action, int stage, std::uint32_t epoch) {
        return soler::check(state, intent(seat, action, stage, epoch));
    }
    static IntentError intent_error(MoveError error) { return soler_codec::intent_error(error); }
    static bool may_act(const View& view) { return view.may_act(); }
    static bool over(const View& view) { return view.phase == soler::Phase::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }

    // Options included ("hard:iters=500"), as the command line and the screens accept them.
    static bool is_bot_kind(std::string_view kind) { return soler::bot_kind_error(kind).empty(); }
    static std::vector<std::string> bot_kinds() { return soler::bot_kinds(); }
    static std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return soler::make_bot(kind, seed, seat);
    }
    static State new_match(const Rules& rules, std::uint64_t seed, EventList* events) {
        return soler::new_match(rules, seed, events);
    }
    static std::uint64_t seed_of(const State& state) { return state.seed.value_or(0); }
    static Record record(const State& state, const std::vector<std::string>& names) {
        return soler::make_record(state, names);
    }
};

}  // namespace zero::net
