// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli host: the command line of a headless LAN host (host_run.hpp runs it). `--game` picks
// the game once, here: its commands instantiate the session for it.
#include "commands.hpp"
#include "game_commands.hpp"
#include "host_run.hpp"

namespace zero::cli {

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
    cmd->add_flag("--allow-hints", o->allow_hints, "Let the players at the table ask for the hint (off by default)");
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
    cmd->add_option("--lobby", o->lobby,
                    "Announce the table in this online lobby (DOMAIN, DOMAIN:PORT or DOMAIN@HOST:PORT) and print "
                    "its code");
    cmd->add_flag("--private", o->private_table, "With --lobby: list the table nowhere; players join by its code");
    cmd->add_flag("--no-relay", o->no_relay,
                  "With --lobby: offer no TURN relay; players whose NATs cannot be punched cannot join");
    cmd->add_option("--code", o->code,
                    "With --lobby: announce the table under this code (default with --resume: the code kept beside "
                    "the save, SAVE.code)");
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
        if (o->private_table && o->lobby.empty()) throw CommandError("--private goes with --lobby", kUsageError);
        if (o->no_relay && o->lobby.empty()) throw CommandError("--no-relay goes with --lobby", kUsageError);
        if (!o->code.empty() && o->lobby.empty()) throw CommandError("--code goes with --lobby", kUsageError);
        if (!o->code.empty() && !lobby::normalize_code(o->code))
            throw CommandError("'" + o->code + "' is not a table code (six letters)", kUsageError);
        o->game = std::string(games::game_info(id).key);  // what the lobby lists
        game_commands(id).host(*o);
    });
}

}  // namespace zero::cli
