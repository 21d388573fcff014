// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Solèr's ZERO at the game's layer, on loopback and without a window: the table the
// Host game screen opens, the feed its table screen reads, a client of the wrong game, and what
// Join game lists for a table discovery finds.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>
#include <variant>

#include "../quiet_port.hpp"
#include "lan_loopback.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/game/soler/feed.hpp"
#include "zero/net/discovery.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/bots/bots.hpp"

using namespace zero;
using namespace zero::game;

namespace {

constexpr auto kGuard = std::chrono::seconds(120);  // a hang guard only: the loops end on what happens

template <class T>
bool has(const soler::EventList& events) {
    for (const soler::Event& e : events)
        if (std::holds_alternative<T>(e)) return true;
    return false;
}

// A Solèr table as Host game opens it: Ann and Bob at this screen, seat 2 open for a LAN player.
SolerTablePlan three_seats(std::uint64_t seed) {
    HostSetup setup = HostSetup::defaults(soler::bot_kinds());
    setup.set_game(games::GameId::Soler);
    setup.set_players(3, setup.kinds());
    setup.seats[1] = net::SeatSetup{net::SeatKind::Local, "medium", "Bob"};
    setup.seats[2] = net::SeatSetup{};
    setup.soler_games = 1;
    SolerTablePlan plan = plan_host_table<net::SolerWire>(Strings::english(), "Ann", setup, setup.soler_rules(static_cast<int>(setup.seats.size())), seed);
    plan.config.auto_start = true;
    return plan;
}

}  // namespace

TEST_CASE("Host game's choices make a table of Solèr's ZERO with its options and its own stand-in bots", "[lan][soler]") {
    HostSetup setup = HostSetup::defaults(knizia::bot_kinds());
    CHECK(setup.game == games::GameId::Knizia);
    setup.seats[2] = net::SeatSetup{net::SeatKind::Bot, "greedy", ""};  // a kind Solèr's ZERO has not
    setup.next_game(+1);
    setup.set_game(setup.game);
    REQUIRE(setup.game == games::GameId::Soler);
    CHECK(setup.seats[2].bot == "medium");  // every bot seat is one of the game's own
    CHECK(setup.option_rows() == 1);
    CHECK(setup.option_value(Strings::english(), 0, 4) == "4");
    setup.change_option(0, -1, 4);
    setup.change_option(0, -1, 4);
    setup.change_option(0, -1, 4);
    setup.change_option(0, -1, 4);  // below one game: to 100 points
    CHECK(setup.option_value(Strings::english(), 0, 4) == "until someone has 100 points");
    const SolerTablePlan plan = plan_host_table<net::SolerWire>(Strings::english(), "Ann", setup, setup.soler_rules(static_cast<int>(setup.seats.size())), 5);
    CHECK(plan.config.rules.to_target());
    CHECK(plan.config.rules.players == 4);
    CHECK(plan.locals == std::vector<std::string>{"Ann"});
    // A LAN player's seat is stood in for by one of the game's bots, never Knizia's greedy.
    for (const net::SeatSetup& seat : plan.config.seats) CHECK(soler::bot_kind_error(seat.bot).empty());
    CHECK(game_line(Strings::english(), games::GameId::Soler, net::SolerWire::options(plan.config.rules)) ==
          "ZERO (Ernst Sol\u00e8r): until someone has 100 points");
    setup.next_game(+1);  // as Host game cycles
    CHECK(setup.game == games::GameId::Hero);
    CHECK(game_line(Strings::english(), games::GameId::Knizia, {3, 7}) == "Zero (Reiner Knizia): 3 rounds, pool of 7");
}

TEST_CASE("a Solèr LAN table: a Knizia client is refused and the table goes on, then two players at the screen and a "
          "bot client play to the end through the feed, to the record a local match makes",
          "[lan][soler]") {
    const std::uint64_t seed = 4321;
    std::string error;
    std::shared_ptr<SolerLink> link = open_lan_table(three_seats(seed), test::loopback_service(), error);
    INFO(error);
    REQUIRE(link);
    REQUIRE(link->clients.size() == 2);
    const std::uint16_t port = link->host->port();
    const Strings strings = Strings::english();
    const auto deadline = std::chrono::steady_clock::now() + kGuard;
    auto pause = [] { std::this_thread::sleep_for(std::chrono::milliseconds(1)); };

    // A player of Knizia's Zero knocks at the door: refused, with the reason the screen words.
    LanLink knizia;
    knizia.connect("Kai", "127.0.0.1", port);
    std::vector<SolerLinkEvent> early;
    while (!knizia.turned_away() && std::chrono::steady_clock::now() < deadline) {
        knizia.poll();
        for (SolerLinkEvent& e : link->poll()) {
            if (std::holds_alternative<net::Welcome>(e.event)) link->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
        }
        pause();
    }
    REQUIRE(knizia.turned_away());
    CHECK(knizia.client()->session().refusal() == net::RefuseReason::WrongGame);
    CHECK(describe_turned_away(strings, knizia) == "the table plays another game");
    knizia.close();
    CHECK_FALSE(link->host->session().under_way());

    // The table goes on: a bot of Solèr's ZERO takes the open seat and the match starts.
    net::ClientT<net::SolerWire> cy("Cy");
    cy.connect("127.0.0.1", port);
    std::unique_ptr<soler::Bot> cy_bot;
    bool first[2] = {false, false};
    auto run_cy = [&] {
        for (auto& e : cy.poll(0)) {
            if (std::holds_alternative<net::Welcome>(e)) {
                cy.set_ready(true);
                cy_bot = soler::make_bot("medium", seed, *cy.session().seat());
            }
        }
        if (cy_bot && cy.session().should_answer()) cy.send_action(cy_bot->choose(*cy.session().view()));
    };
    while (!(first[0] && first[1]) && std::chrono::steady_clock::now() < deadline) {
        run_cy();
        for (SolerLinkEvent& e : link->poll()) {
            if (std::holds_alternative<net::Welcome>(e.event)) link->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
            if (std::holds_alternative<net::UpdateMsgT<net::SolerWire>>(e.event)) {
                first[e.local] = true;
                early.push_back(std::move(e));
            }
        }
        pause();
    }
    REQUIRE(first[0]);
    REQUIRE(first[1]);
    CHECK(describe_link(strings, *link) == "seat 1 (Ann), playing  +  seat 2 (Bob)");

    std::unique_ptr<SolerFeed> feed = make_lan_feed<SolerFeed>(link, std::move(early));
    CHECK(feed->lan());
    CHECK(feed->humans() == std::vector<bool>{true, true, false});
    CHECK(feed->name(0) == "Ann");
    CHECK(feed->name(2) == "Cy");
    CHECK(feed->rules().players == 3);
    CHECK(feed->rules().games == 1);
    CHECK(has<soler::GameStarted>(feed->opening_events()));
    CHECK(feed->opening_events().empty());  // once only

    // The players at this screen choose as the table screen lets them: from their own view, once a
    // stage, when they may act; a bot of the same kind and seed as a local match's seats.
    std::vector<std::unique_ptr<soler::Bot>> bots;
    for (Seat s = 0; s < 2; ++s) bots.push_back(soler::make_bot("medium", seed, s));
    int commits_seen = 0;
    int both_choosing = 0;
    std::optional<soler::MatchEnded> ended;
    while (!feed->over() && std::chrono::steady_clock::now() < deadline) {
        run_cy();
        feed->poll();
        if (feed->ready()) {
            const soler::EventList events = feed->step();
            for (const soler::Event& e : events) {
                if (std::holds_alternative<soler::CardCommitted>(e)) ++commits_seen;
                if (const auto* m = std::get_if<soler::MatchEnded>(&e)) ended = *m;
            }
            for (Seat s = 0; s < 2; ++s) {
                const soler::View view = feed->view(s);
                CHECK(view.seat == s);
                // Another seat's face-down card never reaches this screen: only who has played.
                if (view.my_play) CHECK(has_seat(view.committed, s));
            }
            // Ann and Bob may both have a card to play at once: everyone chooses at the same time.
            if (has_seat(feed->to_act(), 0) && has_seat(feed->to_act(), 1)) ++both_choosing;
        }
        for (Seat s = 0; s < 2; ++s) {
            const soler::View view = feed->view(s);
            if (!has_seat(feed->to_act(), s) || feed->submitted(s) || !view.may_act()) continue;
            feed->submit(s, bots[static_cast<std::size_t>(s)]->choose(view));
            CHECK(feed->submitted(s));
        }
        pause();
    }
    REQUIRE(feed->over());
    CHECK(commits_seen > 10);
    CHECK(both_choosing > 0);
    REQUIRE(ended);
    CHECK(feed->take_notice(strings).empty());  // no move of this screen's was refused

    // The host's record is the one a local match with the same seed and seats makes.
    const soler::MatchRecord remote = link->host->session().record();
    const soler::State local = soler::bot_match(three_seats(seed).config.rules, seed, {"medium", "medium", "medium"});
    CHECK(remote == soler::make_record(local, remote.players));
    CHECK(remote.totals == std::vector<int>(ended->totals.begin(), ended->totals.begin() + 3));
    feed.reset();  // closes the table
}

TEST_CASE("Join game lists a table of Solèr's ZERO that discovery finds with its game and options", "[lan][soler]") {
    // A discovery port of this test's own, so parallel runs do not hear each other.
    const std::uint16_t discovery = zero::test_ports::quiet_ports();
    net::ServiceOptions service = test::loopback_service();
    service.discovery_port = discovery;
    SolerTablePlan plan = three_seats(9);
    plan.config.rules = soler::target_rules(3);
    std::string error;
    std::shared_ptr<SolerLink> link = open_lan_table(plan, service, error);
    INFO(error);
    REQUIRE(link);
    // Both players at the host's screen take their seats first.
    const auto seated = std::chrono::steady_clock::now() + kGuard;
    while (link->host->session().seats_free() > 1 && std::chrono::steady_clock::now() < seated) {
        link->poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    net::DiscoverOptions probe;
    probe.port = discovery;
    probe.timeout_ms = 1000;
    probe.targets = {"127.255.255.255"};
    // The host answers from its poll: run it beside the probe.
    std::vector<net::DiscoveredHost> found;
    std::thread searching([&] { found = net::discover(probe); });
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(1500);
    while (std::chrono::steady_clock::now() < until) {
        link->poll();
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    searching.join();
    REQUIRE(found.size() == 1);
    CHECK(found[0].info.game == games::GameId::Soler);
    CHECK(describe_found(Strings::english(), found[0]) ==
          "Ann's table - ZERO (Ernst Sol\u00e8r): until someone has 100 points  (127.0.0.1:" +
              std::to_string(link->host->port()) + ", 1 seat free)");
    link->close();
}
