// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/soler_ext_bot.hpp"

#include <algorithm>

#include "seat_turn.hpp"
#include "zero/extbot/soler_protocol.hpp"

namespace zero::extbot {

SolerExternalBot::SolerExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options), first_legal_action()) {}

std::optional<soler::Action> SolerExternalBot::decide(const soler::View& view) {
    if (!view.may_act()) return std::nullopt;
    const soler::ActionList legal = legal_actions(view);
    if (legal.empty()) return std::nullopt;
    // The legal list names every card and bet, but only a few layings: any laying the hand holds
    // is good.
    auto fits = [&](const soler::Action& action) {
        if (action.kind != legal.front().kind) return false;
        if (action.kind == soler::ActionKind::Safe)
            return soler::check_groups(view.hand, action.groups) == soler::MoveError::None;
        return std::find(legal.begin(), legal.end(), action) != legal.end();
    };
    return ask_action(
        channel_, legal.front(), [&](TurnId id) { return soler_turn_message(view, legal, id); }, parse_soler_reply, fits);
}

void SolerExternalBot::observe(const soler::EventList& events, const soler::View& view) {
    const int players = view.players();
    tell_ends<soler::GameScored, soler::MatchEnded>(
        channel_, events, [&](const auto& scored) { return soler_round_end_message(scored, players); },
        [&](const auto& ended) { return soler_match_end_message(ended, players); });
}

}  // namespace zero::extbot
