// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// ProgramSeat's body, for the explicit instantiation in each game's protocol .cpp.
#include <algorithm>
#include <utility>

#include "json_lines.hpp"
#include "seat_turn.hpp"
#include "zero/extbot/program_seat.hpp"

namespace zero::extbot {

template <class Game, class Lines>
ProgramSeat<Game, Lines>::ProgramSeat(std::string command, Seat seat, ExternalBotOptions options)
    : channel_(std::move(command), seat, std::move(options), first_legal_action()) {}

template <class Game, class Lines>
std::optional<typename Game::Action> ProgramSeat<Game, Lines>::decide(const typename Game::View& view) {
    if (!view.may_act()) return std::nullopt;
    const auto legal = legal_actions(view);
    if (legal.empty()) return std::nullopt;
    return ask_action(
        channel_, legal.front(), [&](TurnId id) { return Lines::turn(view, legal, id); }, Lines::parse,
        [&](const typename Game::Action& action) { return Lines::accepts(view, legal, action); });
}

template <class Game, class Lines>
void ProgramSeat<Game, Lines>::observe(const typename Game::EventList& events, const typename Game::View& view) {
    const int players = view.players();
    tell_ends<typename Lines::RoundEnd, typename Lines::MatchEnd>(
        channel_, events, [&](const auto& ended) { return Lines::round_end(ended, players); },
        [&](const auto& ended) { return Lines::match_end(ended, players); });
}

// Whether `action` is among `legal` (a game whose legal list names every action).
template <class ActionList, class Action>
bool listed(const ActionList& legal, const Action& action) {
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

template <class Lines, class Game, class RoundEndEvent, class MatchEndEvent, const std::string_view& kKey>
std::string GameLines<Lines, Game, RoundEndEvent, MatchEndEvent, kKey>::match_end(const MatchEnd& ended, int players) {
    return lines::match_end_message(kKey, ended.totals, ended.winners, players);
}

template <class Lines, class Game, class RoundEndEvent, class MatchEndEvent, const std::string_view& kKey>
bool GameLines<Lines, Game, RoundEndEvent, MatchEndEvent, kKey>::accepts(const View&, const ActionList& legal,
                                                                          const Action& action) {
    return listed(legal, action);
}

}  // namespace zero::extbot
