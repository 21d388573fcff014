// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN screens' logic, kept apart from drawing so it can be tested without a window.
#include "zero/game/lan_lobby.hpp"

#include <algorithm>
#include <array>
#include <charconv>

#include "net_games.inc"
#include "zero/core/enum_table.hpp"
#include "zero/game/session.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/net/lan_saves.hpp"

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

std::string local_player_name(const Strings& strings, int seat) {
    return strings.format(Str::LanDefaultPlayer, {std::to_string(seat + 1)});
}

namespace {

// The table's name as the protocol carries it, at most net::kMaxNameBytes: "Ann's table", or the
// player's name alone where the words make it longer (Japanese's プレイヤーのテーブル is 30
// bytes, French's "Table de " takes 9). A longer one would not decode at the players' end, the
// host's own screen included, which then never gets its seat.
std::string table_name_of(const Strings& strings, const std::string& player) {
    std::string name = strings.format(Str::LanTableOf, {player});
    return net::fit_name(name.size() <= net::kMaxNameBytes ? name : player);
}

}  // namespace

template <class W>
LanTablePlanT<W> plan_lan_table_of(const Strings& strings, const std::string& host_player,
                                   std::vector<net::SeatSetup> seats, std::uint64_t seed) {
    const std::string stand_in(W::kDefaultStandIn);
    LanTablePlanT<W> plan;
    plan.config.host_name = table_name_of(strings, host_player);
    plan.config.rules = W::default_rules(static_cast<int>(seats.size()));
    plan.config.seed = seed;
    if (!seats.empty()) seats.front() = net::SeatSetup{net::SeatKind::Local, stand_in, host_player};
    for (std::size_t s = 0; s < seats.size(); ++s) {
        net::SeatSetup& seat = seats[s];
        if (seat.kind == net::SeatKind::Bot && seat.name.empty())
            seat.name = net::fit_name(bot_seat_name(strings, static_cast<int>(s), seat.bot));
        if (seat.kind == net::SeatKind::Remote && !W::is_bot_kind(seat.bot)) seat.bot = stand_in;
        if (seat.kind != net::SeatKind::Local) continue;
        plan.locals.push_back(seat.name);
        seat = net::SeatSetup{net::SeatKind::Remote, stand_in, seat.name};
    }
    plan.config.seats = std::move(seats);
    return plan;
}

template <class W>
std::vector<SavedSeat> saved_lan_seats(const LanTablePlanT<W>& plan, const std::vector<std::string>& names) {
    std::vector<SavedSeat> seats;
    for (std::size_t s = 0; s < plan.config.seats.size() && s < names.size(); ++s) {
        const net::SeatSetup& setup = plan.config.seats[s];
        const bool here = setup.kind == net::SeatKind::Remote && !setup.name.empty() &&
                          std::find(plan.locals.begin(), plan.locals.end(), setup.name) != plan.locals.end();
        if (setup.kind == net::SeatKind::Bot) seats.push_back(SavedSeat::bot_seat(setup.bot, names[s]));
        else if (here || setup.kind == net::SeatKind::Local) seats.push_back(SavedSeat::human(names[s]));
        else seats.push_back(SavedSeat::remote(names[s]));
        if (seats.back().kind != SeatKind::Bot) seats.back().hints = plan.config.hints;
    }
    return seats;
}

namespace {

bool has_hints(const std::vector<SavedSeat>& seats) {
    return std::any_of(seats.begin(), seats.end(), [](const SavedSeat& s) { return s.kind != SeatKind::Bot && s.hints; });
}

}  // namespace

template <class W>
std::optional<LanTablePlanT<W>> plan_lan_resume_of(const Strings& strings, const std::vector<SavedSeat>& seats,
                                                   const typename W::State& state) {
    const auto has = [&](SeatKind kind) {
        return std::any_of(seats.begin(), seats.end(), [&](const SavedSeat& s) { return s.kind == kind; });
    };
    if (!has(SeatKind::Human) || !has(SeatKind::Remote)) return std::nullopt;
    LanTablePlanT<W> plan;
    // Every person's seat is kept for their name (and a LAN player's for their token too): a LAN
    // player rejoins by it, and each player at this screen takes theirs through a loopback client,
    // as when the table was first opened. Bots keep the names they were saved with.
    std::string error;
    plan.config.seats = net::lan_resumed_seats<W>(seats, std::string(W::kDefaultStandIn), error);
    if (!error.empty()) return std::nullopt;  // an external program cannot sit at a LAN table
    for (const SavedSeat& seat : seats)
        if (seat.kind == SeatKind::Human) plan.locals.push_back(seat.name);
    plan.config.host_name = table_name_of(strings, plan.locals.front());
    plan.config.rules = state.rules;
    plan.config.seed = W::seed_of(state);
    plan.config.resume = state;
    // As its host allowed them when the table was first opened (a save older than that: off).
    plan.config.hints = has_hints(seats);
    return plan;
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W)                                                                                    \
    template LanTablePlanT<W> plan_lan_table_of<W>(const Strings&, const std::string&, std::vector<net::SeatSetup>, \
                                                   std::uint64_t);                                             \
    template std::vector<SavedSeat> saved_lan_seats(const LanTablePlanT<W>&, const std::vector<std::string>&);   \
    template std::optional<LanTablePlanT<W>> plan_lan_resume_of<W>(const Strings&, const std::vector<SavedSeat>&, \
                                                                   const typename W::State&);
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

HostSetup HostSetup::defaults(const std::vector<std::string>& bot_kinds) {
    HostSetup setup;
    setup.set_players(4, bot_kinds);
    return setup;
}

void HostSetup::set_players(int players, const std::vector<std::string>& bot_kinds) {
    players = std::clamp(players, knizia::kMinPlayers, knizia::kMaxPlayers);
    if (seats.empty()) seats.push_back(net::SeatSetup{net::SeatKind::Local, "greedy", ""});
    if (seats.size() == 1 && players > 1) seats.push_back(net::SeatSetup{});  // open for a LAN player
    while (static_cast<int>(seats.size()) < players)
        seats.push_back(net::SeatSetup{net::SeatKind::Bot, default_bot_kind(bot_kinds), ""});
    seats.resize(static_cast<std::size_t>(players));
    GameChoice::set_players(players);
}

void HostSetup::set_game(games::GameId id) {
    game = id;
    const std::vector<std::string> kinds = GameChoice::kinds();
    for (net::SeatSetup& seat : seats)
        if (seat.kind == net::SeatKind::Bot && std::find(kinds.begin(), kinds.end(), seat.bot) == kinds.end())
            seat.bot = default_bot_kind(kinds);
}

std::string seats_free(const Strings& strings, int count) {
    return strings.count(Str::LanSeatsFree, count, {std::to_string(count)});
}

std::string join_addresses(const Strings& strings, const std::vector<std::string>& addresses, std::uint16_t port) {
    std::string list;
    for (const std::string& a : addresses) list += (list.empty() ? "" : "  or  ") + a + ":" + std::to_string(port);
    return strings.format(Str::LanJoinAt, {list});
}

std::string describe_setup(const Strings& strings, const net::SeatSetup& setup, bool online) {
    switch (setup.kind) {
        case net::SeatKind::Bot: return strings.format(Str::LanSetupBot, {bot_kind_label(strings, setup.bot)});
        case net::SeatKind::Local: return strings.format(Str::LanSetupLocal, {setup.name});
        case net::SeatKind::Remote: break;
    }
    // Online the seat is anyone's with the table's code, not a LAN player's.
    return strings.get(online ? Str::OnlineSetupOpen : Str::LanSetupOpen);
}

std::string describe_seat(const Strings& strings, const net::SeatInfo& seat) {
    if (seat.kind == net::SeatKind::Bot) return strings.format(Str::LanRowBot, {seat.name});
    switch (seat.status) {
        case net::SeatStatus::Empty: return strings.get(Str::LanRowOpen);
        case net::SeatStatus::Reserved: return strings.format(Str::LanRowKept, {seat.name});
        case net::SeatStatus::Dropped: return strings.format(Str::LanRowDropped, {seat.name});
        case net::SeatStatus::Connected: break;
    }
    return strings.format(seat.ready ? Str::LanRowReady : Str::LanRowNotReady, {seat.name});
}

std::string game_line(const Strings& strings, games::GameId game, const std::vector<int>& options) {
    return strings.format(Str::LanGameLine, {game_title(strings, game), describe_options(strings, game, options)});
}

std::string describe_found(const Strings& strings, const net::DiscoveredHost& host) {
    const std::string state = host.info.under_way ? strings.get(Str::LanFoundUnderWay)
                                                  : seats_free(strings, host.info.seats_free);
    return shown_table_name(strings, host.info.host_name) + " - " + game_line(strings, host.info.game, host.info.options) + "  (" +
           host.address + ":" + std::to_string(host.info.game_port) + ", " + state + ")";
}

namespace {

// net's reasons in the string table, indexed by their wire values as net's own words are; 0 and
// the numbers no reason has hold the fallback.
constexpr core::EnumTable<net::RefuseReason::SeatKept, Str> kRefuseStrs{
    Str::LanRefused,
    Str::LanRefusedVersion, Str::LanRefusedFull, Str::LanRefusedNameTaken, Str::LanRefusedUnderWay,
    Str::LanRefusedBadName, Str::LanRefusedUnknownToken, Str::LanRefusedWrongGame, Str::LanRefusedSeatKept,
};
constexpr core::EnumTable<net::GoodbyeReason::Left, Str> kGoodbyeStrs{
    Str::LanBye,
    Str::LanByeHostQuit, Str::LanByeMatchOver, Str::LanByeAbuse, Str::LanByeReplaced, Str::LanByeLeft,
};
constexpr core::EnumTable<net::IntentError::WrongGame, Str> kIntentErrorStrs{
    Str::LanMoveRefused,
    // Every game's (1-9)
    Str::LanMoveMatchOver, Str::LanMoveRoundOver, Str::LanMoveStale, Str::LanMoveNotYourTurn, Str::LanMoveNoSeat,
    Str::LanMoveNoCard, Str::LanMoveNotInHand, Str::LanMoveNotInPool, Str::LanMoveTakesBack,
    // Solèr's ZERO (10-14)
    Str::LanMoveWrongPhase, Str::LanMoveAlreadyPlayed, Str::LanMoveBetOutOfRange, Str::LanMoveBetTaken,
    Str::LanMoveBadSafeCards,
    // Zero Hero (15-24)
    Str::LanMoveAwaitingDeal, Str::LanMoveSwapPending, Str::LanMoveSwapNotDue, Str::LanMoveNoSlot,
    Str::LanMoveEmptyPile, Str::LanMoveTakeCount, Str::LanMoveUnderFive, Str::LanMoveCannotAfford,
    Str::LanMoveNoPair, Str::LanMoveSwapSeat,
    // 25-31 are no error's; the host's own checks (32-34)
    Str::LanMoveRefused, Str::LanMoveRefused, Str::LanMoveRefused, Str::LanMoveRefused, Str::LanMoveRefused,
    Str::LanMoveRefused, Str::LanMoveRefused,
    Str::LanMoveNotYourSeat, Str::LanMoveNoMatch, Str::LanMoveWrongGame,
};

}  // namespace

std::string describe(const Strings& strings, net::RefuseReason reason) {
    return strings.get(core::enum_entry(kRefuseStrs, reason, Str::LanRefused));
}

std::string describe(const Strings& strings, net::GoodbyeReason reason) {
    return strings.get(core::enum_entry(kGoodbyeStrs, reason, Str::LanBye));
}

std::string describe(const Strings& strings, net::IntentError error) {
    return strings.get(core::enum_entry(kIntentErrorStrs, error, Str::LanMoveRefused));
}

std::string describe(const Strings& strings, const net::StartBlocker& blocker) {
    const std::string seat = std::to_string(blocker.seat + 1);
    switch (blocker.kind) {
        case net::StartBlocker::Kind::None: break;
        case net::StartBlocker::Kind::Started: return strings.get(Str::LanBlockStarted);
        case net::StartBlocker::Kind::Closed: return strings.get(Str::LanBlockClosed);
        case net::StartBlocker::Kind::SeatOpen: return strings.format(Str::LanBlockSeatOpen, {seat});
        case net::StartBlocker::Kind::SeatNotReady: return strings.format(Str::LanBlockNotReady, {seat, blocker.name});
    }
    return {};
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
