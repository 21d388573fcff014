// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each game's module and rules pictures, for the registry's list.
#include "zero/game/game_module.hpp"

namespace zero::game {

const GameModule& knizia_module();
const GameModule& soler_module();
const GameModule& hero_module();

void illustrate_knizia_rules(sf::RenderTarget& target, Context& ctx, int page);
void illustrate_soler_rules(sf::RenderTarget& target, Context& ctx, int page);
void illustrate_hero_rules(sf::RenderTarget& target, Context& ctx, int page);

}  // namespace zero::game
