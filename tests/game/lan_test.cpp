// The LAN screens' logic without a window: addresses, the host's seat choices, lobby lines, and
// a lobby driven end to end through the host and client cores (no sockets).
#include <catch2/catch.hpp>

#include "zero/bots/bot.hpp"
#include "zero/game/lan_lobby.hpp"

using namespace zero;
using namespace zero::game;

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
    CHECK(describe_setup(seat) == "Open for a LAN player");
    for (const std::string& kind : kinds) {
        seat = next_seat_setup(seat, kinds);
        CHECK(seat.kind == net::SeatKind::Bot);
        CHECK(seat.bot == kind);
        CHECK(describe_setup(seat) == "Bot: " + kind);
    }
    seat = next_seat_setup(seat, kinds);
    CHECK(seat.kind == net::SeatKind::Remote);
}

TEST_CASE("lobby rows say who sits where", "[lan]") {
    net::SeatInfo open;
    CHECK(describe_seat(open) == "(open)");
    net::SeatInfo ann{net::SeatKind::Remote, net::SeatStatus::Connected, true, "Ann", "greedy"};
    CHECK(describe_seat(ann) == "Ann - ready");
    ann.ready = false;
    CHECK(describe_seat(ann) == "Ann - not ready");
    ann.status = net::SeatStatus::Dropped;
    CHECK(describe_seat(ann) == "Ann - connection lost");
    net::SeatInfo bot{net::SeatKind::Bot, net::SeatStatus::Connected, true, "greedy 3", "greedy"};
    CHECK(describe_seat(bot) == "greedy 3 - bot");
    net::SeatInfo kept{net::SeatKind::Remote, net::SeatStatus::Reserved, false, "Bo", "greedy"};
    CHECK(describe_seat(kept) == "(kept for Bo)");
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
