#pragma once
// Seats, shared by every game.
#include <cstdint>

namespace zero {

using Seat = int;
// One bit per seat (at most 8 seats).
using SeatMask = std::uint8_t;

constexpr SeatMask seat_bit(Seat seat) { return static_cast<SeatMask>(1U << seat); }
constexpr bool has_seat(SeatMask mask, Seat seat) { return ((mask >> seat) & 1U) != 0; }
// The seat after `seat`, clockwise (the next index, wrapping).
constexpr Seat next_seat(Seat seat, int players) { return seat + 1 == players ? 0 : seat + 1; }

}  // namespace zero
