// The LAN screens' connection: its clients' packets each frame, rejoining after a drop, and opening
// a table with its players at this screen.
#include "zero/game/lan_link.hpp"

#include <variant>

namespace zero::game {

void LanLink::connect(const std::string& player, const std::string& where, std::uint16_t game_port) {
    if (clients.empty()) {
        name = player;
        address = where;
        port = game_port;
    }
    auto next = std::make_unique<net::Client>(player);
    next->connect(where, game_port);
    clients.push_back(std::move(next));
}

void LanLink::set_ready(bool ready) {
    for (const auto& c : clients) c->set_ready(ready);
}

std::vector<LinkEvent> LanLink::poll() {
    if (host) host->poll(0);
    std::vector<LinkEvent> events;
    for (std::size_t i = 0; i < clients.size(); ++i)
        for (net::ClientEvent& e : clients[i]->poll(0)) events.push_back({static_cast<int>(i), std::move(e)});
    for (const LinkEvent& e : events)
        if (e.local == 0 && std::holds_alternative<net::Welcome>(e.event)) reconnecting = false;
    // A connection that went without a goodbye (a network drop, not the host closing) rejoins the
    // seat with its token, every two seconds, until the host answers or refuses. A hosting screen's
    // clients are on loopback to a host in this process: they never drop on their own.
    if (!clients.empty() && !host) {
        const net::ClientSession& s = clients.front()->session();
        const bool lost = s.status() == net::ClientStatus::Closed && !s.goodbye() && s.token() != 0;
        const auto now = std::chrono::steady_clock::now();
        if ((lost || reconnecting) && s.status() == net::ClientStatus::Closed && now >= next_attempt) {
            next_attempt = now + std::chrono::seconds(2);
            reconnecting = true;
            const std::uint64_t token = s.token();
            try {
                auto next = std::make_unique<net::Client>(name, token);
                next->connect(address, port);
                clients.front() = std::move(next);
            } catch (const std::exception&) {
                // The address stopped resolving: try again at the next attempt.
            }
        }
        if (reconnecting && clients.front()->session().status() == net::ClientStatus::Refused) reconnecting = false;
    }
    // Every client hears each chat line: keep the first one's copy.
    for (const LinkEvent& e : events) {
        if (const auto* line = std::get_if<net::ChatRelay>(&e.event); line && e.local == 0) {
            chat.push_back(line->name + ": " + line->text);
            while (chat.size() > 5) chat.pop_front();
        }
    }
    if (host) host->poll(0);  // what the clients just sent, at once
    return events;
}

void LanLink::close() {
    for (const auto& c : clients) c->leave(clients.size() > 1 ? 20 : 100);
    if (host) host->close(200);
    clients.clear();
    host.reset();
}

std::shared_ptr<LanLink> open_lan_table(const LanTablePlan& plan, net::ServiceOptions options, std::string& error) {
    auto link = std::make_shared<LanLink>();
    try {
        try {
            link->host = std::make_unique<net::HostService>(plan.config, options);
        } catch (const std::runtime_error&) {
            options.port = 0;  // the port is taken (another table on this machine): any free one
            link->host = std::make_unique<net::HostService>(plan.config, options);
        }
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
    // Each player at this screen takes their kept seat through a client of their own.
    try {
        for (const std::string& player : plan.locals) link->connect(player, "127.0.0.1", link->host->port());
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
    return link;
}

}  // namespace zero::game
