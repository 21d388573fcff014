// SPDX-License-Identifier: GPL-3.0-or-later
// The replay viewer's feed: everyone's view is a spectator's (the tables then draw every seat's
// hidden cards face up from that seat's view), a seat's view is only that seat's.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "zero/game/replay_view.hpp"
#include "zero/game/soler/feed.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/replay_steps.hpp"

using namespace zero;
using namespace zero::game;

TEST_CASE("replay viewer: everyone's view is a spectator's, who sees every hand, and a seat's view is that seat's") {
    soler::Rules rules = soler::default_rules(3);
    rules.games = 1;
    const soler::State played = soler::bot_match(rules, 7, {"medium", "medium", "medium"});
    using Deck = ReplayDeckOf<soler::ReplaySteps, SolerSessionGame, SolerFeed>;
    Deck deck(soler::make_record(played, {"Ann", "Bob", "Cy"}), {}, {});
    deck.seek(10);
    const ReplayFeed<SolerFeed, SolerSessionGame, Deck> everyone(deck, -1);
    const ReplayFeed<SolerFeed, SolerSessionGame, Deck> seat_one(deck, 1);
    CHECK(everyone.spectator());
    CHECK(everyone.watched());
    CHECK(everyone.humans() == std::vector<bool>{false, false, false});
    CHECK_FALSE(seat_one.spectator());
    CHECK(seat_one.humans() == std::vector<bool>{false, true, false});
    // What the spectator's table draws for each seat is that seat's whole hand at this step.
    const soler::State& now = deck.cursor().state();
    for (Seat seat = 0; seat < 3; ++seat)
        CHECK(everyone.view(seat).hand.list() == now.hands[static_cast<std::size_t>(seat)].list());
}
