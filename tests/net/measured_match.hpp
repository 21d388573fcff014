// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One match of Knizia's Zero between a LAN host and remote greedy bot clients, measuring every
// turn: the time from a client sending its intent to every client holding the resulting update.
// One intent is in flight at a time, so each figure is one turn's alone (bench/net_bench answers
// as soon as a seat's update comes, which can start the next turn before the last client has the
// previous update, and then that turn is not counted). The relay's figures (relay_figures) and the
// flood test share it.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "zero/knizia/bots/bot.hpp"
#include "zero/net/client.hpp"
#include "zero/net/host_service.hpp"

namespace zero::net::testing {

struct TurnFigures {
    std::vector<double> latencies_ms;
    std::uint64_t turns = 0;
    int unfinished = 0;  // matches every client did not see the end of before the guard
};

struct MeasuredMatch {
    int seats = 4;
    std::uint64_t seed = 1;
    // Where client i connects: the host's port, or a relay's in front of it.
    std::function<std::uint16_t(int)> port_of;
    // Runs every turn of the loop, after the host's poll (relays, a flood of garbage...).
    std::function<void()> between;
    int host_poll_ms = 0;  // how long the host's poll may wait for traffic
    std::chrono::seconds guard{600};
};

// A table of Knizia's Zero whose seats are all remote, starting when every player is ready.
inline HostConfig remote_config(int players, std::uint64_t seed) {
    HostConfig config;
    config.rules = knizia::default_rules(players);
    config.seed = seed;
    config.seats.assign(static_cast<std::size_t>(players), SeatSetup{});
    config.auto_start = true;
    return config;
}

// A host for MeasuredMatch: every seat remote, on 127.0.0.1 and any free port, not discoverable.
inline HostService measured_host(int seats, std::uint64_t seed) {
    const HostConfig config = remote_config(seats, seed);
    ServiceOptions options;
    options.port = 0;
    options.discovery_port.reset();
    options.bind_address = "127.0.0.1";
    return HostService(config, options);
}

inline void play_measured(HostService& host, const MeasuredMatch& m, TurnFigures& figures) {
    using Clock = std::chrono::steady_clock;
    struct Seated {
        explicit Seated(const std::string& name) : client(name) {}
        Client client;
        std::unique_ptr<knizia::Bot> bot;
        std::uint32_t seen = 0;  // the newest state id this client holds
        bool over = false;
    };
    std::vector<std::unique_ptr<Seated>> seats;
    for (int i = 0; i < m.seats; ++i) {
        seats.push_back(std::make_unique<Seated>("p" + std::to_string(i)));
        seats.back()->client.connect("127.0.0.1", m.port_of ? m.port_of(i) : host.port());
    }
    Clock::time_point sent_at = Clock::now();
    bool waiting = false;
    std::uint32_t awaited = 0;
    const auto deadline = Clock::now() + m.guard;  // a hang guard
    bool all_over = false;
    while (!all_over && Clock::now() < deadline) {
        host.poll(m.host_poll_ms);
        if (m.between) m.between();
        all_over = true;
        for (auto& s : seats) {
            for (ClientEvent& e : s->client.poll(0)) {
                if (const auto* w = std::get_if<Welcome>(&e)) {
                    s->bot = make_bot(knizia::BotSpec{"greedy", m.seed, w->seat});
                    s->client.set_ready(true);
                } else if (const auto* u = std::get_if<UpdateMsg>(&e)) {
                    s->seen = u->view.state_id;
                    if (u->view.phase == knizia::Phase::MatchOver) s->over = true;
                }
            }
            all_over = all_over && s->over;
        }
        if (m.between) m.between();
        if (waiting && std::all_of(seats.begin(), seats.end(), [&](const auto& s) { return s->seen >= awaited; })) {
            figures.latencies_ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent_at).count());
            waiting = false;
        }
        if (waiting) continue;
        for (auto& s : seats) {
            const auto& view = s->client.session().view();
            if (s->bot && view && s->client.session().should_answer()) {
                const knizia::Action action = s->bot->choose(*view);  // the bot's thinking is no network time
                sent_at = Clock::now();
                awaited = view->state_id + 1;
                waiting = true;
                ++figures.turns;
                s->client.send_action(action);
            }
        }
    }
    if (!all_over) ++figures.unfinished;
}

inline double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto at = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[at];
}

}  // namespace zero::net::testing
