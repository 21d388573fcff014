// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli lobby list.
#include <iostream>

#include "commands.hpp"
#include "lobby_table.hpp"

namespace zero::cli {

void add_lobby_command(CLI::App& app) {
    auto* cmd = app.add_subcommand("lobby", "The online lobby: its public tables");
    cmd->require_subcommand(1);
    auto address = std::make_shared<std::string>();
    auto* list = cmd->add_subcommand("list", "Print the public tables, one a line: code, game, free seats, host name");
    list->add_option("--lobby", *address, "The lobby server: DOMAIN, DOMAIN:PORT or DOMAIN@HOST:PORT")->required();
    list->callback([address] {
        auto client = or_command_error([&] { return online::connected_client(lobby_options(*address)); });
        std::string error;
        const auto tables = client->list_tables(error);
        if (!tables) throw CommandError("lobby: " + error);
        for (const lobby::TableListing& t : *tables) std::cout << lobby::listing_line(t) << "\n";
        std::cout << std::flush;
    });
}

}  // namespace zero::cli
