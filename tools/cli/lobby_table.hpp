// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line's side of the online lobby (docs/online.md): a headless host's table announced
// while it plays, a code looked up for `join --lobby`, and `zero-cli lobby list`.
#include <cstdint>
#include <memory>
#include <string>

#include "zero/lobby/lobby_client.hpp"

namespace zero::cli {

struct LobbyTableRequest {
    std::string lobby;  // the lobby's address as given to --lobby
    bool is_private = false;
    std::string host_name;
    std::string game;
    std::string options;
    int seats = 0;
    int seats_free = 0;
    std::uint16_t port = 0;  // the host's game port
};

// Announces the table and prints "code XXXXXX"; the table stays announced while the result lives,
// and says on stderr when the lobby goes away (the match plays on). Throws CommandError.
std::unique_ptr<lobby::AnnouncedTable> announce_table(const LobbyTableRequest& request);

// The table with this code: its game's key and its "HOST:PORT". Throws CommandError.
lobby::TableListing look_up_table(const std::string& lobby_address, const std::string& code);

}  // namespace zero::cli
