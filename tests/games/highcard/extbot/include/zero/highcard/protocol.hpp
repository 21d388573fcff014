// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol for High Card (docs/bot-protocol.md's shape): a turn
// carries the seat's View only and asks for a card ({"action": "play", "card": 17}); a game's end
// names how it ended and its scores; the match's end its totals and winners. Its seat's fallback
// is its lowest card.
#include <string>
#include <string_view>

#include "zero/extbot/program_seat.hpp"
#include "zero/highcard/game.hpp"

namespace zero::highcard {

struct Lines {
    using RoundEnd = GameEnded;
    using MatchEnd = MatchEnded;
    static std::string turn(const View& view, const std::vector<Action>& legal, extbot::TurnId id);
    static std::string round_end(const GameEnded& ended, int players);
    static std::string match_end(const MatchEnded& ended, int players);
    // Reads the shape only: whether the card is legal is the caller's question.
    static extbot::ProgramReply<Action> parse(std::string_view line);
    static bool accepts(const View& view, const std::vector<Action>& legal, const Action& action);
};

using ExternalBot = extbot::ProgramSeat<TableGame, Lines>;

}  // namespace zero::highcard
