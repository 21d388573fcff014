// SPDX-License-Identifier: GPL-3.0-or-later
// An online table's announcement and NAT traversal, and a player's way to it (online_table.hpp).
#include "zero/online/online_table.hpp"

#include <algorithm>
#include <random>

#include "zero/traversal/game_socket.hpp"

namespace zero::online {

namespace {

using Clock = std::chrono::steady_clock;
// Answers from STUN and TURN servers come within milliseconds; this is a hang guard.
constexpr auto kServerWait = std::chrono::seconds(5);
// Punches go out a few times over a second, for datagrams lost on the way.
constexpr int kPunchRounds = 5;
constexpr auto kPunchEvery = std::chrono::milliseconds(200);
// Linux forgets an idle UDP mapping after 30 s, many home routers sooner than a minute.
constexpr auto kKeepAliveEvery = std::chrono::seconds(15);

std::optional<traversal::Endpoint> server_of(const std::optional<lobby::ExternalService>& service) {
    if (!service) return std::nullopt;
    auto e = traversal::resolve(service->host, service->port);
    return e && traversal::sendable(*e) ? e : std::nullopt;
}

lobby::ExternalServices services_of(lobby::LobbyClient& client) {
    std::string error;
    const auto services = client.external_services(error);
    if (!services) throw OnlineError("lobby: " + error);
    return *services;
}

std::string random_id() {
    std::random_device device;
    std::string id;
    for (int i = 0; i < 12; ++i) id += "0123456789abcdef"[device() % 16];
    return id;
}

}  // namespace

int open_seats(const std::vector<net::SeatInfo>& seats) {
    return static_cast<int>(std::count_if(seats.begin(), seats.end(), [](const net::SeatInfo& s) {
        return s.kind == net::SeatKind::Remote && s.status == net::SeatStatus::Empty;
    }));
}

lobby::ClientOptions options_for(const std::string& text) {
    std::string error;
    const std::optional<lobby::LobbyAddress> address = lobby::parse_lobby_address(text, error);
    if (!address) throw OnlineError(error);
    return lobby::options_from_env(*address);
}

std::unique_ptr<lobby::LobbyClient> connected_client(const lobby::ClientOptions& options) {
    auto client = std::make_unique<lobby::LobbyClient>(options);
    if (std::string why = client->connect(); !why.empty()) throw OnlineError(why, client->failure());
    return client;
}

OnlineTable::OnlineTable(const lobby::ClientOptions& lobby, const TableRequest& r, _ENetHost* game_socket, Note note)
    : game_socket_(game_socket) {
    auto client = connected_client(lobby);
    const lobby::ExternalServices services = services_of(*client);
    // Without a STUN server nobody outside this machine learns where the table answers.
    public_ = {0x7F000001, r.port};
    if (const auto stun = server_of(services.stun)) {
        std::string error;
        if (auto seen = traversal::public_endpoint(game_socket, *stun, kServerWait, error)) public_ = *seen;
        else throw OnlineError("lobby: " + error);
        stun_ = stun;
        keep_alive_at_ = Clock::now() + kKeepAliveEvery;
    } else if (note) {
        note("the lobby names no STUN server: the table is announced at 127.0.0.1, for players on this machine only");
    }
    if (const auto turn = r.relay ? server_of(services.turn) : std::nullopt) {
        std::string error;
        relay_ = traversal::TurnRelay::open({*turn, services.turn->username, services.turn->password}, r.port,
                                            kServerWait, error);
        if (!relay_ && note) note(error + ": players whose NAT cannot be punched cannot join");
    }
    lobby::TableListing listing{r.game,       r.options,    r.seats, r.seats_free, r.host_name, r.code,
                                r.is_private, traversal::ip_string(public_.ip), public_.port};
    if (std::string why = client->open_table(listing); !why.empty()) throw OnlineError("lobby: " + why);
    if (!r.code.empty() && listing.code != lobby::normalize_code(r.code).value_or(r.code) && note)
        note("the code " + r.code + " is taken in the lobby now: the table is announced as " + listing.code +
             ", and its players must be given the new code");
    code_ = listing.code;
    listing_ = listing;
    announced_ = std::make_unique<lobby::AnnouncedTable>(
        std::move(client),
        [note] {
            if (note) note("the lobby went away; the table plays on (players join at its address)");
        },
        [this](const lobby::Knock& knock) { return answer(knock); });
}

OnlineTable::~OnlineTable() { announced_.reset(); }

std::optional<traversal::Endpoint> OnlineTable::relay_endpoint() const {
    return relay_ ? std::optional<traversal::Endpoint>(relay_->relayed()) : std::nullopt;
}

std::optional<lobby::KnockAnswer> OnlineTable::answer(const lobby::Knock& knock) {
    const auto ip = traversal::parse_ip(knock.host);
    if (!ip) return std::nullopt;
    const traversal::Endpoint player{*ip, knock.port};
    // The first punch leaves before the answer does, so the player's first connection attempt
    // finds the host's NAT open; a datagram sent from this thread touches none of ENet's state.
    traversal::punch(game_socket_, player, 1);
    {
        const std::lock_guard lock(mutex_);
        if (punches_.size() < 64) punches_.push_back({player, kPunchRounds - 1, Clock::now() + kPunchEvery});
    }
    if (relay_) relay_->permit(player.ip);
    lobby::KnockAnswer a{knock.id, traversal::ip_string(public_.ip), public_.port, "", 0};
    if (relay_) {
        a.relay_host = traversal::ip_string(relay_->relayed().ip);
        a.relay_port = relay_->relayed().port;
    }
    return a;
}

void OnlineTable::punch(_ENetHost* game_socket) {
    const std::lock_guard lock(mutex_);
    const auto now = Clock::now();
    // The listing's endpoint lasts as long as the NAT keeps the socket's mapping: a request to the
    // STUN server now and then keeps it (ENet drops the answer, which is no packet of its own).
    if (stun_ && now >= keep_alive_at_) {
        traversal::ask_public_endpoint(game_socket, *stun_);
        keep_alive_at_ = now + kKeepAliveEvery;
    }
    for (Punch& p : punches_)
        if (p.left > 0 && now >= p.at) {
            traversal::punch(game_socket, p.to, 1);
            --p.left;
            p.at = now + kPunchEvery;
        }
    std::erase_if(punches_, [](const Punch& p) { return p.left == 0; });
}

bool OnlineTable::relayed(std::uint32_t ip, std::uint16_t port) const {
    return relay_ && ip == 0x7F000001 && relay_->player_at(port).has_value();
}

std::string OnlineTable::route_of(std::uint32_t ip, std::uint16_t port) const {
    if (relay_ && ip == 0x7F000001)
        if (const auto player = relay_->player_at(port)) return "relayed from " + traversal::to_string(*player);
    return "direct from " + traversal::to_string({ip, port});
}

std::uint64_t OnlineTable::relay_bytes() const { return relay_ ? relay_->bytes() : 0; }

void OnlineTable::set_seats_free(int seats_free) {
    seats_free = std::clamp(seats_free, 0, listing_.seats);
    if (seats_free == listing_.seats_free) return;
    listing_.seats_free = seats_free;
    announced_->update(listing_);
}

OnlineJoin::OnlineJoin(const lobby::ClientOptions& lobby, const std::string& code)
    : client_(connected_client(lobby)), code_(code) {
    std::string error;
    std::optional<lobby::TableListing> table = client_->find_table(code, error);
    if (!table) throw OnlineError("lobby: " + error);
    table_ = *table;
    stun_ = server_of(services_of(*client_).stun);
}

OnlineJoin::~OnlineJoin() = default;

OnlineJoin::Route OnlineJoin::route(_ENetHost* game_socket) {
    try {
        last_ = knock_route(game_socket);
    } catch (const OnlineError&) {
        // A rejoin after the lobby went away takes the way the table was reached before.
        if (!last_) throw;
        traversal::punch(game_socket, last_->direct);
    }
    return *last_;
}

OnlineJoin::Route OnlineJoin::knock_route(_ENetHost* game_socket) {
    const auto listed = traversal::parse_ip(table_.endpoint_host);
    Route route{{listed.value_or(0x7F000001), table_.endpoint_port}, std::nullopt};
    if (!client_->connected()) throw OnlineError("the lobby went away before the table could be reached");
    // Our own NAT first opens towards the host, so the host's punches find a way in.
    traversal::punch(game_socket, route.direct);
    lobby::Knock knock{random_id(), "127.0.0.1", 0};
    std::string error;
    if (stun_) {
        const auto seen = traversal::public_endpoint(game_socket, *stun_, kServerWait, error);
        if (!seen) throw OnlineError("lobby: " + error);
        knock.host = traversal::ip_string(seen->ip);
        knock.port = seen->port;
    }
    const std::optional<lobby::KnockAnswer> answer = client_->knock(code_, knock, error);
    if (!answer) throw OnlineError("lobby: " + error);
    if (const auto ip = traversal::parse_ip(answer->host)) route.direct = {*ip, answer->port};
    if (answer->relay_port != 0)
        if (const auto ip = traversal::parse_ip(answer->relay_host)) route.relay = traversal::Endpoint{*ip, answer->relay_port};
    traversal::punch(game_socket, route.direct);
    return route;
}

}  // namespace zero::online
