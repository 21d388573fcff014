// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Who sits at a saved table, the same for every game.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace zero {

enum class SeatKind : std::uint8_t { Human, Bot, Remote };

inline constexpr std::size_t kMaxSeatNameBytes = 64;   // as in the match record
inline constexpr std::size_t kMaxBotKindBytes = 4096;  // "ext:COMMAND" carries a command line

struct SavedSeat {
    SeatKind kind = SeatKind::Human;
    // The player's name for human and remote seats (a LAN host matches reconnecting players by
    // it); for a bot, the name the record shows.
    std::string name;
    // The bot kind exactly as it was given to the seat factory ("greedy", "hard", "ext:CMD");
    // empty for human and remote seats.
    std::string bot;
    // How this player last laid out their hand at the table (Tab): by number, else by colour.
    // Kept per player, so each couch player finds their own order again after a resume.
    bool sort_by_number = false;
    // A LAN player's seat token (remote seats of a LAN host's autosave; 0: none kept). A host
    // reopened from the save gives the seat back to the client holding it, before and over
    // anyone who asked for the seat by the player's name alone.
    std::uint64_t token = 0;
    // A person's seat at a LAN table whose host allowed hints (every person's seat of that table
    // says so): the table reopened from the save offers the hint again. False at a couch match's
    // seat, which offers it whatever this says.
    bool hints = false;

    static SavedSeat human(std::string name) { return {SeatKind::Human, std::move(name), {}}; }
    static SavedSeat remote(std::string name, std::uint64_t token = 0) {
        SavedSeat seat{SeatKind::Remote, std::move(name), {}};
        seat.token = token;
        return seat;
    }
    static SavedSeat bot_seat(std::string kind, std::string name) {
        return {SeatKind::Bot, std::move(name), std::move(kind)};
    }
    friend bool operator==(const SavedSeat&, const SavedSeat&) = default;
};

std::string_view seat_kind_name(SeatKind kind);  // "human", "bot", "remote"

// The players' names of a save's record, seat by seat.
std::vector<std::string> seat_names(const std::vector<SavedSeat>& seats);

// The seats' part of a save's shape check: one seat per player, each named as the record's
// player, bots with a kind and nobody else with one. Empty when consistent; otherwise one sentence.
std::string seats_shape_error(const std::vector<SavedSeat>& seats, const std::vector<std::string>& players);

}  // namespace zero
