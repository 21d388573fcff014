// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli join: the command line of a bot client of a LAN table (join_run.hpp runs it). `--game`
// picks the client's game (a table of another game refuses it, saying so).
#include "commands.hpp"
#include "game_commands.hpp"
#include "join_run.hpp"
#include "lobby_table.hpp"

namespace zero::cli {

void add_join_command(CLI::App& app) {
    auto o = std::make_shared<JoinOptions>();
    auto* cmd = app.add_subcommand("join", "Join a LAN table as a bot client and play the seat it is given");
    cmd->add_option("--game", o->game, "The table's game: knizia-zero (default), soler-zero or zero-hero");
    cmd->add_option("address", o->address, "The host, as HOST:PORT (or --lobby with --code)");
    auto lobby_address = std::make_shared<std::string>();
    auto table_code = std::make_shared<std::string>();
    cmd->add_option("--lobby", *lobby_address,
                    "Find the table in this online lobby (DOMAIN, DOMAIN:PORT or DOMAIN@HOST:PORT)");
    cmd->add_option("--code", *table_code, "With --lobby: the table's six-letter code");
    cmd->add_option("--name", o->name, "Player name shown at the table")->required();
    cmd->add_option("--bot", o->bot,
                    "The bot that plays the seat (knizia-zero: random, greedy ...; soler-zero and zero-hero: random, "
                    "easy, medium, hard)")
        ->required();
    cmd->add_option("--seed", o->seed,
                    "Seed of the bot's decisions; the host's match seed makes it play as it would locally");
    cmd->add_option("--token", o->token, "Rejoin the seat this token was given for");
    cmd->add_option("--delay-ms", o->delay_ms, "Think this long before each move")->check(CLI::Range(0, 60'000));
    cmd->add_option("--lost-after-ms", o->lost_after_ms,
                    "Count the connection as lost (and rejoin) after this long without an answer from the host")
        ->check(CLI::Range(200, 60'000));
    cmd->add_option("--timeout", o->timeout, "Give up after this many seconds (0: never)")->check(CLI::Range(0.0, 1e7));
    cmd->add_option("--name-wait-ms", o->name_wait_ms,
                    "When the table says the name's seat is kept for its token, or the name is taken, ask again "
                    "for this long (a table reopened from its save keeps a player's seat for their token a while; "
                    "0: give up at once)")
        ->check(CLI::Range(0, 600'000));
    cmd->add_option("--punch-wait-ms", o->punch_wait_ms,
                    "With --lobby: how long the direct way through both NATs may take to open before the table's "
                    "relay is used instead")
        ->check(CLI::Range(100, 60'000));
    cmd->add_flag("--timing", o->timing,
                  "Print 'sent EPOCH MICROSECONDS' before each move and 'update EPOCH MICROSECONDS' for each update "
                  "(the machine's steady clock: tools/online-figures.py compares several clients')");
    cmd->add_option("--chat", o->chat, "Say this at the table after joining");
    cmd->callback([o, lobby_address, table_code, cmd] {
        if (!lobby_address->empty() || !table_code->empty()) {
            if (lobby_address->empty() || table_code->empty())
                throw CommandError("--lobby and --code go together", kUsageError);
            if (!o->address.empty()) throw CommandError("give either an address or --lobby with --code", kUsageError);
            o->online = find_online_table(*lobby_address, *table_code);
            const lobby::TableListing& table = o->online->table();
            if (cmd->count("--game") == 0) o->game = table.game;
            o->address = table.endpoint_host + ":" + std::to_string(table.endpoint_port);
        } else if (o->address.empty()) {
            throw CommandError("give the host's address as HOST:PORT, or --lobby with --code", kUsageError);
        }
        const games::GameInfo* game = games::find_game(o->game);
        if (game == nullptr) throw CommandError(games::unknown_game_error(o->game), kUsageError);
        game_commands(game->id).join(*o);
    });
}

}  // namespace zero::cli
