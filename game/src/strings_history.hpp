// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The English text of watching again (the replay viewer, History, the score chart, statistics),
// a part of the string table (strings.cpp) kept in its own file.
#include <span>
#include <utility>

#include "zero/game/strings.hpp"

namespace zero::game {

std::span<const std::pair<Str, const char*>> history_english();

}  // namespace zero::game
