// A LAN table as the table screen's feed. Each player at this screen has a client; the host sends
// every client an Update per step of its table (that seat's view and the public events), in the
// same order. The feed pairs them up into batches: the events from the first client, each local
// seat's view from its own client. The screen takes a batch when its animations allow, so the
// host may be several moves ahead of what is on screen.
#include <algorithm>
#include <deque>
#include <utility>
#include <variant>

#include "zero/game/lan_link.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/net/messages.hpp"

namespace zero::game {

namespace {

std::string seat_of(const Strings& strings, Seat seat, const std::string& name) {
    return strings.format(Str::LanSeatOf, {std::to_string(seat + 1), name});
}

class LanFeed : public TableFeed {
public:
    LanFeed(std::shared_ptr<LanLink> link, std::vector<LinkEvent> early)
        : link_(std::move(link)), inbox_(link_->clients.size()), views_(link_->clients.size()) {
        take(std::move(early));
        for (std::size_t i = 0; i < link_->clients.size(); ++i)
            seats_.push_back(link_->clients[i]->session().seat().value_or(-1));
        if (const net::Client* c = link_->client(); c && c->session().lobby())
            for (const net::SeatInfo& s : c->session().lobby()->seats) names_.push_back(s.name);
        // The first batch makes the first views, so every method has one from the start.
        if (ready()) first_ = step();
    }
    ~LanFeed() override { link_->close(); }

    Rules rules() const override { return views_.front().rules; }
    std::vector<bool> humans() const override {
        std::vector<bool> out(static_cast<std::size_t>(rules().players), false);
        for (Seat s : seats_)
            if (s >= 0 && s < rules().players) out[static_cast<std::size_t>(s)] = true;
        return out;
    }
    std::string name(Seat seat) const override {
        const net::Client* c = link_->client();
        const std::optional<net::LobbyMsg>* lobby = c ? &c->session().lobby() : nullptr;
        const auto i = static_cast<std::size_t>(seat);
        if (lobby && *lobby && i < (*lobby)->seats.size()) return (*lobby)->seats[i].name;
        return names_.size() > i ? names_[i] : std::to_string(seat + 1);
    }
    View view(Seat seat) const override { return views_[local_of(seat)]; }
    Seat to_move() const override { return views_.front().to_move; }
    bool over() const override { return views_.front().phase == Phase::MatchOver; }
    std::uint32_t turn_id() const override { return views_.front().state_id; }

    EventList opening_events() override { return std::exchange(first_, EventList{}); }
    void submit(Seat seat, const Action& action) override {
        net::Client* c = client_of(seat);
        if (c && c->send_action(action)) {
            submitted_ = true;
            absorb();  // on its way to the host (and back) in this frame
        } else {
            unsent_ = true;
        }
    }
    bool submitted() const override { return submitted_; }
    bool ready() const override {
        return std::all_of(inbox_.begin(), inbox_.end(), [](const auto& q) { return !q.empty(); });
    }
    EventList step() override {
        if (!ready()) return {};
        EventList events = inbox_.front().front().events;
        for (std::size_t i = 0; i < inbox_.size(); ++i) {
            views_[i] = std::move(inbox_[i].front().view);
            inbox_[i].pop_front();
        }
        submitted_ = false;
        return events;
    }

    void poll() override { absorb(); }
    std::string take_notice(const Strings& strings) override {
        if (refused_) {
            const net::IntentError error = *std::exchange(refused_, std::nullopt);
            return strings.format(Str::LanHostRefused, {describe(strings, error)});
        }
        if (std::exchange(unsent_, false)) return status_line(strings);
        // Players dropping out and coming back: said at once, several together in one line.
        std::string said;
        for (; !link_->news.empty(); link_->news.pop_front())
            said += (said.empty() ? "" : "  ") + describe(strings, link_->news.front());
        return said;
    }

    bool lan() const override { return true; }
    std::string status_line(const Strings& strings) const override { return describe_link(strings, *link_); }
    bool status_is_warning() const override {
        const net::Client* c = link_->client();
        return !c || c->session().status() == net::ClientStatus::Closed;
    }
    std::vector<std::string> chat_lines(const Strings& strings) const override { return link_->chat_lines(strings); }
    Presence presence(Seat seat) const override {
        const net::Client* c = link_->client();
        const std::optional<net::LobbyMsg>* lobby = c ? &c->session().lobby() : nullptr;
        const auto i = static_cast<std::size_t>(seat);
        const std::optional<View>& view = c ? c->session().view() : std::nullopt;
        if (!lobby || !*lobby || i >= (*lobby)->seats.size() || !(*lobby)->under_way ||
            (*lobby)->seats[i].status != net::SeatStatus::Dropped || (view && view->phase == Phase::MatchOver))
            return Presence::Here;
        return (*lobby)->policy == net::DropPolicy::BotPlays ? Presence::StandIn : Presence::Awaited;
    }
    void chat(const std::string& text) override {
        if (net::Client* c = link_->client()) c->chat(text);
    }

private:
    void absorb() { take(link_->poll()); }
    void take(std::vector<LinkEvent> events) {
        for (LinkEvent& e : events) {
            const auto i = static_cast<std::size_t>(e.local);
            if (auto* u = std::get_if<net::UpdateMsg>(&e.event); u && i < inbox_.size()) {
                inbox_[i].push_back(std::move(*u));
            } else if (const auto* r = std::get_if<net::IntentRefusedMsg>(&e.event)) {
                submitted_ = false;
                refused_ = r->error;
            } else if (const auto* lobby = std::get_if<net::LobbyMsg>(&e.event)) {
                // Kept so the names outlive the connection (the podium after the host has gone).
                names_.clear();
                for (const net::SeatInfo& s : lobby->seats) names_.push_back(s.name);
            }
        }
    }
    std::size_t local_of(Seat seat) const {
        const auto it = std::find(seats_.begin(), seats_.end(), seat);
        return it == seats_.end() ? 0 : static_cast<std::size_t>(it - seats_.begin());
    }
    net::Client* client_of(Seat seat) const {
        const std::size_t i = local_of(seat);
        return i < link_->clients.size() ? link_->clients[i].get() : nullptr;
    }

    std::shared_ptr<LanLink> link_;
    std::vector<std::deque<net::UpdateMsg>> inbox_;
    std::vector<View> views_;
    std::vector<Seat> seats_;
    std::vector<std::string> names_;
    EventList first_;
    bool submitted_ = false;
    bool unsent_ = false;
    std::optional<net::IntentError> refused_;
};

}  // namespace

std::string describe_connection(const Strings& strings, const net::ClientSession* session) {
    if (!session) return strings.get(Str::LanNotConnected);
    const std::string who = session->seat() ? seat_of(strings, *session->seat(), session->name()) : session->name();
    switch (session->status()) {
        case net::ClientStatus::Connecting:
            return strings.get(Str::LanConnecting);
        case net::ClientStatus::Lobby:
            return strings.format(Str::LanInLobby, {who});
        case net::ClientStatus::Playing: {
            const std::optional<net::LobbyMsg>& lobby = session->lobby();
            if (lobby && lobby->paused) return strings.format(Str::LanWaitingForDrop, {who});
            const std::optional<View>& view = session->view();
            if (view && view->phase == Phase::MatchOver) return strings.format(Str::LanMatchOver, {who});
            return strings.format(Str::LanPlaying, {who});
        }
        case net::ClientStatus::Refused: {
            const std::optional<net::RefuseReason> reason = session->refusal();
            return strings.format(Str::LanRefusedLine,
                                  {reason ? describe(strings, *reason) : strings.get(Str::LanNoReason)});
        }
        case net::ClientStatus::Closed: {
            // No goodbye: the connection went without a word from the host.
            const std::optional<net::GoodbyeReason> reason = session->goodbye();
            return strings.format(
                Str::LanDisconnected,
                {reason ? describe(strings, *reason) : strings.get(Str::LanConnectionLost)});
        }
    }
    return {};
}

std::string describe_link(const Strings& strings, const LanLink& link) {
    const net::Client* c = link.client();
    if (link.reconnecting) return strings.get(Str::LanReconnecting);
    if (!c) return describe_connection(strings, nullptr);
    std::string line = describe_connection(strings, &c->session());
    // Further players at this screen: "seat 1 (Ann), playing  +  seat 2 (Bob)".
    for (std::size_t i = 1; i < link.clients.size(); ++i) {
        const net::ClientSession& other = link.clients[i]->session();
        if (other.seat()) line = strings.format(Str::LanAlsoHere, {line, seat_of(strings, *other.seat(), other.name())});
    }
    return line;
}

std::unique_ptr<TableFeed> make_lan_feed(std::shared_ptr<LanLink> link, std::vector<LinkEvent> early) {
    return std::make_unique<LanFeed>(std::move(link), std::move(early));
}

}  // namespace zero::game
