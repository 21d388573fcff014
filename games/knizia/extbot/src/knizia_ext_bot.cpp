// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/knizia_ext_bot.hpp"

#include "seat_turn.hpp"
#include "zero/extbot/knizia_protocol.hpp"

namespace zero::extbot {

KniziaExternalBot::KniziaExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options), Fallback{"it knocks", "the seat knocks from now on"}) {}

std::optional<knizia::Action> KniziaExternalBot::decide(const knizia::View& view) {
    if (!channel_.running() || !view.my_turn()) return knizia::Action::knock();
    const knizia::ActionList legal = legal_actions(view);
    return ask_action(
        channel_, knizia::Action::knock(), [&](TurnId id) { return turn_message(view, legal, id); }, parse_reply,
        [&](const knizia::Action& action) { return legal.contains(action); });
}

void KniziaExternalBot::observe(const knizia::EventList& events, const knizia::View& view) {
    const int players = view.players();
    tell_ends<knizia::RoundScored, knizia::MatchEnded>(
        channel_, events, [&](const knizia::RoundScored& scored) { return round_end_message(scored, players); },
        [&](const knizia::MatchEnded& ended) { return match_end_message(ended, players); });
}

}  // namespace zero::extbot
