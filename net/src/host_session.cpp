// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/net/host_session.hpp"

#include <algorithm>
#include <chrono>
#include <random>
#include <stdexcept>
#include <utility>

#include "zero/net/protocol_version.hpp"

#include "net_games.inc"

namespace zero::net {

// A seat played from another machine. It answers the table with the intent the session has
// already checked, or with its stand-in bot while the player is away (when the host chose
// that), and it is the only path by which the seat's peer hears about the game.
// The stand-in is the game's own bot (Solèr's for a Solèr table).
template <class W>
class RemoteSeat : public core::SeatController<typename W::TableGame> {
public:
    RemoteSeat(HostSessionT<W>& session, Seat seat, std::unique_ptr<typename W::Bot> stand_in)
        : session_(session), seat_(seat), stand_in_(std::move(stand_in)) {}

    std::optional<typename W::Action> decide(const typename W::View& view) override {
        auto& slot = session_.slots_[static_cast<std::size_t>(seat_)];
        if (slot.pending) return std::exchange(slot.pending, std::nullopt);
        if (!slot.peer && session_.config_.policy == DropPolicy::BotPlays) return stand_in_->choose(view);
        return std::nullopt;
    }

    void observe(const typename W::EventList& events, const typename W::View& view) override {
        session_.send_to_seat(seat_, UpdateMsgT<W>{view, events});
    }

private:
    HostSessionT<W>& session_;
    Seat seat_;
    std::unique_ptr<typename W::Bot> stand_in_;
};

// A bot seat played at the host.
template <class W>
class BotSeat : public core::SeatController<typename W::TableGame> {
public:
    explicit BotSeat(std::unique_ptr<typename W::Bot> bot) : bot_(std::move(bot)) {}
    std::optional<typename W::Action> decide(const typename W::View& view) override { return bot_->choose(view); }

private:
    std::unique_ptr<typename W::Bot> bot_;
};

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& ch : out)
        if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    return out;
}

std::uint64_t entropy_seed() {
    std::random_device device;
    const auto now = static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
    return mix_seed((std::uint64_t{device()} << 32) | device(), now);
}

}  // namespace

template <class W>
HostSessionT<W>::HostSessionT(Config config, HostOutput& out)
    : config_(std::move(config)), out_(out), token_rng_(entropy_seed()) {
    if (config_.resume) {
        config_.rules = config_.resume->rules;
        config_.seed = W::seed_of(*config_.resume);
    }
    if (std::string why = W::rules_error(config_.rules); !why.empty()) throw std::invalid_argument(why);
    if (static_cast<int>(config_.seats.size()) != players())
        throw std::invalid_argument(std::to_string(players()) + " players need " + std::to_string(players()) +
                                    " seats, not " + std::to_string(config_.seats.size()));
    for (const SeatSetup& setup : config_.seats) {
        if (!W::is_bot_kind(setup.bot)) W::make_bot(setup.bot, 0, 0);  // throws naming the kinds
        Slot slot;
        slot.setup = setup;
        // A kept token only means something for a player's seat kept for their name.
        if (setup.kind == SeatKind::Remote && !setup.name.empty()) slot.kept_token = setup.token;
        slots_.push_back(slot);
    }
    opened_ = now();
}

template <class W>
std::chrono::steady_clock::time_point HostSessionT<W>::now() const {
    return config_.clock ? config_.clock() : std::chrono::steady_clock::now();
}

template <class W>
bool HostSessionT<W>::waits_for_token(Seat seat) const {
    const Slot& slot = slots_[static_cast<std::size_t>(seat)];
    return slot.kept_token != 0 && (config_.tokens_only || now() - opened_ < config_.kept_seat_wait);
}

template <class W>
HostSessionT<W>::~HostSessionT() = default;

template <class W>
void HostSessionT<W>::log(const std::string& line) const {
    if (on_log) on_log(line);
}

template <class W>
void HostSessionT<W>::send(PeerId peer, const HostMessageT<W>& message) {
    // In the version the peer speaks: an older peer's decoder reads its own version's layout only.
    const auto it = peers_.find(peer);
    const std::uint16_t protocol = it != peers_.end() && it->second.protocol > 0 ? it->second.protocol : kProtocolMax;
    out_.send(peer, encode(message, protocol));
}

template <class W>
void HostSessionT<W>::send_to_seat(Seat seat, const HostMessageT<W>& message) {
    const Slot& slot = slots_[static_cast<std::size_t>(seat)];
    if (slot.peer) send(*slot.peer, message);
}

template <class W>
void HostSessionT<W>::broadcast(const HostMessageT<W>& message) {
    // Lobbies and chat only: each peer's in the version it speaks (a Lobby says whether hints are
    // allowed from version 6 on).
    for (const auto& [id, peer] : peers_)
        if (peer.seat) send(id, message);
}

template <class W>
void HostSessionT<W>::broadcast_lobby() { broadcast(lobby()); }

template <class W>
void HostSessionT<W>::on_connect(PeerId peer) {
    if (closed_) {
        out_.disconnect(peer);
        return;
    }
    peers_[peer] = Peer{};
}

template <class W>
void HostSessionT<W>::on_disconnect(PeerId peer) {
    const auto it = peers_.find(peer);
    if (it == peers_.end()) return;
    const std::optional<Seat> seat = it->second.seat;
    peers_.erase(it);
    if (seat) {
        log("seat " + std::to_string(*seat + 1) + " (" + seat_name(*seat) + ") disconnected");
        detach(*seat);
    }
}

template <class W>
void HostSessionT<W>::on_message(PeerId peer, ByteView bytes) {
    const auto it = peers_.find(peer);
    if (it == peers_.end()) return;  // a peer being closed; nothing it says matters now
    if (bytes.size() > kMaxClientPacket) return strike(peer, "an oversized message");
    std::optional<ClientMessageT<W>> message = decode_client<W>(bytes);
    if (!message) return strike(peer, "a malformed or unknown message");
    const std::optional<Seat> seat = it->second.seat;
    if (const auto* hello = std::get_if<Hello>(&*message)) {
        if (seat) return strike(peer, "a second hello");
        return handle(peer, *hello);
    }
    if (!seat) return strike(peer, "a message before its hello");
    std::visit(
        [&](const auto& m) {
            using T = std::decay_t<decltype(m)>;
            if constexpr (std::is_same_v<T, Leave>) {
                send(peer, Goodbye{GoodbyeReason::Left});
                out_.disconnect(peer);
                on_disconnect(peer);
            } else if constexpr (!std::is_same_v<T, Hello>) {
                handle(peer, *seat, m);
            }
        },
        *message);
}

template <class W>
void HostSessionT<W>::strike(PeerId peer, const char* what) {
    Peer& p = peers_[peer];
    ++p.strikes;
    log("peer " + std::to_string(peer) + " sent " + what + " (" + std::to_string(p.strikes) + " of " +
        std::to_string(config_.max_strikes) + ")");
    if (p.strikes < config_.max_strikes) return;
    log("peer " + std::to_string(peer) + " disconnected for sending malformed messages");
    send(peer, Goodbye{GoodbyeReason::ProtocolAbuse});
    out_.disconnect(peer);
    on_disconnect(peer);
}

template <class W>
void HostSessionT<W>::refuse(PeerId peer, RefuseReason reason) {
    log("peer " + std::to_string(peer) + " refused: " + std::string(describe(reason)));
    send(peer, Refused{reason, protocol_min_for(W::id), kProtocolMax});
    out_.disconnect(peer);
    peers_.erase(peer);
}

template <class W>
std::uint64_t HostSessionT<W>::new_token() {
    std::uint64_t token = 0;
    while (token == 0) token = token_rng_.next();
    return token;
}

template <class W>
std::string HostSessionT<W>::seat_name(Seat seat) const {
    const Slot& slot = slots_[static_cast<std::size_t>(seat)];
    switch (slot.setup.kind) {
        case SeatKind::Bot:
            // The host's game names its bots as its couch table does; a headless host by kind.
            return slot.setup.name.empty() ? slot.setup.bot + " " + std::to_string(seat + 1) : slot.setup.name;
        case SeatKind::Local: return slot.setup.name.empty() ? "Player " + std::to_string(seat + 1) : slot.setup.name;
        case SeatKind::Remote: return slot.name.empty() ? slot.setup.name : slot.name;
    }
    return {};
}

template <class W>
bool HostSessionT<W>::name_taken(const std::string& name, Seat except) const {
    const std::string wanted = lower(name);
    for (Seat s = 0; s < players(); ++s)
        if (s != except && lower(seat_name(s)) == wanted) return true;
    return false;
}

template <class W>
void HostSessionT<W>::handle(PeerId peer, const Hello& m) {
    if (m.protocol_max < kProtocolMin || m.protocol_min > kProtocolMax || m.protocol_min > m.protocol_max)
        return refuse(peer, RefuseReason::VersionMismatch);
    if (m.game != W::id) return refuse(peer, RefuseReason::WrongGame);
    // A peer too old for this game's messages (a version 2 client at Zero Hero's table).
    if (m.protocol_max < protocol_min_for(W::id)) return refuse(peer, RefuseReason::VersionMismatch);
    peers_[peer].protocol = std::min(m.protocol_max, kProtocolMax);
    if (closed_) return refuse(peer, RefuseReason::TableFull);
    if (m.token != 0) {
        for (Seat s = 0; s < players(); ++s) {
            Slot& slot = slots_[static_cast<std::size_t>(s)];
            // The seat's token, or the one its player held before the host crashed (kept in the
            // save): the seat is theirs even when someone took it by name meanwhile.
            const bool kept = slot.kept_token != 0 && slot.kept_token == m.token;
            if (slot.setup.kind != SeatKind::Remote || (slot.token != m.token && !kept)) continue;
            if (slot.peer) {
                // The old connection is a ghost (a killed client ENet has not timed out yet), or
                // a client that asked for the seat by name alone: the token proves the seat
                // belongs to this one.
                const PeerId old = *slot.peer;
                send(old, Goodbye{GoodbyeReason::Replaced});
                out_.disconnect(old);
                peers_.erase(old);
                slot.peer.reset();
            }
            if (kept) {
                slot.token = slot.kept_token;
                slot.name = slot.setup.name;
            }
            log("peer " + std::to_string(peer) + " rejoined seat " + std::to_string(s + 1) + " as " + seat_name(s));
            attach(peer, s);
            return;
        }
        return refuse(peer, RefuseReason::UnknownToken);
    }
    if (under_way()) return refuse(peer, RefuseReason::MatchUnderWay);
    if (!valid_name(m.name)) return refuse(peer, RefuseReason::BadName);
    std::optional<Seat> seat;
    for (Seat s = 0; s < players() && !seat; ++s) {
        const Slot& slot = slots_[static_cast<std::size_t>(s)];
        if (slot.setup.kind == SeatKind::Remote && !slot.peer && !slot.setup.name.empty() &&
            lower(slot.setup.name) == lower(m.name))
            seat = s;
    }
    if (name_taken(m.name, seat.value_or(-1))) return refuse(peer, RefuseReason::NameTaken);
    if (seat && waits_for_token(*seat)) {
        // Its player's program is likely on its way back with the token: a name alone could be
        // anyone's, and would see the player's hand until then.
        log("peer " + std::to_string(peer) + " asked for seat " + std::to_string(*seat + 1) + " as " + m.name +
            " without its token: the seat waits for its token a while");
        // A version 4 client waits it out; an older one's decoder would drop SeatKept as out of
        // range, and it already asks again after NameTaken.
        return refuse(peer, peers_[peer].protocol >= kFirstSeatKeptProtocol ? RefuseReason::SeatKept
                                                                            : RefuseReason::NameTaken);
    }
    for (Seat s = 0; s < players() && !seat; ++s) {
        const Slot& slot = slots_[static_cast<std::size_t>(s)];
        if (slot.setup.kind == SeatKind::Remote && !slot.peer && slot.setup.name.empty()) seat = s;
    }
    if (!seat) return refuse(peer, RefuseReason::TableFull);
    Slot& slot = slots_[static_cast<std::size_t>(*seat)];
    slot.name = m.name;
    slot.token = new_token();
    slot.ready = false;
    log("peer " + std::to_string(peer) + " joined seat " + std::to_string(*seat + 1) + " as " + m.name);
    attach(peer, *seat);
}

template <class W>
void HostSessionT<W>::attach(PeerId peer, Seat seat) {
    Slot& slot = slots_[static_cast<std::size_t>(seat)];
    slot.peer = peer;
    slot.dropped = false;
    peers_[peer].seat = seat;
    send(peer, Welcome{peers_[peer].protocol, seat, slot.token, config_.host_name, W::id});
    broadcast_lobby();
    if (table_) {
        send(peer, UpdateMsgT<W>{W::TableGame::view_for(table_->state(), seat), typename W::EventList{}});
        pump();
    }
}

template <class W>
void HostSessionT<W>::detach(Seat seat) {
    Slot& slot = slots_[static_cast<std::size_t>(seat)];
    slot.peer.reset();
    slot.pending.reset();
    if (table_) {
        slot.dropped = true;
    } else {
        slot.name.clear();
        slot.token = 0;
        slot.ready = false;
    }
    broadcast_lobby();
    pump();
}

template <class W>
void HostSessionT<W>::handle(PeerId /*peer*/, Seat seat, const SetReady& m) {
    if (table_) return;
    slots_[static_cast<std::size_t>(seat)].ready = m.ready;
    broadcast_lobby();
    if (config_.auto_start && !start_blocker()) start();
}

template <class W>
void HostSessionT<W>::handle(PeerId peer, Seat seat, const IntentMsgT<W>& m) {
    if (!table_) return send(peer, IntentRefusedMsg{IntentError::NoMatch, 0});
    const State& state = table_->state();
    if (m.seat != seat) {
        send(peer, IntentRefusedMsg{IntentError::SpoofedSeat, W::state_id(state)});
        return strike(peer, "an intent for another seat");
    }
    // Checked against the stage the intent names: in Solèr's play phase another seat's commit
    // keeps the epoch, so this intent stays good however many commits arrive before it.
    const auto error = W::check(state, seat, m.action, m.stage, m.epoch);
    if (error != W::MoveError::None) return send(peer, IntentRefusedMsg{W::intent_error(error), W::state_id(state)});
    slots_[static_cast<std::size_t>(seat)].pending = m.action;
    pump();
}

template <class W>
void HostSessionT<W>::handle(PeerId peer, Seat /*seat*/, const ForeignIntent& /*m*/) {
    // An honest client of another game cannot have got this far (its hello is refused): say so
    // and go on.
    send(peer, IntentRefusedMsg{IntentError::WrongGame, table_ ? W::state_id(table_->state()) : 0});
}

template <class W>
void HostSessionT<W>::handle(PeerId peer, Seat seat, const ChatMsg& m) {
    if (!valid_chat(m.text) || m.text.empty()) return strike(peer, "an unreadable chat line");
    const ChatRelay relay{seat, seat_name(seat), m.text};
    broadcast(relay);
    if (on_chat) on_chat(relay);
}

template <class W>
void HostSessionT<W>::chat(const std::string& text) {
    if (!valid_chat(text) || text.empty()) return;
    const ChatRelay relay{kHostSeat, config_.host_name, text};
    broadcast(relay);
    if (on_chat) on_chat(relay);
}

template <class W>
StartBlocker HostSessionT<W>::start_blocker() const {
    using Kind = StartBlocker::Kind;
    if (table_) return {Kind::Started};
    if (closed_) return {Kind::Closed};
    for (Seat s = 0; s < players(); ++s) {
        const Slot& slot = slots_[static_cast<std::size_t>(s)];
        if (slot.setup.kind != SeatKind::Remote) continue;
        if (!slot.peer) return {Kind::SeatOpen, s};
        if (!slot.ready) return {Kind::SeatNotReady, s, seat_name(s)};
    }
    return {};
}

std::string describe(const StartBlocker& blocker) {
    const std::string seat = "seat " + std::to_string(blocker.seat + 1);
    switch (blocker.kind) {
        case StartBlocker::Kind::None: break;
        case StartBlocker::Kind::Started: return "the match has started";
        case StartBlocker::Kind::Closed: return "the table is closed";
        case StartBlocker::Kind::SeatOpen: return seat + " is open";
        case StartBlocker::Kind::SeatNotReady: return seat + " (" + blocker.name + ") is not ready";
    }
    return {};
}

template <class W>
bool HostSessionT<W>::start() {
    if (start_blocker()) return false;
    typename W::EventList events;
    State state = config_.resume ? *config_.resume : W::new_match(config_.rules, config_.seed, &events);
    std::vector<std::unique_ptr<core::SeatController<typename W::TableGame>>> controllers;
    for (Seat s = 0; s < players(); ++s) {
        const SeatSetup& setup = slots_[static_cast<std::size_t>(s)].setup;
        switch (setup.kind) {
            case SeatKind::Remote:
                controllers.push_back(std::make_unique<RemoteSeat<W>>(*this, s, W::make_bot(setup.bot, config_.seed, s)));
                break;
            case SeatKind::Bot:
                controllers.push_back(std::make_unique<BotSeat<W>>(W::make_bot(setup.bot, config_.seed, s)));
                break;
            case SeatKind::Local:
                controllers.push_back(std::make_unique<LocalSeatT<W>>());
                break;
        }
    }
    table_ = std::make_unique<Table>(std::move(state), std::move(controllers));
    table_->add_observer([this](const typename W::EventList& e, const State& st) {
        for (const auto& observer : observers_) observer(e, st);
    });
    log(std::string(config_.resume ? "match resumed" : "match started") + " (seed " + std::to_string(config_.seed) +
        ")");
    broadcast_lobby();
    for (Seat s = 0; s < players(); ++s)
        table_->controller(s).observe(events, W::TableGame::view_for(table_->state(), s));
    for (const auto& observer : observers_) observer(events, table_->state());
    pump();
    return true;
}

template <class W>
void HostSessionT<W>::pump() {
    if (!table_ || table_->over()) return;
    const bool was_paused = paused();
    table_->run();
    if (table_->over()) log("match over");
    if (paused() != was_paused) broadcast_lobby();
}

template <class W>
bool HostSessionT<W>::paused() const {
    if (!table_ || table_->over() || config_.policy != DropPolicy::Pause) return false;
    for (const Slot& slot : slots_)
        if (slot.setup.kind == SeatKind::Remote && !slot.peer) return true;
    return false;
}

template <class W>
void HostSessionT<W>::set_policy(DropPolicy policy) {
    config_.policy = policy;
    broadcast_lobby();
    pump();
}

template <class W>
bool HostSessionT<W>::set_seat(Seat seat, const SeatSetup& setup) {
    if (table_ || seat < 0 || seat >= players() || !W::is_bot_kind(setup.bot)) return false;
    Slot& slot = slots_[static_cast<std::size_t>(seat)];
    if (slot.peer) return false;
    slot = Slot{};
    slot.setup = setup;
    config_.seats[static_cast<std::size_t>(seat)] = setup;
    broadcast_lobby();
    return true;
}

template <class W>
void HostSessionT<W>::close() {
    if (closed_) return;
    closed_ = true;
    const GoodbyeReason reason = over() ? GoodbyeReason::MatchOver : GoodbyeReason::HostQuit;
    for (const auto& [id, peer] : peers_) {
        send(id, Goodbye{reason});
        out_.disconnect(id);
    }
    peers_.clear();
    for (Slot& slot : slots_) slot.peer.reset();
}

template <class W>
LocalSeatT<W>* HostSessionT<W>::local_seat(Seat seat) {
    if (!table_ || seat < 0 || seat >= players()) return nullptr;
    return dynamic_cast<LocalSeatT<W>*>(&table_->controller(seat));
}

template <class W>
typename HostSessionT<W>::Lobby HostSessionT<W>::lobby() const {
    Lobby m;
    m.under_way = table_ != nullptr;
    m.paused = paused();
    m.policy = config_.policy;
    m.hints = config_.hints;
    m.rules = config_.rules;
    for (Seat s = 0; s < players(); ++s) {
        const Slot& slot = slots_[static_cast<std::size_t>(s)];
        SeatInfo info;
        info.kind = slot.setup.kind;
        info.bot = slot.setup.bot;
        info.name = seat_name(s);
        info.ready = slot.setup.kind != SeatKind::Remote || slot.ready;
        if (slot.setup.kind != SeatKind::Remote || slot.peer) info.status = SeatStatus::Connected;
        else if (slot.dropped) info.status = SeatStatus::Dropped;
        else if (!slot.setup.name.empty()) info.status = SeatStatus::Reserved;
        else info.status = SeatStatus::Empty;
        m.seats.push_back(info);
    }
    return m;
}

template <class W>
int HostSessionT<W>::seats_taken() const {
    int taken = 0;
    for (const SeatInfo& info : lobby().seats)
        if (info.status == SeatStatus::Connected || info.status == SeatStatus::Dropped) ++taken;
    return taken;
}

template <class W>
int HostSessionT<W>::seats_free() const { return players() - seats_taken(); }

template <class W>
std::optional<Seat> HostSessionT<W>::seat_of(PeerId peer) const {
    const auto it = peers_.find(peer);
    return it == peers_.end() ? std::nullopt : it->second.seat;
}

template <class W>
std::vector<std::string> HostSessionT<W>::player_names() const {
    std::vector<std::string> names;
    for (Seat s = 0; s < players(); ++s) names.push_back(seat_name(s));
    return names;
}

template <class W>
typename W::Record HostSessionT<W>::record() const {
    if (!table_) return {};
    return W::record(table_->state(), player_names());
}

template <class W>
std::optional<std::uint64_t> HostSessionT<W>::token_of(Seat seat) const {
    if (seat < 0 || seat >= players()) return std::nullopt;
    const Slot& slot = slots_[static_cast<std::size_t>(seat)];
    if (slot.token == 0) return std::nullopt;
    return slot.token;
}

// Every registered game's wire (cmake/games.cmake).
#define ZERO_INSTANTIATE(W) template class HostSessionT<W>;
ZERO_NET_WIRES(ZERO_INSTANTIATE)
#undef ZERO_INSTANTIATE

}  // namespace zero::net
