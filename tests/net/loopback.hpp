// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An in-process transport between one HostSession and any number of ClientSessions: packets are
// queued and delivered in order, every byte the host sends can be inspected, and clients can
// be bots. Fast enough for thousands of matches. Templates over the game's wire module;
// Network and TestClient are Knizia's.
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>

#include "zero/net/client_session.hpp"
#include "zero/net/host_session.hpp"

namespace zero::net::testing {

struct Loopback : HostOutput {
    void send(PeerId peer, const Bytes& bytes) override {
        if (on_send) on_send(peer, bytes);
        queue.push_back({peer, bytes});
    }
    void disconnect(PeerId peer) override { closed.insert(peer); }

    std::function<void(PeerId, const Bytes&)> on_send;
    std::deque<std::pair<PeerId, Bytes>> queue;
    std::set<PeerId> closed;
};

template <class W>
struct TestClientT {
    TestClientT(PeerId peer_id, std::string name, std::string bot_kind, std::uint64_t seed, std::uint64_t token = 0)
        : id(peer_id), session(std::move(name), token), kind(std::move(bot_kind)), bot_seed(seed) {}

    PeerId id;
    ClientSessionT<W> session;
    std::string kind;  // empty: not a bot, nothing is played automatically
    std::uint64_t bot_seed;
    std::unique_ptr<typename W::Bot> bot;
    std::vector<ClientEventT<W>> events;
    std::deque<Bytes> outbox;
    bool connected = true;
    bool auto_ready = true;
};

// Owns the clients and moves packets until nothing is left to deliver.
template <class W>
class NetworkT {
public:
    using TestClient = TestClientT<W>;
    explicit NetworkT(HostSessionT<W>& host, Loopback& wire) : host_(host), wire_(wire) {}

    TestClient& join(const std::string& name, const std::string& bot_kind, std::uint64_t seed,
                     std::uint64_t token = 0) {
        const PeerId id = next_id_++;
        auto client = std::make_unique<TestClient>(id, name, bot_kind, seed, token);
        TestClient& ref = *client;
        clients_[id] = std::move(client);
        host_.on_connect(id);
        ref.outbox.push_back(ref.session.hello());
        return ref;
    }

    // A raw peer: connected, nothing sent yet.
    PeerId connect_raw() {
        const PeerId id = next_id_++;
        host_.on_connect(id);
        return id;
    }

    void drop(TestClient& client) {
        client.connected = false;
        host_.on_disconnect(client.id);
    }

    void run(int max_rounds = 1'000'000) {
        for (int i = 0; i < max_rounds; ++i) {
            bool progress = false;
            while (!wire_.queue.empty()) {
                auto [peer, bytes] = std::move(wire_.queue.front());
                wire_.queue.pop_front();
                progress = true;
                const auto it = clients_.find(peer);
                if (it == clients_.end() || !it->second->connected) continue;
                deliver(*it->second, bytes);
            }
            for (auto& [id, client] : clients_) {
                if (wire_.closed.count(id) != 0 && client->connected) {
                    client->connected = false;
                    host_.on_disconnect(id);
                    if (auto lost = client->session.connection_lost()) client->events.push_back(*lost);
                }
                while (client->connected && !client->outbox.empty()) {
                    Bytes bytes = std::move(client->outbox.front());
                    client->outbox.pop_front();
                    progress = true;
                    host_.on_message(id, bytes);
                }
            }
            if (!progress) return;
        }
    }

private:
    void deliver(TestClient& c, const Bytes& bytes) {
        std::optional<ClientEventT<W>> event = c.session.receive(bytes);
        if (!event) return;
        if (std::holds_alternative<Welcome>(*event) && c.auto_ready && c.session.status() == ClientStatus::Lobby)
            c.outbox.push_back(c.session.ready(true));
        if (!c.kind.empty() && c.session.seat() && !c.bot)
            c.bot = W::make_bot(c.kind, c.bot_seed, *c.session.seat());
        if (const auto* update = std::get_if<UpdateMsgT<W>>(&*event); update && c.bot && c.session.should_answer())
            if (auto intent = c.session.intent(c.bot->choose(update->view))) c.outbox.push_back(*intent);
        c.events.push_back(std::move(*event));
    }

    HostSessionT<W>& host_;
    Loopback& wire_;
    std::map<PeerId, std::unique_ptr<TestClient>> clients_;
    PeerId next_id_ = 1;
};

using TestClient = TestClientT<KniziaWire>;
using Network = NetworkT<KniziaWire>;

template <class W = KniziaWire>
HostConfigT<W> remote_table(int players, std::uint64_t seed, DropPolicy policy = DropPolicy::BotPlays) {
    HostConfigT<W> config;
    config.rules = W::default_rules(players);
    config.seed = seed;
    config.seats.assign(static_cast<std::size_t>(players),
                        SeatSetup{SeatKind::Remote, std::string(W::kDefaultStandIn), ""});
    config.policy = policy;
    config.auto_start = true;
    return config;
}

}  // namespace zero::net::testing
