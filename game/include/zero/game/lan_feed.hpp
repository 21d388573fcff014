// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A LAN table as the table screen's feed. Each player at this screen has a client; the host sends
// every client an Update per step of its table (that seat's view and the public events), in the
// same order. The feed pairs them up into batches: the events from the first client, each local
// seat's view from its own client. The screen takes a batch when its animations allow, so the
// host may be several moves ahead of what is on screen. Written once for every game, over its wire
// W and its table's feed (`Base`), and made by the game's module (make_lan_feed) for its table.
#include <algorithm>
#include <array>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "zero/game/feed_base.hpp"
#include "zero/game/lan_link.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/net/messages.hpp"

namespace zero::game {

namespace lan_feed_detail {

// "seat 2 (Ann)".
std::string seat_of(const Strings& strings, Seat seat, const std::string& name);

// The batches, the names, the connection line, the chat and who plays each seat, for any game's
// feed (`Base`: the game's table feed, KniziaFeed or a SeatFeed).
template <class W, class Base>
class LanFeedCore : public Base {
public:
    using Link = LanLinkT<W>;
    using View = typename W::View;
    using EventList = typename W::EventList;

    LanFeedCore(std::shared_ptr<Link> link, std::vector<LinkEventT<W>> early)
        : link_(std::move(link)),
          inbox_(link_->clients.size()),
          views_(link_->clients.size()),
          sent_(link_->clients.size(), false) {
        take(std::move(early));
        for (std::size_t i = 0; i < link_->clients.size(); ++i)
            seats_.push_back(link_->clients[i]->session().seat().value_or(-1));
        if (const auto* c = link_->client(); c && c->session().lobby())
            for (const net::SeatInfo& s : c->session().lobby()->seats) names_.push_back(s.name);
        // The first batch makes the first views, so every method has one from the start.
        if (batch_ready()) first_ = next_batch();
    }
    ~LanFeedCore() override { link_->close(); }

    void poll() override {
        absorb();
        reconnecting_frames_ = link_->reconnecting ? reconnecting_frames_ + 1 : 0;
        // A choice on its way when the link went may never have reached the host (a host opened
        // again from its autosave asks for it anew, at the same epoch): the seat chooses again.
        if (link_->reconnecting) std::fill(sent_.begin(), sent_.end(), false);
    }
    std::string take_notice(const Strings& strings) override {
        // Coming back by itself (the host crashed, the network dropped): said as it starts; the
        // status line says the rest.
        if (std::exchange(told_reconnecting_, link_->reconnecting) != link_->reconnecting && link_->reconnecting)
            return strings.get(Str::LanReconnecting);
        if (refused_) {
            const net::IntentError error = *std::exchange(refused_, std::nullopt);
            return strings.format(Str::LanHostRefused, {describe(strings, error)});
        }
        if (std::exchange(unsent_, false)) return this->status_line(strings);
        // Players dropping out and coming back: said at once, several together in one line.
        std::string said;
        for (; !link_->news.empty(); link_->news.pop_front())
            said += (said.empty() ? "" : "  ") + describe(strings, link_->news.front());
        return said;
    }
    bool lan() const override { return true; }
    // As the host's Lobby says (a host older than protocol 6 never allows them).
    bool hints_allowed() const override {
        const auto* c = link_->client();
        return c && c->session().lobby() && c->session().lobby()->hints;
    }
    int reconnecting_frames() const override { return reconnecting_frames_; }
    std::string status_line(const Strings& strings) const override { return describe_link(strings, *link_); }
    bool status_is_warning() const override {
        const auto* c = link_->client();
        return !c || c->session().status() == net::ClientStatus::Closed;
    }
    std::vector<std::string> chat_lines(const Strings& strings) const override { return link_->chat_lines(strings); }
    Presence presence(Seat seat) const override {
        const auto* c = link_->client();
        if (!c) return Presence::Here;
        const auto& lobby = c->session().lobby();
        const auto& view = c->session().view();
        const auto i = static_cast<std::size_t>(seat);
        if (!lobby || i >= lobby->seats.size() || !lobby->under_way ||
            lobby->seats[i].status != net::SeatStatus::Dropped || (view && W::over(*view)))
            return Presence::Here;
        return lobby->policy == net::DropPolicy::BotPlays ? Presence::StandIn : Presence::Awaited;
    }
    void chat(const std::string& text) override {
        if (auto* c = link_->client()) c->chat(text);
    }

protected:
    std::string seat_name(Seat seat) const {
        const auto* c = link_->client();
        const auto i = static_cast<std::size_t>(seat);
        if (c && c->session().lobby() && i < c->session().lobby()->seats.size())
            return c->session().lobby()->seats[i].name;
        return names_.size() > i ? names_[i] : std::to_string(seat + 1);
    }
    std::vector<bool> local_seats(int players) const {
        std::vector<bool> out(static_cast<std::size_t>(players), false);
        for (Seat s : seats_)
            if (s >= 0 && s < players) out[static_cast<std::size_t>(s)] = true;
        return out;
    }
    bool batch_ready() const {
        return std::all_of(inbox_.begin(), inbox_.end(), [](const auto& q) { return !q.empty(); });
    }
    // One Update from every client: the first one's events, each client's view.
    EventList next_batch() {
        if (!batch_ready()) return {};
        EventList events = inbox_.front().front().events;
        for (std::size_t i = 0; i < inbox_.size(); ++i) {
            views_[i] = std::move(inbox_[i].front().view);
            inbox_[i].pop_front();
        }
        return events;
    }
    const View& first_view() const { return views_.front(); }
    const View& view_of(Seat seat) const { return views_[local_of(seat)]; }
    // A choice of this screen's for `seat`, to the host through that seat's client.
    void send(Seat seat, const typename W::Action& action) {
        const std::size_t i = local_of(seat);
        auto* c = i < link_->clients.size() ? link_->clients[i].get() : nullptr;
        if (c && c->send_action(action)) {
            sent_[i] = true;
            absorb();  // on its way to the host (and back) in this frame
        } else {
            unsent_ = true;
        }
    }
    std::size_t local_of(Seat seat) const {
        const auto it = std::find(seats_.begin(), seats_.end(), seat);
        return it == seats_.end() ? 0 : static_cast<std::size_t>(it - seats_.begin());
    }
    bool is_local(Seat seat) const { return std::find(seats_.begin(), seats_.end(), seat) != seats_.end(); }

    std::shared_ptr<Link> link_;
    std::vector<std::deque<net::UpdateMsgT<W>>> inbox_;
    std::vector<View> views_;
    std::vector<bool> sent_;  // per client: a choice is on its way and no batch has answered it
    EventList first_;

private:
    void absorb() { take(link_->poll()); }
    void take(std::vector<LinkEventT<W>> events) {
        for (LinkEventT<W>& e : events) {
            const auto i = static_cast<std::size_t>(e.local);
            if (auto* u = std::get_if<net::UpdateMsgT<W>>(&e.event); u && i < inbox_.size()) {
                inbox_[i].push_back(std::move(*u));
            } else if (const auto* r = std::get_if<net::IntentRefusedMsg>(&e.event)) {
                if (i < sent_.size()) sent_[i] = false;
                refused_ = r->error;
            } else if (const auto* lobby = std::get_if<net::LobbyMsgT<W>>(&e.event)) {
                // Kept so the names outlive the connection (the podium after the host has gone).
                names_.clear();
                for (const net::SeatInfo& s : lobby->seats) names_.push_back(s.name);
            }
        }
    }

    std::vector<Seat> seats_;
    std::vector<std::string> names_;
    bool unsent_ = false;
    std::optional<net::IntentError> refused_;
    bool told_reconnecting_ = false;
    int reconnecting_frames_ = 0;
};

// Every game's feed asks each seat of this screen for its own choice on its way: in Solèr's ZERO
// several seats may choose at once, so a choice is answered when a batch shows the seat no longer
// acting in that stage (another seat's face-down card keeps the stage, and the seat's own choice
// still to come); in Zero Hero and Knizia's Zero one seat decides at a time and every action
// starts a new epoch, so the same test answers it with the host's next batch.
template <class W, class Base>
class SeatwiseLanFeed : public LanFeedCore<W, Base> {
public:
    using Core = LanFeedCore<W, Base>;
    using Core::Core;

    typename W::Rules rules() const override { return this->first_view().rules; }
    std::vector<bool> humans() const override { return this->local_seats(W::players(rules())); }
    std::string name(Seat seat) const override { return this->seat_name(seat); }
    typename W::View view(Seat seat) const override { return this->view_of(seat); }
    SeatMask to_act() const override {
        // Knizia's and High Card's views name the one seat to move instead.
        if constexpr (requires(const typename W::View& v) { v.to_act; })
            return this->first_view().to_act;
        else
            return over() ? SeatMask{0} : seat_bit(this->first_view().to_move);
    }
    bool over() const override { return W::over(this->first_view()); }
    std::uint32_t state_id() const override { return this->first_view().state_id; }

    typename W::EventList opening_events() override { return std::exchange(this->first_, typename W::EventList{}); }
    void submit(Seat seat, const typename W::Action& action) override {
        if (!this->is_local(seat)) return;
        sent_epoch_[this->local_of(seat)] = W::epoch_of(this->view_of(seat));
        this->send(seat, action);
    }
    bool submitted(Seat seat) const override { return this->is_local(seat) && this->sent_[this->local_of(seat)]; }
    bool ready() const override { return this->batch_ready(); }
    typename W::EventList step() override {
        if (!ready()) return {};
        typename W::EventList events = this->next_batch();
        for (std::size_t i = 0; i < this->sent_.size(); ++i)
            if (!W::may_act(this->views_[i]) || W::epoch_of(this->views_[i]) != sent_epoch_[i]) this->sent_[i] = false;
        return events;
    }

private:
    std::array<std::uint32_t, kMaxSeats> sent_epoch_{};
};

// A feed whose table asks which one seat moves (KniziaFeed's to_move): its views say it.
template <class W, class Base>
class LanFeed : public SeatwiseLanFeed<W, Base> {
public:
    using SeatwiseLanFeed<W, Base>::SeatwiseLanFeed;
};
template <class W, class Base>
    requires requires(const Base& feed) { feed.to_move(); }
class LanFeed<W, Base> : public SeatwiseLanFeed<W, Base> {
public:
    using SeatwiseLanFeed<W, Base>::SeatwiseLanFeed;
    Seat to_move() const override { return this->first_view().to_move; }
};

}  // namespace lan_feed_detail

// The table's feed (`Feed`: the game's, as its table screen takes it) from the link's clients;
// `early` holds what they learnt before the table opened (every client's first Update at least).
// The feed closes the link when it goes.
template <class Feed, class W>
std::unique_ptr<Feed> make_lan_feed(std::shared_ptr<LanLinkT<W>> link, std::vector<LinkEventT<W>> early) {
    return std::make_unique<lan_feed_detail::LanFeed<W, Feed>>(std::move(link), std::move(early));
}

}  // namespace zero::game
