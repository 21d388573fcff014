// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Knizia's Zero in the move log's words: a swap with the card given and the card taken, a knock
// (the round's second starts the last lap, a later one only passes the turn), a ZERO on the deal.
// Its log holds whole moves (MoveLog, which the replay after a hand-off also plays from), one line
// each; the panel is the one every table draws (draw_log_panel).
#include <optional>
#include <string>
#include <vector>

#include "zero/game/knizia/move_log.hpp"
#include "zero/game/seat_log.hpp"
#include "zero/game/strings.hpp"

namespace zero::game {

LogLine knizia_log_line(const LoggedMove& move, const std::vector<std::string>& names, const Strings& strings);
// A move in the analysis's list (the replay viewer): "swap red3 for blue5", "knock".
std::string knizia_move_words(const knizia::Action& action, const std::vector<std::string>& names, const Strings& strings);
// One event as the shared table's move log words it: a swap, a knock (the round's second starts
// the last lap, a later one passes), a ZERO; a round's deal starts the log afresh.
std::optional<LogLine> knizia_event_line(const knizia::Event& event, const std::vector<std::string>& names,
                                         const Strings& strings);

}  // namespace zero::game
