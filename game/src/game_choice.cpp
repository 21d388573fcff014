// SPDX-License-Identifier: GPL-3.0-or-later
// The game and its options, shared by New match and Host game.
#include "zero/game/game_choice.hpp"

#include <algorithm>

#include "zero/game/game_module.hpp"

namespace zero::game {

void GameChoice::next_game(int delta) {
    std::vector<games::GameId> playable;
    for (const games::GameInfo& info : games::catalogue())
        // What this app can seat at a table, of the games a player's build lists.
        if (info.playable && info.has_table && info.listed) playable.push_back(info.id);
    if (playable.empty()) return;
    const auto it = std::find(playable.begin(), playable.end(), game);
    const int n = static_cast<int>(playable.size());
    const int at = it == playable.end() ? 0 : static_cast<int>(it - playable.begin());
    game = playable[static_cast<std::size_t>(((at + delta) % n + n) % n)];
}

void GameChoice::set_players(int players) {
    rounds = players;
    soler_games = players;
}

std::vector<std::string> GameChoice::kinds() const {
    const GameModule* module = find_game_module(game);
    return module ? module->bot_kinds() : std::vector<std::string>{};
}

std::string GameChoice::option_label(const Strings& strings, int row) const {
    if (soler()) return strings.get(Str::SolerGames);
    if (hero()) return strings.get(Str::HeroGames);
    return strings.get(row == 0 ? Str::PoolSize : Str::Rounds);
}

std::string GameChoice::option_value(const Strings& strings, int row, int players) const {
    if (soler())
        return soler_games == 0 ? strings.format(Str::SolerToPoints, {std::to_string(soler::kDefaultTarget)})
                          : std::to_string(soler_games);
    if (hero()) return std::to_string(hero_games);
    if (row == 0) return players == 2 ? strings.get(Str::PoolFixedForTwo) : std::to_string(pool);
    return std::to_string(rounds);
}

bool GameChoice::option_adjustable(int row, int players) const { return soler() || hero() || row != 0 || players > 2; }

void GameChoice::change_option(int row, int delta, int players) {
    if (soler()) {
        soler_games = (soler_games + delta + 21) % 21;  // 1..20 games, or 0: to 100 points
    } else if (hero()) {
        hero_games = (hero_games - 1 + delta + 20) % 20 + 1;  // 1..20 games
    } else if (row == 0) {
        if (players > 2) pool = pool == 5 ? 7 : 5;
    } else {
        rounds = std::clamp(rounds + delta, 1, 20);
    }
}

knizia::Rules GameChoice::knizia_rules(int players) const {
    knizia::Rules r = knizia::default_rules(players);
    if (players > 2) r.pool_size = pool;
    r.rounds = rounds;
    return r;
}

soler::Rules GameChoice::soler_rules(int players) const {
    if (soler_games == 0) return soler::target_rules(players);
    soler::Rules r = soler::default_rules(players);
    r.games = soler_games;
    return r;
}

hero::Rules GameChoice::hero_rules(int players) const {
    hero::Rules r = hero::default_rules(players);
    r.games = hero_games;
    return r;
}

std::string game_title(const Strings& strings, games::GameId game) {
    const GameModule* module = find_game_module(game);
    return module ? module->title(strings) : std::string(games::game_info(game).title);
}

std::string describe_options(const Strings& strings, games::GameId game, const std::vector<int>& options) {
    const GameModule* module = find_game_module(game);
    return module ? module->describe_options(strings, options) : std::string{};
}

}  // namespace zero::game
