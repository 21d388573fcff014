// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scores and totals on the wire, as every game's codec lays them out: one i16 a seat of the match,
// in seat order (nothing for the seats beyond it).
#include <array>
#include <cstddef>
#include <cstdint>

#include "zero/net/wire.hpp"

namespace zero::net {

template <std::size_t N>
void write_points(Writer& w, const std::array<int, N>& points, int players) {
    for (int s = 0; s < players; ++s) w.i16(static_cast<std::int16_t>(points[static_cast<std::size_t>(s)]));
}

// Fails on a value outside [low, high]; the seats beyond the match read as 0.
template <std::size_t N>
bool read_points(Reader& r, std::array<int, N>& points, int players, int low, int high) {
    points = {};
    for (int s = 0; s < players; ++s) {
        std::int16_t v = 0;
        if (!r.i16(v)) return false;
        if (v < low || v > high) return r.fail();
        points[static_cast<std::size_t>(s)] = v;
    }
    return true;
}

// A match's end (every game's MatchEnded): its totals, then its winners as a seat mask.
template <class MatchEnded>
void write_match_end(Writer& w, const MatchEnded& e, int players) {
    write_points(w, e.totals, players);
    w.u8(e.winners);
}

// The totals in [low, high], the winners among the match's seats.
template <class MatchEnded>
bool read_match_end(Reader& r, MatchEnded& e, int players, int low, int high) {
    return read_points(r, e.totals, players, low, high) && read_mask(r, e.winners, players);
}

}  // namespace zero::net
