// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN feed against a real host on loopback, without a window: two players at this screen and a
// bot seat, played to the end through the feed as the table screen drives it.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>
#include <variant>

#include "zero/knizia/bots/bot.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/game/knizia/feed.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;

namespace {

template <class T>
bool has(const EventList& events) {
    for (const Event& e : events)
        if (std::holds_alternative<T>(e)) return true;
    return false;
}

}  // namespace

TEST_CASE("the LAN feed gives each player at the screen their own view, batch by batch, to the end", "[lan]") {
    std::vector<net::SeatSetup> seats(3);
    seats[1] = net::SeatSetup{net::SeatKind::Local, "greedy", "Bob"};
    seats[2] = net::SeatSetup{net::SeatKind::Bot, "greedy", ""};
    LanTablePlan plan = plan_lan_table_of<net::KniziaWire>(Strings::english(), "Ann", seats, 21);
    plan.config.rules.rounds = 1;
    plan.config.auto_start = true;
    net::ServiceOptions service;
    service.port = 0;
    service.discovery_port = std::nullopt;
    service.bind_address = "127.0.0.1";
    std::string error;
    std::shared_ptr<LanLink> link = open_lan_table(plan, service, error);
    INFO(error);
    REQUIRE(link);
    REQUIRE(link->clients.size() == 2);

    // The lobby's part: both players say ready; the table opens on each one's first Update.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    std::vector<LinkEvent> early;
    bool first[2] = {false, false};
    while (!(first[0] && first[1]) && std::chrono::steady_clock::now() < deadline) {
        for (LinkEvent& e : link->poll()) {
            if (std::holds_alternative<net::Welcome>(e.event))
                link->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
            if (std::holds_alternative<net::UpdateMsg>(e.event)) {
                first[e.local] = true;
                early.push_back(std::move(e));
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(first[0]);
    REQUIRE(first[1]);
    // The lobby's line already names both players at this screen, as the table's will.
    CHECK(describe_link(Strings::english(), *link) == "seat 1 (Ann), playing  +  seat 2 (Bob)");

    std::unique_ptr<KniziaFeed> feed = make_lan_feed<KniziaFeed>(link, std::move(early));
    CHECK(feed->lan());
    CHECK(feed->humans() == std::vector<bool>{true, true, false});
    CHECK(feed->name(0) == "Ann");
    CHECK(feed->name(1) == "Bob");
    CHECK(feed->rules().players == 3);
    CHECK(has<RoundStarted>(feed->opening_events()));
    CHECK(feed->opening_events().empty());  // once only

    const Strings strings = Strings::english();
    bool refused_once = false;
    bool ended = false;
    int batches = 0;
    int moves = 0;
    while (!feed->over() && std::chrono::steady_clock::now() < deadline) {
        feed->poll();
        if (feed->ready()) {
            const EventList events = feed->step();
            ++batches;
            ended = ended || has<MatchEnded>(events);
            // Each player's view is their own, and both are of the same moment.
            const View ann = feed->view(0);
            const View bob = feed->view(1);
            CHECK(ann.seat == 0);
            CHECK(bob.seat == 1);
            CHECK(ann.state_id == bob.state_id);
            CHECK(ann.pool == bob.pool);
            if (!ann.hand.empty()) CHECK_FALSE(ann.hand.contains(*bob.hand.begin()));
            CHECK(feed->state_id() == ann.state_id);
            CHECK_FALSE(feed->submitted(feed->to_move()));
            continue;
        }
        const Seat turn = feed->to_move();
        if (feed->submitted(feed->to_move()) || turn < 0 || turn > 1) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            continue;
        }
        if (!refused_once) {
            // The other player at the screen knocks out of turn: the host refuses and the feed says so.
            refused_once = true;
            feed->submit(1 - turn, Action::knock());
            for (int i = 0; i < 2000 && feed->submitted(feed->to_move()); ++i) {
                feed->poll();
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            CHECK_FALSE(feed->submitted(feed->to_move()));
            const std::string notice = feed->take_notice(strings);
            CHECK(notice.rfind("The host refused that move", 0) == 0);
            CHECK(feed->take_notice(strings).empty());
            continue;
        }
        const View view = feed->view(turn);
        const auto bot = make_bot(BotSpec{"greedy", view.state_id + 5ULL, turn});
        feed->submit(turn, bot->choose(view));
        CHECK(feed->submitted(feed->to_move()));
        ++moves;
    }
    CHECK(feed->over());
    CHECK(ended);
    CHECK(refused_once);
    CHECK(moves > 2);
    CHECK(batches > moves);
    CHECK(feed->status_line(strings).find("  +  seat 2 (Bob)") != std::string::npos);
    CHECK(feed->status_line(strings) == describe_link(strings, *link));
}
