// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Each game's commands, for the registry's list.
#include "game_commands.hpp"

namespace zero::cli {

const GameCommands& knizia_commands();
const GameCommands& soler_commands();
const GameCommands& hero_commands();

}  // namespace zero::cli
