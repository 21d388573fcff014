// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The English string table in parts, one file per family of screens (strings.cpp joins them).
#include <span>
#include <utility>

#include "zero/game/strings.hpp"

namespace zero::game {

std::span<const std::pair<Str, const char*>> online_english();
std::span<const std::pair<Str, const char*>> history_english();
std::span<const std::pair<Str, const char*>> lan_english();

}  // namespace zero::game

namespace zero::game::detail {

std::span<const std::pair<Str, const char*>> english_analysis();

}  // namespace zero::game::detail
