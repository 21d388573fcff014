// SPDX-License-Identifier: GPL-3.0-or-later
// The LAN screens' logic without a window: addresses, the host's seat choices, lobby lines, and
// a lobby driven end to end through the host and client cores (no sockets).
#include <catch2/catch.hpp>

#include "zero/knizia/bots/bot.hpp"
#include "zero/game/lan_lobby.hpp"
#include "zero/game/session.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;

namespace {
const Strings lan_english = Strings::english();
}  // namespace

TEST_CASE("host:port fields parse, with the default port when none is given", "[lan]") {
    auto a = parse_host_port("127.0.0.20:47000", 47124);
    REQUIRE(a);
    CHECK(a->host == "127.0.0.20");
    CHECK(a->port == 47000);
    auto b = parse_host_port("  127.0.0.1 ", 47124);
    REQUIRE(b);
    CHECK(b->host == "127.0.0.1");
    CHECK(b->port == 47124);
    CHECK_FALSE(parse_host_port("", 47124));
    CHECK_FALSE(parse_host_port(":47124", 47124));
    CHECK_FALSE(parse_host_port("host:", 47124));
    CHECK_FALSE(parse_host_port("host:0", 47124));
    CHECK_FALSE(parse_host_port("host:65536", 47124));
    CHECK_FALSE(parse_host_port("host:12x", 47124));
    CHECK_FALSE(parse_host_port("a b:1", 47124));
}

TEST_CASE("a seat cycles from open through every bot kind and back", "[lan]") {
    const std::vector<std::string> kinds = bot_kinds();
    REQUIRE_FALSE(kinds.empty());
    net::SeatSetup seat;
    CHECK(describe_setup(lan_english, seat) == "Open for a LAN player");
    seat = next_seat_setup(seat, kinds, "Player 3");
    CHECK(seat.kind == net::SeatKind::Local);
    CHECK(describe_setup(lan_english, seat) == "This screen: Player 3");
    for (const std::string& kind : kinds) {
        seat = next_seat_setup(seat, kinds, "Player 3");
        CHECK(seat.kind == net::SeatKind::Bot);
        CHECK(seat.bot == kind);
        CHECK(describe_setup(lan_english, seat) == "Bot: " + kind);
    }
    seat = next_seat_setup(seat, kinds, "Player 3");
    CHECK(seat.kind == net::SeatKind::Remote);
}

TEST_CASE("players at the host's screen become seats kept for their names, one client each", "[lan]") {
    std::vector<net::SeatSetup> seats(4);
    seats[1] = net::SeatSetup{net::SeatKind::Local, "greedy", "Bo"};
    seats[2] = net::SeatSetup{net::SeatKind::Bot, "easy", ""};
    const LanTablePlan plan = plan_lan_table_of<net::KniziaWire>(lan_english, "Ann", seats, 9);
    CHECK(plan.locals == std::vector<std::string>{"Ann", "Bo"});
    REQUIRE(plan.config.seats.size() == 4);
    CHECK(plan.config.seats[0].kind == net::SeatKind::Remote);
    CHECK(plan.config.seats[0].name == "Ann");
    CHECK(plan.config.seats[1].kind == net::SeatKind::Remote);
    CHECK(plan.config.seats[1].name == "Bo");
    CHECK(plan.config.seats[2].kind == net::SeatKind::Bot);
    CHECK(plan.config.seats[3].kind == net::SeatKind::Remote);
    CHECK(plan.config.seats[3].name.empty());
    CHECK(plan.config.rules.players == 4);
    CHECK(plan.config.seed == 9);
    CHECK(plan.config.host_name == "Ann's table");
}

TEST_CASE("a table's name fits the protocol's names, however long the player's name and the words", "[lan]") {
    // "Maximiliana Kowalczyk's table" is 29 bytes: the name alone is what fits.
    const LanTablePlan plan = plan_lan_table_of<net::KniziaWire>(lan_english, "Maximiliana Kowalczyk", std::vector<net::SeatSetup>(3), 9);
    CHECK(plan.config.host_name == "Maximiliana Kowalczyk");
    CHECK(net::valid_name(plan.config.host_name));
}

TEST_CASE("the host's reasons come from the string table, in the words of net's English", "[lan]") {
    // Every value, so a reason added to net without a string shows up here as a mismatch.
    for (int v = 0; v < 256; ++v) {
        const auto refuse = static_cast<net::RefuseReason>(v);
        if (net::describe(refuse) != "refused") CHECK(describe(lan_english, refuse) == net::describe(refuse));
        const auto bye = static_cast<net::GoodbyeReason>(v);
        if (net::describe(bye) != "disconnected") CHECK(describe(lan_english, bye) == net::describe(bye));
        const auto error = static_cast<net::IntentError>(v);
        if (net::describe(error) != "refused") CHECK(describe(lan_english, error) == net::describe(error));
    }
    CHECK(describe(lan_english, net::RefuseReason::TableFull) == "the table is full");
    CHECK(describe(lan_english, net::GoodbyeReason::HostQuit) == "the host has closed the table");
    CHECK(describe(lan_english, net::IntentError::NotYourTurn) == "it is not your turn");
    using Kind = net::StartBlocker::Kind;
    for (const net::StartBlocker& blocker :
         {net::StartBlocker{}, net::StartBlocker{Kind::Started}, net::StartBlocker{Kind::Closed},
          net::StartBlocker{Kind::SeatOpen, 2}, net::StartBlocker{Kind::SeatNotReady, 0, "Ann"}})
        CHECK(describe(lan_english, blocker) == net::describe(blocker));
    CHECK(describe(lan_english, net::StartBlocker{Kind::SeatNotReady, 0, "Ann"}) == "seat 1 (Ann) is not ready");
    CHECK(describe(lan_english, net::StartBlocker{}).empty());
    CHECK(local_player_name(lan_english, 2) == "Player 3");
}

TEST_CASE("lobby rows say who sits where", "[lan]") {
    net::SeatInfo open;
    CHECK(describe_seat(lan_english, open) == "(open)");
    net::SeatInfo ann{net::SeatKind::Remote, net::SeatStatus::Connected, true, "Ann", "greedy"};
    CHECK(describe_seat(lan_english, ann) == "Ann - ready");
    ann.ready = false;
    CHECK(describe_seat(lan_english, ann) == "Ann - not ready");
    ann.status = net::SeatStatus::Dropped;
    CHECK(describe_seat(lan_english, ann) == "Ann - connection lost");
    net::SeatInfo bot{net::SeatKind::Bot, net::SeatStatus::Connected, true, "greedy 3", "greedy"};
    CHECK(describe_seat(lan_english, bot) == "greedy 3 - bot");
    net::SeatInfo kept{net::SeatKind::Remote, net::SeatStatus::Reserved, false, "Bo", "greedy"};
    CHECK(describe_seat(lan_english, kept) == "(kept for Bo)");
}

TEST_CASE("typing into a field keeps printable text within its cap", "[lan]") {
    std::string field;
    for (char c : std::string("Ann\x01")) type_into(field, static_cast<unsigned char>(c), 24);
    CHECK(field == "Ann");
    type_into(field, 8, 24);
    CHECK(field == "An");
    type_into(field, 0x263A, 24);  // not ASCII
    CHECK(field == "An");
    std::string full(24, 'x');
    type_into(full, 'y', 24);
    CHECK(full.size() == 24);
}

TEST_CASE("host seats from the command line name the players at the screen and checks every word", "[lan]") {
    const std::vector<std::string> kinds{"greedy", "easy"};
    const auto seats = parse_host_seats("local,local,remote,bot:easy", kinds);
    REQUIRE(seats);
    REQUIRE(seats->size() == 4);
    CHECK((*seats)[0].kind == net::SeatKind::Local);
    CHECK((*seats)[0].name == "Ann");
    CHECK((*seats)[1].name == "Bob");
    CHECK((*seats)[2].kind == net::SeatKind::Remote);
    CHECK((*seats)[3].kind == net::SeatKind::Bot);
    CHECK((*seats)[3].bot == "easy");
    CHECK_FALSE(parse_host_seats("remote,local", kinds));      // the host's own seat comes first
    CHECK_FALSE(parse_host_seats("local", kinds));             // too few
    CHECK_FALSE(parse_host_seats("local,bot:nobody", kinds));  // unknown bot
    CHECK_FALSE(parse_host_seats("local,robot", kinds));
    CHECK_FALSE(parse_host_seats("local,local,local,local,local,local", kinds));
}

TEST_CASE("Host game offers New match's choices, defaults and bot names", "[lan]") {
    const std::vector<std::string> kinds{"easy", "medium", "hard", "greedy", "random"};
    HostSetup setup = HostSetup::defaults(kinds);
    REQUIRE(setup.seats.size() == 4);
    CHECK(setup.seats[1].kind == net::SeatKind::Remote);  // open for a LAN player
    for (std::size_t s = 2; s < 4; ++s) {
        CHECK(setup.seats[s].kind == net::SeatKind::Bot);
        CHECK(setup.seats[s].bot == default_bot_kind(kinds));
    }
    CHECK(default_bot_kind(kinds) == "medium");  // New match's default too
    CHECK(setup.pool == 5);
    CHECK(setup.rounds == 4);
    setup.pool = 7;
    setup.rounds = 2;
    LanTablePlan plan = plan_host_table<net::KniziaWire>(lan_english, "Ann", setup, setup.rules(), 3);
    CHECK(plan.config.rules.players == 4);
    CHECK(plan.config.rules.pool_size == 7);
    CHECK(plan.config.rules.rounds == 2);
    CHECK(plan.config.seats[2].name == "Bot 3 (medium)");
    CHECK(plan.config.seats[3].name == "Bot 4 (medium)");
    CHECK(plan.config.seats[2].name == bot_seat_name(lan_english, 2, "medium"));

    // The rounds follow the player count, as in New match; two players always have a pool of 9.
    setup.set_players(5, kinds);
    CHECK(setup.seats.size() == 5);
    CHECK(setup.seats[4].bot == "medium");
    CHECK(setup.rounds == 5);
    setup.set_players(2, kinds);
    CHECK(setup.seats.size() == 2);
    CHECK(setup.rules().pool_size == 9);
    setup.set_players(9, kinds);
    CHECK(setup.seats.size() == 5);
}

TEST_CASE("a hosted table's bots are named in the lobby as on the couch table", "[lan]") {
    const std::vector<std::string> kinds{"easy", "medium"};
    const HostSetup setup = HostSetup::defaults(kinds);
    const LanTablePlan plan = plan_host_table<net::KniziaWire>(lan_english, "Ann", setup, setup.rules(), 4);
    struct Nowhere : net::HostOutput {
        void send(net::PeerId, const net::Bytes&) override {}
        void disconnect(net::PeerId) override {}
    } nowhere;
    net::HostSession host(plan.config, nowhere);
    const std::vector<std::string> names = host.player_names();
    CHECK(names[2] == "Bot 3 (medium)");
    CHECK(names[3] == "Bot 4 (medium)");
}

TEST_CASE("seats free, in the singular and the plural", "[lan]") {
    CHECK(seats_free(lan_english, 1) == "1 seat free");
    CHECK(seats_free(lan_english, 0) == "0 seats free");
    CHECK(seats_free(lan_english, 3) == "3 seats free");
}

TEST_CASE("the lobby tells players the address to type", "[lan]") {
    CHECK(join_addresses(lan_english, {"127.0.0.1"}, 47124) == "Players join at 127.0.0.1:47124");
    CHECK(join_addresses(lan_english, {"127.0.0.20", "127.0.0.5"}, 5000) ==
          "Players join at 127.0.0.20:5000  or  127.0.0.5:5000");
}
