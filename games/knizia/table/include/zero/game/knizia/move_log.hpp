// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The story of the round, for the people at the table: every move of this round in the order the
// table showed it, made of the engine's events and nothing else, so it holds only what every
// player may know (the card given to the pool, the card taken from it, a knock). From it the table
// marks the last move (the card it put in the pool, a tag on its seat's plate).
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "zero/knizia/events.hpp"
#include "zero/knizia/score.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/view.hpp"

namespace zero::game {

struct LoggedMove {
    enum class Kind { Swap, Knock, Zero };
    Kind kind = Kind::Swap;
    Seat seat = 0;
    knizia::Card give;                     // a swap's card put into the pool
    knizia::Card take;                     // and the card taken from it
    bool passes = false;           // a knock in the last lap only passes the turn
    bool starts_last_lap = false;  // the round's second knock

    bool is_move() const { return kind != Kind::Zero; }
};

class MoveLog {
public:
    // The next event the table shows.
    void record(const knizia::Event& event);
    // Fills in this round's moves from a view's history when the log has not seen them (the
    // table opened or rejoined mid-round); a view of another round starts that round's log.
    void catch_up(const knizia::View& view);

    int round() const { return round_; }
    const std::vector<LoggedMove>& entries() const { return entries_; }
    // The latest move (a swap or a knock) of this round, or null.
    const LoggedMove* last_move() const;

private:
    int round_ = 0;
    std::vector<LoggedMove> entries_;
};

// A colour's and a card's name in the player's language ("red", "red3"; "rouge3", "赤3").
std::string colour_label(const Strings& strings, knizia::Colour colour);
std::string card_label(const Strings& strings, knizia::Card card);
// The groups of five or more that cancel cards of `hand`, for the score panel: "5 blue, 6x3
// cancelled", "青5枚、3が6枚：零点"; empty when there is none. The word order and the separator are
// the catalogue's: a sentence glued together in English reads wrongly in the other languages.
std::string groups_label(const Strings& strings, const knizia::ScoreBreakdown& breakdown, knizia::CardSet hand);

// "swap:1:red3:blue5" or "knock:2": a move as the frame log writes it.
std::string move_token(const LoggedMove& move);

}  // namespace zero::game
