// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// `zero-cli join` for one game: a bot client of a LAN table. It takes a seat, gets ready, plays its
// seat with the chosen bot and leaves when the match is over. A game's commands (games/)
// instantiate run_join for its wire.
#include <chrono>
#include <iostream>
#include <thread>

#include "commands.hpp"
#include "lobby_table.hpp"
#include "zero/online/online_client.hpp"
#include "zero/net/rejoin.hpp"

namespace zero::cli {

struct JoinOptions {
    std::string game = std::string(games::kDefaultGame);
    std::string address;
    std::string name;
    std::string bot;
    std::uint64_t seed = 1;
    std::uint64_t token = 0;
    int delay_ms = 0;
    int lost_after_ms = 10'000;
    int name_wait_ms = 15'000;
    double timeout = 0;
    std::string chat;
    bool timing = false;                 // print each move's and update's moment (latency figures)
    std::shared_ptr<OnlineJoin> online;  // a table found in the online lobby by its code
    int punch_wait_ms = 2'000;
};

namespace join_detail {
inline std::pair<std::string, std::uint16_t> split_address(const std::string& text) {
    const std::size_t colon = text.rfind(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == text.size())
        throw CommandError("expected HOST:PORT, not '" + text + "'", kUsageError);
    const std::string port_text = text.substr(colon + 1);
    int port = 0;
    for (char ch : port_text) {
        if (ch < '0' || ch > '9' || port > 65535) throw CommandError("bad port in '" + text + "'", kUsageError);
        port = port * 10 + (ch - '0');
    }
    if (port < 1 || port > 65535) throw CommandError("bad port in '" + text + "'", kUsageError);
    return {text.substr(0, colon), static_cast<std::uint16_t>(port)};
}

// The steady clock in microseconds: one clock for every process on the machine, whatever network
// namespace it runs in, so moments printed by different clients compare.
inline long long micros_now() {
    return std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

// An online table's client (net/online), saying which way it went.
template <class W>
std::unique_ptr<net::ClientT<W>> open_online(const JoinOptions& o, std::uint64_t token) {
    online::OnlineClient<W> c = or_command_error(
        [&] { return online::open_online<W>(*o.online, o.name, token, o.lost_after_ms, o.punch_wait_ms); });
    std::cout << (c.relayed ? "connected through the relay " : "connected directly to ") << traversal::to_string(c.at)
              << std::endl;
    return std::move(c.client);
}

// The bot client of a game's table, to the match's end: one pass of `run` polls the client,
// answers its events and then steps the timers (a name asked again, a rejoin, our move, --timeout).
template <class W>
class JoinRun {
public:
    using Clock = std::chrono::steady_clock;
    using Client = net::ClientT<W>;

    JoinRun(const JoinOptions& o, std::pair<std::string, std::uint16_t> where)
        : o_(o), where_(std::move(where)), rejoin_([this](std::uint64_t token) { return open(token); }) {}

    void run() {
        client_ = open_or_throw();
        for (;;) {
            for (net::ClientEventT<W>& event : client_->poll(turn_ ? 1 : 10))
                if (on_event(event)) break;
            if (over_) {
                report_totals();
                return;
            }
            step_timers();
        }
    }

private:
    std::unique_ptr<Client> open(std::uint64_t token) {
        if (o_.online) return open_online<W>(o_, token);
        auto next = std::make_unique<Client>(o_.name, token);
        next->set_lost_after(o_.lost_after_ms);
        next->connect(where_.first, where_.second);
        return next;
    }
    std::unique_ptr<Client> open_or_throw() {
        try {
            return open(o_.token);
        } catch (const CommandError&) {
            throw;
        } catch (const std::exception& e) {
            throw CommandError(e.what());
        }
    }

    // True when the rest of this poll's events no longer matter: the host said goodbye at the
    // match's end, or went after it.
    bool on_event(net::ClientEventT<W>& event) {
        if (const auto* welcome = std::get_if<net::Welcome>(&event)) {
            on_welcome(*welcome);
        } else if (const auto* refused = std::get_if<net::Refused>(&event)) {
            on_refused(*refused);
        } else if (const auto* lobby = std::get_if<net::LobbyMsgT<W>>(&event)) {
            if (lobby->under_way && !started_) {
                started_ = true;
                std::cout << "match started" << std::endl;
            }
        } else if (const auto* update = std::get_if<net::UpdateMsgT<W>>(&event)) {
            if (o_.timing) std::cout << "update " << W::epoch_of(update->view) << " " << micros_now() << "\n";
            if (W::over(update->view)) over_ = true;
            turn_ = client_->session().should_answer();
            act_at_ = Clock::now() + std::chrono::milliseconds(o_.delay_ms);
        } else if (const auto* refused_intent = std::get_if<net::IntentRefusedMsg>(&event)) {
            std::cerr << "zero-cli: move refused: " << net::describe(refused_intent->error) << std::endl;
        } else if (const auto* chat = std::get_if<net::ChatRelay>(&event)) {
            std::cout << "chat " << chat->name << ": " << chat->text << std::endl;
        } else if (const auto* goodbye = std::get_if<net::Goodbye>(&event)) {
            if (over_ || goodbye->reason == net::GoodbyeReason::MatchOver) return true;
            throw CommandError(o_.address + ": " + std::string(net::describe(goodbye->reason)));
        } else if (std::holds_alternative<net::ConnectionLost>(event)) {
            return on_lost();
        }
        return false;
    }

    void on_welcome(const net::Welcome& welcome) {
        std::cout << (bot_ ? "rejoined " : "joined ") << o_.address << " seat " << welcome.seat + 1 << " token "
                  << welcome.token << std::endl;
        // The same seat keeps its bot (and a random bot's draws) across rejoins.
        if (!bot_ || bot_seat_ != welcome.seat) bot_ = W::make_bot(o_.bot, o_.seed, welcome.seat);
        bot_seat_ = welcome.seat;
        // Ready at once, also back at a table reopened from its save: it starts again when
        // every kept seat's player has come back ready.
        client_->set_ready(true);
        if (!o_.chat.empty() && !chatted_) chatted_ = client_->chat(o_.chat);
    }

    void on_refused(const net::Refused& refused) {
        // A table reopened from its save keeps a seat for its player's token a while before
        // it gives the seat by name (docs/protocol.md): SeatKept, and NameTaken from a host
        // older than version 4, are asked for again until --name-wait-ms.
        const bool kept =
            refused.reason == net::RefuseReason::SeatKept || refused.reason == net::RefuseReason::NameTaken;
        if (!rejoin_.active() && !bot_ && kept && Clock::now() - start_ < std::chrono::milliseconds(o_.name_wait_ms)) {
            ask_again_ = true;
            ask_again_at_ = Clock::now() + std::chrono::seconds(1);
            return;
        }
        if (!rejoin_.active())
            throw CommandError(o_.address + " refused us: " + std::string(net::describe(refused.reason)));
    }

    bool on_lost() {
        if (over_) return true;
        if (ask_again_) return false;       // the refused connection, closed by the host
        if (rejoin_.active()) return false;  // an attempt that found nobody: the next one follows
        if (!client_->session().seat()) throw CommandError("lost the connection to " + o_.address);
        std::cout << "host lost, reconnecting..." << std::endl;
        return false;
    }

    void report_totals() {
        const typename W::View& v = *client_->session().view();
        std::cout << "match over: totals";
        for (int s = 0; s < W::players(v); ++s) std::cout << " " << v.totals[static_cast<std::size_t>(s)];
        std::cout << std::endl;
        client_->leave();
    }

    void step_timers() {
        if (ask_again_ && Clock::now() >= ask_again_at_) {
            ask_again_ = false;
            client_ = open_or_throw();
        }
        if (auto next = rejoin_.step(*client_, Clock::now())) {
            client_ = std::move(next);
            turn_ = false;
        }
        if (rejoin_.refused())
            throw CommandError(o_.address + " refused us: " +
                               std::string(net::describe(client_->session().refusal().value_or(net::RefuseReason::TableFull))));
        if (!ask_again_ && !rejoin_.active() && client_->session().status() == net::ClientStatus::Closed)
            throw CommandError("lost the connection to " + o_.address);
        if (turn_ && Clock::now() >= act_at_ && bot_ && client_->session().view()) {
            turn_ = false;
            if (client_->session().should_answer()) {
                const auto action = bot_->choose(*client_->session().view());
                if (o_.timing)
                    std::cout << "sent " << W::epoch_of(*client_->session().view()) << " " << micros_now() << "\n";
                client_->send_action(action);
            }
        }
        if (o_.timeout > 0 && std::chrono::duration<double>(Clock::now() - start_).count() > o_.timeout)
            throw CommandError("gave up after " + std::to_string(static_cast<int>(o_.timeout)) + " s (" +
                               client_->session().describe_status() + ")");
    }

    const JoinOptions& o_;
    const std::pair<std::string, std::uint16_t> where_;
    std::unique_ptr<Client> client_;
    // A seat lost without the host's goodbye (a dropped network, a host that crashed and comes
    // back from its autosave) is rejoined by ourselves, with back-off, until --timeout.
    net::Rejoin<W> rejoin_;
    const Clock::time_point start_ = Clock::now();
    std::unique_ptr<typename W::Bot> bot_;
    std::optional<Seat> bot_seat_;
    // When our turn's move is due; `turn_` says whether one is.
    Clock::time_point act_at_ = start_;
    bool turn_ = false;
    bool started_ = false;
    bool over_ = false;
    bool chatted_ = false;
    // The name was refused as taken: ask again at ask_again_at_.
    bool ask_again_ = false;
    Clock::time_point ask_again_at_ = start_;
};

template <class W>
void run_join(const JoinOptions& o) {
    std::pair<std::string, std::uint16_t> where = split_address(o.address);
    if (!net::valid_name(o.name)) throw CommandError("bad player name '" + o.name + "'", kUsageError);
    if (!W::is_bot_kind(o.bot)) {
        std::string known;
        for (const std::string& k : W::bot_kinds()) known += (known.empty() ? "" : ", ") + k;
        throw CommandError("unknown bot '" + o.bot + "' (known: " + known + ")", kUsageError);
    }
    JoinRun<W>(o, std::move(where)).run();
}

}  // namespace join_detail

using join_detail::run_join;

}  // namespace zero::cli
