// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the tests of a LAN table's autosave share, whatever the game: the save as Resume lists it,
// and the host going away while a joined player's ticket is kept as a host that died would leave it.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "zero/game/lan_ticket.hpp"
#include "zero/net/client_session.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game::test {

// The one save in `folder` as Resume lists it: a LAN table's unfinished match of `game`.
inline void check_listed_lan_save(const std::filesystem::path& folder, const std::string& game,
                                  const std::vector<std::string>& players) {
    const std::vector<SaveSummary> saves = list_saves(folder.string());
    REQUIRE(saves.size() == 1);
    CHECK(saves[0].lan);
    CHECK(saves[0].game == game);
    CHECK_FALSE(saves[0].finished);
    CHECK(saves[0].players == players);  // bots named as New match names them
}

// The host of `t` (a loop over a hosting link and Kai's) goes. Its goodbye makes Kai's game forget
// the seat: the ticket is put back as a host that went without a word would have left it, and
// returned for Kai's restarted game.
template <class Loop>
LanTicket close_host_keeping_ticket(Loop& t, const TicketStore& store) {
    const std::vector<LanTicket> kept = store.list(unix_now());
    REQUIRE(kept.size() == 1);
    t.host->close();
    t.until([&] { return t.kai->client()->session().status() == net::ClientStatus::Closed; });
    t.kai.reset();
    REQUIRE(store.save(kept[0]).empty());
    return kept[0];
}

}  // namespace zero::game::test
