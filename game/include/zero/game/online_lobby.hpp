// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Online screen's logic, without a window (docs/online.md): a lobby connection served on a
// thread of its own (sign-in, the lobby room's tables and chat, looking a code up), so the window
// never waits on the network; the lobby's options from Settings; invites; the lobby's failures in
// the player's words.
#include <cstdint>
#include <cstdio>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/game/settings.hpp"
#include "zero/game/strings.hpp"
#include "zero/lobby/lobby_client.hpp"
#include "zero/online/kept_table.hpp"

namespace zero::game {

// The lobby's options from Settings: its address, then the account (or a guest), and the
// certificate file ZERO_LOBBY_CA names. Nothing (and `error`, English) for an empty or malformed
// address.
std::optional<lobby::ClientOptions> lobby_options(const Settings& settings, std::string& error);
std::optional<lobby::ClientOptions> lobby_options(const Settings& settings, const std::string& address,
                                                  std::string& error);
// What a player types at a lobby's address in Settings: "DOMAIN@HOST:PORT", or the domain alone.
std::string lobby_address_text(const lobby::LobbyAddress& address);

// A table hosted online keeps its code, its lobby and whether it is listed beside its autosave
// (zero/online/kept_table.hpp), so Resume announces the reopened table under the same code.
using online::KeptOnlineTable;
inline void keep_online_table(const std::string& save_path, const KeptOnlineTable& table) {
    if (std::string error = online::keep_online_table(save_path, table); !error.empty())
        std::fprintf(stderr, "zero: %s\n", error.c_str());
}
// Nothing for a LAN table's save, or one kept with no lobby (the code alone): nowhere to announce.
inline std::optional<KeptOnlineTable> kept_online_table(const std::string& save_path) {
    std::optional<KeptOnlineTable> kept = online::kept_online_table(save_path);
    if (kept && kept->lobby_address.empty()) return std::nullopt;
    return kept;
}
// The code goes with its save (delete_save); the code of a table that never saved (left before
// its match began) goes when the table closes: there is nothing to reopen under it.
void forget_unsaved_online_table(const std::string& save_path);

// An invite a player copies for a friend: "zero://LOBBY/CODE".
std::string invite_line(const std::string& lobby_address, const std::string& code);
struct Invite {
    std::string lobby;
    std::string code;  // upper case
};
// The first invite in `text` (a pasted message may hold more words around it).
std::optional<Invite> parse_invite(std::string_view text);

// Why the lobby or a table could not be reached, in the player's words: a failed sign-in by its
// kind, a code nobody has, else the English sentence in the catalogue's frame.
std::string describe_online_failure(const Strings& strings, lobby::ConnectFailure failure, const std::string& english,
                                    const std::string& lobby_address);

// A public table's row in the Online screen: host, game and options, free seats.
std::string describe_listing(const Strings& strings, const lobby::TableListing& table);
// A table's options as a listing carries them ("pool=7 rounds=3"), from the catalogue's values.
std::string listing_options(games::GameId game, const std::vector<int>& options);

// One lobby connection on a thread of its own; every call returns at once.
class OnlineLobby {
public:
    enum class Phase { SigningIn, In, Failed };
    struct Found {
        std::string code;
        std::optional<lobby::TableListing> table;
        std::string error;  // English, when nothing was found
    };
    struct Snapshot {
        Phase phase = Phase::SigningIn;
        lobby::ConnectFailure failure = lobby::ConnectFailure::None;
        std::string error;  // English, when Failed
        std::string nick;
        std::vector<lobby::TableListing> tables;
        std::deque<std::string> chat;  // "nick: text", newest last
        long version = 0;              // changes whenever anything above does
    };

    OnlineLobby(lobby::ClientOptions options, std::string nick);
    ~OnlineLobby();
    OnlineLobby(const OnlineLobby&) = delete;
    OnlineLobby& operator=(const OnlineLobby&) = delete;

    Snapshot snapshot() const;
    long version() const;
    void say(const std::string& text);
    void find(const std::string& code);
    std::optional<Found> take_found();

private:
    struct Shared;
    std::shared_ptr<Shared> shared_;
};

}  // namespace zero::game
