// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line's side of the online lobby (docs/online.md): the table's announcement and a
// join by code are net/online's (the game's Online screens use the same); here only how the
// command line reports them, and its errors as CommandError.
#include <iostream>
#include <memory>
#include <string>

#include "commands.hpp"
#include "zero/online/online_table.hpp"

namespace zero::cli {

using online::OnlineJoin;
using online::OnlineTable;

// Runs `make`, turning the lobby's errors into the command's.
template <class Make>
auto or_command_error(Make make) -> decltype(make()) {
    try {
        return make();
    } catch (const online::OnlineError& e) {
        throw CommandError(e.what());
    }
}

// The lobby's options from --lobby; a malformed address is a usage error.
inline lobby::ClientOptions lobby_options(const std::string& address) {
    try {
        return online::options_for(address);
    } catch (const online::OnlineError& e) {
        throw CommandError(e.what(), kUsageError);
    }
}

// The table announced in the lobby at `address`, and its code and endpoints printed.
inline std::unique_ptr<OnlineTable> announce_table(const std::string& address, const online::TableRequest& request,
                                                   _ENetHost* game_socket) {
    auto table = or_command_error([&] {
        return std::make_unique<OnlineTable>(lobby_options(address), request, game_socket,
                                             [](const std::string& note) { std::cerr << "zero-cli: " << note << std::endl; });
    });
    const auto relay = table->relay_endpoint();
    std::cout << "code " << table->code() << "\n"
              << "public endpoint " << traversal::to_string(table->public_endpoint())
              << (relay ? ", relay " + traversal::to_string(*relay) : std::string()) << std::endl;
    return table;
}

inline std::shared_ptr<OnlineJoin> find_online_table(const std::string& address, const std::string& code) {
    return or_command_error([&] { return std::make_shared<OnlineJoin>(lobby_options(address), code); });
}

}  // namespace zero::cli
