// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A seat at a LAN table this game joined, kept on disk so a game that was closed or killed
// mid-match can take its seat back: the host's token for the seat, and where the table is. One
// small file per table in the state folder; written atomically on every welcome, removed when the
// match ends or the host no longer knows the token.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/knizia/action.hpp"

namespace zero::game {

struct LanTicket {
    std::string host_name;  // as the host's welcome named the table: "Hana's table"
    std::string address;    // as this game reached it: "192.168.1.20"
    std::uint16_t port = 0;
    std::string name;       // the player's name at that table
    std::uint64_t token = 0;
    Seat seat = 0;
    std::int64_t saved_at = 0;  // seconds since the Unix epoch
    // The game the table plays (a ticket written before tables named theirs: Knizia's Zero).
    games::GameId game = games::kUnnamedGame;

    friend bool operator==(const LanTicket&, const LanTicket&) = default;
};

// Tickets older than this are stale: no LAN match lasts a day.
inline constexpr std::int64_t kTicketLifetimeSeconds = 24 * 60 * 60;

// $XDG_STATE_HOME/zero/tables, else ~/.local/state/zero/tables; empty without either.
std::string tickets_dir();

std::string ticket_text(const LanTicket& ticket);
std::optional<LanTicket> parse_ticket(const std::string& text);

// The ticket store of one folder. An empty folder keeps nothing (every call does nothing).
class TicketStore {
public:
    TicketStore() = default;
    explicit TicketStore(std::string folder) : folder_(std::move(folder)) {}

    bool enabled() const { return !folder_.empty(); }
    std::string path(const std::string& address, std::uint16_t port) const;
    // Returns an error naming the file, or empty.
    std::string save(const LanTicket& ticket) const;
    void forget(const std::string& address, std::uint16_t port) const;
    // Every readable ticket younger than kTicketLifetimeSeconds at `now`, newest first; stale and
    // unreadable files are removed.
    std::vector<LanTicket> list(std::int64_t now) const;

private:
    std::string folder_;
};

}  // namespace zero::game
