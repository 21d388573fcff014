// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/hero_ext_bot.hpp"

#include <algorithm>

#include "seat_turn.hpp"
#include "zero/extbot/hero_protocol.hpp"

namespace zero::extbot {

HeroExternalBot::HeroExternalBot(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options), first_legal_action()) {}

std::optional<hero::Action> HeroExternalBot::decide(const hero::View& view) {
    if (!view.may_act()) return std::nullopt;
    const hero::ActionList legal = legal_actions(view);
    if (legal.empty()) return std::nullopt;
    // The list names every legal action (one swap per kind of card: the two plain 2s are one).
    auto listed = [&](const hero::Action& action) { return std::find(legal.begin(), legal.end(), action) != legal.end(); };
    return ask_action(
        channel_, legal.front(), [&](TurnId id) { return hero_turn_message(view, legal, id); }, parse_hero_reply, listed);
}

void HeroExternalBot::observe(const hero::EventList& events, const hero::View& view) {
    const int players = view.players();
    tell_ends<hero::GameEnded, hero::MatchEnded>(
        channel_, events, [&](const auto& ended) { return hero_round_end_message(ended, players); },
        [&](const auto& over) { return hero_match_end_message(over, players); });
}

}  // namespace zero::extbot
