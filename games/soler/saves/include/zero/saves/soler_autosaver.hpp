// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match of Solèr's ZERO after every action, as Knizia's autosaver does (same folder,
// same file format with the game in its header, same atomic write and backup):
//     soler::Autosaver saver(path, seats, options);
//     table.add_observer(saver.observer());
#include <string>
#include <vector>

#include "zero/saves/basic_autosaver.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/table.hpp"

ZERO_GAME_AUTOSAVER(soler)
