// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli lobby list, and the lobby's part of host and join (lobby_table.hpp).
#include <iostream>

#include "commands.hpp"
#include "lobby_table.hpp"

namespace zero::cli {

namespace {

std::unique_ptr<lobby::LobbyClient> connected_client(const std::string& text) {
    std::string error;
    const std::optional<lobby::LobbyAddress> address = lobby::parse_lobby_address(text, error);
    if (!address) throw CommandError(error, kUsageError);
    auto client = std::make_unique<lobby::LobbyClient>(lobby::options_from_env(*address));
    if (std::string why = client->connect(); !why.empty()) throw CommandError(why);
    return client;
}

}  // namespace

std::unique_ptr<lobby::AnnouncedTable> announce_table(const LobbyTableRequest& r) {
    auto client = connected_client(r.lobby);
    // Until NAT traversal, the table is announced at this machine's loopback address.
    lobby::TableListing listing{r.game, r.options,    r.seats,     r.seats_free, r.host_name,
                                "",     r.is_private, "127.0.0.1", r.port};
    if (std::string why = client->open_table(listing); !why.empty()) throw CommandError("lobby: " + why);
    std::cout << "code " << listing.code << std::endl;
    return std::make_unique<lobby::AnnouncedTable>(std::move(client), [] {
        std::cerr << "zero-cli: the lobby went away; the table plays on (players join at its address)" << std::endl;
    });
}

lobby::TableListing look_up_table(const std::string& lobby_address, const std::string& code) {
    auto client = connected_client(lobby_address);
    std::string error;
    std::optional<lobby::TableListing> table = client->find_table(code, error);
    if (!table) throw CommandError("lobby: " + error);
    return *table;
}

void add_lobby_command(CLI::App& app) {
    auto* cmd = app.add_subcommand("lobby", "The online lobby: its public tables");
    cmd->require_subcommand(1);
    auto address = std::make_shared<std::string>();
    auto* list = cmd->add_subcommand("list", "Print the public tables, one a line: code, game, free seats, host name");
    list->add_option("--lobby", *address, "The lobby server: DOMAIN, DOMAIN:PORT or DOMAIN@HOST:PORT")->required();
    list->callback([address] {
        auto client = connected_client(*address);
        std::string error;
        const auto tables = client->list_tables(error);
        if (!tables) throw CommandError("lobby: " + error);
        for (const lobby::TableListing& t : *tables) std::cout << lobby::listing_line(t) << "\n";
        std::cout << std::flush;
    });
}

}  // namespace zero::cli
