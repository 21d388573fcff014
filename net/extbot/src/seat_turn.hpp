// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's external seat does alike (ext_bot.cpp, program_seat_impl.hpp):
// ask the program for an action and check its answer, and tell it how each round and the match
// ended. A game gives its protocol's lines and what makes an answer acceptable.
#include <optional>
#include <string>
#include <variant>

#include "zero/extbot/channel.hpp"

namespace zero::extbot {

// Solèr's ZERO and Zero Hero: a seat whose program fails takes its first legal action.
inline Fallback first_legal_action() {
    return {"it takes its first legal action", "the seat takes its first legal action from now on"};
}

// Asks for an action among `legal`, with the line `turn_message(id)`: the reply (`parse(line)`
// gives {action, error}) when `accepts(action)`; otherwise `fallback`, the problem reported.
template <class Action, class TurnMessage, class Parse, class Accepts>
std::optional<Action> ask_action(Channel& channel, const Action& fallback, TurnMessage turn_message, Parse parse,
                                 Accepts accepts) {
    const std::optional<std::string> line = channel.ask(turn_message);
    if (!line) return fallback;
    const auto reply = parse(*line);
    if (!reply.action) {
        channel.refuse(reply.error);
        return fallback;
    }
    if (!accepts(*reply.action)) {
        channel.refuse("illegal action " + to_string(*reply.action));
        return fallback;
    }
    return reply.action;
}

// Tells the program of each `RoundEnd` and `MatchEnd` among `events`, as `round_line(event)` and
// `match_line(event)` write them; stops once the program is gone.
template <class RoundEnd, class MatchEnd, class Events, class RoundLine, class MatchLine>
void tell_ends(Channel& channel, const Events& events, RoundLine round_line, MatchLine match_line) {
    for (const auto& event : events) {
        if (const auto* round = std::get_if<RoundEnd>(&event)) {
            if (!channel.tell(round_line(*round))) return;
        } else if (const auto* match = std::get_if<MatchEnd>(&event)) {
            if (!channel.tell(match_line(*match))) return;
        }
    }
}

}  // namespace zero::extbot
