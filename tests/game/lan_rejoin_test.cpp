// SPDX-License-Identifier: GPL-3.0-or-later
// Rejoining a LAN table, at the game layer and without a window. A screen that joined a host on
// loopback loses its connection without the host's goodbye; the host's table goes on while the
// seat is away; the link rejoins with the seat's token. Whatever the feed hands the screen after
// that must be the host's table as that seat may see it, and the match must play on to its end.
#include <catch2/catch.hpp>

#include <chrono>
#include <map>
#include <thread>
#include <variant>

#include "lan_loopback.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/game/knizia/feed.hpp"
#include "zero/game/knizia/table_model.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;
using zero::game::test::loopback_service;

namespace {

using Clock = std::chrono::steady_clock;

constexpr Seat kAnn = 0;  // the player at this screen
constexpr Seat kHal = 2;  // the host's own player: the test makes Hal's moves at the host

enum class Away {
    StandIn,    // the stand-in bot plays Ann's seat into the next round
    Paused,     // the match waits at Ann's turn
    MatchEnds,  // the stand-in plays Ann's seat to the end of the match
};

net::HostConfig table_config(net::DropPolicy policy) {
    net::HostConfig config;
    config.host_name = "Hal's table";
    config.rules = default_rules(3);
    config.rules.rounds = 3;
    config.seed = 41;
    config.seats = {net::SeatSetup{net::SeatKind::Remote, "greedy", ""},
                    net::SeatSetup{net::SeatKind::Bot, "greedy", ""},
                    net::SeatSetup{net::SeatKind::Local, "greedy", "Hal"}};
    config.policy = policy;
    config.auto_start = true;
    return config;
}

Action greedy(const View& view, Seat seat) {
    return make_bot(BotSpec{"greedy", view.state_id + 5ULL, seat})->choose(view);
}

// The host, Ann's screen (link, feed and the table model the screen would draw from) and every
// seat's hand at each state id of the host's match, to hold what reaches the screen against.
struct RejoinTable {
    explicit RejoinTable(net::DropPolicy policy) : host(table_config(policy), loopback_service()) {
        host.session().add_observer(
            [this](const EventList& /*events*/, const State& state) { hands[state.state_id] = state.hands; });
    }

    const State& state() const { return *host.session().state(); }

    // The host's frame: its packets, and Hal's move when it is Hal's turn and Hal answers.
    void host_frame() {
        host.poll(0);
        net::LocalSeat* hal = host.session().local_seat(kHal);
        if (!hal_answers || !hal || !hal->view() || host.session().over() || state().to_move != kHal) return;
        hal->submit(greedy(*hal->view(), kHal));
        host.session().pump();
    }

    // The screen's frame: the link's packets, then every batch the feed has, taken as the table
    // screen takes them: each event into the model, then the batch's view.
    void screen_frame() {
        feed->poll();
        while (feed->ready()) take_batch();
    }

    void take_batch() {
        const EventList events = feed->step();
        const View view = feed->view(kAnn);
        check_own(view);
        bool new_round = false;
        for (const Event& e : events) {
            model.apply(e);
            new_round = new_round || std::holds_alternative<RoundStarted>(e) || std::holds_alternative<RoundScored>(e);
        }
        if (events.empty()) {
            ++fresh_views;  // the view a rejoin brings: it comes without the moves that led to it
        } else if (!new_round && view.phase == Phase::Playing) {
            // The events alone carried the model to the batch's view.
            CHECK(model.pool == view.pool);
            CHECK(model.knocks == view.knocks);
            CHECK(model.hand == view.hand);
            CHECK(model.known == view.known);
        }
        model.sync(view, kAnn);
    }

    // Ann's own hand as the host had it at that moment, and of the other seats nothing but the
    // cards they have been seen to take.
    void check_own(const View& view) {
        CHECK(view.seat == kAnn);
        const auto it = hands.find(view.state_id);
        REQUIRE(it != hands.end());
        const HandArray& all = it->second;
        CHECK(view.hand == all[kAnn]);
        for (Seat s = 0; s < view.players(); ++s) {
            if (s == kAnn) continue;
            const auto i = static_cast<std::size_t>(s);
            CHECK((view.hand & all[i]).empty());
            CHECK((view.known[i] - all[i]).empty());
        }
    }

    void maybe_move() {
        if (feed->over() || feed->ready() || feed->submitted(feed->to_move()) || feed->to_move() != kAnn) return;
        const View view = feed->view(kAnn);
        if (!view.my_turn()) return;
        feed->submit(kAnn, greedy(view, kAnn));
        ++ann_moves;
    }

    // Frames of the host (and of the screen when `screen`, Ann moving when `ann_plays`) until
    // `done`; false at the deadline.
    template <class Done>
    bool frames(bool screen, bool ann_plays, Done done) {
        while (Clock::now() < deadline) {
            host_frame();
            if (screen) screen_frame();
            if (done()) return true;
            if (screen && ann_plays) maybe_move();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }

    // The screen has taken every batch up to the host's latest state.
    bool caught_up() const {
        return host.session().state() && feed->state_id() == state().state_id && !feed->ready() && !feed->submitted(feed->to_move());
    }

    // What the screen holds now, the feed's view and the model the table is drawn from, against
    // the host's own table for Ann's seat.
    void check_against_host() {
        const State& st = state();
        CHECK(feed->state_id() == st.state_id);
        CHECK(feed->over() == host.session().over());
        CHECK(model.match_over() == host.session().over());
        check_table(feed->view(kAnn), st);
        check_table(model, st);
    }

    // A View and the TableModel name these alike.
    template <class Shown>
    static void check_table(const Shown& shown, const State& st) {
        const View seat_view = view_for(st, kAnn);
        CHECK(shown.round == st.round);
        CHECK(shown.to_move == st.to_move);
        CHECK(shown.hand == st.hands[kAnn]);
        CHECK(shown.pool == st.pool);
        CHECK(shown.knocks == st.knocks);
        CHECK(shown.last_lap == st.last_lap);
        CHECK(shown.totals == st.totals);
        CHECK(shown.known == seat_view.known);
        CHECK(shown.finished.size() == seat_view.finished.size());
    }

    net::HostService host;
    std::map<std::uint32_t, HandArray> hands;
    std::shared_ptr<LanLink> link;
    std::unique_ptr<KniziaFeed> feed;  // after the host: it leaves the table before the host goes
    TableModel model;
    bool hal_answers = true;
    int ann_moves = 0;
    int fresh_views = 0;
    Clock::time_point deadline = Clock::now() + std::chrono::seconds(120);
};

void rejoin_after(Away away) {
    const net::DropPolicy policy = away == Away::Paused ? net::DropPolicy::Pause : net::DropPolicy::BotPlays;
    RejoinTable t(policy);
    const Strings strings = Strings::english();

    // Ann joins as a screen that joined someone else's table does (so the link rejoins when lost);
    // the match starts when she is ready, and the table opens on her first Update.
    t.link = std::make_shared<LanLink>();
    t.link->connect("Ann", "127.0.0.1", t.host.port());
    std::vector<LinkEvent> early;
    while (early.empty() && Clock::now() < t.deadline) {
        t.host_frame();
        for (LinkEvent& e : t.link->poll()) {
            if (std::holds_alternative<net::Welcome>(e.event)) t.link->set_ready(true);
            if (std::holds_alternative<net::UpdateMsg>(e.event)) early.push_back(std::move(e));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE_FALSE(early.empty());
    t.feed = make_lan_feed<KniziaFeed>(t.link, std::move(early));
    t.check_own(t.feed->view(kAnn));
    t.model.sync(t.feed->view(kAnn), kAnn);
    for (const Event& e : t.feed->opening_events()) t.model.apply(e);
    t.model.sync(t.feed->view(kAnn), kAnn);
    const std::uint64_t token = t.link->client()->session().token();
    REQUIRE(token != 0);

    // Ann plays two moves; then Hal stops answering, so the drop comes at Hal's turn and the
    // host's table goes on without Ann from there.
    REQUIRE(t.frames(true, true, [&] { return t.ann_moves >= 2; }));
    t.hal_answers = false;
    REQUIRE(t.frames(true, true, [&] { return t.state().to_move == kHal && t.caught_up(); }));
    const State at_drop = t.state();
    REQUIRE(at_drop.phase == Phase::Playing);
    REQUIRE(at_drop.round + 1 < at_drop.rules.rounds);
    CHECK(t.feed->status_line(strings) == "seat 1 (Ann), playing");

    t.link->client()->drop();
    REQUIRE(t.frames(true, false, [&] { return t.link->reconnecting; }));
    // Only the host's frames now: the rejoin waits until the screen polls again.
    REQUIRE(t.frames(false, false,
                     [&] { return t.host.session().lobby().seats[kAnn].status == net::SeatStatus::Dropped; }));
    CHECK(t.feed->status_line(strings) == "connection lost: reconnecting to the table...");

    t.hal_answers = true;
    const bool went_on = t.frames(false, false, [&] {
        switch (away) {
            case Away::StandIn:
                // Hal plays out the round and stops at his first turn of the next.
                t.hal_answers = t.state().round == at_drop.round;
                return t.state().round > at_drop.round && t.state().to_move == kHal;
            case Away::Paused:
                return t.host.session().paused() && t.state().to_move == kAnn;
            case Away::MatchEnds:
                return t.host.session().over();
        }
        return true;
    });
    REQUIRE(went_on);
    CHECK(t.state().state_id > at_drop.state_id);
    // Nothing of that reached the screen, which still shows the table as it was at the drop.
    CHECK(t.feed->state_id() == at_drop.state_id);
    CHECK(t.fresh_views == 0);

    // The screen polls again: the link rejoins the seat with its token and the feed brings the
    // host's table as it is now.
    t.hal_answers = false;
    REQUIRE(t.frames(true, false, [&] { return !t.link->reconnecting && t.caught_up(); }));
    CHECK(t.link->client()->session().seat() == kAnn);
    CHECK(t.link->client()->session().token() == token);
    CHECK(t.link->client()->session().malformed() == 0);
    CHECK(t.host.session().lobby().seats[kAnn].status == net::SeatStatus::Connected);
    CHECK(t.fresh_views == 1);
    t.check_against_host();
    CHECK_FALSE(t.feed->status_is_warning());
    if (away == Away::MatchEnds) {
        CHECK(t.feed->status_line(strings) == "seat 1 (Ann), the match is over");
    } else {
        CHECK(t.feed->status_line(strings) == "seat 1 (Ann), playing");
        if (away == Away::Paused) CHECK(t.feed->to_move() == kAnn);
    }

    // And on to the end of the match.
    const int moves_at_rejoin = t.ann_moves;
    t.hal_answers = true;
    REQUIRE(t.frames(true, true, [&] { return t.host.session().over() && t.caught_up(); }));
    t.check_against_host();
    REQUIRE(t.model.ended.has_value());
    CHECK(t.model.ended->totals == t.state().totals);
    CHECK(t.model.ended->winners == winners(t.state().totals, t.state().players()));
    if (away != Away::MatchEnds) CHECK(t.ann_moves > moves_at_rejoin);
    CHECK(t.fresh_views == 1);
    CHECK(t.feed->status_line(strings) == "seat 1 (Ann), the match is over");
}

}  // namespace

TEST_CASE("a screen that lost its connection rejoins while the stand-in plays its seat and plays to the end",
          "[lan][rejoin]") {
    rejoin_after(Away::StandIn);
}

TEST_CASE("a screen that lost its connection rejoins the match paused at its turn and plays to the end",
          "[lan][rejoin]") {
    rejoin_after(Away::Paused);
}

TEST_CASE("a screen that rejoins after the stand-in has played the match out reaches the match's end",
          "[lan][rejoin]") {
    rejoin_after(Away::MatchEnds);
}
