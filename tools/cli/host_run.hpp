// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `zero-cli host` for one game: a headless LAN host. Remote seats are filled by players (or bot
// clients) that join over the network; bot seats are played here. The match starts when every
// remote seat is taken and ready. A game's commands (games/) instantiate run_host for its wire.
#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <chrono>
#include <iostream>
#include <random>

#include "commands.hpp"
#include "lobby_table.hpp"
#include "match_runner.hpp"
#include "zero/net/host_service.hpp"
#include "zero/net/lan_saves.hpp"
#include "zero/net/protocol_version.hpp"
#include "zero/online/kept_table.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::cli {

struct HostOptions {
    std::string game = std::string(games::kDefaultGame);
    int port = net::kDefaultGamePort;
    std::string seats;
    std::optional<std::uint64_t> seed;
    std::string record;
    std::string autosave;
    std::string resume;
    std::string name = "Zero table";
    std::optional<int> pool;
    std::optional<int> rounds;
    std::optional<int> games;   // Solèr's ZERO
    std::optional<int> points;  // Solèr's ZERO
    std::string on_drop = "bot";
    bool allow_hints = false;  // the table offers the hint to its players
    std::optional<std::string> stand_in;  // default: the game's (greedy, medium)
    std::optional<int> discovery_port;
    bool no_discovery = false;
    double timeout = 0;
    int kept_seat_wait_ms = 10'000;
    bool quiet = false;
    bool progress = false;
    std::string lobby;           // announce the table in this online lobby (docs/online.md)
    bool private_table = false;  // there, by its code only
    bool no_relay = false;       // offer no TURN relay to players whose NATs cannot be punched
    std::string code;            // announce under this code (a table reopened from its save)
};

namespace host_detail {


template <class W>
net::SeatSetup parse_seat(const std::string& entry, const std::string& stand_in) {
    if (entry == "remote") return {net::SeatKind::Remote, stand_in, ""};
    if (entry.rfind("remote:", 0) == 0) {
        const std::string name = entry.substr(7);
        if (!net::valid_name(name)) throw CommandError("bad player name in --seats entry '" + entry + "'", kUsageError);
        return {net::SeatKind::Remote, stand_in, name};
    }
    const std::string kind = entry.rfind("bot:", 0) == 0 ? entry.substr(4) : entry;
    if (W::is_bot_kind(kind)) return {net::SeatKind::Bot, kind, ""};
    if (entry == "local")
        throw CommandError("a headless host has no screen for a local seat; use remote or bot:KIND", kUsageError);
    std::string known;
    for (const std::string& k : W::bot_kinds()) known += (known.empty() ? "" : ", ") + k;
    throw CommandError("unknown seat '" + entry + "' in --seats (remote, remote:NAME or bot:KIND with KIND one of " +
                           known + ")",
                       kUsageError);
}

inline std::uint64_t random_seed() {
    std::random_device device;
    return (std::uint64_t{device()} << 32) | device();
}

template <class Session>
void save_record(const HostOptions& o, const Session& session) {
    if (o.record.empty() || !session.under_way()) return;
    if (std::string error = save_record_file(o.record, session.record()); !error.empty()) std::cerr << "zero-cli: " << error << "\n";
}

// An online table's code is kept beside its autosave (SAVE.code, zero/online/kept_table.hpp), so a
// host reopened from the save, here or in the game, announces it under the same code and its
// players' programs find it again.
inline std::string kept_code(const HostOptions& o) {
    if (!o.code.empty() || o.resume.empty()) return o.code;
    const std::optional<online::KeptOnlineTable> kept = online::kept_online_table(o.resume);
    return kept ? kept->code : std::string();
}

inline void keep_code(const HostOptions& o, const std::string& code) {
    const std::string save = !o.autosave.empty() ? o.autosave : o.resume;
    if (save.empty()) return;
    if (std::string error = online::keep_online_table(save, {code, o.lobby, o.private_table}); !error.empty())
        std::cerr << "zero-cli: " << error << std::endl;
}

// The online lobby's announcement of the table, when --lobby asks for one.
template <class W>
std::unique_ptr<OnlineTable> announce_online(const HostOptions& o, const net::HostConfigT<W>& config,
                                             net::HostServiceT<W>& service) {
    if (o.lobby.empty()) {
        // A new match saved over an online table's save is not that table: its code goes too.
        if (!o.autosave.empty() && o.resume.empty()) online::forget_online_table(o.autosave);
        return nullptr;
    }
    online::TableRequest request{o.private_table, o.name, o.game, "", static_cast<int>(config.seats.size()), 0,
                                 service.port(), !o.no_relay, kept_code(o)};
    for (const net::SeatSetup& seat : config.seats)
        if (seat.kind == net::SeatKind::Remote) ++request.seats_free;
    const auto option = [&](const char* key, const std::optional<int>& value) {
        if (value)
            request.options += (request.options.empty() ? "" : " ") + std::string(key) + "=" + std::to_string(*value);
    };
    option("pool", o.pool);
    option("rounds", o.rounds);
    option("games", o.games);
    option("points", o.points);
    auto table = announce_table(o.lobby, request, service.enet_host());
    keep_code(o, table->code());
    return table;
}

inline constexpr const char* kSeatsOrResume = "give either --seats for a new match or --resume for a saved one";

// A saved LAN match of any game, carried on: its rules, seed and players come from the save.
template <class W>
void configure_resume(const HostOptions& o, const std::string& stand_in, net::HostConfigT<W>& config) {
    if (!o.seats.empty()) throw CommandError(kSeatsOrResume, kUsageError);
    typename net::LanSaves<W>::Loaded loaded = net::LanSaves<W>::load(o.resume);
    if (!loaded.error.empty()) throw CommandError(loaded.error);
    if (!loaded.warning.empty()) std::cerr << "zero-cli: " << loaded.warning << "\n";
    if (loaded.save->finished()) throw CommandError(o.resume + ": that match is over");
    std::string error;
    config.seats = net::lan_resumed_seats<W>(loaded.save->seats, stand_in, error);
    if (!error.empty()) throw CommandError(error);
    config.rules = loaded.state->rules;
    config.seed = W::seed_of(*loaded.state);
    config.resume = std::move(loaded.state);
}

// A new match's seats, rules and seed from the command line; `rules` makes the game's rules for
// that many players from its own options, which the game's commands checked before.
template <class W, class Rules>
void configure_new(const HostOptions& o, const std::string& stand_in, net::HostConfigT<W>& config, Rules rules) {
    if (!o.resume.empty()) return configure_resume(o, stand_in, config);
    if (o.seats.empty()) throw CommandError(kSeatsOrResume, kUsageError);
    const std::vector<std::string> entries = split_list(o.seats);
    for (const std::string& entry : entries) config.seats.push_back(parse_seat<W>(entry, stand_in));
    config.rules = rules(static_cast<int>(entries.size()));
    config.seed = o.seed ? *o.seed : random_seed();
}

// The host's settings from the command line: its name, the game's seats, rules and seed
// (`configure`), what happens to a dropped seat.
template <class W, class Configure>
net::HostConfigT<W> host_config(const HostOptions& o, Configure& configure) {
    net::HostConfigT<W> config;
    config.host_name = o.name;
    if (!net::valid_name(o.name)) throw CommandError("bad host name '" + o.name + "'", kUsageError);
    const std::string stand_in = o.stand_in.value_or(std::string(W::kDefaultStandIn));
    if (!W::is_bot_kind(stand_in)) throw CommandError("unknown bot '" + stand_in + "' in --stand-in", kUsageError);
    configure(o, stand_in, config);
    if (o.on_drop == "bot") config.policy = net::DropPolicy::BotPlays;
    else if (o.on_drop == "pause") config.policy = net::DropPolicy::Pause;
    else throw CommandError("--on-drop takes bot or pause, not '" + o.on_drop + "'", kUsageError);
    config.hints = o.allow_hints;
    config.auto_start = true;
    config.kept_seat_wait = std::chrono::milliseconds(o.kept_seat_wait_ms);
    config.tokens_only = !o.lobby.empty();
    return config;
}

inline net::ServiceOptions host_service_options(const HostOptions& o) {
    net::ServiceOptions options;
    options.port = static_cast<std::uint16_t>(o.port);
    if (o.no_discovery) options.discovery_port.reset();
    else options.discovery_port = o.discovery_port ? static_cast<std::uint16_t>(*o.discovery_port)
                                                   : net::discovery_port_from_env();
    return options;
}

// The session's log, chat, record and progress lines, and its autosave: the autosave starts with
// the match, once every seat's player name is known; a writer thread does the file work, so a
// kill may lose the last actions (the clients answer them again).
template <class W, class EndsRound>
void watch_host_session(const HostOptions& o, net::HostSessionT<W>& session, EndsRound ends_a_round,
                        std::unique_ptr<typename net::LanSaves<W>::Autosaver>& autosaver) {
    if (!o.quiet) session.on_log = [](const std::string& line) { std::cout << line << std::endl; };
    session.on_chat = [quiet = o.quiet](const net::ChatRelay& c) {
        if (!quiet) std::cout << "chat " << c.name << ": " << c.text << std::endl;
    };
    session.add_observer([&o, &session, ends_a_round](const typename W::EventList& events, const typename W::State& state) {
        for (const auto& e : events)
            if (ends_a_round(e)) save_record(o, session);
        // Where the match stands, counted in actions, for tests that act at chosen moments.
        if (o.progress) std::cout << "actions " << W::state_id(state) << std::endl;
    });
    const std::string autosave_path = !o.autosave.empty() ? o.autosave : o.resume;
    if (autosave_path.empty()) return;
    session.add_observer([&session, &autosaver, autosave_path](const typename W::EventList&,
                                                                    const typename W::State& state) {
        if (!autosaver)
            autosaver = std::make_unique<typename net::LanSaves<W>::Autosaver>(
                autosave_path, net::lan_saved_seats(session), AutosaveOptions{true, true, {}});
        net::keep_lan_tokens(*autosaver, session);
        autosaver->save(state);
        if (std::string error = autosaver->last_error(); !error.empty()) std::cerr << "zero-cli: " << error << "\n";
    });
}

// Ctrl-C and SIGTERM are held pending from here on and picked up by serve_to_the_end, which then
// tells every player the host has quit (threads started later inherit the mask).
inline sigset_t hold_stop_signals() {
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    return stop_signals;
}

// Serves until the match is over, a held stop signal or --timeout.
template <class W>
void serve_to_the_end(const HostOptions& o, net::HostServiceT<W>& service, const sigset_t& stop_signals,
                      OnlineTable* online) {
    net::HostSessionT<W>& session = service.session();
    const timespec no_wait{0, 0};
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    while (!session.over()) {
        service.poll(5);
        if (online != nullptr) {
            online->punch(service.enet_host());
            online->set_seats_free(online::open_seats(session.lobby().seats));
        }
        if (sigtimedwait(&stop_signals, nullptr, &no_wait) > 0) {
            service.close();
            save_record(o, session);
            throw CommandError("stopped; the players were told the host has quit", 130);
        }
        if (o.timeout > 0 && std::chrono::duration<double>(Clock::now() - start).count() > o.timeout) {
            const std::string why =
                session.under_way() ? "the match is not finished" : net::describe(session.start_blocker());
            service.close();
            save_record(o, session);
            throw CommandError("gave up after " + std::to_string(static_cast<int>(o.timeout)) + " s: " + why);
        }
    }
}

// The headless host of a game: `configure(o, stand_in, config)` reads the game's options (with
// configure_new or configure_resume); `ends_a_round(event)` says after which events the record is
// written again (a round of Knizia's, a game of the others).
template <class W, class Configure, class EndsRound>
void run_host(const HostOptions& o, Configure configure, EndsRound ends_a_round) {
    net::HostConfigT<W> config = host_config<W>(o, configure);
    std::unique_ptr<net::HostServiceT<W>> service;
    try {
        service = std::make_unique<net::HostServiceT<W>>(config, host_service_options(o));
    } catch (const std::exception& e) {
        throw CommandError(e.what());
    }
    net::HostSessionT<W>& session = service->session();
    std::unique_ptr<typename net::LanSaves<W>::Autosaver> autosaver;
    watch_host_session<W>(o, session, ends_a_round, autosaver);
    std::cout << "listening on port " << service->port() << " as '" << o.name << "', seed " << config.seed
              << ", " << config.seats.size() << " seats" << std::endl;
    if (service->unlisted_on())
        std::cerr << "zero-cli: " << service->discovery_error()
                  << ": the table is open but not listed in Join game; players join at its address" << std::endl;
    const sigset_t stop_signals = hold_stop_signals();
    const std::unique_ptr<OnlineTable> online = announce_online(o, config, *service);
    // The host sees who reaches it directly and who through the relay.
    if (online && !o.quiet)
        service->on_peer = [&online](net::PeerId peer, std::uint32_t ip, std::uint16_t port) {
            std::cout << "peer " << peer << " " << online->route_of(ip, port) << std::endl;
        };
    serve_to_the_end(o, *service, stop_signals, online.get());
    save_record(o, session);
    // Let the last updates reach everyone before saying goodbye.
    for (int i = 0; i < 20; ++i) service->poll(5);
    service->close(500);
    const typename W::State& state = *session.state();
    std::cout << "match over: totals";
    for (int s = 0; s < state.players(); ++s) std::cout << " " << state.totals[static_cast<std::size_t>(s)];
    std::cout << std::endl;
    if (online && online->relay_bytes() > 0) std::cout << "relay bytes " << online->relay_bytes() << std::endl;
}

}  // namespace host_detail

using host_detail::run_host;

}  // namespace zero::cli
