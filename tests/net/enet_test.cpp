// SPDX-License-Identifier: GPL-3.0-or-later
// The host service and clients over real ENet sockets on 127.0.0.1, in one process.
#include <catch2/catch.hpp>

#include <enet/enet.h>

#include <chrono>

#include "../quiet_port.hpp"
#include "measured_match.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/net/client.hpp"
#include "zero/net/host_service.hpp"
#include "zero/net/protocol_version.hpp"
#include "zero/net/rejoin.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net;
using zero::net::testing::remote_config;

namespace {

struct BotClient {
    BotClient(const std::string& name, std::string bot_kind, std::uint64_t seed)
        : client(name), kind(std::move(bot_kind)), bot_seed(seed) {}
    Client client;
    std::string kind;
    std::uint64_t bot_seed;
    std::unique_ptr<Bot> bot;
    bool over = false;
    std::optional<GoodbyeReason> goodbye;

    void poll() {
        for (ClientEvent& e : client.poll(0)) {
            if (const auto* w = std::get_if<Welcome>(&e)) {
                bot = make_bot(BotSpec{kind, bot_seed, w->seat});
                client.set_ready(true);
            } else if (const auto* u = std::get_if<UpdateMsg>(&e)) {
                if (u->view.phase == Phase::MatchOver) over = true;
                if (u->view.my_turn() && bot) client.send_action(bot->choose(u->view));
            } else if (const auto* g = std::get_if<Goodbye>(&e)) {
                goodbye = g->reason;
            }
        }
    }
};

ServiceOptions any_port() {
    ServiceOptions options;
    options.port = 0;
    options.discovery_port.reset();
    return options;
}

template <class Done>
bool pump(HostService& host, std::vector<std::unique_ptr<BotClient>>& clients, Done done,
          std::chrono::seconds limit = std::chrono::seconds(120)) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
        host.poll(1);
        for (auto& c : clients) c->poll();
        if (done()) return true;
    }
    return false;
}

// A peer that speaks ENet but not our protocol.
class RawPeer {
public:
    explicit RawPeer(std::uint16_t port) {
        host_ = enet_host_create(nullptr, 1, 1, 0, 0);
        ENetAddress address{};
        enet_address_set_host_ip(&address, "127.0.0.1");
        address.port = port;
        peer_ = enet_host_connect(host_, &address, 1, 0);
    }
    ~RawPeer() {
        if (peer_ != nullptr && !disconnected_) enet_peer_reset(peer_);
        enet_host_destroy(host_);
    }
    void poll() {
        ENetEvent event;
        while (enet_host_service(host_, &event, 0) > 0) {
            if (event.type == ENET_EVENT_TYPE_CONNECT) connected_ = true;
            if (event.type == ENET_EVENT_TYPE_DISCONNECT) disconnected_ = true;
            if (event.type == ENET_EVENT_TYPE_RECEIVE) enet_packet_destroy(event.packet);
        }
    }
    void send(const Bytes& bytes) {
        enet_peer_send(peer_, 0, enet_packet_create(bytes.data(), bytes.size(), ENET_PACKET_FLAG_RELIABLE));
        enet_host_flush(host_);
    }
    bool connected() const { return connected_; }
    bool disconnected() const { return disconnected_; }

private:
    ENetHost* host_ = nullptr;
    ENetPeer* peer_ = nullptr;
    bool connected_ = false;
    bool disconnected_ = false;
};

}  // namespace

TEST_CASE("five bot clients play a match over ENet", "[net][enet]") {
    HostService host(remote_config(5, 31), any_port());
    std::vector<std::unique_ptr<BotClient>> clients;
    for (int i = 0; i < 5; ++i)
        clients.push_back(std::make_unique<BotClient>("p" + std::to_string(i), i % 2 ? "random" : "greedy", 31));
    for (auto& c : clients) c->client.connect("127.0.0.1", host.port());
    REQUIRE(pump(host, clients, [&] {
        for (auto& c : clients)
            if (!c->over) return false;
        return true;
    }));
    CHECK(host.session().over());
    for (auto& c : clients) {
        REQUIRE(c->client.session().view());
        CHECK(c->client.session().view()->totals == host.session().state()->totals);
        CHECK(c->client.session().malformed() == 0);
    }
    CHECK_FALSE(replay(host.session().record()).error);
    CHECK(host.bytes_sent() > 0);

    host.close();
    REQUIRE(pump(host, clients, [&] {
        for (auto& c : clients)
            if (!c->goodbye) return false;
        return true;
    }, std::chrono::seconds(60)));
    for (auto& c : clients) CHECK(*c->goodbye == GoodbyeReason::MatchOver);
}

TEST_CASE("a peer sending junk over ENet is cut off while the others play on", "[net][enet][robustness]") {
    HostConfig config = remote_config(3, 5);
    HostService host(config, any_port());
    std::vector<std::unique_ptr<BotClient>> clients;
    clients.push_back(std::make_unique<BotClient>("A", "greedy", 5));
    clients.push_back(std::make_unique<BotClient>("B", "greedy", 5));
    for (auto& c : clients) c->client.connect("127.0.0.1", host.port());
    RawPeer rogue(host.port());
    REQUIRE(pump(host, clients, [&] {
        rogue.poll();
        return rogue.connected() && host.session().seats_taken() == 2;
    }));
    rogue.send(encode(ClientMessage{Hello{kProtocolMin, kProtocolMax, "Rogue", 0}}));
    REQUIRE(pump(host, clients, [&] { return host.session().seats_taken() == 3; }));
    // Oversized (over the protocol's cap, under ENet's), truncated, unknown and spoofed.
    rogue.send(Bytes(kMaxClientPacket * 4, 3));
    rogue.send(Bytes{static_cast<std::uint8_t>(MsgType::Intent), 1});
    for (int i = 0; i < 10; ++i) rogue.send(Bytes{0xEE, static_cast<std::uint8_t>(i)});
    REQUIRE(pump(host, clients, [&] {
        rogue.poll();
        return rogue.disconnected();
    }));
    // The rogue's seat opened again; a proper client takes it and the match is played out.
    clients.push_back(std::make_unique<BotClient>("C", "greedy", 5));
    clients.back()->client.connect("127.0.0.1", host.port());
    REQUIRE(pump(host, clients, [&] {
        for (auto& c : clients)
            if (!c->over) return false;
        return true;
    }));
    CHECK(host.session().over());
}

TEST_CASE("the host tells its clients when it quits mid-match", "[net][enet]") {
    HostConfig config = remote_config(2, 6);
    HostService host(config, any_port());
    std::vector<std::unique_ptr<BotClient>> clients;
    clients.push_back(std::make_unique<BotClient>("A", "greedy", 6));
    clients.push_back(std::make_unique<BotClient>("B", "", 6));  // never moves: the match stays open
    clients[1]->kind = "greedy";
    for (auto& c : clients) c->client.connect("127.0.0.1", host.port());
    REQUIRE(pump(host, clients, [&] { return host.session().under_way(); }));
    host.close();
    REQUIRE(pump(host, clients, [&] { return clients[0]->goodbye.has_value(); }, std::chrono::seconds(60)));
    if (!host.session().over()) CHECK(*clients[0]->goodbye == GoodbyeReason::HostQuit);
    CHECK(clients[0]->client.session().status() == ClientStatus::Closed);
}

TEST_CASE("clients whose host crashed come back by themselves to the table reopened from its state",
          "[net][enet][crash]") {
    const HostConfig config = remote_config(2, 9);
    ServiceOptions options = any_port();
    options.port = zero::test_ports::quiet_ports();  // outside the kernel's range for port 0: kept free while the host is down
    options.bind_address = "127.0.0.1";
    auto host = std::make_unique<HostService>(config, options);
    const std::uint16_t port = host->port();
    const std::vector<std::string> names = {"Ann", "Bob"};
    std::vector<std::unique_ptr<Client>> clients;
    std::vector<Rejoin<KniziaWire>> rejoins;
    for (const std::string& name : names) {
        auto open = [name, port](std::uint64_t token) {
            auto c = std::make_unique<Client>(name, token);
            c->set_lost_after(500);  // a silent host is noticed within half a second
            c->connect("127.0.0.1", port);
            return c;
        };
        clients.push_back(open(0));
        rejoins.emplace_back(open);
    }
    std::vector<int> welcomes(2, 0);
    auto run = [&](auto done, std::chrono::seconds limit) {
        const auto deadline = std::chrono::steady_clock::now() + limit;
        while (std::chrono::steady_clock::now() < deadline) {
            if (host) host->poll(1);
            for (std::size_t i = 0; i < clients.size(); ++i) {
                for (const ClientEvent& e : clients[i]->poll(0))
                    if (std::holds_alternative<Welcome>(e)) {
                        ++welcomes[i];
                        clients[i]->set_ready(true);
                    }
                if (auto next = rejoins[i].step(*clients[i], std::chrono::steady_clock::now()))
                    clients[i] = std::move(next);
            }
            if (done()) return true;
        }
        return false;
    };
    const auto playing = [&] {
        for (std::size_t i = 0; i < clients.size(); ++i)
            if (clients[i]->session().status() != ClientStatus::Playing || rejoins[i].active()) return false;
        return true;
    };
    REQUIRE(run(playing, std::chrono::seconds(30)));
    const std::optional<std::uint64_t> first_token = host->session().token_of(0);

    // The host process dies: no goodbye, its port goes silent, and its tokens die with it.
    const State saved = *host->session().state();
    host.reset();
    REQUIRE(run([&] { return rejoins[0].active() && rejoins[1].active(); }, std::chrono::seconds(30)));
    // Opened again from its state on the same port, each seat kept for its player's name.
    HostConfig again = config;
    again.resume = saved;
    for (std::size_t s = 0; s < names.size(); ++s) again.seats[s].name = names[s];
    options.port = port;
    host = std::make_unique<HostService>(again, options);
    REQUIRE(run(playing, std::chrono::seconds(30)));
    CHECK(welcomes == std::vector<int>{2, 2});
    CHECK(clients[0]->session().seat() == 0);
    CHECK(clients[1]->session().seat() == 1);
    // The reopened table did not know the old token: the seat was asked for by name, for a new one.
    CHECK(host->session().token_of(0) != first_token);
    CHECK(clients[0]->session().token() == host->session().token_of(0));
    CHECK(host->session().under_way());
    CHECK_FALSE(rejoins[0].refused());
}
