// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN screens' connection: its clients' packets each frame, rejoining after a drop, the seat's
// ticket on disk, news of players dropping out and coming back, and opening a table with its
// players at this screen.
#include "zero/game/lan_link.hpp"

#include <atomic>
#include <filesystem>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <variant>

#include "net_games.inc"
#include "online_leftovers.hpp"
#include "zero/game/online_lobby.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::game {

namespace {

// An online seat's connection notices a silent host as a LAN one does; punches are waited for
// two seconds before the table's relay is tried.
constexpr int kOnlineLostAfterMs = 10'000;
constexpr int kPunchWaitMs = 2'000;

}  // namespace

std::string describe(const Strings& strings, const SeatNews& news) {
    if (news.kind == SeatNews::Kind::Back) return strings.format(Str::LanNewsBack, {news.name});
    return strings.format(news.policy == net::DropPolicy::BotPlays ? Str::LanNewsStandIn : Str::LanNewsWaits,
                          {news.name});
}

template <class W>
void LanLinkT<W>::connect(const std::string& player, const std::string& where, std::uint16_t game_port,
                          std::uint64_t token) {
    if (clients.empty()) {
        name = player;
        address = where;
        port = game_port;
        by_ticket = token != 0;
    }
    auto next = std::make_unique<Client>(player, token);
    next->connect(where, game_port);
    clients.push_back(std::move(next));
}

template <class W>
void LanLinkT<W>::set_ready(bool ready) {
    for (const auto& c : clients) c->set_ready(ready);
}

template <class W>
std::vector<std::string> LanLinkT<W>::chat_lines(const Strings& strings) const {
    std::vector<std::string> out;
    for (const LinkLine& line : chat) out.push_back(line.news ? "- " + describe(strings, *line.news) : line.chat);
    return out;
}

template <class W>
void LanLinkT<W>::announce(const OnlineHosting& hosting, online::TableRequest request) {
    hosting_online = hosting;
    request.port = host->port();
    request.is_private = hosting.is_private;
    // The announcement reads the STUN server's answer from the game socket itself: nothing else
    // reads it meanwhile (poll() waits), and the table answers peers once it is done.
    announcing = std::async(std::launch::async, [lobby = hosting.lobby, request, socket = host->enet_host()] {
        return std::make_unique<online::OnlineTable>(lobby, request, socket, nullptr);
    });
    host->on_peer = [this](net::PeerId peer, std::uint32_t ip, std::uint16_t peer_port) {
        if (online) relayed[peer] = online->relayed(ip, peer_port);
    };
}

template <class W>
void LanLinkT<W>::connect_online(const std::string& player, const lobby::ClientOptions& lobby, const std::string& code) {
    name = player;
    join_code = code;
    address = lobby_address_text(lobby.address);  // what a failure names until the table answers
    joining = std::async(std::launch::async, [lobby, code, player] {
        auto join = std::make_shared<online::OnlineJoin>(lobby, code);
        online::OnlineClient<W> client = online::open_online<W>(*join, player, 0, kOnlineLostAfterMs, kPunchWaitMs);
        return Joined{std::move(join), std::move(client)};
    });
}

template <class W>
std::optional<bool> LanLinkT<W>::seat_relayed(Seat seat) const {
    if (!host || !online) return std::nullopt;
    std::optional<bool> found;
    for (const auto& [peer, through_relay] : relayed)
        if (host->session().seat_of(peer) == std::optional<Seat>(seat)) found = through_relay;
    return found;
}

template <class W>
bool LanLinkT<W>::turned_away() const {
    if (!join_error.empty()) return true;
    const Client* c = client();
    if (!c || host) return false;
    const net::ClientStatus status = c->session().status();
    if (reconnecting) return false;  // a refusal on the way back may be tried again (rejoin.hpp)
    if (waiting_for_kept_seat()) return false;
    return status == net::ClientStatus::Refused ||
           (status == net::ClientStatus::Closed && !welcomed && !c->session().goodbye());
}

template <class W>
bool LanLinkT<W>::waiting_for_kept_seat() const {
    const Client* c = client();
    if (!c || host || welcomed || !seat_kept_since) return false;
    const auto& s = c->session();
    // An attempt under way is waited for even past the patience: its answer decides.
    if (s.status() == net::ClientStatus::Connecting) return true;
    return s.status() == net::ClientStatus::Refused && s.refusal() == net::RefuseReason::SeatKept &&
           std::chrono::steady_clock::now() - *seat_kept_since < seat_kept_patience;
}

namespace {

// A new connection to the link's table as its player, with a kept token or by name (0).
template <class W>
std::unique_ptr<typename LanLinkT<W>::Client> connect_again(const LanLinkT<W>& link, std::uint64_t token) {
    auto next = std::make_unique<typename LanLinkT<W>::Client>(link.name, token);
    next->connect(link.address, link.port);
    return next;
}

// A seat of a table joined by its code comes back through the lobby: a knock for the host's way
// in now (it may have been reopened from its save elsewhere), punches, the seat asked for by its
// token only. Off the frame: the client comes in settle_online(); none meanwhile.
template <class W>
std::unique_ptr<typename LanLinkT<W>::Client> knock_again(LanLinkT<W>& link, std::uint64_t token) {
    // A knock that got through handed over a client already linked to the table, waiting for the
    // host's welcome: knocking again meanwhile would take the seat from it (a token's newer
    // connection replaces the older one) and come back unready to a table reopened from its save.
    const typename LanLinkT<W>::Client& current = *link.clients.front();
    if (current.linked() && current.session().status() == net::ClientStatus::Connecting) return nullptr;
    if (!link.rejoining.valid())
        link.rejoining = std::async(std::launch::async, [join = link.online_join, player = link.name, token] {
            return online::open_online<W>(*join, player, token, kOnlineLostAfterMs, kPunchWaitMs);
        });
    return nullptr;
}

// Asks by name once more in place of the first client; left as it was (refused, which the screen
// says) when no connection can be made.
template <class W>
void ask_again_by_name(LanLinkT<W>& link) {
    try {
        link.clients.front() = connect_again(link, 0);
    } catch (const std::exception&) {
    }
}

template <class W>
void keep_line(LanLinkT<W>& link, LinkLine line) {
    link.chat.push_back(std::move(line));
    while (link.chat.size() > 5) link.chat.pop_front();
}

// News of the seats whose players dropped out or came back since the last lobby the link saw.
template <class W>
void compare_lobbies(LanLinkT<W>& link, const net::LobbyMsgT<W>& now) {
    const std::optional<net::LobbyMsgT<W>> before = std::exchange(link.last_lobby, now);
    if (!before || !now.under_way || before->seats.size() != now.seats.size()) return;
    // Players leaving a finished match are not news: nobody stands in for them any more.
    const auto& view = link.clients.front()->session().view();
    if (view && W::over(*view)) return;
    for (std::size_t i = 0; i < now.seats.size(); ++i) {
        const net::SeatStatus was = before->seats[i].status;
        const net::SeatStatus is = now.seats[i].status;
        std::optional<SeatNews::Kind> kind;
        if (was == net::SeatStatus::Connected && is == net::SeatStatus::Dropped) kind = SeatNews::Kind::Dropped;
        if (was == net::SeatStatus::Dropped && is == net::SeatStatus::Connected) kind = SeatNews::Kind::Back;
        if (!kind) continue;
        const SeatNews news{*kind, static_cast<Seat>(i), now.seats[i].name, now.policy};
        link.news.push_back(news);
        keep_line(link, LinkLine{{}, news});
    }
}

// The seat's ticket follows what the host says: kept on every welcome, forgotten when the seat
// cannot be taken back any more (the match is over, the table closed, the token unknown).
template <class W>
void keep_ticket(LanLinkT<W>& link, const LinkEventT<W>& e) {
    const auto& s = link.clients.front()->session();
    const auto forget = [&] { link.tickets.forget(link.address, link.port); };
    if (std::holds_alternative<net::Welcome>(e.event) && s.seat()) {
        link.tickets.save(LanTicket{s.host_name(), link.address, link.port, link.name, s.token(), *s.seat(),
                                    unix_now(), W::id});
    } else if (const auto* u = std::get_if<net::UpdateMsgT<W>>(&e.event); u && W::over(u->view)) {
        forget();
    } else if (const auto* bye = std::get_if<net::Goodbye>(&e.event);
               bye && bye->reason != net::GoodbyeReason::Replaced && bye->reason != net::GoodbyeReason::Left) {
        forget();
    } else if (const auto* no = std::get_if<net::Refused>(&e.event);
               no && no->reason == net::RefuseReason::UnknownToken) {
        forget();
    } else if (std::holds_alternative<net::ConnectionLost>(e.event) && link.by_ticket && !link.welcomed) {
        forget();  // the table a kept seat was at does not answer any more
    }
}

}  // namespace

template <class W>
std::string describe_turned_away(const Strings& strings, const LanLinkT<W>& link) {
    if (!link.join_error.empty()) return describe_online_failure(strings, link.join_failure, link.join_error, link.address);
    const auto* c = link.client();
    if (c && c->session().refusal()) return describe(strings, *c->session().refusal());
    return strings.format(Str::LanNoAnswer, {link.address + ":" + std::to_string(link.port)});
}

namespace {

// The online work done off the frame, taken in once it is: false while it is still under way.
template <class W>
bool settle_online(LanLinkT<W>& link) {
    using Ready = std::future_status;
    if (link.announcing.valid()) {
        if (link.announcing.wait_for(std::chrono::seconds(0)) != Ready::ready) return false;
        try {
            link.online = link.announcing.get();
            if (link.online && link.hosting_online && !link.save_path.empty())
                keep_online_table(link.save_path, {link.online->code(), link.hosting_online->lobby_address,
                                                   link.hosting_online->is_private});
        } catch (const online::OnlineError& e) {
            link.online_error = e.what();
            link.online_failure = e.failure;
        } catch (const std::exception& e) {
            link.online_error = e.what();
        }
    }
    if (link.joining.valid()) {
        if (link.joining.wait_for(std::chrono::seconds(0)) != Ready::ready) return false;
        try {
            typename LanLinkT<W>::Joined joined = link.joining.get();
            // What a failure names from now on: the way that worked.
            link.address = traversal::ip_string(joined.client.at.ip);
            link.port = joined.client.at.port;
            link.online_join = std::move(joined.join);
            link.clients.push_back(std::move(joined.client.client));
        } catch (const online::OnlineError& e) {
            link.join_error = e.what();
            link.join_failure = e.failure;
        } catch (const std::exception& e) {
            link.join_error = e.what();
        }
    }
    // A rejoin's knock that is through takes the lost client's place; one that failed is tried
    // again by the rejoin's next attempt.
    if (link.rejoining.valid() && link.rejoining.wait_for(std::chrono::seconds(0)) == Ready::ready) {
        try {
            online::OnlineClient<W> back = link.rejoining.get();
            link.address = traversal::ip_string(back.at.ip);
            link.port = back.at.port;
            if (!link.clients.empty()) link.clients.front() = std::move(back.client);
        } catch (const std::exception&) {
        }
    }
    if (link.online && link.host) {
        link.online->punch(link.host->enet_host());
        link.online->set_seats_free(online::open_seats(link.host->session().lobby().seats));
    }
    return true;
}

}  // namespace

template <class W>
std::vector<LinkEventT<W>> LanLinkT<W>::poll() {
    if (!settle_online(*this)) return {};
    if (host) host->poll(0);
    std::vector<Event> events;
    for (std::size_t i = 0; i < clients.size(); ++i)
        for (net::ClientEventT<W>& e : clients[i]->poll(0)) events.push_back({static_cast<int>(i), std::move(e)});
    for (const Event& e : events) {
        if (e.local != 0) continue;
        if (std::holds_alternative<net::Welcome>(e.event)) {
            // Back at a table reopened from its save, the match starts again when every kept
            // seat's player is back and ready: this player was playing, so is ready.
            if (reconnecting) clients.front()->set_ready(true);
            reconnecting = false;
            welcomed = true;
        }
        if (const auto* lobby = std::get_if<net::LobbyMsgT<W>>(&e.event)) compare_lobbies(*this, *lobby);
        if (!host) keep_ticket(*this, e);
    }
    if (!clients.empty() && !host) {
        const auto& s = clients.front()->session();
        // A kept token the host does not know (the table was opened again from its save, with new
        // tokens): ask for the seat by name once, as a player joining a resumed table does.
        if (s.status() == net::ClientStatus::Refused && s.refusal() == net::RefuseReason::UnknownToken && by_ticket &&
            !welcomed && !retried_by_name) {
            retried_by_name = true;
            ask_again_by_name(*this);
        } else if (s.status() == net::ClientStatus::Refused && s.refusal() == net::RefuseReason::SeatKept &&
                   s.token() == 0 && !welcomed) {
            // Asked by name for a seat the reopened table keeps a few seconds for its player's
            // ticket: ours, most likely, and given by name once the wait is over.
            const auto now = std::chrono::steady_clock::now();
            if (!seat_kept_since) {
                seat_kept_since = now;
                seat_kept_next = now + seat_kept_retry;
            }
            if (now >= seat_kept_next && now - *seat_kept_since < seat_kept_patience) {
                seat_kept_next = now + seat_kept_retry;
                ask_again_by_name(*this);
            }
        }
    }
    // A connection that went without a goodbye (a network drop, or a host that crashed and is
    // opened again from its save) rejoins the seat by itself, with back-off, until the host
    // answers or turns it away for good (net/rejoin.hpp). A hosting screen's clients are on
    // loopback to a host in this process: they never drop on their own.
    if (!clients.empty() && !host && welcomed) {
        if (!rejoin)
            rejoin = std::make_unique<net::Rejoin<W>>([this](std::uint64_t token) {
                return online_join ? knock_again(*this, token) : connect_again(*this, token);
            });
        if (auto next = rejoin->step(*clients.front(), std::chrono::steady_clock::now()))
            clients.front() = std::move(next);
        reconnecting = rejoin->active();
    }
    // Every client hears each chat line: keep the first one's copy.
    for (const Event& e : events)
        if (const auto* line = std::get_if<net::ChatRelay>(&e.event); line && e.local == 0)
            keep_line(*this, LinkLine{line->name + ": " + line->text, std::nullopt});
    if (host) host->poll(0);  // what the clients just sent, at once
    return events;
}

template <class W>
void LanLinkT<W>::close() {
    // Leaving the lobby gives the seat up; leaving a match keeps it (the host's stand-in or pause
    // holds it), so the ticket stays for a rejoin. A game never seated there gives up nothing: the
    // ticket may be another player's on this machine, whose seat still waits for them.
    if (!host && welcomed && !(last_lobby && last_lobby->under_way)) tickets.forget(address, port);
    for (const auto& c : clients) c->leave(clients.size() > 1 ? 20 : 100);
    if (announcing.valid() || online || joining.valid() || online_join || rejoining.valid()) {
        // The announcement uses the game socket until it is done, and the table leaves the lobby
        // before its host closes: all of it off the frame. The host's session closes here, so
        // nothing it does meanwhile reaches this link (its autosave, its peers' routes).
        if (host) {
            host->on_peer = nullptr;
            host->session().close();
        }
        struct Rest {
            std::future<std::unique_ptr<online::OnlineTable>> announced;
            std::unique_ptr<online::OnlineTable> table;
            std::unique_ptr<net::HostServiceT<W>> host;
            std::future<Joined> joined;
            std::future<online::OnlineClient<W>> back;
            std::shared_ptr<online::OnlineJoin> join;  // its lobby connection closes within a second
        };
        auto rest = std::make_shared<Rest>(Rest{std::move(announcing), std::move(online), std::move(host),
                                                std::move(joining), std::move(rejoining), std::move(online_join)});
        Leftovers::get().run([rest] {
            try {
                if (rest->announced.valid()) rest->table = rest->announced.get();
            } catch (const std::exception&) {
            }
            rest->table.reset();
            if (rest->host) rest->host->close(200);
            rest->host.reset();
            if (rest->joined.valid()) rest->joined.wait();
            if (rest->back.valid()) rest->back.wait();
            rest->join.reset();
        });
        announcing = {};
        joining = {};
        rejoining = {};
    } else if (host) {
        host->close(200);
    }
    clients.clear();
    host.reset();
    if (saver) saver->flush();
    if (hosting_online) forget_unsaved_online_table(save_path);
}

template <class W>
LanLinkT<W>::~LanLinkT() {
    // A link dropped without close() (a screen that never opened its table) still never waits here.
    if (announcing.valid() || online || joining.valid() || online_join || rejoining.valid()) close();
}

namespace {

// The autosave starts with the match, once every seat's player is known; the table's thread only
// encodes, a writer thread does the file work.
template <class W>
void autosave_link(LanLinkT<W>& link, const LanTablePlanT<W>& plan) {
    if (plan.save_path.empty()) return;
    link.save_path = plan.save_path;
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(plan.save_path).parent_path(), ec);
    net::HostSessionT<W>& session = link.host->session();
    LanLinkT<W>* raw = &link;
    session.add_observer([raw, &session, plan](const typename W::EventList&, const typename W::State& state) {
        if (!raw->saver) {
            AutosaveOptions autosave;
            autosave.background = true;
            autosave.path_is_good = plan.save_path_is_good;
            autosave.history_folder = history_dir(std::filesystem::path(plan.save_path).parent_path().string());
            raw->saver = std::make_unique<typename LanSaves<W>::Autosaver>(
                plan.save_path, saved_lan_seats(plan, session.player_names()), autosave);
        }
        net::keep_lan_tokens(*raw->saver, session);  // a resumed host keeps each LAN player's seat for their token
        raw->saver->save(state);
    });
}

}  // namespace

// Opens the host (on another free port when options.port is taken), hooks the autosave to it,
// then connects a client for each player at this screen.
template <class W>
std::shared_ptr<LanLinkT<W>> open_lan_table(const LanTablePlanT<W>& plan, net::ServiceOptions options,
                                            std::string& error) {
    auto link = std::make_shared<LanLinkT<W>>();
    try {
        try {
            link->host = std::make_unique<net::HostServiceT<W>>(plan.config, options);
        } catch (const std::runtime_error&) {
            options.port = 0;  // the port is taken (another table on this machine): any free one
            link->host = std::make_unique<net::HostServiceT<W>>(plan.config, options);
        }
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
    autosave_link(*link, plan);
    // Each player at this screen takes their kept seat through a client of their own.
    try {
        for (const std::string& player : plan.locals) link->connect(player, "127.0.0.1", link->host->port());
    } catch (const std::exception& e) {
        error = e.what();
        return nullptr;
    }
    return link;
}

template <class W>
std::optional<std::shared_ptr<LanLinkT<W>>> reopen_lan_table(const Strings& strings,
                                                              const typename LanSaves<W>::Loaded& loaded,
                                                              const std::string& path,
                                                              const net::ServiceOptions& options, std::string& error,
                                                              bool auto_start) {
    if (!loaded.save || !loaded.state) return std::nullopt;
    std::optional<LanTablePlanT<W>> plan = plan_lan_resume_of<W>(strings, loaded.save->seats, *loaded.state);
    if (!plan) return std::nullopt;
    plan->save_path = path;
    plan->save_path_is_good = !loaded.from_backup;
    plan->config.auto_start = auto_start;
    // A table that was online is announced again (reopen_loaded): a seat goes back for its token only.
    if (kept_online_table(path)) plan->config.tokens_only = true;
    auto link = open_lan_table(*plan, options, error);
    if (!link) error = strings.format(Str::LanCannotOpen, {error});
    return link;
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W)                                                                                        \
    template struct LanLinkT<W>;                                                                                    \
    template std::shared_ptr<LanLinkT<W>> open_lan_table(const LanTablePlanT<W>&, net::ServiceOptions, std::string&); \
    template std::optional<std::shared_ptr<LanLinkT<W>>> reopen_lan_table<W>(                                      \
        const Strings&, const typename LanSaves<W>::Loaded&, const std::string&, const net::ServiceOptions&,        \
        std::string&, bool);                                                                                        \
    template std::string describe_turned_away(const Strings&, const LanLinkT<W>&);
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::game
