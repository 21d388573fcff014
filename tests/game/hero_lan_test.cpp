// SPDX-License-Identifier: GPL-3.0-or-later
// A LAN table of Zero Hero at the game's layer, on loopback and without a window: Host game's
// choices, the table it opens, the feed its table screen reads (two players at the screen and a
// bot client, to the record a local match makes, without another seat's face-down card ever
// reaching the screen), a refusal in the game's own words, and a save reopened at its lobby.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <thread>
#include <variant>

#include <unistd.h>

#include "../scratch_dir.hpp"
#include "lan_loopback.hpp"
#include "zero/game/hero/feed.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/saves/hero_save.hpp"

// In the tests' namespace rather than under a using-directive, which a unity build would carry into
// the files compiled after this one.
namespace zero::game::test {

namespace {

constexpr auto kHeroGuard = std::chrono::seconds(120);  // a hang guard only: the loops end on what happens

// A Zero Hero table as Host game opens it: Ann and Bob at this screen, seat 2 open for a LAN player.
HeroTablePlan hero_three_seats(std::uint64_t seed) {
    HostSetup setup = HostSetup::defaults(hero::bot_kinds());
    setup.set_game(games::GameId::Hero);
    setup.set_players(3, setup.kinds());
    setup.seats[1] = net::SeatSetup{net::SeatKind::Local, "medium", "Bob"};
    setup.seats[2] = net::SeatSetup{};
    setup.hero_games = 2;
    HeroTablePlan plan = plan_host_table<net::HeroWire>(Strings::english(), "Ann", setup, setup.hero_rules(static_cast<int>(setup.seats.size())), seed);
    plan.config.auto_start = true;
    return plan;
}

// A bot client of Zero Hero on its own connection, answering whenever its seat may act.
struct HeroBotClient {
    net::ClientT<net::HeroWire> client;
    std::unique_ptr<hero::Bot> bot;
    std::uint64_t seed;
    HeroBotClient(const std::string& name, std::uint16_t port, std::uint64_t bot_seed)
        : client(name), seed(bot_seed) {
        client.connect("127.0.0.1", port);
    }
    void run() {
        for (auto& e : client.poll(0)) {
            if (std::holds_alternative<net::Welcome>(e)) {
                client.set_ready(true);
                bot = hero::make_bot("medium", seed, *client.session().seat());
            }
        }
        if (bot && client.session().should_answer()) client.send_action(bot->choose(*client.session().view()));
    }
};

// Polls the link until both players at the screen have their first view; those views are the
// feed's first batch.
std::vector<HeroLinkEvent> first_views(HeroLink& link, HeroBotClient& other,
                                       std::chrono::steady_clock::time_point deadline) {
    std::vector<HeroLinkEvent> early;
    std::vector<bool> seen(link.clients.size(), false);
    while (std::find(seen.begin(), seen.end(), false) != seen.end() && std::chrono::steady_clock::now() < deadline) {
        other.run();
        for (HeroLinkEvent& e : link.poll()) {
            if (std::holds_alternative<net::Welcome>(e.event)) link.clients[static_cast<std::size_t>(e.local)]->set_ready(true);
            if (std::holds_alternative<net::UpdateMsgT<net::HeroWire>>(e.event)) {
                seen[static_cast<std::size_t>(e.local)] = true;
                early.push_back(std::move(e));
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return early;
}

}  // namespace

TEST_CASE("Host game offers Zero Hero: its options, its own bots and stand-ins", "[lan][hero]") {
    HostSetup setup = HostSetup::defaults(knizia::bot_kinds());
    setup.seats[2] = net::SeatSetup{net::SeatKind::Bot, "greedy", ""};  // a kind Zero Hero has not
    setup.next_game(+1);
    setup.next_game(+1);
    setup.set_game(setup.game);
    REQUIRE(setup.game == games::GameId::Hero);
    CHECK(setup.seats[2].bot == "medium");  // every bot seat is one of the game's own
    CHECK(setup.option_rows() == 1);
    setup.change_option(0, +2, 4);
    const HeroTablePlan plan = plan_host_table<net::HeroWire>(Strings::english(), "Ann", setup, setup.hero_rules(static_cast<int>(setup.seats.size())), 5);
    CHECK(plan.config.rules == hero::Rules{4, 3});
    CHECK(plan.locals == std::vector<std::string>{"Ann"});
    for (const net::SeatSetup& seat : plan.config.seats) CHECK(hero::bot_kind_error(seat.bot).empty());
    CHECK(game_line(Strings::english(), games::GameId::Hero, net::HeroWire::options(plan.config.rules)) ==
          "Zero Hero (Wrede & zur Linde): 3 games");
    setup.next_game(+1);  // as Host game cycles: back to the first game
    CHECK(setup.game == games::GameId::Knizia);
    // `zero --game zero-hero --host-seats`: the seats take Zero Hero's bot kinds.
    const auto seats = parse_host_seats("local,remote,bot:hard", hero::bot_kinds());
    REQUIRE(seats);
    CHECK(seats->at(2).bot == "hard");
    CHECK_FALSE(parse_host_seats("local,bot:greedy", hero::bot_kinds()));
}

TEST_CASE("a Zero Hero LAN table: two players at the screen and a bot client play to the end through the feed, to "
          "the record a local match makes, and the screen never holds another seat's face-down card",
          "[lan][hero]") {
    const std::uint64_t seed = 2468;
    std::string error;
    std::shared_ptr<HeroLink> link = open_lan_table(hero_three_seats(seed), loopback_service(), error);
    INFO(error);
    REQUIRE(link);
    REQUIRE(link->clients.size() == 2);
    const auto deadline = std::chrono::steady_clock::now() + kHeroGuard;
    HeroBotClient cy("Cy", link->host->port(), seed);
    std::vector<HeroLinkEvent> early = first_views(*link, cy, deadline);
    REQUIRE(early.size() >= 2);
    CHECK(describe_link(Strings::english(), *link) == "seat 1 (Ann), playing  +  seat 2 (Bob)");

    std::unique_ptr<HeroFeed> feed = make_lan_feed<HeroFeed>(link, std::move(early));
    CHECK(feed->lan());
    CHECK(feed->humans() == std::vector<bool>{true, true, false});
    CHECK(feed->name(0) == "Ann");
    CHECK(feed->name(2) == "Cy");
    CHECK(feed->rules() == hero::Rules{3, 2});
    CHECK_FALSE(feed->opening_events().empty());
    CHECK(feed->opening_events().empty());  // once only

    // The players at this screen choose as the table screen lets them: from their own view, when
    // they may act; bots of the same kind and seed as a local match's seats.
    std::vector<std::unique_ptr<hero::Bot>> bots;
    for (Seat s = 0; s < 2; ++s) bots.push_back(hero::make_bot("medium", seed, s));
    std::optional<hero::MatchEnded> ended;
    int games_ended = 0;
    int face_down_seen = 0;
    std::array<hero::Cards, 2> last_face_down{};
    while (!feed->over() && std::chrono::steady_clock::now() < deadline) {
        cy.run();
        feed->poll();
        if (feed->ready()) {
            for (const hero::Event& e : feed->step()) {
                if (const auto* m = std::get_if<hero::MatchEnded>(&e)) ended = *m;
                // The face-down cards each screen seat held are the ones its row takes at the end:
                // the screen held its own seats' cards, and no other.
                if (const auto* g = std::get_if<hero::GameEnded>(&e)) {
                    ++games_ended;
                    for (std::size_t s = 0; s < 2; ++s) CHECK(g->revealed[s] == last_face_down[s]);
                }
            }
            for (Seat s = 0; s < 2; ++s) {
                const hero::View view = feed->view(s);
                REQUIRE(view.seat == s);
                // A seat's view holds its own face-down cards only; every other seat's is a count.
                CHECK(view.my_face_down.size() == view.face_down_counts[static_cast<std::size_t>(s)]);
                last_face_down[static_cast<std::size_t>(s)] = view.my_face_down;
                face_down_seen += view.my_face_down.size();
            }
        }
        for (Seat s = 0; s < 2; ++s) {
            const hero::View view = feed->view(s);
            if (!has_seat(feed->to_act(), s) || feed->submitted(s) || !view.may_act()) continue;
            feed->submit(s, bots[static_cast<std::size_t>(s)]->choose(view));
            CHECK(feed->submitted(s));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(feed->over());
    REQUIRE(ended);
    CHECK(games_ended == 2);
    CHECK(face_down_seen > 0);  // the check above had cards to look at
    CHECK(feed->take_notice(Strings::english()).empty());  // no move of this screen's was refused

    const hero::MatchRecord remote = link->host->session().record();
    const hero::State local = hero::bot_match(hero::Rules{3, 2}, seed, {"medium", "medium", "medium"});
    CHECK(remote == hero::make_record(local, remote.players));
    CHECK(remote.totals == std::vector<int>(ended->totals.begin(), ended->totals.begin() + 3));
    feed.reset();  // closes the table
}

TEST_CASE("a Zero Hero LAN table hosted from the game autosaves, and its save reopens the lobby with every seat kept",
          "[lan][hero]") {
    const zero::test_scratch::ScratchDir dir("hero-lan-save");
    HeroTablePlan plan = hero_three_seats(77);
    plan.save_path = (dir / "lan.zsave").string();
    std::string error;
    std::shared_ptr<HeroLink> link = open_lan_table(plan, loopback_service(), error);
    INFO(error);
    REQUIRE(link);
    const auto deadline = std::chrono::steady_clock::now() + kHeroGuard;
    HeroBotClient cy("Cy", link->host->port(), 77);
    std::vector<HeroLinkEvent> early = first_views(*link, cy, deadline);
    REQUIRE(early.size() >= 2);
    std::unique_ptr<HeroFeed> feed = make_lan_feed<HeroFeed>(link, std::move(early));
    // A few moves in: the save holds them.
    std::vector<std::unique_ptr<hero::Bot>> bots;
    for (Seat s = 0; s < 2; ++s) bots.push_back(hero::make_bot("medium", 77, s));
    while (feed->state_id() < 12 && !feed->over() && std::chrono::steady_clock::now() < deadline) {
        cy.run();
        feed->poll();
        if (feed->ready()) feed->step();
        for (Seat s = 0; s < 2; ++s)
            if (has_seat(feed->to_act(), s) && !feed->submitted(s) && feed->view(s).may_act())
                feed->submit(s, bots[static_cast<std::size_t>(s)]->choose(feed->view(s)));
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    feed.reset();  // closes the table, the save flushed
    hero::LoadedSave loaded = hero::load_save(plan.save_path);
    INFO(loaded.error);
    REQUIRE(loaded.save);
    REQUIRE(loaded.state);
    REQUIRE(loaded.save->seats.size() == 3);
    CHECK(loaded.save->seats[0].kind == SeatKind::Human);
    CHECK(loaded.save->seats[1].kind == SeatKind::Human);
    CHECK(loaded.save->seats[2].kind == SeatKind::Remote);
    CHECK(loaded.save->seats[2].name == "Cy");

    // Reopened, the lobby keeps every seat for its player: Ann and Bob at this screen, Cy's for him.
    std::optional<std::shared_ptr<HeroLink>> again =
        reopen_lan_table<net::HeroWire>(Strings::english(), loaded, plan.save_path, loopback_service(), error);
    REQUIRE(again);
    REQUIRE(*again);
    const auto& seats = (*again)->host->session().config().seats;
    REQUIRE(seats.size() == 3);
    CHECK(seats[2].name == "Cy");
    CHECK(seats[2].kind == net::SeatKind::Remote);
    CHECK((*again)->clients.size() == 2);
    (*again)->close();
}

}  // namespace zero::game::test
