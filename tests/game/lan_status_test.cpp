// SPDX-License-Identifier: GPL-3.0-or-later
// The connection line of the lobby and the LAN table, from a client session fed the host's
// messages by hand: no sockets, no window.
#include <catch2/catch.hpp>

#include "zero/game/lan_link.hpp"
#include "zero/knizia/match.hpp"
#include "zero/net/protocol_version.hpp"
#include "zero/knizia/view.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;

namespace {

void tell(net::ClientSession& session, const net::HostMessage& message) {
    REQUIRE(session.receive(net::encode(message)));
}

net::LobbyMsg lobby_msg(bool paused) {
    net::LobbyMsg m;
    m.under_way = true;
    m.paused = paused;
    m.rules = default_rules(3);
    m.seats.resize(3);
    return m;
}

}  // namespace

// The English table must read exactly as describe_status() does, which the command line prints.
TEST_CASE("the connection line comes from the string table, worded as the session's own", "[lan][strings]") {
    const Strings strings = Strings::english();
    CHECK(describe_connection(strings, nullptr) == "not connected");

    net::ClientSession ann("Ann");
    const auto line = [&] {
        const std::string ours = describe_connection(strings, &ann);
        CHECK(ours == ann.describe_status());
        return ours;
    };
    CHECK(line() == "connecting");
    tell(ann, net::Welcome{net::kProtocolMax, 1, 77, "Host"});
    CHECK(line() == "seat 2 (Ann), in the lobby");
    tell(ann, lobby_msg(false));
    CHECK(line() == "seat 2 (Ann), playing");
    tell(ann, lobby_msg(true));
    CHECK(line() == "seat 2 (Ann), paused: waiting for a player to come back");
    tell(ann, lobby_msg(false));
    View over = view_for(new_match(default_rules(3), 1), 1);
    over.phase = Phase::MatchOver;
    tell(ann, net::UpdateMsg{over, {}});
    CHECK(line() == "seat 2 (Ann), the match is over");
    tell(ann, net::Goodbye{net::GoodbyeReason::HostQuit});
    CHECK(line() == "disconnected: the host has closed the table");

    net::ClientSession lost("Bob");
    REQUIRE(lost.connection_lost());
    CHECK(describe_connection(strings, &lost) == "disconnected: the connection to the host was lost");
    CHECK(describe_connection(strings, &lost) == lost.describe_status());

    net::ClientSession late("Cy");
    tell(late, net::Refused{net::RefuseReason::TableFull, net::kProtocolMin, net::kProtocolMax});
    CHECK(describe_connection(strings, &late) ==
          "refused: " + std::string(net::describe(net::RefuseReason::TableFull)));
    CHECK(describe_connection(strings, &late) == late.describe_status());
}
