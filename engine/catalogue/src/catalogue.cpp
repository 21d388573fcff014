// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/catalogue/catalogue.hpp"

#include <array>

namespace zero::games {
namespace {

constexpr std::array kKniziaOptions{
    OptionInfo{"rounds", "rounds in the match (default: one per player)", 1, 50},
    OptionInfo{"pool", "cards in the middle (default 5, 9 with two players)", 3, 9},
};
constexpr std::array kSolerOptions{
    OptionInfo{"games", "games in the match (default: one per player)", 1, 50},
    OptionInfo{"points", "play until a total reaches this many points instead (the printed variant: 100)", 1, 1000},
};
constexpr std::array<OptionInfo, 1> kHeroOptions{
    OptionInfo{"games", "games in the match (default 1)", 1, 50},
};

constexpr std::array kGames{
    GameInfo{GameId::Knizia, "knizia-zero", "Zero", "Reiner Knizia", 2, 5, true, true, kKniziaOptions, "round"},
    GameInfo{GameId::Soler, "soler-zero", "ZERO", "Ernst Sol\u00e8r", 2, 5, true, true, kSolerOptions},
    GameInfo{GameId::Hero, "zero-hero", "Zero Hero", "Wrede & zur Linde", 2, 5, true, true, kHeroOptions},
};

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
    std::string named;
    for (std::size_t i = 0; i < kGames.size(); ++i) {
        if (i > 0) named += i + 1 == kGames.size() ? " and " : ", ";
        named += std::string(kGames[i].designer) + "'s " + std::string(kGames[i].title);
    }
    return named;
}

std::string unknown_game_error(std::string_view key) {
    std::string known;
    for (const GameInfo& game : kGames) {
        if (!known.empty()) known += ", ";
        known += game.key;
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
