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
#include "zero/soler/game_id.hpp"
#include "zero/soler/table.hpp"

namespace zero::extbot {

struct SolerLines : GameLines<SolerLines, soler::TableGame, soler::GameScored, soler::MatchEnded, soler::kGameId> {
    static std::string turn(const View& view, const ActionList& legal, TurnId id);
    static std::string round_end(const RoundEnd& scored, int players);
    // Reads the shape only ({"action":"play","card":2}, {"action":"bet","total":-1},
    // {"action":"safe","groups":[[0],[3,-2,-1]]}): whether the action is legal is the caller's
    // question.
    static Reply parse(std::string_view line);
    // The legal list names every card and bet, but only a few layings: any laying the hand holds
    // is good.
    static bool accepts(const View& view, const ActionList& legal, const Action& action);
};

}  // namespace zero::extbot
