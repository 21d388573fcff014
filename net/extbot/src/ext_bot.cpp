// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/ext_bot.hpp"

#include "zero/extbot/protocol.hpp"

namespace zero::extbot {

ExternalBot::ExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options), Fallback{"it knocks", "the seat knocks from now on"}) {}

std::optional<Action> ExternalBot::decide(const View& view) {
    if (!channel_.running() || !view.my_turn()) return Action::knock();
    const ActionList legal = legal_actions(view);
    const std::optional<std::string> line = channel_.ask([&](TurnId id) { return turn_message(view, legal, id); });
    if (!line) return Action::knock();
    const Reply reply = parse_reply(*line);
    if (!reply.action) {
        channel_.refuse(reply.error);
        return Action::knock();
    }
    if (!legal.contains(*reply.action)) {
        channel_.refuse("illegal action " + to_string(*reply.action));
        return Action::knock();
    }
    return reply.action;
}

void ExternalBot::observe(const EventList& events, const View& view) {
    for (const Event& event : events) {
        if (const auto* scored = std::get_if<RoundScored>(&event)) {
            if (!channel_.tell(round_end_message(*scored, view.players()))) return;
        } else if (const auto* ended = std::get_if<MatchEnded>(&event)) {
            if (!channel_.tell(match_end_message(*ended, view.players()))) return;
        }
    }
}

}  // namespace zero::extbot
