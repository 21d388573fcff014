// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO at the shared table (zero/core/table.hpp): in the Play phase every seat that has
// not committed is asked at once; a controller's illegal answer is replaced by the seat's first
// legal action (its lowest card, the lowest free bet, or laying nothing).
#include "zero/core/rules_table.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/view.hpp"

namespace zero::soler {

// The module the shared table is instantiated with: its table is core::Table<TableGame>, its
// seats core::SeatController<TableGame>s.
struct TableGame : core::RulesTable<State, Intent> {};

}  // namespace zero::soler
