// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the table of Zero Hero gets its match: a HeroSession on this screen (couch play,
// LocalHeroFeed) or a LAN table (make_lan_feed in lan_link.hpp), through one interface (SeatFeed,
// zero/game/seat_feed.hpp), as Solèr's ZERO does.
#include "zero/game/hero/session.hpp"
#include "zero/game/seat_feed.hpp"
#include "zero/hero/view.hpp"

namespace zero::game {

class HeroFeed : public SeatFeed<HeroSessionGame> {};
using LocalHeroFeed = LocalSeatFeed<HeroFeed, HeroSession>;

}  // namespace zero::game
