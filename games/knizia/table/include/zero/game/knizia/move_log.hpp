// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The story of the round, for the people at the table: every move of this round in the order the
// table showed it, made of the engine's events and nothing else, so it holds only what every
// player may know (the card given to the pool, the card taken from it, a knock). From it the table
// words the move log ("Bob swapped red3 for blue5") and replays to a couch player, after the
// hand-off, the moves made since their last turn.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "zero/knizia/events.hpp"
#include "zero/knizia/score.hpp"
#include "zero/game/strings.hpp"
#include "zero/knizia/view.hpp"

namespace zero::game {

// The public part of the table just before a move: what a replay of that move starts from.
struct PublicTable {
    knizia::PoolArray pool{};
    knizia::HandArray known{};
    int knocks = 0;
    bool last_lap = false;
    SeatMask still_to_play = 0;
    Seat to_move = 0;
};

struct LoggedMove {
    enum class Kind { Swap, Knock, Zero };
    Kind kind = Kind::Swap;
    Seat seat = 0;
    knizia::Card give;                     // a swap's card put into the pool
    knizia::Card take;                     // and the card taken from it
    bool passes = false;           // a knock in the last lap only passes the turn
    bool starts_last_lap = false;  // the round's second knock
    // The engine's events of the move (a swap, or a knock and the last lap it starts), and the
    // table before it: empty for a move known only from a view's history (a resumed match, a
    // rejoined LAN table), which the log words but the table cannot replay.
    std::vector<knizia::Event> events;
    std::optional<PublicTable> before;

    bool is_move() const { return kind != Kind::Zero; }
    bool replayable() const { return before.has_value(); }
};

class MoveLog {
public:
    // The next event the table shows, and the table as it was just before it.
    void record(const knizia::Event& event, const PublicTable& before);
    // Fills in this round's moves from a view's history when the log has not seen them (the
    // table opened or rejoined mid-round); a view of another round starts that round's log.
    void catch_up(const knizia::View& view);

    int round() const { return round_; }
    const std::vector<LoggedMove>& entries() const { return entries_; }
    // The latest move (a swap or a knock) of this round, or null.
    const LoggedMove* last_move() const;
    // The moves of this round made since `seat`'s last move (all of the round's moves when the seat
    // has not moved yet this round): what that player has not seen when the screen comes back.
    std::vector<const LoggedMove*> since_last_turn(Seat seat) const;

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
