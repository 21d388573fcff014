// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A LAN table as this screen reaches it: the host service (when this screen hosts) and this
// screen's clients, one per player at this screen. The hosting players play through ordinary
// clients on 127.0.0.1, so the lobby and the table are the same code for the host and for a
// player who joined. One link per game (a template over net's wire module, as the host and the
// client are), instantiated for every registered game's wire (cmake/games.cmake).
#include <chrono>
#include <deque>
#include <future>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/lan_lobby.hpp"
#include "zero/game/lan_ticket.hpp"
#include "zero/net/client.hpp"
#include "zero/net/host_service.hpp"
#include "zero/net/lan_saves.hpp"
#include "zero/net/rejoin.hpp"
#include "zero/online/online_client.hpp"

namespace zero::game {

// What one of this screen's clients has just learnt.
template <class W>
struct LinkEventT {
    int local = 0;  // which of the link's clients
    net::ClientEventT<W> event;
};

// A player of the match dropping out or coming back, as the host's lobby messages show it.
struct SeatNews {
    enum class Kind : std::uint8_t { Dropped, Back };
    Kind kind = Kind::Dropped;
    Seat seat = 0;
    std::string name;
    net::DropPolicy policy = net::DropPolicy::BotPlays;  // what the seat does meanwhile
};
// "Kai dropped out: a stand-in bot plays their seat", "Kai is back".
std::string describe(const Strings& strings, const SeatNews& news);

// A line of the chat panel: a player's chat line, or news of a seat.
struct LinkLine {
    std::string chat;  // "Kai: hi"
    std::optional<SeatNews> news;
};

// A table this screen hosts online (docs/online.md): the lobby it is announced in, and whether it
// is listed there or joined by its code only.
struct OnlineHosting {
    lobby::ClientOptions lobby;
    std::string lobby_address;  // as the player typed it, for the invite
    bool is_private = true;
};

// What a LAN table of each game autosaves with, and what reads its save back (net/lan_saves.hpp:
// the same for `zero-cli host`).
using net::LanSaves;

template <class W>
struct LanLinkT {
    using Wire = W;
    using Client = net::ClientT<W>;
    using Event = LinkEventT<W>;

    // Declared before the host: the host's table writes through it until the host is gone.
    std::unique_ptr<typename LanSaves<W>::Autosaver> saver;
    std::string save_path;  // the autosave's, when the table has one
    std::unique_ptr<net::HostServiceT<W>> host;  // null when this screen joined someone else's table
    // One client per player at this screen; the first is the only one after joining someone else's
    // table, and the one whose lobby, chat and status the screens show.
    std::vector<std::unique_ptr<Client>> clients;
    std::deque<LinkLine> chat;    // the latest lines, newest last
    std::deque<SeatNews> news;    // news not yet told by the table (KniziaFeed::take_notice)
    // Where the client went, so a lost connection can rejoin its seat with the token.
    std::string name;
    std::string address;
    std::uint16_t port = 0;
    bool reconnecting = false;
    std::unique_ptr<net::Rejoin<W>> rejoin;  // made when first needed: it calls back into the link
    // Where a joined seat's token is kept for a restarted game (Join game sets it; hosting screens
    // and tests without it keep nothing on disk).
    TicketStore tickets;
    bool welcomed = false;          // the first client has had a seat at this table
    bool by_ticket = false;         // the first connection offered a kept token
    bool retried_by_name = false;   // ... which the host did not know, so the link asked by name
    // A table reopened from its save keeps a player's seat a few seconds for their ticket and
    // refuses it by name meanwhile (SeatKept): a join by name asks again every seat_kept_retry until
    // seat_kept_patience after the first such refusal (longer than the table's 10 s), and is not
    // turned away meanwhile.
    std::optional<std::chrono::steady_clock::time_point> seat_kept_since;
    std::chrono::steady_clock::time_point seat_kept_next{};
    std::chrono::milliseconds seat_kept_retry{1'000};
    std::chrono::milliseconds seat_kept_patience{15'000};
    // Joined by address, whose game nobody said: a host of another game refusing it (WrongGame)
    // means trying the other game (the lobby screen does).
    bool game_guessed = false;
    std::optional<net::LobbyMsgT<W>> last_lobby;

    // Online (docs/online.md). A hosted table's announcement is made off the frame, from the game
    // socket (STUN): the host is not polled until it is done. Declared after the host, so they go
    // before it.
    std::future<std::unique_ptr<online::OnlineTable>> announcing;
    std::unique_ptr<online::OnlineTable> online;
    std::optional<OnlineHosting> hosting_online;
    std::string online_error;              // why the table is not online (English); empty otherwise
    lobby::ConnectFailure online_failure = lobby::ConnectFailure::None;
    std::map<net::PeerId, bool> relayed;   // each peer that connected: through the relay or not
    // A join by code under way off the frame (lobby, STUN, knock, punches), and why it failed.
    struct Joined {
        std::shared_ptr<online::OnlineJoin> join;
        online::OnlineClient<W> client;
    };
    std::future<Joined> joining;
    // The table joined by its code: its lobby connection is kept, so a seat lost without the
    // host's goodbye comes back by knocking again (off the frame) for a fresh way through both
    // NATs, asking for the seat by its token.
    std::shared_ptr<online::OnlineJoin> online_join;
    std::future<online::OnlineClient<W>> rejoining;
    std::string join_code;
    std::string join_error;  // English
    lobby::ConnectFailure join_failure = lobby::ConnectFailure::None;

    Client* client() const { return clients.empty() ? nullptr : clients.front().get(); }
    // Starts one more client towards a table (the first also sets where the link rejoins); a
    // non-zero token rejoins the seat it was given for. Throws std::runtime_error for an
    // unresolvable address.
    void connect(const std::string& player, const std::string& where, std::uint16_t game_port,
                 std::uint64_t token = 0);
    void set_ready(bool ready);
    // The chat panel's lines, newest last.
    std::vector<std::string> chat_lines(const Strings& strings) const;
    // The first client could not join: refused, or the table never answered. The lobby then
    // gives way to a screen that says why.
    bool turned_away() const;
    // Asking again for a seat the table keeps for its player's ticket (the lobby says so).
    bool waiting_for_kept_seat() const;

    // Announces the hosted table in the lobby (off the frame).
    void announce(const OnlineHosting& hosting, online::TableRequest request);
    // Joins the table with this code through the lobby (off the frame): the first client, once
    // it is through both NATs or the relay.
    void connect_online(const std::string& player, const lobby::ClientOptions& lobby, const std::string& code);
    // Whether the remote player in `seat` comes through the relay; nothing when not known (not
    // online, or a player at this screen).
    std::optional<bool> seat_relayed(Seat seat) const;
    bool online_pending() const { return announcing.valid() || joining.valid(); }
    ~LanLinkT();

    // Moves the packets of this frame; returns what the clients learnt.
    std::vector<Event> poll();
    // Leaves the table (and closes it when hosting). Online work still under way, a table
    // leaving the lobby and the host whose socket they use are finished off the frame: this
    // never waits on the network beyond the goodbyes' short linger.
    void close();
};

// Knizia's Zero's, Solèr's ZERO's and Zero Hero's, by the names their tests use.
using LinkEvent = LinkEventT<net::KniziaWire>;
using LanLink = LanLinkT<net::KniziaWire>;
using SolerLinkEvent = LinkEventT<net::SolerWire>;
using SolerLink = LanLinkT<net::SolerWire>;
using HeroLinkEvent = LinkEventT<net::HeroWire>;
using HeroLink = LanLinkT<net::HeroWire>;

// Opens a table as planned (on another free port when options.port is taken), autosaving to
// plan.save_path when set, and connects a client for each player at this screen; nothing (and
// `error` set) when it cannot.
template <class W>
std::shared_ptr<LanLinkT<W>> open_lan_table(const LanTablePlanT<W>& plan, net::ServiceOptions options,
                                            std::string& error);

// A saved match of a LAN table this game hosted, opened again as plan_lan_resume_of() plans it and
// autosaving to the same file (Resume, and `zero --autoplay --resume FILE`): nothing for any other
// save; a null link (and `error` set) when the table cannot open.
template <class W>
std::optional<std::shared_ptr<LanLinkT<W>>> reopen_lan_table(const Strings& strings,
                                                              const typename LanSaves<W>::Loaded& loaded,
                                                              const std::string& path,
                                                              const net::ServiceOptions& options, std::string& error,
                                                              bool auto_start = false);

// A client's connection in the string table's words, for the lobby's and the table's status line:
// "seat 2 (Ann), playing", "refused: the table is full"; "not connected" without a client. The
// same line as ClientSession::describe_status(), which stays in English for the command line.
template <class W>
std::string describe_connection(const Strings& strings, const net::ClientSessionT<W>* session);
inline std::string describe_connection(const Strings& strings, std::nullptr_t) {
    return describe_connection<net::KniziaWire>(strings, nullptr);
}
// The line for a whole link, as the lobby and the LAN table show it: the first client's connection
// and every further seat at this screen ("seat 1 (Ann), playing  +  seat 2 (Bob)"), or that the
// link is reconnecting.
template <class W>
std::string describe_link(const Strings& strings, const LanLinkT<W>& link);

// Why the first client could not join, in the string table's words (turned_away()).
template <class W>
std::string describe_turned_away(const Strings& strings, const LanLinkT<W>& link);

}  // namespace zero::game
