// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/soler_ext_bot.hpp"

#include <algorithm>

#include "zero/extbot/soler_protocol.hpp"

namespace zero::extbot {

SolerExternalBot::SolerExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options),
               Fallback{"it takes its first legal action", "the seat takes its first legal action from now on"}) {}

std::optional<soler::Action> SolerExternalBot::decide(const soler::View& view) {
    if (!view.may_act()) return std::nullopt;
    const soler::ActionList legal = legal_actions(view);
    if (legal.empty()) return std::nullopt;
    const soler::Action fallback = legal.front();
    const std::optional<std::string> line = channel_.ask([&](TurnId id) { return soler_turn_message(view, legal, id); });
    if (!line) return fallback;
    const SolerReply reply = parse_soler_reply(*line);
    if (!reply.action) {
        channel_.refuse(reply.error);
        return fallback;
    }
    // The legal list names every card and bet, but only a few layings: any laying the hand holds
    // is good.
    const bool wanted = reply.action->kind == legal.front().kind;
    const bool fits = reply.action->kind == soler::ActionKind::Safe
                          ? soler::check_groups(view.hand, reply.action->groups) == soler::MoveError::None
                          : std::find(legal.begin(), legal.end(), *reply.action) != legal.end();
    if (!wanted || !fits) {
        channel_.refuse("illegal action " + to_string(*reply.action));
        return fallback;
    }
    return reply.action;
}

void SolerExternalBot::observe(const soler::EventList& events, const soler::View& view) {
    for (const soler::Event& event : events) {
        if (const auto* scored = std::get_if<soler::GameScored>(&event)) {
            if (!channel_.tell(soler_round_end_message(*scored, view.players()))) return;
        } else if (const auto* ended = std::get_if<soler::MatchEnded>(&event)) {
            if (!channel_.tell(soler_match_end_message(*ended, view.players()))) return;
        }
    }
}

}  // namespace zero::extbot
