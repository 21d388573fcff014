// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every registered game must do, checked the same way for each (conformance_test.cpp). A
// game takes part through a traits struct (its folder's conformance.hpp, or games/<id>.hpp here
// for the games that have no folder of their own yet):
//   Game            its shared-table module (zero/core/table.hpp): State, Action, View, EventList
//   Wire            its LAN codec: write_/read_ action, view, events (players given)
//   Record          its match record
//   kKey, kMinPlayers, kMaxPlayers
//   new_match(players, seed)          a short match of default rules
//   legal(state, seat)                every legal action of the seat
//   view_hides(state, viewer, rng)    false when the viewer's view shows another seat's secret
//   record(state, names), replay(record) -> optional<State>
//   record_json(record), record_from_json(text) -> optional<Record>
//   save_round_trip(state, seats) -> optional<State>: made, encoded, decoded and restored
// and, for a game the LAN host and client are instantiated over (cmake/games.cmake's WIRE):
//   LanWire                          its wire traits (net/include/zero/net/*_wire.hpp)
//   rules(players)                   the rules of new_match
//   bot_match(rules, seed, kinds)    the match those bots play at a local table
#include <optional>
#include <string>
#include <vector>

#include "zero/core/rng.hpp"
#include "zero/net/wire.hpp"

namespace zero::conformance {

template <class C>
using StateOf = typename C::Game::State;

// Bytes of a view, an action or an event list as the wire writes them.
template <class C>
net::Bytes view_bytes(const typename C::Game::View& view) {
    net::Writer w;
    C::Wire::write_view(w, view);
    return w.take();
}

template <class C>
std::vector<std::string> names(int players) {
    std::vector<std::string> out;
    for (int seat = 0; seat < players; ++seat) out.push_back("Seat " + std::to_string(seat + 1));
    return out;
}

// Two states are the same match when their records say the same (as JSON), their ids agree and
// every seat sees the same.
template <class C>
bool same_match(const StateOf<C>& a, const StateOf<C>& b) {
    using G = typename C::Game;
    if (G::players(a) != G::players(b) || G::state_id(a) != G::state_id(b) || G::over(a) != G::over(b)) return false;
    const std::vector<std::string> who = names<C>(G::players(a));
    if (C::record_json(C::record(a, who)) != C::record_json(C::record(b, who))) return false;
    for (Seat seat = 0; seat < G::players(a); ++seat)
        if (view_bytes<C>(G::view_for(a, seat)) != view_bytes<C>(G::view_for(b, seat))) return false;
    return true;
}

// One uniformly random seat of those to act.
template <class C>
Seat random_actor(const StateOf<C>& s, Rng& rng) {
    using G = typename C::Game;
    std::vector<Seat> acting;
    for (Seat seat = 0; seat < G::players(s); ++seat)
        if (has_seat(G::to_act(s), seat)) acting.push_back(seat);
    return acting.at(rng.below(static_cast<std::uint32_t>(acting.size())));
}

template <class T, class Write, class Read>
bool round_trips(const T& value, Write write, Read read) {
    net::Writer w;
    write(w, value);
    const net::Bytes bytes = w.take();
    T back{};
    net::Reader r(bytes);
    if (!read(r, back) || !r.done()) return false;
    net::Writer again;
    write(again, back);
    return again.bytes() == bytes;
}

}  // namespace zero::conformance
