// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zero Hero in the move log's words: zerones taken, a pair bought, what its symbols gave, a swap
// and its card. Dealing starts a game's log; the cards turned up and the refills are on the table,
// not in the log. The card a +1-card symbol draws stays unnamed, as the event keeps it.
#include <optional>
#include <string>
#include <vector>

#include "zero/game/seat_log.hpp"
#include "zero/game/strings.hpp"
#include "zero/hero/action.hpp"
#include "zero/hero/events.hpp"

namespace zero::game {

std::optional<LogLine> hero_log_line(const hero::Event& event, const std::vector<std::string>& names,
                                     const Strings& strings);

// A decision in a few words, for the analysis's list: "buy pair 2", "give red3 to Bob".
std::string hero_move_words(const hero::Action& action, const std::vector<std::string>& names, const Strings& strings);

}  // namespace zero::game
