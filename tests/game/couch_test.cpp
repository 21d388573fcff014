// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "zero/game/couch.hpp"

using zero::game::CouchDirector;

TEST_CASE("with no human the spectator seat is shown and never handed off") {
    CouchDirector d({false, false, false}, 0);
    CHECK(d.viewer() == 0);
    d.on_turn(1);
    d.on_turn(2);
    CHECK_FALSE(d.handoff_pending());
    CHECK(d.viewer() == 0);
}

TEST_CASE("a single human always sees their own hand") {
    CouchDirector d({false, true, false}, 0);
    CHECK(d.viewer() == 1);
    CHECK(d.bottom() == 1);
    for (int seat : {0, 1, 2, 0, 1}) {
        d.on_turn(seat);
        CHECK_FALSE(d.handoff_pending());
        CHECK(d.viewer() == 1);
    }
}

TEST_CASE("two humans: no hand is shown until the first one takes the screen") {
    CouchDirector d({true, true, false}, 0);
    CHECK(d.viewer() == -1);
    d.on_turn(2);  // a bot first: nobody's hand
    CHECK(d.viewer() == -1);
    d.on_turn(0);
    CHECK(d.handoff_pending());
    CHECK(d.handoff_to() == 0);
    CHECK(d.viewer() == -1);
    d.confirm();
    CHECK(d.viewer() == 0);
    CHECK_FALSE(d.handoff_pending());
}

TEST_CASE("two humans: the hand is hidden the moment the other human's turn comes") {
    CouchDirector d({true, false, true}, 0);
    d.on_turn(0);
    d.confirm();
    REQUIRE(d.viewer() == 0);
    d.on_turn(1);  // a bot between them: Ann's hand stays
    CHECK(d.viewer() == 0);
    d.on_turn(2);
    CHECK(d.viewer() == -1);
    CHECK(d.handoff_to() == 2);
    CHECK(d.bottom() == 2);
    d.on_turn(2);  // asked again before confirming: still hidden
    CHECK(d.viewer() == -1);
    d.confirm();
    CHECK(d.viewer() == 2);
    d.on_turn(2);  // the same human again (others knocked out of the last lap): no hand-off
    CHECK_FALSE(d.handoff_pending());
}

TEST_CASE("confirm without a pending hand-off changes nothing") {
    CouchDirector d({true, true}, 0);
    d.confirm();
    CHECK(d.viewer() == -1);
}
