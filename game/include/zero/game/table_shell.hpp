// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Parts every game's table scene shares, whatever runs its frame loop: the number that says
// whether an idle table must be drawn again, the bot pacing's wait for the cards in the air, and
// the podium that takes the table's place.
#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "zero/core/seat.hpp"
#include "zero/game/podium.hpp"
#include "zero/game/screens.hpp"

namespace zero::game {

// What an idle table shows that can change without input reaching it, folded into one number
// (Screen::changed_since_drawn compares the last frame's with the present one).
struct ShownState {
    std::size_t hash = 0;
    void mix(std::size_t v) { hash ^= v + 0x9e3779b97f4a7c15ULL + (hash << 6) + (hash >> 2); }
    void mix(const std::string& text) { mix(std::hash<std::string>{}(text)); }
};

// Every card in the air has flown at least `settle` of its way (1: all landed and gone), so the
// next bot's move may start: a table lets the last cards settle while the next move begins.
template <class Flight>
bool flights_settled(const std::vector<Flight>& flights, float settle) {
    if (settle >= 1.F) return flights.empty();
    return std::all_of(flights.begin(), flights.end(), [&](const Flight& f) { return f.progress() >= settle; });
}

// The podium of a table's match in place of the table: the seats' names from its feed, each
// finished round's (or game's) scores from a view's `finished`.
template <class Feed, class Finished>
void show_podium(Context& ctx, const Feed& feed, int players, std::span<const int> totals, SeatMask winners,
                 const std::vector<Finished>& finished, PodiumOptions options) {
    std::vector<std::string> names;
    for (int s = 0; s < players; ++s) names.push_back(feed.name(s));
    ctx.screens.replace(
        make_match_podium(ctx, names, totals, winners, score_rows(finished, players), std::move(options)));
}

}  // namespace zero::game
