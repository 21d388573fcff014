// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pure logic behind the LAN screens (host setup, join, lobby): parsing an address, cycling a
// seat's setup, the lines the lobby shows. No window and no sockets, so tests cover it directly.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/game/game_choice.hpp"
#include "zero/game/strings.hpp"
#include "zero/net/discovery.hpp"
#include "zero/net/host_session.hpp"
#include "zero/net/messages.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero::game {

struct HostPort {
    std::string host;
    std::uint16_t port = 0;
};
// "192.168.1.20:47124" or "192.168.1.20" (the default game port); nothing for an empty host or a
// port outside 1..65535.
std::optional<HostPort> parse_host_port(std::string_view text, std::uint16_t default_port);

// The next choice for a seat in the host's setup: open for a remote player, a second player at
// this screen (named `local_name`), then each bot kind.
net::SeatSetup next_seat_setup(const net::SeatSetup& current, const std::vector<std::string>& bot_kinds,
                               const std::string& local_name);
// The default name of a player at the host's screen in seat `seat` (0-based): "Player 2".
std::string local_player_name(const Strings& strings, int seat);

// A LAN table as the host set it up: seat 0 is the hosting player, any other seat may be Local.
// Every player at the host's screen plays through a loopback client of their own, so their seats
// become remote seats kept for their names; `locals` lists those names in seat order, the
// hosting player first.
template <class W>
struct LanTablePlanT {
    net::HostConfigT<W> config;
    std::vector<std::string> locals;
    // Where the match autosaves after every action, like a couch match (empty: nowhere); false
    // when the file there was damaged and its backup was loaded.
    std::string save_path;
    bool save_path_is_good = true;
};
// Knizia's Zero's, Solèr's ZERO's and Zero Hero's, by the names their tests use.
using LanTablePlan = LanTablePlanT<net::KniziaWire>;
using SolerTablePlan = LanTablePlanT<net::SolerWire>;
using HeroTablePlan = LanTablePlanT<net::HeroWire>;
// The table is named after the hosting player ("Ann's table") in the host's words; bots are named
// as New match names them ("Bot 3 (medium)"). Default rules for the seat count; a remote seat's
// stand-in is the game's own (W::kDefaultStandIn). Host game's table sets its rules from the
// setup's choice after (the game's module does).
template <class W>
LanTablePlanT<W> plan_lan_table_of(const Strings& strings, const std::string& host_player,
                                   std::vector<net::SeatSetup> seats, std::uint64_t seed);
// The seats a LAN match is saved with (`names`: the host's names for the seats): the players at
// the host's screen as humans, LAN players as remote seats kept for their names, bots as bots.
template <class W>
std::vector<SavedSeat> saved_lan_seats(const LanTablePlanT<W>& plan, const std::vector<std::string>& names);
// A saved match of a LAN table this game hosted (a player at the host's screen and one from the
// LAN at least) as a table to open again: every player's seat kept for their name, the players at
// this screen first among the locals, bots under the names they had, the match carried on from
// `state`. Nothing for any other save (a couch match, or a headless host's, which resume as couch
// matches).
template <class W>
std::optional<LanTablePlanT<W>> plan_lan_resume_of(const Strings& strings, const std::vector<SavedSeat>& seats,
                                                   const typename W::State& state);

// What Host game sets up, with New match's choices and defaults: the game and its options
// (GameChoice: Knizia's pool and rounds, Solèr's games or 100 points, Zero Hero's games), 2 to 5 players (seat 0 is
// the hosting player; by default seat 2 is open for a LAN player and the others are Medium bots of
// the game).
struct OnlineHosting;
struct HostSetup : GameChoice {
    std::vector<net::SeatSetup> seats;
    std::shared_ptr<const OnlineHosting> online;  // Host online: the lobby to announce the table in
    bool hints = false;  // the table offers the hint to its players (off unless the host allows it)

    static HostSetup defaults(const std::vector<std::string>& bot_kinds);
    // Seats added are bots of the default kind; the rounds and games follow the count, as in New match.
    void set_players(int players, const std::vector<std::string>& bot_kinds);
    // Another game: every bot seat becomes a bot of that game (its own kind when it has one).
    void set_game(games::GameId id);
    knizia::Rules rules() const { return knizia_rules(static_cast<int>(seats.size())); }
};
// Host game's table: the seats set up on the screen, with `rules` (the game's, from the setup's
// choice: its module's choice_rules).
template <class W>
LanTablePlanT<W> plan_host_table(const Strings& strings, const std::string& host_player, const HostSetup& setup,
                                 typename W::Rules rules, std::uint64_t seed) {
    LanTablePlanT<W> plan = plan_lan_table_of<W>(strings, host_player, setup.seats, seed);
    plan.config.rules = std::move(rules);
    return plan;
}

// "1 seat free", "3 seats free".
std::string seats_free(const Strings& strings, int count);
// What players type in Join game to reach this table: the host's addresses with the port.
std::string join_addresses(const Strings& strings, const std::vector<std::string>& addresses, std::uint16_t port);
// What the host's setup shows for a seat: "Open for a LAN player" ("Open for a player online"
// at a table hosted online), "Bot: greedy".
std::string describe_setup(const Strings& strings, const net::SeatSetup& setup, bool online = false);

// The game and its options (the catalogue's values, as discovery and the lobby carry them), for
// the discovery list and the lobby: "ZERO (Ernst Solèr): 3 games".
std::string game_line(const Strings& strings, games::GameId game, const std::vector<int>& options);
// A table discovery found, as Join game lists it: "Hana's table - ZERO (Ernst Solèr): 3 games
// (192.168.1.20:47124, 1 seat free)".
std::string describe_found(const Strings& strings, const net::DiscoveredHost& host);

// One lobby row: "Ann - ready", "(open)", "greedy 3 - bot".
std::string describe_seat(const Strings& strings, const net::SeatInfo& seat);

// The host's reasons in the string table's words (net's own describe() stays English, for the
// command line and logs).
std::string describe(const Strings& strings, net::RefuseReason reason);
std::string describe(const Strings& strings, net::GoodbyeReason reason);
std::string describe(const Strings& strings, net::IntentError error);
// Empty when nothing blocks the start.
std::string describe(const Strings& strings, const net::StartBlocker& blocker);

// `--host-seats local,local,remote,bot:greedy`: the seats of a table hosted from the command line,
// players at this screen named Ann, Bob, Cleo... by seat. Nothing for an unknown word or bot, a
// count outside 2..5, or a first seat that is not local (the hosting player's).
std::optional<std::vector<net::SeatSetup>> parse_host_seats(std::string_view text,
                                                            const std::vector<std::string>& bot_kinds);

// Keeps a text field to printable ASCII within a byte cap (names: 24 bytes on the wire).
void type_into(std::string& field, std::uint32_t unicode, std::size_t cap);

}  // namespace zero::game
