#pragma once
// Turns a --bots entry into a seat controller. Kept apart from the commands so every command
// that seats bots (simulate, resume, host, join) accepts the same kinds.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/table.hpp"

namespace zero::cli {

// Empty when `kind` names a seat this build can play; otherwise why not.
std::string seat_kind_error(const std::string& kind);
std::unique_ptr<SeatController> make_seat(const std::string& kind, std::uint64_t match_seed, Seat seat);
std::vector<std::unique_ptr<SeatController>> make_seats(const std::vector<std::string>& kinds, std::uint64_t match_seed);

}  // namespace zero::cli
