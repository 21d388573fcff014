// SPDX-License-Identifier: GPL-3.0-or-later
// The rejoin tickets on disk: one text file per table, a `key value` line per field.
#include "zero/game/lan_ticket.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <sstream>

#include "zero/saves/file_io.hpp"

namespace zero::game {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxTicketBytes = 4096;

// Names and host names are single lines of printable text on the wire already; a file edited by
// hand could hold anything, so parsing checks again.
bool one_line(const std::string& text) {
    return std::none_of(text.begin(), text.end(), [](char c) { return c == '\n' || c == '\r' || c == '\0'; });
}

template <class Int>
bool parse_int(const std::string& text, Int& out) {
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return !text.empty() && error == std::errc{} && end == text.data() + text.size();
}

}  // namespace

std::string tickets_dir() {
    if (const char* xdg = std::getenv("XDG_STATE_HOME"); xdg != nullptr && *xdg != '\0')
        return std::string(xdg) + "/zero/tables";
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        return std::string(home) + "/.local/state/zero/tables";
    return {};
}

std::string ticket_text(const LanTicket& t) {
    std::ostringstream out;
    out << "zero-lan-ticket 1\n"
        << "table " << t.host_name << '\n'
        << "address " << t.address << '\n'
        << "port " << t.port << '\n'
        << "name " << t.name << '\n'
        << "token " << t.token << '\n'
        << "seat " << t.seat << '\n'
        << "saved_at " << t.saved_at << '\n'
        << "game " << games::game_info(t.game).key << '\n';
    return out.str();
}

std::optional<LanTicket> parse_ticket(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    if (!std::getline(in, line) || line != "zero-lan-ticket 1") return std::nullopt;
    LanTicket t;
    unsigned seen = 0;
    while (std::getline(in, line)) {
        const std::size_t space = line.find(' ');
        if (space == std::string::npos) return std::nullopt;
        const std::string key = line.substr(0, space);
        const std::string value = line.substr(space + 1);
        bool ok = true;
        if (key == "table") t.host_name = value, seen |= 1U;
        else if (key == "address") t.address = value, seen |= 2U;
        else if (key == "port") ok = parse_int(value, t.port), seen |= 4U;
        else if (key == "name") t.name = value, seen |= 8U;
        else if (key == "token") ok = parse_int(value, t.token), seen |= 16U;
        else if (key == "seat") ok = parse_int(value, t.seat), seen |= 32U;
        else if (key == "saved_at") ok = parse_int(value, t.saved_at), seen |= 64U;
        else if (key == "game") {
            // Optional: older tickets name none. A game this build cannot play is no seat to offer.
            const games::GameInfo* game = games::find_game(value);
            ok = game != nullptr && game->playable;
            if (ok) t.game = game->id;
        }
        if (!ok) return std::nullopt;
    }
    if (seen != 127U || t.address.empty() || t.name.empty() || t.token == 0 || t.port == 0 || t.seat < 0)
        return std::nullopt;
    return t;
}

std::string TicketStore::path(const std::string& address, std::uint16_t port) const {
    // The address as a file name: letters, digits, dots and dashes kept, anything else '_'.
    std::string stem;
    for (const char c : address)
        stem += (std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '.' || c == '-') ? c : '_';
    return folder_ + "/" + stem + "-" + std::to_string(port) + ".ticket";
}

std::string TicketStore::save(const LanTicket& ticket) const {
    if (!enabled()) return {};
    if (!one_line(ticket.host_name) || !one_line(ticket.name) || !one_line(ticket.address))
        return path(ticket.address, ticket.port) + ": not kept (a name spans lines)";
    std::error_code ec;
    fs::create_directories(folder_, ec);
    return write_file_atomic(path(ticket.address, ticket.port), ticket_text(ticket));
}

void TicketStore::forget(const std::string& address, std::uint16_t port) const {
    if (!enabled()) return;
    std::error_code ec;
    fs::remove(path(address, port), ec);
}

std::vector<LanTicket> TicketStore::list(std::int64_t now) const {
    std::vector<LanTicket> out;
    if (!enabled()) return out;
    std::error_code ec;
    for (fs::directory_iterator it(folder_, ec), end; !ec && it != end; it.increment(ec)) {
        if (it->path().extension() != ".ticket") continue;
        std::string text;
        const bool read = read_file_capped(it->path().string(), kMaxTicketBytes, text).empty();
        const std::optional<LanTicket> ticket = read ? parse_ticket(text) : std::nullopt;
        if (!ticket || now - ticket->saved_at > kTicketLifetimeSeconds) {
            std::error_code ignored;
            fs::remove(it->path(), ignored);
            continue;
        }
        out.push_back(*ticket);
    }
    std::sort(out.begin(), out.end(), [](const LanTicket& a, const LanTicket& b) { return a.saved_at > b.saved_at; });
    return out;
}

}  // namespace zero::game
