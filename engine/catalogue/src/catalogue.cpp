// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/catalogue/catalogue.hpp"

#include <array>
#include <vector>

#include "catalogue_games.inc"

namespace zero::games {
namespace {

// Every registered game's entry, written by cmake/games.cmake.
constexpr std::array kGames{ZERO_CATALOGUE_GAMES};

// The games a help text names (the test build's own are left out).
std::vector<const GameInfo*> listed_games() {
    std::vector<const GameInfo*> listed;
    for (const GameInfo& game : kGames)
        if (game.listed) listed.push_back(&game);
    return listed;
}

}  // namespace

std::span<const GameInfo> catalogue() { return kGames; }

const GameInfo* find_game(std::string_view key) {
    for (const GameInfo& game : kGames)
        if (game.key == key) return &game;
    return nullptr;
}

const GameInfo* find_game(GameId id) {
    for (const GameInfo& game : kGames)
        if (game.id == id) return &game;
    return nullptr;
}

const GameInfo& game_info(GameId id) { return *find_game(id); }

std::string named_games() {
    const std::vector<const GameInfo*> games = listed_games();
    std::string named;
    for (std::size_t i = 0; i < games.size(); ++i) {
        if (i > 0) named += i + 1 == games.size() ? " and " : ", ";
        named += std::string(games[i]->designer) + "'s " + std::string(games[i]->title);
    }
    return named;
}

std::string unknown_game_error(std::string_view key) {
    std::string known;
    for (const GameInfo* game : listed_games()) {
        if (!known.empty()) known += ", ";
        known += game->key;
    }
    return "unknown game '" + std::string(key) + "' (the games are " + known + ")";
}

std::string playable_game_error(std::string_view key) {
    const GameInfo* game = find_game(key);
    if (!game) return unknown_game_error(key);
    if (!game->playable) return std::string(game->title) + " (" + std::string(key) + ") cannot be played in this version yet";
    return {};
}

std::string table_game_error(std::string_view key) {
    if (std::string why = playable_game_error(key); !why.empty()) return why;
    const GameInfo& game = *find_game(key);
    if (!game.has_table)
        return std::string(game.title) + " (" + std::string(key) +
               ") has no table in the game yet; zero-cli plays it (simulate, replay, resume, host, join)";
    return {};
}

}  // namespace zero::games
