// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an action caused. Every event is public (what each player may know): a card drawn face
// down by +1 card is only "drew a card"; the face-down cards are named only when the game ends
// and they join the rows.
#include <array>
#include <cstdint>
#include <variant>
#include <vector>

#include "zero/hero/action.hpp"
#include "zero/hero/rules.hpp"
#include "zero/hero/score.hpp"

namespace zero::hero {

using SeatArray = std::array<int, kMaxPlayers>;
using CardsArray = std::array<Cards, kMaxPlayers>;

// Flag: a flag turned up from the end cards (the last end card included). Pile: the last end card
// turned up without a flag, or no card left to deal a pair.
enum class GameEnd : std::uint8_t { Flag, Pile };

struct GameStarted {
    int game = 0;  // 0-based
    Seat first = 0;
    int above_end = 0;  // cards in the pile above the end cards
    int end_cards = 0;
};
struct ZeronesTaken {
    Seat seat = 0;
    int slot = 0;
    int count = 0;
};
struct PairBought {
    Seat seat = 0;
    int slot = 0;
    std::array<Card, 2> cards{};
    int cost = 0;
};
// A bought card's symbol acts: +1 zerone (`gained` 0 when the pool was empty), +1 card (`gained`
// 0 when the pile was empty; the card itself stays secret), swap (the decision is due now).
struct SymbolActed {
    Seat seat = 0;
    Card card;
    int gained = 0;
};
struct Swapped {
    Seat seat = 0;
    SwapWay way = SwapWay::Give;
    Card card;
    Seat other = 0;
};
struct CardTurnedUp {
    int slot = 0;
    Card card;
    bool from_end_cards = false;
};
struct PileRefilled {
    int slot = 0;
    int count = 0;  // 0 to 3: as many as the general pool still had
};
struct GameEnded {
    int game = 0;
    GameEnd end = GameEnd::Flag;
    CardsArray revealed{};  // each seat's face-down cards, now turned into the rows
    SeatMask heroes = 0;
    std::array<ScoreSheet, kMaxPlayers> sheets{};
    SeatArray scores{};
    SeatArray totals{};  // after this game
};
struct MatchEnded {
    SeatArray totals{};
    SeatMask winners = 0;
};

using Event = std::variant<GameStarted, ZeronesTaken, PairBought, SymbolActed, Swapped, CardTurnedUp, PileRefilled,
                           GameEnded, MatchEnded>;
using EventList = std::vector<Event>;

}  // namespace zero::hero
