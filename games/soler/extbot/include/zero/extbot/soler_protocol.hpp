// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol for Solèr's ZERO (docs/bot-protocol.md): every
// message names its game (its catalogue key, soler::kGameId), a turn says which decision is asked (play, bet
// or safe) and carries the seat's View only.
#include <optional>
#include <string>
#include <string_view>

#include "zero/extbot/channel.hpp"
#include "zero/soler/events.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/view.hpp"

namespace zero::extbot {

std::string soler_turn_message(const soler::View& view, const soler::ActionList& legal, TurnId id);
std::string soler_round_end_message(const soler::GameScored& scored, int players);
std::string soler_match_end_message(const soler::MatchEnded& ended, int players);

struct SolerReply {
    std::optional<soler::Action> action;
    std::string error;  // why the line is not an action; empty when it is one
};
// Reads the shape only ({"action":"play","card":2}, {"action":"bet","total":-1},
// {"action":"safe","groups":[[0],[3,-2,-1]]}): whether the action is legal is the caller's
// question.
SolerReply parse_soler_reply(std::string_view line);

}  // namespace zero::extbot
