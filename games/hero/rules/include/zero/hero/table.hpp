// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero at the shared table (zero/core/table.hpp): one seat decides at a time (the seat to
// move, or the buyer deciding its swap); a controller's illegal answer is replaced by the seat's
// first legal action (taking one zerone from the first pile that has one, else buying the first
// pair it can; the first swap listed).
#include "zero/core/rules_table.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/view.hpp"

namespace zero::hero {

// The module the shared table is instantiated with: its table is core::Table<TableGame>, its
// seats core::SeatController<TableGame>s.
struct TableGame : core::RulesTable<State, Intent> {};

}  // namespace zero::hero
