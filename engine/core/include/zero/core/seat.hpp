// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Seats, shared by every game.
#include <cstddef>
#include <cstdint>

namespace zero {

using Seat = int;
// One bit per seat (at most 8 seats).
using SeatMask = std::uint8_t;
// As many seats as a SeatMask holds: room for any game's table.
inline constexpr int kMaxSeats = 8;

constexpr SeatMask seat_bit(Seat seat) { return static_cast<SeatMask>(1U << seat); }
constexpr bool has_seat(SeatMask mask, Seat seat) { return ((mask >> seat) & 1U) != 0; }
// A seat (or another small count that is never negative) as an index into a vector or array.
constexpr std::size_t at(int index) { return static_cast<std::size_t>(index); }
// The seat after `seat`, clockwise (the next index, wrapping).
constexpr Seat next_seat(Seat seat, int players) { return seat + 1 == players ? 0 : seat + 1; }

namespace core {
// An action with the seat that made it, as it stands in a game's log and its record.
template <class Action>
struct SeatedMove {
    Seat seat = 0;
    Action action;
    friend constexpr bool operator==(const SeatedMove&, const SeatedMove&) = default;
};
}  // namespace core

}  // namespace zero
