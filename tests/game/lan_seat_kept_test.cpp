// SPDX-License-Identifier: GPL-3.0-or-later
// A player joining a reopened LAN table by name while the table keeps their seat a few seconds for
// its ticket (protocol version 4's SeatKept): the game layer asks again and is seated, never turned
// away; a real clash of names is still turned away at once. On loopback, without a window.
#include <catch2/catch.hpp>

#include <chrono>
#include <string>
#include <thread>

#include "lan_loopback.hpp"
#include "zero/game/lan_link.hpp"

using namespace zero;
using namespace zero::game;

namespace {

using SeatKeptClock = std::chrono::steady_clock;

constexpr std::uint64_t kKaisOldToken = 0xC0FFEE;

// Hana hosts in seat 0; seat 1 is kept for Kai and the token his game held before the host went
// (as a reopened save keeps it), for a short wait; a bot sits in seat 2.
std::shared_ptr<LanLink> seat_kept_table(std::chrono::milliseconds wait) {
    std::vector<net::SeatSetup> seats(3);
    seats[2] = net::SeatSetup{net::SeatKind::Bot, "greedy", ""};
    LanTablePlan plan = plan_lan_table_of<net::KniziaWire>(Strings::english(), "Hana", seats, 29);
    plan.config.seats[1].name = "Kai";
    plan.config.seats[1].token = kKaisOldToken;
    plan.config.kept_seat_wait = wait;
    std::string error;
    auto link = open_lan_table(plan, test::loopback_service(), error);
    INFO(error);
    REQUIRE(link);
    return link;
}

std::shared_ptr<LanLink> seat_kept_join(const LanLink& table, const std::string& name) {
    auto link = std::make_shared<LanLink>();
    link->connect(name, "127.0.0.1", table.host->port());
    return link;
}

// Every link's packets until `done`, or false after `limit`.
template <class Done>
bool seat_kept_until(std::initializer_list<LanLink*> links, SeatKeptClock::duration limit, Done done) {
    const auto deadline = SeatKeptClock::now() + limit;
    while (SeatKeptClock::now() < deadline) {
        for (LanLink* link : links) link->poll();
        if (done()) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
}

bool seat_kept_seated(const LanLink& link) {
    const auto* c = link.client();
    return c && c->session().seat() && c->session().status() == net::ClientStatus::Lobby;
}

}  // namespace

TEST_CASE("a player joining by name while the reopened table keeps their seat for its ticket waits, asks again "
          "and is seated, never turned away",
          "[lan][seat-kept]") {
    const Strings strings = Strings::english();
    auto table = seat_kept_table(std::chrono::milliseconds(1500));
    REQUIRE(seat_kept_until({table.get()}, std::chrono::seconds(10), [&] { return seat_kept_seated(*table); }));

    const auto asked = SeatKeptClock::now();
    auto kai = seat_kept_join(*table, "Kai");
    bool waited = false;
    bool turned_away = false;
    std::string status_line;  // any other than "connecting" while waiting
    REQUIRE(seat_kept_until({table.get(), kai.get()}, std::chrono::seconds(20), [&] {
        turned_away = turned_away || kai->turned_away();
        if (kai->waiting_for_kept_seat()) {
            waited = true;
            // Between two asks the session reads refused; the status line says it is connecting.
            if (const std::string line = describe_link(strings, *kai); line != "connecting") status_line = line;
        }
        return turned_away || seat_kept_seated(*kai);
    }));
    CHECK_FALSE(turned_away);
    CHECK(waited);
    CHECK(status_line.empty());
    REQUIRE(kai->seat_kept_since);
    CHECK(*kai->seat_kept_since - asked < std::chrono::seconds(1));  // the first ask was refused
    // Seated once the wait was over, by one of the asks a second apart after it.
    CHECK(SeatKeptClock::now() - asked >= std::chrono::milliseconds(1400));
    CHECK(SeatKeptClock::now() - asked < std::chrono::seconds(5));
    CHECK(kai->client()->session().seat() == 1);
    CHECK(kai->client()->session().token() != kKaisOldToken);  // a new token: the old one stays its holder's
    CHECK(kai->welcomed);
    CHECK_FALSE(kai->waiting_for_kept_seat());
    CHECK(table->host->session().lobby().seats[1].name == "Kai");
    kai->close();
    table->close();
}

TEST_CASE("a name another player at the table shows is turned away at once, kept seat or not", "[lan][seat-kept]") {
    const Strings strings = Strings::english();
    auto table = seat_kept_table(std::chrono::seconds(30));
    REQUIRE(seat_kept_until({table.get()}, std::chrono::seconds(10), [&] { return seat_kept_seated(*table); }));

    // Hana is seated: a second "hana" is a clash, told at once, whatever the kept seat waits for.
    const auto asked = SeatKeptClock::now();
    auto clash = seat_kept_join(*table, "hana");
    REQUIRE(seat_kept_until({table.get(), clash.get()}, std::chrono::seconds(10),
                            [&] { return clash->turned_away(); }));
    CHECK(SeatKeptClock::now() - asked < std::chrono::seconds(3));
    CHECK(clash->client()->session().refusal() == net::RefuseReason::NameTaken);
    CHECK_FALSE(clash->seat_kept_since);
    CHECK(describe_turned_away(strings, *clash) == "that name is taken at this table");

    // Kai asking by name meanwhile is not turned away (his seat waits 30 s for its ticket here):
    // the link keeps asking, and says so.
    auto kai = seat_kept_join(*table, "Kai");
    REQUIRE(seat_kept_until({table.get(), kai.get()}, std::chrono::seconds(10),
                            [&] { return kai->seat_kept_since.has_value() && kai->waiting_for_kept_seat(); }));
    CHECK_FALSE(kai->turned_away());
    CHECK(kai->client()->session().refusal() == net::RefuseReason::SeatKept);
    kai->close();
    table->close();
}

TEST_CASE("a seat still kept when the link's patience is over turns the join away, saying the seat is kept",
          "[lan][seat-kept]") {
    const Strings strings = Strings::english();
    auto table = seat_kept_table(std::chrono::seconds(30));
    REQUIRE(seat_kept_until({table.get()}, std::chrono::seconds(10), [&] { return seat_kept_seated(*table); }));
    auto kai = seat_kept_join(*table, "Kai");
    kai->seat_kept_patience = std::chrono::milliseconds(2500);  // 15 s in the game
    int asks = 0;
    const net::Client* last = nullptr;
    REQUIRE(seat_kept_until({table.get(), kai.get()}, std::chrono::seconds(15), [&] {
        if (kai->client() != last) {
            last = kai->client();
            ++asks;
        }
        return kai->turned_away();
    }));
    REQUIRE(kai->seat_kept_since);
    CHECK(SeatKeptClock::now() - *kai->seat_kept_since >= std::chrono::milliseconds(2500));
    CHECK(asks >= 3);  // the first, then one a second
    CHECK(asks <= 4);
    CHECK(kai->client()->session().refusal() == net::RefuseReason::SeatKept);
    CHECK(describe_turned_away(strings, *kai) == "the seat of that name is kept a few seconds for its player's ticket");
    CHECK_FALSE(kai->client()->session().seat());
    kai->close();
    table->close();
}
