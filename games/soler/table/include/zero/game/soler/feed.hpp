// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the table of Solèr's ZERO gets its match: a SolerSession on this screen (couch play,
// LocalSolerFeed) or a LAN table (make_lan_feed in lan_link.hpp), through one interface
// (SeatFeed, zero/game/seat_feed.hpp).
#include "zero/game/seat_feed.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/soler/view.hpp"

namespace zero::game {

class SolerFeed : public SeatFeed<SolerSessionGame> {};
using LocalSolerFeed = LocalSeatFeed<SolerFeed, SolerSession>;

}  // namespace zero::game
