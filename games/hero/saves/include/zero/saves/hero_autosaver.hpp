// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match of Zero Hero after every action, as the other games' autosavers do (same folder,
// same file format with the game in its header, same atomic write and backup):
//     hero::Autosaver saver(path, seats, options);
//     table.add_observer(saver.observer());
#include <string>
#include <vector>

#include "zero/hero/table.hpp"
#include "zero/saves/basic_autosaver.hpp"
#include "zero/saves/hero_save.hpp"

ZERO_GAME_AUTOSAVER(hero)
