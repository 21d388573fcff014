// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The host's side of a LAN table, without sockets: the lobby (seats, names, readiness, tokens),
// the authoritative Table once the match starts, and what each peer is sent. The ENet service
// (host_service.hpp) feeds it connections and packets; tests feed it directly.
//
// Per-recipient filtering is structural: a remote seat's controller is the only thing that
// sends game state to its peer, and the table hands it view_for(state, that seat) and the
// public events only.
//
// One class for every game: HostSessionT is a template over a wire module (KniziaWire,
// SolerWire), so the rules are checked without a virtual call; the game is chosen once, where
// the host is opened. HostSession is Knizia's.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "zero/core/rng.hpp"
#include "zero/core/table.hpp"
#include "zero/net/messages.hpp"

namespace zero::net {

using PeerId = std::uint32_t;

// Where the session's packets go.
class HostOutput {
public:
    virtual ~HostOutput() = default;
    virtual void send(PeerId peer, const Bytes& bytes) = 0;
    // Close the connection once what was sent to it has gone out.
    virtual void disconnect(PeerId peer) = 0;
};

// Why the host cannot start the match yet, for the host's screen to word in its own language.
struct StartBlocker {
    enum class Kind : std::uint8_t { None, Started, Closed, SeatOpen, SeatNotReady };
    Kind kind = Kind::None;
    Seat seat = -1;    // SeatOpen, SeatNotReady
    std::string name;  // SeatNotReady: the player who is not ready
    explicit operator bool() const { return kind != Kind::None; }
};
// In English, for logs and the command line: "seat 3 (Ann) is not ready".
std::string describe(const StartBlocker& blocker);

struct SeatSetup {
    SeatKind kind = SeatKind::Remote;
    // Bot seat: its kind. Remote seat: the bot that stands in while the player is away.
    std::string bot = "greedy";
    // Local seat: the player's name. Remote seat: a name the seat is kept for (a resumed match).
    // Bot seat: its name at the table (empty: the kind and seat number, "greedy 3").
    std::string name;
    // Remote seat kept for a name (a resumed match): the token its player was given before the
    // host went, kept in the LAN autosave (0: none kept). The client holding it always gets the
    // seat back, even from someone who took it by the name alone in the meantime; and for a while
    // (HostConfigT::kept_seat_wait) nobody takes it by the name alone.
    std::uint64_t token = 0;
};

template <class W>
struct HostConfigT {
    std::string host_name = "Zero table";
    typename W::Rules rules = W::default_rules(4);  // its players must equal seats.size()
    std::uint64_t seed = 1;
    std::vector<SeatSetup> seats;
    DropPolicy policy = DropPolicy::BotPlays;
    // The table offers the hint to its players (the Lobby says so); off unless the host allows it.
    bool hints = false;
    bool auto_start = false;  // start as soon as every remote seat is taken and ready (headless hosts)
    int max_strikes = 8;      // malformed or unknown messages a peer may send before it is dropped
    // A saved match to carry on instead of dealing a new one (its rules and seed win over the
    // fields above). Reserve each remote seat for its player's name so they get their seats back.
    std::optional<typename W::State> resume;
    // A seat kept for a token (SeatSetup::token) waits this long, from the session's start, for
    // the client holding it: meanwhile nobody takes it by the name alone (refused SeatKept, or
    // NameTaken for a peer older than version 4). The players' own programs reconnect by
    // themselves with the token within seconds (a client notices a silent host after at most 10 s
    // by default, then tries every 2 s at most); afterwards the name is enough, for a player whose
    // program lost its token, and the token holder still gets the seat back from whoever took it
    // by name.
    std::chrono::milliseconds kept_seat_wait{10'000};
    // An online table: a seat kept for a token goes back for that token only, never for a name
    // alone however long it waits (on the LAN a name is a convenience; online it is anyone's).
    bool tokens_only = false;
    // The session's clock for that wait (tests give their own); empty: the steady clock.
    std::function<std::chrono::steady_clock::time_point()> clock;
};

// A seat played at the host's own screen: the game submits the player's action, the table takes it.
template <class W>
class LocalSeatT : public core::SeatController<typename W::TableGame> {
public:
    using Action = typename W::Action;
    using View = typename W::View;
    using EventList = typename W::EventList;

    std::optional<Action> decide(const View& /*view*/) override { return std::exchange(pending_, std::nullopt); }
    void observe(const EventList& events, const View& view) override {
        view_ = view;
        for (const auto& e : events) events_.push_back(e);
    }
    void submit(const Action& action) { pending_ = action; }
    const std::optional<View>& view() const { return view_; }
    // Events since the last call, for the screen to animate.
    EventList take_events() { return std::exchange(events_, EventList{}); }

private:
    std::optional<Action> pending_;
    std::optional<View> view_;
    EventList events_;
};

template <class W>
class RemoteSeat;

template <class W>
class HostSessionT {
public:
    using Game = W;
    using State = typename W::State;
    using Table = core::Table<typename W::TableGame>;
    using Config = HostConfigT<W>;
    using Lobby = LobbyMsgT<W>;

    // Throws std::invalid_argument for unplayable rules, a seat count that does not match them,
    // or an unknown bot kind.
    HostSessionT(Config config, HostOutput& out);
    ~HostSessionT();
    HostSessionT(const HostSessionT&) = delete;
    HostSessionT& operator=(const HostSessionT&) = delete;

    // Transport events.
    void on_connect(PeerId peer);
    void on_message(PeerId peer, ByteView bytes);
    void on_disconnect(PeerId peer);

    // The host's controls.
    // Kind::None when the match can start; otherwise why not.
    StartBlocker start_blocker() const;
    bool start();
    void set_policy(DropPolicy policy);
    // Changes a seat in the lobby; refused (false) for a seat a remote player has taken.
    bool set_seat(Seat seat, const SeatSetup& setup);
    void chat(const std::string& text);
    // Tells every peer the host has quit and closes their connections.
    void close();
    // Runs the table as far as its seats have answers (after a local seat's submit).
    void pump();

    bool under_way() const { return table_ != nullptr; }
    bool over() const { return table_ && table_->over(); }
    bool paused() const;
    const State* state() const { return table_ ? &table_->state() : nullptr; }
    LocalSeatT<W>* local_seat(Seat seat);
    Lobby lobby() const;
    int seats_taken() const;
    int seats_free() const;
    std::vector<std::string> player_names() const;
    typename W::Record record() const;
    std::optional<std::uint64_t> token_of(Seat seat) const;
    int peers() const { return static_cast<int>(peers_.size()); }
    // The seat a connected peer took; nothing before its hello is answered, or after it left.
    std::optional<Seat> seat_of(PeerId peer) const;
    const Config& config() const { return config_; }
    int players() const { return W::players(config_.rules); }

    // Hooks for the host's own services: every applied action (autosave, --record) and lines
    // worth logging ("peer 3 joined seat 2 as Ann").
    void add_observer(typename Table::Observer observer) { observers_.push_back(std::move(observer)); }
    std::function<void(const std::string&)> on_log;
    std::function<void(const ChatRelay&)> on_chat;

private:
    friend class RemoteSeat<W>;
    using Action = typename W::Action;
    struct Slot {
        SeatSetup setup;
        std::optional<PeerId> peer;
        std::string name;
        bool ready = false;
        bool dropped = false;  // the player was here during the match and is gone
        std::uint64_t token = 0;
        std::uint64_t kept_token = 0;   // the token a resumed match kept for the seat's player
        std::optional<Action> pending;  // a checked intent waiting for the table to ask
    };
    struct Peer {
        std::optional<Seat> seat;
        int strikes = 0;
        std::uint16_t protocol = 0;  // the version both ends speak, from its hello
    };

    void handle(PeerId peer, const Hello& m);
    void handle(PeerId peer, Seat seat, const SetReady& m);
    void handle(PeerId peer, Seat seat, const IntentMsgT<W>& m);
    void handle(PeerId peer, Seat seat, const ForeignIntent& m);
    void handle(PeerId peer, Seat seat, const ChatMsg& m);
    void refuse(PeerId peer, RefuseReason reason);
    void strike(PeerId peer, const char* what);
    void attach(PeerId peer, Seat seat);
    void detach(Seat seat);
    void send(PeerId peer, const HostMessageT<W>& message);
    void send_to_seat(Seat seat, const HostMessageT<W>& message);
    void broadcast(const HostMessageT<W>& message);
    void broadcast_lobby();
    void log(const std::string& line) const;
    std::string seat_name(Seat seat) const;
    bool name_taken(const std::string& name, Seat except) const;
    std::uint64_t new_token();
    std::chrono::steady_clock::time_point now() const;
    // Whether `seat`, kept for a token, still waits for its holder (no by-name join yet).
    bool waits_for_token(Seat seat) const;

    Config config_;
    HostOutput& out_;
    std::vector<Slot> slots_;
    std::map<PeerId, Peer> peers_;
    std::unique_ptr<Table> table_;
    std::vector<typename Table::Observer> observers_;
    Rng token_rng_;
    std::chrono::steady_clock::time_point opened_;
    bool closed_ = false;
};

// Knizia's Zero, the game every name without a suffix means.
using HostConfig = HostConfigT<KniziaWire>;
using LocalSeat = LocalSeatT<KniziaWire>;
using HostSession = HostSessionT<KniziaWire>;

}  // namespace zero::net
