// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of High Card on this screen (LocalSession, zero/game/local_session.hpp) and the feed its
// table takes it from (SeatFeed, zero/game/seat_feed.hpp): one seat plays at a time; the session
// applies one action per step, so the table animates each card on its own and a couch hand-off can
// come between any two.
#include "zero/game/local_session.hpp"
#include "zero/game/seat_feed.hpp"
#include "zero/highcard/autosaver.hpp"
#include "zero/highcard/bot.hpp"

namespace zero::game {

// High Card as LocalSession sees it.
using HighCardSessionGame =
    BotsSessionGame<highcard::TableGame, highcard::MatchEnded, highcard::Autosaver, highcard::make_bot>;
using HighCardSetup = LocalSetup<highcard::Rules>;
extern template class LocalSession<HighCardSessionGame>;
using HighCardSession = LocalSession<HighCardSessionGame>;

class HighCardFeed : public SeatFeed<HighCardSessionGame> {};
using LocalHighCardFeed = LocalSeatFeed<HighCardFeed, HighCardSession>;

}  // namespace zero::game
