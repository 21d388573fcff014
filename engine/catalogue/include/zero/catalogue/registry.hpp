// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A layer's registry: its games' modules, in the build's order. cmake/games.cmake writes the list
// of each game's module function once for every layer (ZERO_<layer>_GAMES, each after a comma):
//     std::span<const GameModule* const> game_modules() { return games::registered<GameModule ZERO_app_GAMES>(); }
#include <array>
#include <span>

namespace zero::games {

template <class Module, const Module& (*... entry)()>
std::span<const Module* const> registered() {
    static const std::array<const Module*, sizeof...(entry)> modules{&entry()...};
    return modules;
}

}  // namespace zero::games
