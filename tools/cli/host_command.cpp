// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli host: a headless LAN host. Remote seats are filled by players (or bot clients) that
// join over the network; bot seats are played here. The match starts when every remote seat is
// taken and ready. `--game` picks the game once, here: the session is instantiated for it.
#include <pthread.h>
#include <signal.h>
#include <time.h>

#include <chrono>
#include <iostream>
#include <random>

#include "commands.hpp"
#include "match_runner.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/net/host_service.hpp"
#include "zero/net/lan_saves.hpp"
#include "zero/net/protocol_version.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/record_json.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_record_json.hpp"

namespace zero::cli {
namespace {

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
    std::optional<std::string> stand_in;  // default: the game's (greedy, medium)
    std::optional<int> discovery_port;
    bool no_discovery = false;
    double timeout = 0;
    int kept_seat_wait_ms = 10'000;
    bool quiet = false;
    bool progress = false;
};

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

std::uint64_t random_seed() {
    std::random_device device;
    return (std::uint64_t{device()} << 32) | device();
}

template <class Session>
void save_record(const HostOptions& o, const Session& session) {
    if (o.record.empty() || !session.under_way()) return;
    if (std::string error = save_record_file(o.record, session.record()); !error.empty()) std::cerr << "zero-cli: " << error << "\n";
}

constexpr const char* kSeatsOrResume = "give either --seats for a new match or --resume for a saved one";

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

// Knizia's options.
void configure(const HostOptions& o, const std::string& stand_in, net::HostConfig& config) {
    if (o.games || o.points) throw CommandError("--games and --points are options of soler-zero", kUsageError);
    if (!o.resume.empty()) return configure_resume(o, stand_in, config);
    if (o.seats.empty()) throw CommandError(kSeatsOrResume, kUsageError);
    const std::vector<std::string> entries = split_list(o.seats);
    for (const std::string& entry : entries) config.seats.push_back(parse_seat<net::KniziaWire>(entry, stand_in));
    config.rules = rules_from_options(static_cast<int>(entries.size()), o.pool, o.rounds);
    config.seed = o.seed ? *o.seed : random_seed();
}

// Solèr's options: a number of games (default: one per player) or a target.
void configure(const HostOptions& o, const std::string& stand_in, net::HostConfigT<net::SolerWire>& config) {
    if (o.pool || o.rounds) throw CommandError("--pool and --rounds are options of knizia-zero", kUsageError);
    if (!o.resume.empty()) return configure_resume(o, stand_in, config);
    if (o.seats.empty()) throw CommandError(kSeatsOrResume, kUsageError);
    const std::vector<std::string> entries = split_list(o.seats);
    for (const std::string& entry : entries) config.seats.push_back(parse_seat<net::SolerWire>(entry, stand_in));
    const int players = static_cast<int>(entries.size());
    config.rules = o.points ? soler::target_rules(players, *o.points) : soler::default_rules(players);
    if (o.games && o.points) throw CommandError("give --games or --points, not both", kUsageError);
    if (o.games) config.rules.games = *o.games;
    if (std::string why = soler::rules_error(config.rules); !why.empty()) throw CommandError(why, kUsageError);
    config.seed = o.seed ? *o.seed : random_seed();
}

// Zero Hero's options: a number of games (default 1).
void configure(const HostOptions& o, const std::string& stand_in, net::HostConfigT<net::HeroWire>& config) {
    if (o.pool || o.rounds || o.points)
        throw CommandError("--pool, --rounds and --points are options of the other games; zero-hero counts --games",
                           kUsageError);
    if (!o.resume.empty()) return configure_resume(o, stand_in, config);
    if (o.seats.empty()) throw CommandError(kSeatsOrResume, kUsageError);
    const std::vector<std::string> entries = split_list(o.seats);
    for (const std::string& entry : entries) config.seats.push_back(parse_seat<net::HeroWire>(entry, stand_in));
    config.rules = hero::default_rules(static_cast<int>(entries.size()));
    if (o.games) config.rules.games = *o.games;
    if (std::string why = hero::rules_error(config.rules); !why.empty()) throw CommandError(why, kUsageError);
    config.seed = o.seed ? *o.seed : random_seed();
}

// The event after which the record is written: a round (a game of Solèr's) has been scored.
bool ends_a_round(const Event& e) { return std::holds_alternative<RoundScored>(e); }
bool ends_a_round(const soler::Event& e) { return std::holds_alternative<soler::GameScored>(e); }
bool ends_a_round(const hero::Event& e) { return std::holds_alternative<hero::GameEnded>(e); }

template <class W>
void run(const HostOptions& o) {
    net::HostConfigT<W> config;
    config.host_name = o.name;
    if (!net::valid_name(o.name)) throw CommandError("bad host name '" + o.name + "'", kUsageError);
    const std::string stand_in = o.stand_in.value_or(std::string(W::kDefaultStandIn));
    if (!W::is_bot_kind(stand_in)) throw CommandError("unknown bot '" + stand_in + "' in --stand-in", kUsageError);
    configure(o, stand_in, config);
    if (o.on_drop == "bot") config.policy = net::DropPolicy::BotPlays;
    else if (o.on_drop == "pause") config.policy = net::DropPolicy::Pause;
    else throw CommandError("--on-drop takes bot or pause, not '" + o.on_drop + "'", kUsageError);
    config.auto_start = true;
    config.kept_seat_wait = std::chrono::milliseconds(o.kept_seat_wait_ms);

    net::ServiceOptions options;
    options.port = static_cast<std::uint16_t>(o.port);
    if (o.no_discovery) options.discovery_port.reset();
    else options.discovery_port = o.discovery_port ? static_cast<std::uint16_t>(*o.discovery_port)
                                                   : net::discovery_port_from_env();
    std::unique_ptr<net::HostServiceT<W>> service;
    try {
        service = std::make_unique<net::HostServiceT<W>>(config, options);
    } catch (const std::exception& e) {
        throw CommandError(e.what());
    }
    net::HostSessionT<W>& session = service->session();
    if (!o.quiet) session.on_log = [](const std::string& line) { std::cout << line << std::endl; };
    session.on_chat = [quiet = o.quiet](const net::ChatRelay& c) {
        if (!quiet) std::cout << "chat " << c.name << ": " << c.text << std::endl;
    };
    session.add_observer([&o, &session](const typename W::EventList& events, const typename W::State& state) {
        for (const auto& e : events)
            if (ends_a_round(e)) save_record(o, session);
        // Where the match stands, counted in actions, for tests that act at chosen moments.
        if (o.progress) std::cout << "actions " << W::state_id(state) << std::endl;
    });
    // The autosave starts with the match, once every seat's player name is known; a writer thread
    // does the file work, so a kill may lose the last actions (the clients answer them again).
    std::unique_ptr<typename net::LanSaves<W>::Autosaver> autosaver;
    const std::string autosave_path = !o.autosave.empty() ? o.autosave : o.resume;
    if (!autosave_path.empty())
        session.add_observer([&](const typename W::EventList&, const typename W::State& state) {
            if (!autosaver)
                autosaver = std::make_unique<typename net::LanSaves<W>::Autosaver>(
                    autosave_path, net::lan_saved_seats(session), AutosaveOptions{true, true, {}});
            net::keep_lan_tokens(*autosaver, session);
            autosaver->save(state);
            if (std::string error = autosaver->last_error(); !error.empty()) std::cerr << "zero-cli: " << error << "\n";
        });
    std::cout << "listening on port " << service->port() << " as '" << o.name << "', seed " << config.seed
              << ", " << config.seats.size() << " seats" << std::endl;
    if (service->unlisted_on())
        std::cerr << "zero-cli: " << service->discovery_error()
                  << ": the table is open but not listed in Join game; players join at its address" << std::endl;

    // Ctrl-C and SIGTERM are held pending and picked up by the loop, which then tells every
    // player the host has quit (threads started later inherit the mask).
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    const timespec no_wait{0, 0};
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    while (!session.over()) {
        service->poll(5);
        if (sigtimedwait(&stop_signals, nullptr, &no_wait) > 0) {
            service->close();
            save_record(o, session);
            throw CommandError("stopped; the players were told the host has quit", 130);
        }
        if (o.timeout > 0 && std::chrono::duration<double>(Clock::now() - start).count() > o.timeout) {
            const std::string why =
                session.under_way() ? "the match is not finished" : net::describe(session.start_blocker());
            service->close();
            save_record(o, session);
            throw CommandError("gave up after " + std::to_string(static_cast<int>(o.timeout)) + " s: " + why);
        }
    }
    save_record(o, session);
    // Let the last updates reach everyone before saying goodbye.
    for (int i = 0; i < 20; ++i) service->poll(5);
    service->close(500);
    const typename W::State& state = *session.state();
    std::cout << "match over: totals";
    for (int s = 0; s < state.players(); ++s) std::cout << " " << state.totals[static_cast<std::size_t>(s)];
    std::cout << std::endl;
}

}  // namespace

void add_host_command(CLI::App& app) {
    auto o = std::make_shared<HostOptions>();
    auto* cmd = app.add_subcommand("host", "Host a LAN table: players join over the network, bots fill seats");
    cmd->add_option("--game", o->game, "The game: knizia-zero (default), soler-zero or zero-hero (with --resume: "
                                       "the save's, which this only checks)");
    cmd->add_option("--port", o->port, "Game port (UDP); 0 picks a free one")->check(CLI::Range(0, 65535));
    cmd->add_option("--seats", o->seats, "One entry per seat: remote, remote:NAME (kept for NAME) or bot:KIND");
    cmd->add_option("--resume", o->resume,
                    "Carry on a saved match of any game: each player's seat is kept for their token, or their name "
                    "(autosaves to the same file)");
    cmd->add_option("--autosave", o->autosave, "Save the match here after every action (resume it with --resume)");
    cmd->add_option("--seed", o->seed, "Match seed (default: random)");
    cmd->add_option("--record", o->record, "Write the match record (JSON) here after every round");
    cmd->add_option("--name", o->name, "Host name shown to players looking for games");
    cmd->add_option("--pool", o->pool, "Pool size: 5 or 7 (always 9 with two players)");
    cmd->add_option("--rounds", o->rounds, "Rounds per match (default: one per player)");
    cmd->add_option("--games", o->games,
                    "soler-zero: games per match (default: one per player); zero-hero (default 1)");
    cmd->add_option("--points", o->points, "soler-zero: play until a total reaches this many points instead");
    cmd->add_option("--on-drop", o->on_drop, "When a player drops: bot (a bot plays the seat) or pause");
    cmd->add_option("--stand-in", o->stand_in, "The bot that plays for a dropped player (default: greedy; medium "
                                               "for soler-zero)");
    cmd->add_option("--discovery-port", o->discovery_port, "UDP port for discovery probes (default 47123 or "
                                                           "ZERO_DISCOVERY_PORT)")
        ->check(CLI::Range(1, 65535));
    cmd->add_flag("--no-discovery", o->no_discovery, "Do not answer discovery probes");
    cmd->add_option("--timeout", o->timeout, "Give up after this many seconds (0: never)")->check(CLI::Range(0.0, 1e7));
    cmd->add_option("--kept-seat-wait-ms", o->kept_seat_wait_ms,
                    "With --resume: how long a seat kept for its player's token is given to nobody by name alone "
                    "(their program comes back with the token by itself)")
        ->check(CLI::Range(0, 600'000));
    cmd->add_flag("--quiet", o->quiet, "Print only the port line and the result");
    cmd->add_flag("--progress", o->progress, "Print 'actions N' after every action (N: the match's state id)");
    cmd->callback([o, cmd] {
        const games::GameInfo* game = games::find_game(o->game);
        if (game == nullptr) throw CommandError(games::unknown_game_error(o->game), kUsageError);
        games::GameId id = game->id;
        if (!o->resume.empty()) {
            // A saved match's game is the one its header names; --game, when given, only checks it.
            id = saved_game(o->resume);
            if (cmd->count("--game") > 0 && id != game->id)
                throw CommandError(o->resume + ": this is a save of " + std::string(games::game_info(id).key) +
                                   ", not of " + o->game);
        }
        switch (id) {
            case games::GameId::Knizia: return run<net::KniziaWire>(*o);
            case games::GameId::Soler: return run<net::SolerWire>(*o);
            case games::GameId::Hero: return run<net::HeroWire>(*o);
        }
        throw CommandError(games::playable_game_error(o->game), kUsageError);
    });
}

}  // namespace zero::cli
