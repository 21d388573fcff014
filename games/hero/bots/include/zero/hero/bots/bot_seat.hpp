// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A bot at the shared table (zero/hero/table.hpp): the table asks the seat whenever it may act,
// and the bot answers at once from the seat's View. Bot matches, the command line and LAN hosts
// seat a Zero Hero bot through this.
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/table.hpp"

namespace zero::hero {

using BotSeat = core::BotSeat<TableGame, Bot>;

}  // namespace zero::hero
