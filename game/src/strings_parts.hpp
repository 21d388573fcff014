// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The English table's parts kept in files of their own (strings.cpp holds the rest).
#include <span>
#include <utility>

#include "zero/game/strings.hpp"

namespace zero::game::detail {

std::span<const std::pair<Str, const char*>> english_analysis();

}  // namespace zero::game::detail
