// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The JSON lines of the external bot protocol for Zero Hero (docs/bot-protocol.md, "Zero Hero"):
// every message names its game (its catalogue key, hero::kGameId), a turn says which decision is asked (turn
// or swap) and carries the seat's View only. Its seat asks one line for each decision (its turn,
// or the swap a purchase asked for).
#include <string>
#include <string_view>

#include "zero/extbot/program_seat.hpp"
#include "zero/hero/events.hpp"
#include "zero/hero/game_id.hpp"
#include "zero/hero/table.hpp"

namespace zero::extbot {

// The legal list names every legal action (one swap per kind of card: the two plain 2s are one), so
// its seat takes GameLines' answers.
struct HeroLines : GameLines<HeroLines, hero::TableGame, hero::GameEnded, hero::MatchEnded, hero::kGameId> {
    static std::string turn(const View& view, const ActionList& legal, TurnId id);
    static std::string round_end(const RoundEnd& ended, int players);
    // Reads the shape only ({"action":"take","pair":1,"count":2}, {"action":"buy","pair":0},
    // {"action":"swap","give":"red2","to":3}, {"action":"swap","take":"blue3s","from":1}): whether
    // the action is legal is the caller's question.
    static Reply parse(std::string_view line);
};

}  // namespace zero::extbot
