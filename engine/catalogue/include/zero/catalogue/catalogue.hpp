// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The games this app carries, by id: the one list every layer picks a game from (command lines,
// screens, saves, records, the wire). Data only: the choice of a game's code is made once at each
// edge, through that layer's module of the game (its registry lists them), so the rules, bots and
// playouts stay concrete and pay for no virtual call.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace zero::games {

// A game's id is a byte, stable: the wire and the save header carry it. The enumerators name the
// games a player's build carries; the list is open (a game's folder spells its own id in its
// game_id.hpp, e.g. the test build's games as GameId{64} and above).
enum class GameId : std::uint8_t { Knizia = 1, Soler = 2, Hero = 3 };
// The game of every file and peer from before they named their game (records without "game",
// save format 1, protocol 1 hellos): Knizia's Zero was the only one then.
inline constexpr GameId kUnnamedGame = GameId::Knizia;

// A match option a player can set for a game (a whole number in a range; 0 may mean "off" where
// the description says so).
struct OptionInfo {
    std::string_view key;          // as on the command line: "rounds", "pool", "games", "points"
    std::string_view description;  // one line, for --help and the screens' tips
    int min = 0;
    int max = 0;
};

struct GameInfo {
    GameId id = kUnnamedGame;
    std::string_view key;       // "knizia-zero": records, saves, command lines, protocol
    std::string_view title;     // the box's name
    std::string_view designer;  // who made the game, to tell the three Zeros apart
    int min_players = 2;
    int max_players = 5;
    // False while the app cannot play it yet (listed so that its records are recognised and
    // refused with a clear reason).
    bool playable = true;
    // False while the game app has no table scene for it: the command line, saves, records and
    // the wire carry it, but New match and `zero --game` leave it out.
    bool has_table = true;
    std::span<const OptionInfo> options;
    // What a match is made of, as the command line words it: a "round" of Knizia's, a "game" of
    // the others.
    std::string_view part = "game";
    // False for the test build's own games: every layer carries them, but no help text or list
    // of games a player reads names them.
    bool listed = true;
};

inline constexpr std::string_view kDefaultGame = "knizia-zero";
inline constexpr GameId kDefaultGameId = GameId::Knizia;  // kDefaultGame's id

// Every game, in the order the screens list them: each game's own entry (its game_id.hpp's kInfo),
// in the order the build registered them (cmake/games.cmake).
std::span<const GameInfo> catalogue();
// Null when `key` names no game.
const GameInfo* find_game(std::string_view key);
const GameInfo* find_game(GameId id);
const GameInfo& game_info(GameId id);
// Every listed game by its designers and title, for help texts: "Reiner Knizia's Zero, Ernst Solèr's ZERO
// and Wrede & zur Linde's Zero Hero".
std::string named_games();
// "unknown game 'x' (the games are knizia-zero, soler-zero, zero-hero)"
std::string unknown_game_error(std::string_view key);
// Empty when `key` is a game this build can play; otherwise one sentence.
std::string playable_game_error(std::string_view key);
// Empty when the game app can seat `key` at a table; otherwise one sentence.
std::string table_game_error(std::string_view key);

// A game's module in a layer's registry (the saves', the history's, the app's): null when the
// build carries none for it.
template <class Module>
const Module* find_module(std::span<const Module* const> modules, GameId id) {
    for (const Module* module : modules)
        if (module->id() == id) return module;
    return nullptr;
}
template <class Module>
const Module* find_module(std::span<const Module* const> modules, std::string_view key) {
    const GameInfo* info = find_game(key);
    return info ? find_module(modules, info->id) : nullptr;
}

}  // namespace zero::games
