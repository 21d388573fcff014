// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol for Zero Hero (docs/bot-protocol.md, "Zero Hero"):
// every message names its game (its catalogue key, hero::kGameId), a turn says which decision is asked (turn
// or swap) and carries the seat's View only.
#include <optional>
#include <string>
#include <string_view>

#include "zero/extbot/channel.hpp"
#include "zero/hero/events.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/view.hpp"

namespace zero::extbot {

std::string hero_turn_message(const hero::View& view, const hero::ActionList& legal, TurnId id);
std::string hero_round_end_message(const hero::GameEnded& ended, int players);
std::string hero_match_end_message(const hero::MatchEnded& ended, int players);

struct HeroReply {
    std::optional<hero::Action> action;
    std::string error;  // why the line is not an action; empty when it is one
};
// Reads the shape only ({"action":"take","pair":1,"count":2}, {"action":"buy","pair":0},
// {"action":"swap","give":"red2","to":3}, {"action":"swap","take":"blue3s","from":1}): whether
// the action is legal is the caller's question.
HeroReply parse_hero_reply(std::string_view line);

}  // namespace zero::extbot
