// SPDX-License-Identifier: GPL-3.0-or-later
// The lobby's rooms (docs/online.md): on the MUC service lobby.DOMAIN, a hidden room per table
// named after its code, where the host is the owner under the nick "host", and the lobby room
// zero-tables, where each public table's host sits under its code's nick. Both carry the
// listing in the host's presence, so a table leaves the lobby the moment its host does.
#include "zero/lobby/lobby_client.hpp"

#include <openssl/ssl.h>
#include <strophe.h>

#include <netdb.h>
#include <pthread.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <random>
#include <utility>

#include "zero/lobby/stanza.hpp"
#include "zero/posix/hold_sigpipe.hpp"

namespace zero::lobby {

namespace {

// Every call that may write to the lobby holds SIGPIPE (posix::HoldSigpipe): libstrophe and
// OpenSSL write without MSG_NOSIGNAL, and a lobby gone mid-write must not kill the game.

constexpr const char* kMuc = "http://jabber.org/protocol/muc";
constexpr const char* kDiscoInfo = "http://jabber.org/protocol/disco#info";
constexpr const char* kLobbyRoom = "zero-tables";
constexpr const char* kHostNick = "host";
constexpr int kCodeAttempts = 8;
constexpr int kSameCodeAttempts = 20;
constexpr auto kSameCodeWait = std::chrono::milliseconds(500);

std::string random_tag() {
    std::random_device device;
    static constexpr char kHex[] = "0123456789abcdef";
    std::string tag;
    for (int i = 0; i < 10; ++i) tag += kHex[device() % 16];
    return tag;
}

// libstrophe 0.12 tells a refused connection and a refused sign-in apart by nothing: after a
// failure a plain TCP connection says which (0: it answers; else the errno).
int tcp_answer(const std::string& host, std::uint16_t port) {
    addrinfo hints{};
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0 || found == nullptr)
        return EHOSTUNREACH;
    const int s = ::socket(AF_INET, SOCK_STREAM, 0);
    const int result = s < 0 ? errno : ::connect(s, found->ai_addr, found->ai_addrlen) == 0 ? 0 : errno;
    if (s >= 0) ::close(s);
    ::freeaddrinfo(found);
    return result;
}

// The code as typed, in upper case; nothing and `error` when it is not one.
std::optional<std::string> code_or_error(const std::string& text, std::string& error) {
    std::optional<std::string> code = normalize_code(text);
    if (!code) error = "'" + text + "' is not a table code (six letters)";
    return code;
}

const char* env_or_empty(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr ? value : "";
}

}  // namespace

void start_library() {
    static std::once_flag started;
    std::call_once(started, [] {
        // OpenSSL first, explicitly: its exit handler is registered now, whatever libstrophe does.
        OPENSSL_init_ssl(0, nullptr);
        xmpp_initialize();
    });
}

ClientOptions options_from_env(const LobbyAddress& address) {
    ClientOptions options;
    options.address = address;
    options.account = env_or_empty("ZERO_LOBBY_ACCOUNT");
    options.password = env_or_empty("ZERO_LOBBY_PASSWORD");
    options.ca_file = env_or_empty("ZERO_LOBBY_CA");
    return options;
}

struct LobbyClient::Impl {
    enum class State { Idle, Connecting, Connected, Failed, Closed };

    ClientOptions options;
    xmpp_ctx_t* ctx = nullptr;
    xmpp_conn_t* conn = nullptr;
    State state = State::Idle;
    int connect_errno = 0;
    std::vector<RoomPresence> presences;  // since the last join began
    std::string iq_id;                    // the one question in flight
    std::optional<bool> iq_answer;        // true: a result; false: an error
    ExternalServices services;            // what an answer to extdisco named
    std::vector<RoomMessage> messages;    // room messages carrying a knock or an answer
    ConnectFailure failure = ConnectFailure::None;
    // The lobby room while we sit in it: each table's host under its code's nick, and the chat.
    std::string room_nick;
    std::map<std::string, TableListing> room_tables;
    std::deque<std::pair<std::string, std::string>> chat;

    // A public table's host speaks for its own code only; a presence without a listing, or
    // leaving, takes the nick's table away.
    void follow_lobby_room(const RoomPresence& p) {
        if (room_nick.empty() || p.room != lobby_room() || p.self) return;
        if (!p.unavailable && p.listing && !p.listing->is_private && ascii_lower(p.listing->code) == p.nick) {
            if (room_tables.size() < 1024 || room_tables.count(p.nick) > 0) room_tables[p.nick] = *p.listing;
        } else {
            room_tables.erase(p.nick);
        }
    }

    static void on_connection(xmpp_conn_t*, xmpp_conn_event_t event, int error, xmpp_stream_error_t*, void* user) {
        auto* self = static_cast<Impl*>(user);
        if (event == XMPP_CONN_CONNECT) {
            self->state = State::Connected;
            return;
        }
        if (event == XMPP_CONN_RAW_CONNECT) return;
        self->connect_errno = error;
        self->state = self->state == State::Connecting ? State::Failed : State::Closed;
    }

    static int on_presence(xmpp_conn_t*, xmpp_stanza_t* stanza, void* user) {
        auto* self = static_cast<Impl*>(user);
        auto p = read_room_presence(stanza);
        if (p) self->follow_lobby_room(*p);
        if (p && self->presences.size() < 4096) self->presences.push_back(*p);
        return 1;
    }

    static int on_message(xmpp_conn_t*, xmpp_stanza_t* stanza, void* user) {
        auto* self = static_cast<Impl*>(user);
        if (auto m = read_room_message(stanza); m && (m->knock || m->answer) && self->messages.size() < 256)
            self->messages.push_back(std::move(*m));
        if (auto c = read_room_chat(stanza); c && !self->room_nick.empty() && c->room == self->lobby_room()) {
            self->chat.emplace_back(std::move(c->nick), std::move(c->text));
            while (self->chat.size() > 64) self->chat.pop_front();
        }
        return 1;
    }

    static int on_iq(xmpp_conn_t*, xmpp_stanza_t* stanza, void* user) {
        auto* self = static_cast<Impl*>(user);
        const char* id = xmpp_stanza_get_id(stanza);
        const char* type = xmpp_stanza_get_type(stanza);
        if (id == nullptr || type == nullptr || self->iq_id.empty() || self->iq_id != id) return 1;
        if (std::strcmp(type, "result") == 0) {
            self->iq_answer = true;
            self->services = read_services(stanza);
        } else if (std::strcmp(type, "error") == 0)
            self->iq_answer = false;
        return 1;
    }

    bool cancelled() const { return options.cancel != nullptr && options.cancel->load(); }

    // Whether the table's host sits in `room` now: its latest presence there, as owner.
    bool host_in(const std::string& room) const {
        for (auto p = presences.rbegin(); p != presences.rend(); ++p)
            if (p->room == room && p->nick == kHostNick) return p->owner && !p->unavailable;
        return false;
    }

    // Serves the connection until `done()` or the timeout; false when the time ran out or the
    // connection ended first.
    template <class Done>
    bool serve_until(Done done) {
        const auto deadline = std::chrono::steady_clock::now() + options.timeout;
        while (!done()) {
            if (state != State::Connected || std::chrono::steady_clock::now() > deadline || cancelled()) return false;
            xmpp_run_once(ctx, 20);
        }
        return true;
    }

    // A presence to `to`; a join (`joining`) asks for no history, an update in a room we sit in
    // carries only the listing.
    void send_presence(const std::string& to, const char* type, const TableListing* listing, bool joining = true) {
        xmpp_stanza_t* presence = xmpp_presence_new(ctx);
        xmpp_stanza_set_to(presence, to.c_str());
        if (type != nullptr) xmpp_stanza_set_type(presence, type);
        if (type == nullptr && joining) {
            // A join asks for no history: the rooms carry presences only.
            xmpp_stanza_t* x = xmpp_stanza_new(ctx);
            xmpp_stanza_set_name(x, "x");
            xmpp_stanza_set_ns(x, kMuc);
            xmpp_stanza_t* history = xmpp_stanza_new(ctx);
            xmpp_stanza_set_name(history, "history");
            xmpp_stanza_set_attribute(history, "maxstanzas", "0");
            xmpp_stanza_add_child_ex(x, history, 0);
            xmpp_stanza_add_child_ex(presence, x, 0);
        }
        if (listing != nullptr) xmpp_stanza_add_child_ex(presence, listing_element(ctx, *listing), 0);
        xmpp_send(conn, presence);
        xmpp_stanza_release(presence);
    }

    // Joins `room` as `nick`; the presences of those already there are kept in `presences`.
    std::optional<RoomPresence> join(const std::string& room, const std::string& nick, const TableListing* listing,
                                     std::string& error) {
        presences.clear();
        send_presence(room + "/" + nick, nullptr, listing);
        std::optional<RoomPresence> answer;
        const bool answered = serve_until([&] {
            for (const RoomPresence& p : presences)
                if (p.room == room && (p.self || (p.error && p.nick == nick))) answer = p;
            return answer.has_value();
        });
        if (!answered)
            error = state == State::Connected ? "the lobby did not answer in time" : "the lobby went away";
        else if (answer->error)
            error = "the lobby refused to seat us in its room";
        return answer && !answer->error ? answer : std::nullopt;
    }

    // libstrophe writes what was sent only while the connection is served: a player's client is
    // served again only at its next call, maybe minutes later, and meanwhile it would still sit
    // in the room (a crashed host's room would never go, and its code never come back).
    void leave(const std::string& room, const std::string& nick) {
        send_presence(room + "/" + nick, "unavailable", nullptr);
        for (int i = 0; i < 2 && state == State::Connected; ++i) xmpp_run_once(ctx, 1);
    }

    // Asks `to` a question (an iq get with one empty element); true for a result, false for an
    // error, nothing when no answer came.
    std::optional<bool> ask(const std::string& to, const char* element, const char* ns) {
        iq_id = "zl-" + random_tag();
        iq_answer.reset();
        xmpp_stanza_t* iq = xmpp_iq_new(ctx, "get", iq_id.c_str());
        xmpp_stanza_set_to(iq, to.c_str());
        xmpp_stanza_t* query = xmpp_stanza_new(ctx);
        xmpp_stanza_set_name(query, element);
        xmpp_stanza_set_ns(query, ns);
        xmpp_stanza_add_child_ex(iq, query, 0);
        xmpp_send(conn, iq);
        xmpp_stanza_release(iq);
        serve_until([&] { return iq_answer.has_value(); });
        return iq_answer;
    }

    // Whether `room` exists now (an error answer means it does not); nothing when no answer came.
    std::optional<bool> room_exists(const std::string& room) { return ask(room, "query", kDiscoInfo); }

    void send_private(const std::string& to, xmpp_stanza_t* element) {
        xmpp_stanza_t* message = xmpp_message_new(ctx, "chat", to.c_str(), nullptr);
        xmpp_stanza_add_child_ex(message, element, 0);
        xmpp_send(conn, message);
        xmpp_stanza_release(message);
    }

    std::string room_of(const std::string& code) const {
        return ascii_lower(code) + "@" + options.address.rooms_domain();
    }
    std::string lobby_room() const { return std::string(kLobbyRoom) + "@" + options.address.rooms_domain(); }
};

LobbyClient::LobbyClient(ClientOptions options) : impl_(std::make_unique<Impl>()) {
    start_library();
    impl_->options = std::move(options);
    xmpp_log_t* log = std::getenv("ZERO_LOBBY_DEBUG") != nullptr ? xmpp_get_default_logger(XMPP_LEVEL_DEBUG) : nullptr;
    impl_->ctx = xmpp_ctx_new(nullptr, log);
    impl_->conn = xmpp_conn_new(impl_->ctx);
}

LobbyClient::~LobbyClient() {
    disconnect();
    xmpp_conn_release(impl_->conn);
    xmpp_ctx_free(impl_->ctx);
}

std::string LobbyClient::connect() {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    const ClientOptions& o = i.options;
    // TLS always, its certificate verified (against ZERO_LOBBY_CA too when given); no stream
    // resumption: a lost lobby is simply gone, the table plays on.
    xmpp_conn_set_flags(i.conn, XMPP_CONN_FLAG_MANDATORY_TLS | XMPP_CONN_FLAG_DISABLE_SM);
    if (!o.ca_file.empty()) xmpp_conn_set_cafile(i.conn, o.ca_file.c_str());
    const bool guest = o.account.empty();
    xmpp_conn_set_jid(i.conn, guest ? o.address.guest_domain().c_str() : o.account.c_str());
    if (!guest) xmpp_conn_set_pass(i.conn, o.password.c_str());
    xmpp_conn_set_sockopt_callback(i.conn, xmpp_sockopt_cb_keepalive);
    xmpp_handler_add(i.conn, &Impl::on_presence, nullptr, "presence", nullptr, impl_.get());
    xmpp_handler_add(i.conn, &Impl::on_iq, nullptr, "iq", nullptr, impl_.get());
    xmpp_handler_add(i.conn, &Impl::on_message, nullptr, "message", nullptr, impl_.get());
    i.state = Impl::State::Connecting;
    const char* host = o.address.host.empty() ? nullptr : o.address.host.c_str();
    const std::string where =
        o.address.domain + (host ? " at " + o.address.host : std::string()) + ":" + std::to_string(o.address.port);
    if (xmpp_connect_client(i.conn, host, o.address.port, &Impl::on_connection, impl_.get()) != XMPP_EOK) {
        i.state = Impl::State::Failed;
        i.failure = ConnectFailure::Unreachable;
        return "cannot reach the lobby " + where;
    }
    const auto deadline = std::chrono::steady_clock::now() + o.timeout;
    while (i.state == Impl::State::Connecting && std::chrono::steady_clock::now() < deadline && !i.cancelled())
        xmpp_run_once(i.ctx, 20);
    if (i.state == Impl::State::Connected) return {};
    if (i.state == Impl::State::Connecting) {
        i.failure = ConnectFailure::TimedOut;
        return "the lobby " + where + " did not answer in time";
    }
    // libstrophe 0.12 reports a certificate it does not trust only as a connection broken off
    // (its certificate callback never runs: the peer's certificate is not yet at hand there).
    i.failure = ConnectFailure::Untrusted;
    if (i.connect_errno == ECONNABORTED)
        return "the lobby " + where + " broke off while setting up TLS: its certificate is not trusted here " +
               "(ZERO_LOBBY_CA names a file of certificates to trust)";
    const int reached =
        i.connect_errno != 0 ? i.connect_errno : tcp_answer(host ? o.address.host : o.address.domain, o.address.port);
    i.failure = reached != 0 ? ConnectFailure::Unreachable : ConnectFailure::Refused;
    if (reached != 0) return "cannot reach the lobby " + where + ": " + std::strerror(reached);
    return "the lobby " + where +
           " refused us: " + (guest ? std::string("it takes no guests") : "the account or password is wrong");
}

bool LobbyClient::connected() const { return impl_->state == Impl::State::Connected; }
ConnectFailure LobbyClient::failure() const { return impl_->failure; }
const ClientOptions& LobbyClient::options() const { return impl_->options; }

std::string LobbyClient::enter_lobby_room(const std::string& nick) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    // A nick shaped like a code would pass for a table's host: chatters' nicks never are.
    std::string wanted = nick.empty() ? "player" : nick;
    if (normalize_code(wanted)) wanted += "-";
    std::string error;
    for (int attempt = 0; attempt < 4; ++attempt) {
        const std::string tried = attempt == 0 ? wanted : wanted + "-" + random_tag().substr(0, 3);
        i.room_nick = ascii_lower(tried);
        i.room_tables.clear();
        if (i.join(i.lobby_room(), tried, nullptr, error)) {
            i.room_nick = tried;
            return {};
        }
        i.room_nick.clear();
        if (!connected()) break;
    }
    return error;
}

std::vector<TableListing> LobbyClient::room_tables() const {
    std::vector<TableListing> tables;
    for (const auto& [nick, listing] : impl_->room_tables) tables.push_back(listing);
    return tables;
}

std::vector<std::pair<std::string, std::string>> LobbyClient::take_chat() {
    std::vector<std::pair<std::string, std::string>> lines(impl_->chat.begin(), impl_->chat.end());
    impl_->chat.clear();
    return lines;
}

void LobbyClient::say(const std::string& text) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    std::string said = text.substr(0, kMaxChatBytes);
    if (i.room_nick.empty() || said.empty() || !printable_utf8(said) || !connected()) return;
    xmpp_stanza_t* message = xmpp_message_new(i.ctx, "groupchat", i.lobby_room().c_str(), nullptr);
    xmpp_message_set_body(message, said.c_str());
    xmpp_send(i.conn, message);
    xmpp_stanza_release(message);
}

const std::string& LobbyClient::room_nick() const { return impl_->room_nick; }

std::string LobbyClient::open_table(TableListing& listing) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    // A table reopened from its save asks for its code again: its room may still hold someone
    // (a player knocking just then), so the code is asked for a few times before another is taken.
    const std::optional<std::string> wanted = normalize_code(listing.code);
    const int same_code_attempts = wanted ? kSameCodeAttempts : 0;
    for (int attempt = 0; attempt < same_code_attempts + kCodeAttempts; ++attempt) {
        const bool same = attempt < same_code_attempts;
        listing.code = same ? *wanted : new_code();
        if (std::string why = check_listing(listing); !why.empty()) return why;
        const std::string room = i.room_of(listing.code);
        std::string error;
        const auto joined = i.join(room, kHostNick, &listing, error);
        if (!joined) return error;
        // A room that was there already is another table's: try another code.
        if (!joined->created) {
            i.leave(room, kHostNick);
            if (same) {
                const auto again = std::chrono::steady_clock::now() + kSameCodeWait;
                while (connected() && std::chrono::steady_clock::now() < again) xmpp_run_once(i.ctx, 20);
            }
            continue;
        }
        if (listing.is_private) return {};
        if (!i.join(i.lobby_room(), ascii_lower(listing.code), &listing, error)) return error;
        return {};
    }
    return "the lobby had no free code for the table";
}

void LobbyClient::update_table(const TableListing& listing) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    if (!connected() || !check_listing(listing).empty() || !normalize_code(listing.code)) return;
    i.send_presence(i.room_of(listing.code) + "/" + kHostNick, nullptr, &listing, false);
    if (!listing.is_private)
        i.send_presence(i.lobby_room() + "/" + ascii_lower(listing.code), nullptr, &listing, false);
}

std::optional<TableListing> LobbyClient::find_table(const std::string& text, std::string& error) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    const std::optional<std::string> code = code_or_error(text, error);
    if (!code) return std::nullopt;
    const std::string room = i.room_of(*code);
    const std::string none = "no table has the code " + *code;
    const std::optional<bool> exists = i.room_exists(room);
    if (!exists) {
        error = connected() ? "the lobby did not answer in time" : "the lobby went away";
        return std::nullopt;
    }
    if (!*exists) {
        error = none;
        return std::nullopt;
    }
    const std::string nick = "p-" + random_tag();
    const auto joined = i.join(room, nick, nullptr, error);
    if (!joined) return std::nullopt;
    std::optional<TableListing> found;
    // Only the room's owner speaks for the table: another occupant's listing is not believed.
    for (const RoomPresence& p : i.presences)
        if (p.room == room && p.nick == kHostNick && p.owner && !p.unavailable && p.listing && p.listing->code == *code)
            found = p.listing;
    i.leave(room, nick);
    if (!found) error = joined->created ? none : "the table " + *code + " is there but announces nothing readable";
    return found;
}

std::optional<std::vector<TableListing>> LobbyClient::list_tables(std::string& error) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    const std::string room = i.lobby_room();
    const std::string nick = "l-" + random_tag();
    if (!i.join(room, nick, nullptr, error)) return std::nullopt;
    std::vector<TableListing> tables;
    // A host sits under its code's nick, so one listing cannot take another table's code.
    for (const RoomPresence& p : i.presences)
        if (p.room == room && !p.self && !p.unavailable && p.listing && !p.listing->is_private &&
            ascii_lower(p.listing->code) == p.nick)
            tables.push_back(*p.listing);
    i.leave(room, nick);
    return tables;
}

std::optional<ExternalServices> LobbyClient::external_services(std::string& error) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    const std::string server = i.options.account.empty() ? i.options.address.guest_domain() : i.options.address.domain;
    i.services = {};
    const std::optional<bool> answered = i.ask(server, "services", kExternalServices);
    if (!answered) {
        error = connected() ? "the lobby did not answer in time" : "the lobby went away";
        return std::nullopt;
    }
    // A lobby without the service answers with an error: it names no STUN or TURN server.
    return *answered ? i.services : ExternalServices{};
}

std::optional<KnockAnswer> LobbyClient::knock(const std::string& code, const Knock& knock, std::string& error) {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    const std::optional<std::string> normal = code_or_error(code, error);
    if (!normal) return std::nullopt;
    // Only occupants may speak privately in a room: the player sits in it while it knocks. A
    // room without its host (gone, or not back yet from a crash) is left at once, unanswered.
    const std::string room = i.room_of(*normal);
    const std::optional<bool> exists = i.room_exists(room);
    if (!exists || !*exists) {
        error = !exists ? (connected() ? "the lobby did not answer in time" : "the lobby went away")
                        : "no table has the code " + *normal + " now";
        return std::nullopt;
    }
    const std::string nick = "k-" + random_tag();
    const auto joined = i.join(room, nick, nullptr, error);
    if (!joined) return std::nullopt;
    if (joined->created || !i.host_in(room)) {
        i.leave(room, nick);
        error = "the table " + *normal + " has no host in the lobby now";
        return std::nullopt;
    }
    i.messages.clear();
    i.send_private(room + "/" + kHostNick, lobby_element(i.ctx, kKnockElement, knock_attributes(knock)));
    std::optional<KnockAnswer> answer;
    // Only the room's host answers for the table (its nick is the owner's, checked on lookup). A
    // host that leaves (killed, say) is not waited for: sitting on in its room would keep the room,
    // and so its code, from the host reopening the table from its save.
    bool host_left = false;
    i.serve_until([&] {
        for (const RoomMessage& m : i.messages)
            if (m.room == room && m.nick == kHostNick && m.answer && m.answer->id == knock.id) answer = m.answer;
        host_left = !answer && !i.host_in(room);
        return answer.has_value() || host_left;
    });
    i.leave(room, nick);
    if (!answer)
        error = !connected() ? "the lobby went away"
                : host_left  ? "the table " + *normal + " has no host in the lobby now"
                             : "the table's host did not answer through the lobby";
    return answer;
}

std::vector<LobbyClient::KnockFrom> LobbyClient::take_knocks() {
    std::vector<KnockFrom> knocks;
    for (RoomMessage& m : impl_->messages)
        if (m.knock) knocks.push_back({m.room, m.nick, *m.knock});
    impl_->messages.clear();
    return knocks;
}

void LobbyClient::answer(const KnockFrom& to, const KnockAnswer& answer) {
    const posix::HoldSigpipe hold;
    impl_->send_private(to.room + "/" + to.nick, lobby_element(impl_->ctx, kAnswerElement, answer_attributes(answer)));
}

void LobbyClient::pump(int ms) {
    const posix::HoldSigpipe hold;
    if (impl_->state == Impl::State::Connected) xmpp_run_once(impl_->ctx, static_cast<unsigned long>(ms));
}

void LobbyClient::disconnect() {
    const posix::HoldSigpipe hold;
    Impl& i = *impl_;
    if (i.state != Impl::State::Connected && i.state != Impl::State::Connecting) return;
    xmpp_disconnect(i.conn);
    // The stream's close is sent and answered within a second, or the socket is simply dropped.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
    while ((i.state == Impl::State::Connected || i.state == Impl::State::Connecting) &&
           std::chrono::steady_clock::now() < deadline)
        xmpp_run_once(i.ctx, 20);
    i.state = Impl::State::Closed;
}

AnnouncedTable::AnnouncedTable(std::unique_ptr<LobbyClient> client, std::function<void()> on_lost, OnKnock on_knock)
    : client_(std::move(client)), on_lost_(std::move(on_lost)), on_knock_(std::move(on_knock)) {
    thread_ = std::thread([this] {
        bool told = false;
        std::deque<std::chrono::steady_clock::time_point> answered;
        while (!stop_) {
            if (client_->connected()) {
                std::optional<TableListing> update;
                {
                    const std::lock_guard lock(mutex_);
                    update = std::exchange(update_, std::nullopt);
                }
                if (update) client_->update_table(*update);
                client_->pump(50);
                const auto now = std::chrono::steady_clock::now();
                while (!answered.empty() && now - answered.front() > std::chrono::minutes(1)) answered.pop_front();
                for (const LobbyClient::KnockFrom& k : client_->take_knocks()) {
                    if (!on_knock_ || answered.size() >= static_cast<std::size_t>(kKnocksPerMinute)) continue;
                    answered.push_back(now);
                    if (auto answer = on_knock_(k.knock)) client_->answer(k, *answer);
                }
            } else {
                if (!told && on_lost_) on_lost_();
                told = true;
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        }
    });
}

void AnnouncedTable::update(const TableListing& listing) {
    const std::lock_guard lock(mutex_);
    update_ = listing;
}

AnnouncedTable::~AnnouncedTable() {
    stop_ = true;
    thread_.join();
    client_->disconnect();
}

}  // namespace zero::lobby
