// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol for Solèr's ZERO (docs/bot-protocol.md): every
// message names its game (its catalogue key, soler::kGameId), a turn says which decision is asked (play, bet
// or safe) and carries the seat's View only. Its seat's fallback is its lowest card, the lowest
// free bet, laying nothing.
#include <string>
#include <string_view>

#include "zero/extbot/program_seat.hpp"
#include "zero/soler/events.hpp"
#include "zero/soler/table.hpp"

namespace zero::extbot {

struct SolerLines {
    using RoundEnd = soler::GameScored;
    using MatchEnd = soler::MatchEnded;
    static std::string turn(const soler::View& view, const soler::ActionList& legal, TurnId id);
    static std::string round_end(const soler::GameScored& scored, int players);
    static std::string match_end(const soler::MatchEnded& ended, int players);
    // Reads the shape only ({"action":"play","card":2}, {"action":"bet","total":-1},
    // {"action":"safe","groups":[[0],[3,-2,-1]]}): whether the action is legal is the caller's
    // question.
    static ProgramReply<soler::Action> parse(std::string_view line);
    // The legal list names every card and bet, but only a few layings: any laying the hand holds
    // is good.
    static bool accepts(const soler::View& view, const soler::ActionList& legal, const soler::Action& action);
};

using SolerReply = ProgramReply<soler::Action>;
using SolerExternalBot = ProgramSeat<soler::TableGame, SolerLines>;

}  // namespace zero::extbot
