// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/hero_ext_bot.hpp"

#include <algorithm>

#include "zero/extbot/hero_protocol.hpp"

namespace zero::extbot {

HeroExternalBot::HeroExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options),
               Fallback{"it takes its first legal action", "the seat takes its first legal action from now on"}) {}

std::optional<hero::Action> HeroExternalBot::decide(const hero::View& view) {
    if (!view.may_act()) return std::nullopt;
    const hero::ActionList legal = legal_actions(view);
    if (legal.empty()) return std::nullopt;
    const hero::Action fallback = legal.front();
    const std::optional<std::string> line = channel_.ask([&](TurnId id) { return hero_turn_message(view, legal, id); });
    if (!line) return fallback;
    const HeroReply reply = parse_hero_reply(*line);
    if (!reply.action) {
        channel_.refuse(reply.error);
        return fallback;
    }
    // The list names every legal action (one swap per kind of card: the two plain 2s are one).
    if (std::find(legal.begin(), legal.end(), *reply.action) == legal.end()) {
        channel_.refuse("illegal action " + to_string(*reply.action));
        return fallback;
    }
    return reply.action;
}

void HeroExternalBot::observe(const hero::EventList& events, const hero::View& view) {
    for (const hero::Event& event : events) {
        if (const auto* ended = std::get_if<hero::GameEnded>(&event)) {
            if (!channel_.tell(hero_round_end_message(*ended, view.players()))) return;
        } else if (const auto* over = std::get_if<hero::MatchEnded>(&event)) {
            if (!channel_.tell(hero_match_end_message(*over, view.players()))) return;
        }
    }
}

}  // namespace zero::extbot
