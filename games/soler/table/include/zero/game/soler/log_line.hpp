// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Solèr's ZERO in the move log's words: a face-down play, a bet, the trick turned up and who takes
// it, the safe groups laid. Dealing starts a game's log; the other events (a trick's start, cards
// drawn, the score) are on the table and its banners, not in the log.
#include <optional>
#include <string>
#include <vector>

#include "zero/game/seat_log.hpp"
#include "zero/game/strings.hpp"
#include "zero/soler/action.hpp"
#include "zero/soler/events.hpp"

namespace zero::game {

std::optional<LogLine> soler_log_line(const soler::Event& event, const std::vector<std::string>& names,
                                      const Strings& strings);

// A decision in a few words, for the analysis's list: "play +2", "bet -1", "lay (+3 -3), (0)".
std::string soler_move_words(const soler::Action& action, const std::vector<std::string>& names, const Strings& strings);
// Groups of cards laid safe as the table words them: "(+3 -3), (0)".
std::string soler_groups_text(const std::vector<soler::Group>& groups);

}  // namespace zero::game
