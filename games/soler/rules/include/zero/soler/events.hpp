// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an action caused. Every event is public (what each player may know): a card committed
// face down is only "has played", and cards drawn are only counted, so the host may send the
// same list to every seat.
#include <array>
#include <cstdint>
#include <variant>
#include <vector>

#include "zero/soler/action.hpp"
#include "zero/soler/rules.hpp"

namespace zero::soler {

using SeatArray = std::array<int, kMaxPlayers>;

enum class GameEnd : std::uint8_t { Out, Limit };
// How a trick was settled: rule 4 (an exact bet) or the cases of rule 5.
enum class Outcome : std::uint8_t { Bet, LoneZero, ZerosCancel, NoZero };

struct GameStarted {
    int game = 0;  // 0-based
    Seat dealer = 0;
    int pile_size = 0;
};
struct TrickStarted {
    int trick = 0;  // 1-based within the game
    Seat leader = 0;
};
struct CardCommitted {
    Seat seat = 0;
};
struct BetMade {
    Seat seat = 0;
    int total = 0;
};
struct TrickRevealed {
    SeatArray plays{};
    int sum = 0;
    Outcome outcome = Outcome::NoZero;
    Seat taker = -1;             // who took every played card; -1 when nobody did
    SeatMask zeros_back = 0;     // the seats that took their own 0 back
    std::vector<int> under_pile;  // the cards put under the pile, in order
};
struct SafeLaid {
    Seat seat = 0;
    std::vector<Group> groups;
};
struct CardsDrawn {
    Seat seat = 0;
    int count = 0;
};
struct GameScored {
    int game = 0;
    GameEnd end = GameEnd::Out;
    int tricks = 0;
    SeatArray scores{};
    SeatArray totals{};  // after this game
};
struct MatchEnded {
    SeatArray totals{};
    SeatMask winners = 0;
};

using Event = std::variant<GameStarted, TrickStarted, CardCommitted, BetMade, TrickRevealed, SafeLaid, CardsDrawn,
                           GameScored, MatchEnded>;
using EventList = std::vector<Event>;

}  // namespace zero::soler
