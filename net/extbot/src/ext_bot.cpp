// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/ext_bot.hpp"

#include "seat_turn.hpp"
#include "zero/extbot/protocol.hpp"

namespace zero::extbot {

ExternalBot::ExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options), Fallback{"it knocks", "the seat knocks from now on"}) {}

std::optional<Action> ExternalBot::decide(const View& view) {
    if (!channel_.running() || !view.my_turn()) return Action::knock();
    const ActionList legal = legal_actions(view);
    return ask_action(
        channel_, Action::knock(), [&](TurnId id) { return turn_message(view, legal, id); }, parse_reply,
        [&](const Action& action) { return legal.contains(action); });
}

void ExternalBot::observe(const EventList& events, const View& view) {
    const int players = view.players();
    tell_ends<RoundScored, MatchEnded>(
        channel_, events, [&](const RoundScored& scored) { return round_end_message(scored, players); },
        [&](const MatchEnded& ended) { return match_end_message(ended, players); });
}

}  // namespace zero::extbot
