// The LAN screens' logic, kept apart from drawing so it can be tested without a window.
#include "zero/game/lan_lobby.hpp"

#include <algorithm>
#include <charconv>

namespace zero::game {

std::optional<HostPort> parse_host_port(std::string_view text, std::uint16_t default_port) {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    HostPort out;
    const std::size_t colon = text.rfind(':');
    if (colon == std::string_view::npos) {
        out.host = std::string(text);
        out.port = default_port;
    } else {
        out.host = std::string(text.substr(0, colon));
        const std::string_view digits = text.substr(colon + 1);
        unsigned value = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size() || value == 0 ||
            value > 65535)
            return std::nullopt;
        out.port = static_cast<std::uint16_t>(value);
    }
    if (out.host.empty() || out.host.find(' ') != std::string::npos) return std::nullopt;
    return out;
}

net::SeatSetup next_seat_setup(const net::SeatSetup& current, const std::vector<std::string>& bot_kinds,
                               const std::string& local_name) {
    net::SeatSetup next;
    if (current.kind == net::SeatKind::Remote) {
        next.kind = net::SeatKind::Local;
        next.name = local_name;
        return next;
    }
    if (bot_kinds.empty()) return next;
    if (current.kind != net::SeatKind::Bot) {
        next.kind = net::SeatKind::Bot;
        next.bot = bot_kinds.front();
        return next;
    }
    const auto it = std::find(bot_kinds.begin(), bot_kinds.end(), current.bot);
    if (it == bot_kinds.end() || it + 1 == bot_kinds.end()) return next;  // back to an open seat
    next.kind = net::SeatKind::Bot;
    next.bot = *(it + 1);
    return next;
}

std::string local_player_name(int seat) { return "Player " + std::to_string(seat + 1); }

LanTablePlan plan_lan_table(const std::string& host_player, std::vector<net::SeatSetup> seats, std::uint64_t seed) {
    LanTablePlan plan;
    plan.config.host_name = host_player + "'s table";
    plan.config.rules = default_rules(static_cast<int>(seats.size()));
    plan.config.seed = seed;
    if (!seats.empty()) seats.front() = net::SeatSetup{net::SeatKind::Local, "greedy", host_player};
    for (net::SeatSetup& seat : seats) {
        if (seat.kind != net::SeatKind::Local) continue;
        plan.locals.push_back(seat.name);
        seat = net::SeatSetup{net::SeatKind::Remote, "greedy", seat.name};
    }
    plan.config.seats = std::move(seats);
    return plan;
}

std::string describe_setup(const net::SeatSetup& setup) {
    switch (setup.kind) {
        case net::SeatKind::Bot: return "Bot: " + setup.bot;
        case net::SeatKind::Local: return "This screen: " + setup.name;
        case net::SeatKind::Remote: break;
    }
    return "Open for a LAN player";
}

std::string describe_seat(const net::SeatInfo& seat) {
    if (seat.kind == net::SeatKind::Bot) return seat.name + " - bot";
    switch (seat.status) {
        case net::SeatStatus::Empty: return "(open)";
        case net::SeatStatus::Reserved: return "(kept for " + seat.name + ")";
        case net::SeatStatus::Dropped: return seat.name + " - connection lost";
        case net::SeatStatus::Connected: break;
    }
    return seat.name + (seat.ready ? " - ready" : " - not ready");
}

std::optional<std::vector<net::SeatSetup>> parse_host_seats(std::string_view text,
                                                            const std::vector<std::string>& bot_kinds) {
    static const char* const kNames[] = {"Ann", "Bob", "Cleo", "Dev", "Eli"};
    std::vector<net::SeatSetup> seats;
    while (!text.empty()) {
        const std::size_t comma = text.find(',');
        const std::string_view word = text.substr(0, comma);
        text = comma == std::string_view::npos ? std::string_view{} : text.substr(comma + 1);
        if (seats.size() >= 5) return std::nullopt;
        net::SeatSetup seat;
        if (word == "local") {
            seat = {net::SeatKind::Local, "greedy", kNames[seats.size()]};
        } else if (word.rfind("bot:", 0) == 0) {
            const std::string kind(word.substr(4));
            if (std::find(bot_kinds.begin(), bot_kinds.end(), kind) == bot_kinds.end()) return std::nullopt;
            seat = {net::SeatKind::Bot, kind, ""};
        } else if (word != "remote") {
            return std::nullopt;
        }
        seats.push_back(seat);
    }
    if (seats.size() < 2 || seats.front().kind != net::SeatKind::Local) return std::nullopt;
    return seats;
}

void type_into(std::string& field, std::uint32_t unicode, std::size_t cap) {
    if (unicode == 8) {  // backspace
        if (!field.empty()) field.pop_back();
        return;
    }
    if (unicode < 32 || unicode > 126 || field.size() >= cap) return;
    field.push_back(static_cast<char>(unicode));
}

}  // namespace zero::game
