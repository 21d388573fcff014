#pragma once
// The LAN screens' shared connection: the host service (when this screen hosts) and this
// screen's own client. The hosting player plays through an ordinary client on 127.0.0.1, so
// the lobby and the table are the same code for the host and for a player who joined.
#include <chrono>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "zero/game/screens.hpp"
#include "zero/net/client.hpp"
#include "zero/net/host_service.hpp"

namespace zero::game {

struct LanLink {
    std::unique_ptr<net::HostService> host;  // null when this screen joined someone else's table
    std::unique_ptr<net::Client> client;
    std::deque<std::string> chat;            // the latest lines, newest last
    // Where the client went, so a lost connection can rejoin its seat with the token.
    std::string name;
    std::string address;
    std::uint16_t port = 0;
    bool reconnecting = false;
    std::chrono::steady_clock::time_point next_attempt{};

    // Starts the client towards a table. Throws std::runtime_error for an unresolvable address.
    void connect(const std::string& player, const std::string& where, std::uint16_t game_port);

    // Moves the packets of this frame; returns what the client learnt.
    std::vector<net::ClientEvent> poll();
    // Leaves the table (and closes it when hosting).
    void close();
};

std::unique_ptr<Screen> make_lan_lobby_screen(Context& ctx, std::shared_ptr<LanLink> link);
std::unique_ptr<Screen> make_net_table_screen(Context& ctx, std::shared_ptr<LanLink> link,
                                              std::vector<net::UpdateMsg> updates);

}  // namespace zero::game
