// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/saves/saved_seat.hpp"

namespace zero {

std::string seats_shape_error(const std::vector<SavedSeat>& seats, const std::vector<std::string>& players) {
    if (seats.size() != players.size())
        return "the save has " + std::to_string(seats.size()) + " seats for " + std::to_string(players.size()) +
               " players";
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const SavedSeat& s = seats[seat];
        const std::string which = "seat " + std::to_string(seat);
        if (s.name.empty() || s.name.size() > kMaxSeatNameBytes)
            return which + " needs a name of 1 to " + std::to_string(kMaxSeatNameBytes) + " bytes";
        if (s.name != players[seat]) return which + "'s name differs from the record's player";
        if ((s.kind == SeatKind::Bot) == s.bot.empty())
            return which + (s.kind == SeatKind::Bot ? " is a bot without a kind" : " is not a bot but names one");
        if (s.bot.size() > kMaxBotKindBytes) return which + "'s bot kind is too long";
        if (s.token != 0 && s.kind != SeatKind::Remote) return which + " keeps a token but is not a LAN player's";
    }
    return {};
}

std::string_view seat_kind_name(SeatKind kind) {
    switch (kind) {
        case SeatKind::Human: return "human";
        case SeatKind::Bot: return "bot";
        case SeatKind::Remote: return "remote";
    }
    return "unknown";
}

std::vector<std::string> seat_names(const std::vector<SavedSeat>& seats) {
    std::vector<std::string> names;
    names.reserve(seats.size());
    for (const SavedSeat& seat : seats) names.push_back(seat.name);
    return names;
}

}  // namespace zero
