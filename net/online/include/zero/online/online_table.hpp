// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An online table (docs/online.md): a LAN table announced in the lobby while its host plays,
// with its NAT traversal (STUN, punches, a TURN relay), and a player's way to a table by its code.
// `zero-cli host/join --lobby` and the game's Online screens go through these same classes.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "zero/lobby/lobby_client.hpp"
#include "zero/net/messages.hpp"
#include "zero/traversal/turn_relay.hpp"

struct _ENetHost;

namespace zero::online {

// What went wrong on the way to or from the lobby, in one English sentence; `failure` says why a
// sign-in failed, for a screen that words it in the player's language.
struct OnlineError : std::runtime_error {
    explicit OnlineError(const std::string& what, lobby::ConnectFailure why = lobby::ConnectFailure::None)
        : std::runtime_error(what), failure(why) {}
    lobby::ConnectFailure failure;
};

// A client signed in to the lobby; throws OnlineError when it cannot.
std::unique_ptr<lobby::LobbyClient> connected_client(const lobby::ClientOptions& options);
// The lobby's address as typed, with the account and certificate from the environment
// (ZERO_LOBBY_ACCOUNT, ZERO_LOBBY_PASSWORD, ZERO_LOBBY_CA); throws OnlineError for a bad address.
lobby::ClientOptions options_for(const std::string& address);

// The seats a stranger online may take: the open ones. A seat kept for its player (a resumed
// match) or held by a dropped one is not free: online it goes back for its token only.
int open_seats(const std::vector<net::SeatInfo>& seats);

struct TableRequest {
    bool is_private = false;
    std::string host_name;
    std::string game;
    std::string options;
    int seats = 0;
    int seats_free = 0;
    std::uint16_t port = 0;  // the host's game port
    bool relay = true;       // allocate a TURN relay when the lobby names a TURN server
    // The code a table reopened from its save had: its players knock there again. Empty: a new one.
    std::string code;
};

// A table announced online while its host plays. The host's STUN server tells the game socket's
// public endpoint, which the listing carries; a TURN relay is allocated when the lobby names
// one. Each player's knock is answered on the lobby's thread, and the punches it asks for are sent
// from the host's loop, which owns the game socket. The constructor uses the game socket (STUN)
// and blocks until the table is announced; throws OnlineError. `note` hears what a host should
// know (no STUN server, no relay, the lobby gone), in English, from any thread.
class OnlineTable {
public:
    using Note = std::function<void(const std::string&)>;
    OnlineTable(const lobby::ClientOptions& lobby, const TableRequest& request, _ENetHost* game_socket, Note note);
    ~OnlineTable();
    OnlineTable(const OnlineTable&) = delete;
    OnlineTable& operator=(const OnlineTable&) = delete;

    const std::string& code() const { return code_; }
    const traversal::Endpoint& public_endpoint() const { return public_; }
    std::optional<traversal::Endpoint> relay_endpoint() const;

    // Sends the punches due now, and keeps the NAT's mapping of the game socket (from the host's loop).
    void punch(_ENetHost* game_socket);
    // Whether the ENet peer at this address comes through the relay (its loopback socket there).
    bool relayed(std::uint32_t ip, std::uint16_t port) const;
    // How the ENet peer at this address reaches the table: "direct from IP:PORT" or "relayed
    // from IP:PORT" (the player's public endpoint as the relay sees it).
    std::string route_of(std::uint32_t ip, std::uint16_t port) const;
    // Bytes through the relay so far, both ways (0 without one).
    std::uint64_t relay_bytes() const;
    // The listing's free seats as the table has them now (from the host's loop): announced again
    // when the count changed, so the lobby's list never shows seats that are gone.
    void set_seats_free(int seats_free);

private:
    std::optional<lobby::KnockAnswer> answer(const lobby::Knock& knock);

    struct Punch {
        traversal::Endpoint to;
        int left = 0;
        std::chrono::steady_clock::time_point at;
    };
    _ENetHost* game_socket_;
    std::string code_;
    std::optional<traversal::Endpoint> stun_;
    std::chrono::steady_clock::time_point keep_alive_at_;
    mutable std::mutex mutex_;
    std::vector<Punch> punches_;  // under mutex_
    traversal::Endpoint public_;
    std::unique_ptr<traversal::TurnRelay> relay_;
    lobby::TableListing listing_;  // as announced last (the host's loop only)
    std::unique_ptr<lobby::AnnouncedTable> announced_;  // last: its thread uses the rest
};

// A player's way to a table by its code: the lobby connection is kept for rejoins.
class OnlineJoin {
public:
    // Connects to the lobby and looks the table up. Throws OnlineError.
    OnlineJoin(const lobby::ClientOptions& lobby, const std::string& code);
    ~OnlineJoin();
    const lobby::TableListing& table() const { return table_; }

    struct Route {
        traversal::Endpoint direct;
        std::optional<traversal::Endpoint> relay;
    };
    // From this game socket: learns its public endpoint, knocks, punches towards the host. When
    // the lobby is gone (a rejoin late in the match), the last route. Throws OnlineError.
    Route route(_ENetHost* game_socket);

private:
    Route knock_route(_ENetHost* game_socket);

    std::unique_ptr<lobby::LobbyClient> client_;
    std::string code_;
    lobby::TableListing table_;
    std::optional<traversal::Endpoint> stun_;
    std::optional<Route> last_;
};

}  // namespace zero::online
