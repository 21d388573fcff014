// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// High Card on the wire: a card is a byte (1..24); a hand travels only in its own seat's view.
// Every read checks its value's range and fails the reader otherwise.
#include "zero/highcard/game.hpp"
#include "zero/net/wire.hpp"

namespace zero::net {
enum class IntentError : std::uint8_t;
}

namespace zero::highcard::codec {

void write_rules(net::Writer& w, const Rules& rules);
bool read_rules(net::Reader& r, Rules& rules);
void write_action(net::Writer& w, const Action& action);
bool read_action(net::Reader& r, Action& action);
void write_view(net::Writer& w, const View& view);
bool read_view(net::Reader& r, View& view);
void write_events(net::Writer& w, const EventList& events, int players);
bool read_events(net::Reader& r, EventList& events, int players);
// A refused move in the LAN protocol's words (its IntentRefused codes).
net::IntentError intent_error(MoveError error);

}  // namespace zero::highcard::codec
