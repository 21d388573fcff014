// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Turns a --bots entry into a seat controller. Kept apart from the commands so every command
// that seats bots (simulate, resume, host, join) accepts the same kinds.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/hero/table.hpp"
#include "zero/knizia/table.hpp"
#include "zero/soler/table.hpp"

namespace zero::cli {

// Kinds: easy, medium, hard, greedy, random (with options, e.g. hard:iters=2000, docs/bots.md) and
// ext:COMMAND, a program speaking docs/bot-protocol.md whose problems are reported on stderr.
// Empty when `kind` names a seat this build can play; otherwise why not.
std::string seat_kind_error(const std::string& kind);
std::unique_ptr<knizia::SeatController> make_seat(const std::string& kind, std::uint64_t match_seed, Seat seat);
std::vector<std::unique_ptr<knizia::SeatController>> make_seats(const std::vector<std::string>& kinds, std::uint64_t match_seed);

// The same for Solèr's ZERO: random, easy, medium, hard (with options) and ext:COMMAND.
std::string soler_seat_kind_error(const std::string& kind);
std::vector<std::unique_ptr<soler::SeatController>> make_soler_seats(const std::vector<std::string>& kinds,
                                                                     std::uint64_t match_seed);

// The same for Zero Hero: random, easy, medium, hard (with options) and ext:COMMAND.
std::string hero_seat_kind_error(const std::string& kind);
std::vector<std::unique_ptr<hero::SeatController>> make_hero_seats(const std::vector<std::string>& kinds,
                                                                   std::uint64_t match_seed);

}  // namespace zero::cli
