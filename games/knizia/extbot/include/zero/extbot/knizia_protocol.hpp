// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol for Knizia's Zero (docs/bot-protocol.md).
#include <optional>
#include <string>
#include <string_view>

#include "zero/extbot/protocol.hpp"
#include "zero/knizia/events.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/view.hpp"

namespace zero::extbot {

// The turn line; `id` is the turn's id, which the answer echoes.
std::string turn_message(const knizia::View& view, const knizia::ActionList& legal, TurnId id);
std::string round_end_message(const knizia::RoundScored& scored, int players);
std::string match_end_message(const knizia::MatchEnded& ended, int players);

struct Reply {
    std::optional<knizia::Action> action;
    std::string error;  // why the line is not an action; empty when it is one
};
// Reads the shape only: whether the action is legal is the caller's question.
Reply parse_reply(std::string_view line);

}  // namespace zero::extbot
