// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of High Card on this screen (LocalSession, zero/game/local_session.hpp) and the feed its
// table takes it from (SeatFeed, zero/game/seat_feed.hpp): one seat plays at a time; the session
// applies one action per step, so the table animates each card on its own and a couch hand-off can
// come between any two.
#include <cstdint>
#include <memory>
#include <string>

#include "zero/game/local_session.hpp"
#include "zero/game/seat_feed.hpp"
#include "zero/highcard/autosaver.hpp"
#include "zero/highcard/bot.hpp"

namespace zero::game {

// High Card as LocalSession sees it.
struct HighCardSessionGame
    : RulesSessionGame<highcard::TableGame, highcard::MatchEnded, highcard::Bot, highcard::Autosaver> {
    static std::unique_ptr<highcard::Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return highcard::make_bot(kind, seed, seat);
    }
};

using HighCardSetup = LocalSetup<highcard::Rules>;

extern template class LocalSession<HighCardSessionGame>;

class HighCardSession : public LocalSession<HighCardSessionGame> {
public:
    using LocalSession<HighCardSessionGame>::LocalSession;
};

class HighCardFeed : public SeatFeed<HighCardSessionGame> {};
using LocalHighCardFeed = LocalSeatFeed<HighCardFeed, HighCardSession>;

}  // namespace zero::game
