// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A bot at the shared table (zero/soler/table.hpp): the table asks the seat whenever it may act,
// and the bot answers at once from the seat's View. Couch tables, LAN hosts and bot matches seat
// a Solèr bot through this.
#include "zero/soler/bots/bots.hpp"
#include "zero/soler/table.hpp"

namespace zero::soler {

using BotSeat = core::BotSeat<TableGame, Bot>;

}  // namespace zero::soler
