// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the app meets a game: the screens, the command line's tables and the saves reach a game's
// table, LAN host and client, rules pages and words through its module, found in the registry
// (game/src/games/registry.cpp) by the game's id. One virtual call per screen opened or table
// started; the table, its session and its bots stay the game's concrete classes.
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/context.hpp"
#include "zero/game/screens.hpp"
#include "zero/game/session.hpp"
#include "zero/game/strings.hpp"
#include "zero/net/host_service.hpp"
#include "zero/saves/any_record.hpp"

namespace sf {
class RenderTarget;
}

namespace zero::lobby {
struct ClientOptions;
}

namespace zero::game {

struct GameChoice;
struct HostSetup;
struct ReopenedMatch;
class TicketStore;
class ReplayDeck;

// A LAN table opened at this screen: its lobby, and the game port it hosts on.
struct OpenedTable {
    std::unique_ptr<Screen> lobby;
    std::uint16_t port = 0;
};

// A game's rules as the Rules screen shows them.
struct RulesBook {
    Str title;
    std::span<const Str> pages;
    // Draws a page's pictures (cards, symbols) under its text; null when the pages have none.
    void (*illustrate)(sf::RenderTarget& target, Context& ctx, int page) = nullptr;
};

class GameModule {
public:
    virtual ~GameModule() = default;
    virtual games::GameId id() const = 0;
    const games::GameInfo& info() const { return games::game_info(id()); }

    // The game's name as the screens show it: "Zero (Reiner Knizia)".
    virtual std::string title(const Strings& strings) const = 0;
    // A table's options in words, from the catalogue's option values (discovery, a lobby).
    virtual std::string describe_options(const Strings& strings, const std::vector<int>& options) const = 0;
    virtual RulesBook rules() const = 0;
    virtual std::vector<std::string> bot_kinds() const = 0;

    // New match: a couch match of `seats` with `choice`'s options at its table, autosaved; its
    // podium offers a rematch (the same seats, the next seed). Throws std::runtime_error (a
    // sentence) when it cannot start.
    virtual std::unique_ptr<Screen> new_table(Context& ctx, const GameChoice& choice,
                                              std::vector<SeatSetup> seats, std::uint64_t seed) const = 0;
    // `zero --autoplay`: a match of bots (and scripted players) from the command line's options.
    virtual std::unique_ptr<Screen> autoplay_table(Context& ctx, TableOptions table) const = 0;
    // The tutorial (docs/learning.md): the player and two Easy bots, one game on a fixed deal, at
    // a table that teaches (TableOptions::tutorial). Null for a game with no tutorial yet.
    virtual bool has_tutorial() const { return false; }
    virtual std::unique_ptr<Screen> tutorial_table(Context& ctx, TableOptions table) const {
        (void)ctx;
        (void)table;
        return nullptr;
    }

    // `zero --host-seats`: the table the command line plans, opened (autostarting); a null lobby
    // and `error` set when it cannot open.
    virtual OpenedTable host_from_options(Context& ctx, const std::vector<net::SeatSetup>& seats,
                                          const net::ServiceOptions& service, std::string& error) const = 0;
    // Host game: the table set up on the screen, opened and autosaved to `save_path`; announced
    // online when `setup.online` says so.
    virtual OpenedTable host_from_setup(Context& ctx, const std::string& host_player, const HostSetup& setup,
                                        std::uint64_t seed, const std::string& save_path,
                                        const net::ServiceOptions& service, std::string& error) const = 0;
    // Join game: a client towards host:port, at the table's lobby; throws std::runtime_error for an
    // address that does not resolve. `guessed`: the game was not announced, only assumed.
    virtual std::unique_ptr<Screen> join(Context& ctx, const TicketStore& tickets, bool guessed,
                                         const std::string& player, const std::string& host, std::uint16_t port,
                                         std::uint64_t token) const = 0;
    // Play online: the table with this code, reached through the lobby off the frame (its lobby
    // screen says so meanwhile, and why when it cannot be reached).
    virtual std::unique_ptr<Screen> join_online(Context& ctx, const std::string& player, const lobby::ClientOptions& lobby,
                                                const std::string& code) const = 0;
    // Resume: the save at `path` (of this game) opened again, at its lobby or its table.
    virtual ReopenedMatch reopen(Context& ctx, const std::string& path, const TableOptions& table,
                                 const net::ServiceOptions& service, bool auto_start, std::string& error) const = 0;
    // The replay viewer's deck over a record of this game (replay_view.hpp); null while the game's
    // table has no viewer. Throws std::invalid_argument (the replay's sentence) for a record that
    // does not replay.
    virtual std::shared_ptr<ReplayDeck> replay_deck(AnyRecord record) const {
        (void)record;
        return nullptr;
    }
};

// Every game the app seats at a table, in the catalogue's order.
std::span<const GameModule* const> game_modules();
// Null for a game this build has no table for.
const GameModule* find_game_module(games::GameId id);
const GameModule* find_game_module(std::string_view key);

}  // namespace zero::game
