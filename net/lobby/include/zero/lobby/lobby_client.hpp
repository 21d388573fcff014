// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A client of the online lobby (docs/online.md) over XMPP (libstrophe): TLS, then SASL with an
// account or as a guest; a host announces its table, a player looks a code up or lists the public
// tables. Every call blocks until its answer or the timeout; one thread uses a client at a time.
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "zero/lobby/listing.hpp"
#include "zero/lobby/signal.hpp"

namespace zero::lobby {

struct ClientOptions {
    LobbyAddress address;
    // An account ("name@DOMAIN") and its password; none: a guest (SASL ANONYMOUS on guest.DOMAIN).
    std::string account;
    std::string password;
    // A PEM file of certificates to trust besides the system's (a lobby's own certificate).
    std::string ca_file;
    std::chrono::milliseconds timeout{10'000};
    // Set (by another thread): every wait for the lobby gives up at once (a screen closed mid
    // sign-in, a program quitting). None: each waits for its answer or the timeout.
    const std::atomic<bool>* cancel = nullptr;
};

// The account, password and trusted certificate file from ZERO_LOBBY_ACCOUNT,
// ZERO_LOBBY_PASSWORD and ZERO_LOBBY_CA, over `address`.
ClientOptions options_from_env(const LobbyAddress& address);

// Starts the lobby's libraries (libstrophe, OpenSSL under it) once per process; every client
// does it itself. OpenSSL cleans itself up at exit, from a handler it registers when it starts: an
// object with static storage whose destructor still waits on lobby work (a thread closing a lobby
// connection) calls this in its constructor, so it is destroyed before OpenSSL is cleaned up.
void start_library();

// Why connect() failed, for a screen that words it in the player's language.
enum class ConnectFailure { None, Unreachable, TimedOut, Untrusted, Refused };

class LobbyClient {
public:
    explicit LobbyClient(ClientOptions options);
    ~LobbyClient();
    LobbyClient(const LobbyClient&) = delete;
    LobbyClient& operator=(const LobbyClient&) = delete;

    // Empty on success; otherwise why the lobby could not be reached, in one sentence.
    std::string connect();
    bool connected() const;
    ConnectFailure failure() const;
    // Refused: true when the client signed in as a guest (the lobby takes no guests).
    bool guest() const { return options().account.empty(); }
    const ClientOptions& options() const;

    // Sits in the lobby room under `nick` (another nick when that one is taken) and stays there:
    // the public tables come and go in room_tables(), what people say in take_chat(). Empty on
    // success; otherwise why not.
    std::string enter_lobby_room(const std::string& nick);
    // The public tables in the lobby room now (entered with enter_lobby_room), by code.
    std::vector<TableListing> room_tables() const;
    // Lines said in the lobby room since the last call: {nick, text}.
    std::vector<std::pair<std::string, std::string>> take_chat();
    // Says `text` in the lobby room (cut to kMaxChatBytes).
    void say(const std::string& text);
    // Our nick in the lobby room (empty outside it).
    const std::string& room_nick() const;

    // Announces the table (its code is chosen here and written into `listing`; a code already
    // in `listing`, a table reopened from its save, is asked for first): a hidden room named
    // after the code holds it, and a public table is listed in the lobby room too.
    std::string open_table(TableListing& listing);
    // Says the announced table's listing anew (its free seats changed) in the rooms open_table
    // joined; nothing for a listing out of bounds or a lobby gone.
    void update_table(const TableListing& listing);
    // The table with this code, public or private; nothing (and `error`) when there is none.
    std::optional<TableListing> find_table(const std::string& code, std::string& error);
    // The public tables listed now.
    std::optional<std::vector<TableListing>> list_tables(std::string& error);

    // The STUN and TURN servers the lobby hands out (XEP-0215); none when it names none.
    std::optional<ExternalServices> external_services(std::string& error);
    // Asks the host of the table with this code to punch towards `knock`'s endpoint, through a
    // private message in the table's room; its answer, or nothing (and `error`).
    std::optional<KnockAnswer> knock(const std::string& code, const Knock& knock, std::string& error);

    // A host's side: the knocks that came in to its table's room since the last call, with the
    // nick of who knocked, and its answer to one.
    struct KnockFrom {
        std::string room;
        std::string nick;
        Knock knock;
    };
    std::vector<KnockFrom> take_knocks();
    void answer(const KnockFrom& to, const KnockAnswer& answer);

    // Handles what arrived, waiting up to `ms` for something.
    void pump(int ms);
    void disconnect();

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

// A table kept announced while its host plays: the connection is served on a thread of its own.
// When the lobby goes away the table plays on; `on_lost` says so once (from that thread).
// `on_knock` answers a player's knock (from that thread too); knocks beyond kKnocksPerMinute
// in any minute are left unanswered, so nobody floods the table's host with joins.
inline constexpr int kKnocksPerMinute = 30;
class AnnouncedTable {
public:
    using OnKnock = std::function<std::optional<KnockAnswer>(const Knock&)>;
    AnnouncedTable(std::unique_ptr<LobbyClient> client, std::function<void()> on_lost, OnKnock on_knock = {});
    ~AnnouncedTable();
    AnnouncedTable(const AnnouncedTable&) = delete;
    AnnouncedTable& operator=(const AnnouncedTable&) = delete;

    // Announces this listing in place of the last one, from the connection's thread (any thread
    // may call it; only the latest listing is sent).
    void update(const TableListing& listing);

private:
    std::unique_ptr<LobbyClient> client_;
    std::mutex mutex_;
    std::optional<TableListing> update_;  // under mutex_
    std::function<void()> on_lost_;
    OnKnock on_knock_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

}  // namespace zero::lobby
