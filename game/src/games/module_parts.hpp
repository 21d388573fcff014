// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every game's module does alike, written once over the game's wire (W), session and table:
// opening a LAN table at its lobby, joining one, reopening a save, starting a couch match. A
// module passes its own pieces (its table's factory, its setup from a save) and instantiates these.
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "../lan_screens.hpp"
#include "zero/game/game_module.hpp"
#include "zero/game/lan_link.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/lan_ticket.hpp"
#include "zero/game/online_lobby.hpp"

namespace zero::game::modules {

// The listing of a table this screen hosts online: its game and options, its seats and those
// open to players from elsewhere (not the seats kept for the players at this screen).
template <class W>
online::TableRequest online_request(const net::HostConfigT<W>& config, const std::vector<std::string>& locals) {
    online::TableRequest r;
    // The lobby lists 32 bytes of a name at most: the table's own name, else its host's.
    r.host_name = config.host_name;
    if (r.host_name.size() > lobby::kMaxHostNameBytes && !locals.empty()) r.host_name = locals.front();
    r.game = std::string(games::game_info(W::id).key);
    r.options = listing_options(W::id, W::options(config.rules));
    r.seats = static_cast<int>(config.seats.size());
    for (const net::SeatSetup& seat : config.seats)
        if (seat.kind == net::SeatKind::Remote && seat.name.empty()) ++r.seats_free;
    return r;
}

template <class W>
online::TableRequest online_request(const LanTablePlanT<W>& plan) {
    return online_request<W>(plan.config, plan.locals);
}

// A table hosted online reopened from its save: announced again in its lobby under its code, as
// `zero-cli host --resume` does. A lobby address that no longer reads leaves it a LAN table.
template <class W>
void announce_again(Context& ctx, LanLinkT<W>& link, const KeptOnlineTable& kept) {
    std::string error;
    const std::optional<lobby::ClientOptions> lobby = lobby_options(ctx.settings, kept.lobby_address, error);
    if (!lobby) return;
    online::TableRequest request = online_request<W>(link.host->session().config(), {});
    request.seats_free = online::open_seats(link.host->session().lobby().seats);
    request.code = kept.code;
    link.announce(OnlineHosting{*lobby, kept.lobby_address, kept.is_private}, std::move(request));
}

// `zero --host-seats ... --lobby ADDRESS [--private]`: the table announced there too.
inline std::optional<OnlineHosting> online_from_options(const Context& ctx, std::string& error) {
    if (ctx.options.lobby.empty()) return std::nullopt;
    std::optional<lobby::ClientOptions> lobby = lobby_options(ctx.settings, ctx.options.lobby, error);
    if (!lobby) return std::nullopt;
    return OnlineHosting{*lobby, ctx.options.lobby, ctx.options.online_private};
}

// The planned table opened (another free port when the planned one is taken) at its lobby.
template <class W>
OpenedTable open_lobby(Context& ctx, LanTablePlanT<W> plan, LanTableMaker<W> table, const net::ServiceOptions& service,
                       std::string& error, const OnlineHosting* online = nullptr) {
    // Online, a dropped seat goes back for its token only: anyone can type a name.
    if (online) plan.config.tokens_only = true;
    auto link = open_lan_table(plan, service, error);
    if (!link) return {};
    if (online) link->announce(*online, online_request(plan));
    const std::uint16_t port = link->host->port();
    return {make_lan_lobby_screen(ctx, std::move(link), table), port};
}

// `zero --host-seats`: the table autostarts and autosaves where --save says, as one opened from
// Host game does.
template <class W>
OpenedTable open_lobby_from_options(Context& ctx, LanTablePlanT<W> plan, LanTableMaker<W> table,
                                    const net::ServiceOptions& service, std::string& error,
                                    const std::optional<OnlineHosting>& online) {
    plan.config.auto_start = true;
    plan.save_path = ctx.options.save;
    if (!error.empty()) return {};  // --lobby's address did not read
    return open_lobby(ctx, std::move(plan), table, service, error, online ? &*online : nullptr);
}

template <class W>
std::unique_ptr<Screen> join_online(Context& ctx, LanTableMaker<W> table, const std::string& player,
                                    const lobby::ClientOptions& lobby, const std::string& code) {
    auto link = std::make_shared<LanLinkT<W>>();
    link->connect_online(player, lobby, code);
    return make_lan_lobby_screen(ctx, std::move(link), table);
}

template <class W>
std::unique_ptr<Screen> join_lobby(Context& ctx, LanTableMaker<W> table, const TicketStore& tickets, bool guessed,
                                   const std::string& player, const std::string& host, std::uint16_t port,
                                   std::uint64_t token) {
    auto link = std::make_shared<LanLinkT<W>>();
    link->tickets = tickets;
    link->game_guessed = guessed;
    link->connect(player, host, port, token);
    return make_lan_lobby_screen(ctx, std::move(link), table);
}

// Opens the loaded save at its lobby (whose match opens at `lan_table`) when it is a LAN table's,
// else at the table `table` makes.
template <class W, class Loaded, class MakeTable>
ReopenedMatch reopen_loaded(Context& ctx, const std::string& path, Loaded loaded, const net::ServiceOptions& service,
                            bool auto_start, std::string& error, MakeTable table, LanTableMaker<W> lan_table) {
    if (!loaded.save || !loaded.state) {
        error = ctx.strings.format(Str::SaveCannotOpen, {loaded.error});
        return {};
    }
    if (auto link = reopen_lan_table<W>(ctx.strings, loaded, path, service, error, auto_start)) {
        if (!*link) return {};
        if (const std::optional<KeptOnlineTable> kept = kept_online_table(path)) announce_again(ctx, **link, *kept);
        const std::uint16_t port = (*link)->host->port();
        return {make_lan_lobby_screen(ctx, std::move(*link), lan_table), port, loaded.from_backup};
    }
    const bool from_backup = loaded.from_backup;
    std::unique_ptr<Screen> screen = table(std::move(loaded));
    if (!screen) error = ctx.strings.format(Str::SaveCannotOpen, {error});
    return {std::move(screen), std::nullopt, from_backup};
}

// A couch match's save carried on at this screen with the seats it had (`Session` made from
// `setup(save)` and the saved state), autosaving to the same file; null and `error` set for a bot
// kind this build does not know. Every game's, through its session and its table (`make`).
// Its podium offers Rematch (`rematch` of the seats) as a match dealt from New match does.
template <class Session, class Loaded, class Setup, class Make, class Rematch>
std::unique_ptr<Screen> at_table(const Strings& strings, const std::string& path, Loaded loaded, TableOptions options,
                                 std::string& error, Setup setup, Make make, Rematch rematch) {
    try {
        auto seats = setup(*loaded.save);
        // The bots' names in the language shown, as Resume listed them.
        for (std::size_t s = 0; s < seats.seats.size(); ++s)
            if (!seats.seats[s].human)
                seats.seats[s].name = shown_player_name(strings, static_cast<int>(s), seats.seats[s].name);
        options.rematch = rematch(seats);
        auto session = std::make_unique<Session>(std::move(seats), std::move(*loaded.state));
        options.save_path = path;
        options.save_path_is_good = !loaded.from_backup;
        return make(std::move(session), std::move(options));
    } catch (const std::exception& e) {
        error = path + ": " + e.what();
        return nullptr;
    }
}

// Resume for a game: its save loaded by `load`, opened again at its lobby or at its table (`make`
// builds the table for a session, `setup` the seats from the save).
template <class W, class Session, class Load, class Setup, class Make, class Rematch>
ReopenedMatch reopen_save(Context& ctx, const std::string& path, const TableOptions& table,
                          const net::ServiceOptions& service, bool auto_start, std::string& error, Load load,
                          Setup setup, Make make, Rematch rematch, LanTableMaker<W> lan_table) {
    return reopen_loaded<W>(ctx, path, load(path), service, auto_start, error, [&](auto loaded) {
        return at_table<Session>(
            ctx.strings, path, std::move(loaded), table, error, setup,
            [&ctx, &make](auto session, TableOptions options) { return make(ctx, std::move(session), std::move(options)); },
            rematch);
    }, lan_table);
}

// The seats of an autoplay match: the first --humans seats are people driven by synthetic input,
// the others bots of `kind`.
inline std::vector<SeatSetup> autoplay_seats(const Options& o, const Strings& strings, const std::string& kind) {
    std::vector<SeatSetup> seats;
    const char* names[] = {"Ann", "Bob", "Cleo", "Dev", "Eli"};
    for (int s = 0; s < o.players; ++s) {
        SeatSetup seat;
        seat.human = s < o.humans;
        seat.bot_kind = kind;
        seat.name = seat.human ? names[s] : bot_seat_name(strings, s, seat.bot_kind);
        seats.push_back(seat);
    }
    return seats;
}

}  // namespace zero::game::modules
