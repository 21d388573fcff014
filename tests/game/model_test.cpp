// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <thread>

#include "../scratch_dir.hpp"
#include "zero/knizia/bots/bot.hpp"
#include "zero/game/app.hpp"
#include "zero/game/session.hpp"
#include "zero/game/sound.hpp"
#include "zero/game/knizia/feed.hpp"
#include "zero/game/knizia/table_model.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;

namespace {

KniziaSetup bot_setup(int players, std::uint64_t seed, int humans = 0) {
    KniziaSetup setup;
    setup.rules = default_rules(players);
    setup.seed = seed;
    for (int s = 0; s < players; ++s) setup.seats.push_back({s < humans, "P" + std::to_string(s), "greedy"});
    return setup;
}

}  // namespace

TEST_CASE("the table model follows the events to the same table as the seat's view") {
    for (std::uint64_t seed : {1ULL, 2ULL, 3ULL, 99ULL}) {
        KniziaSession session(bot_setup(4, seed));
        TableModel model;
        const Seat shown = 0;
        model.sync(session.view(shown), shown);
        for (const Event& e : session.opening_events()) model.apply(e);
        model.sync(session.view(shown), shown);
        int steps = 0;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!session.over() && steps < 5000 && std::chrono::steady_clock::now() < deadline) {
            const EventList events = session.step();
            if (events.empty()) {  // a bot still thinking on its own thread
                std::this_thread::sleep_for(std::chrono::microseconds(100));
                continue;
            }
            bool new_round = false;
            for (const Event& e : events) {
                model.apply(e);
                if (std::holds_alternative<RoundStarted>(e) || std::holds_alternative<RoundScored>(e)) new_round = true;
            }
            const View view = session.view(shown);
            if (!new_round && !session.over()) {
                // Events alone carried the table forward: pool, knocks, the hand shown, known cards.
                CHECK(model.pool == view.pool);
                CHECK(model.knocks == view.knocks);
                CHECK(model.hand == view.hand);
                CHECK(model.known == view.known);
                CHECK(model.last_lap == view.last_lap);
                if (view.last_lap) CHECK(model.still_to_play == view.still_to_play);
            }
            model.sync(view, shown);
            ++steps;
        }
        REQUIRE(session.over());
        REQUIRE(model.ended.has_value());
        CHECK(model.totals == session.view(shown).totals);
    }
}

TEST_CASE("the bot to move starts on its move as soon as the move before it is played") {
    // Counted in steps, not time: the session asks the next bot when a move is played, so the
    // screen's first step after that move's animation plays the bot's answer. A bot asked only
    // at the step would leave that step empty, and the wait below would never end.
    KniziaSetup setup = bot_setup(3, 41);
    for (SeatSetup& seat : setup.seats) seat.bot_kind = "hard:iters=100";
    KniziaSession session(setup);
    const auto guard = std::chrono::steady_clock::now() + std::chrono::seconds(120);  // a hang guard only
    int moves = 0;
    while (!session.over() && moves < 30) {
        while (!session.bot_answered()) {
            REQUIRE(std::chrono::steady_clock::now() < guard);
            std::this_thread::sleep_for(std::chrono::microseconds(50));
        }
        REQUIRE_FALSE(session.step().empty());
        ++moves;
    }
    CHECK(moves == 30);
}

TEST_CASE("a hidden model has no hand, and sync with another seat's view shows none") {
    KniziaSession session(bot_setup(3, 5));
    TableModel model;
    model.sync(session.view(1), -1);
    CHECK(model.hand.empty());
    model.sync(session.view(1), 1);
    CHECK(model.hand.size() == 9);
    model.hide_hand();
    CHECK(model.hand.empty());
    CHECK(model.viewer == -1);
    // A swap by the hidden seat must not bring a hand back.
    model.sync(session.view(1), -1);
    CardSwapped swap{1, *session.view(1).hand.begin(), session.view(1).pool[0], 0};
    model.apply(swap);
    CHECK(model.hand.empty());
}

TEST_CASE("the view of a finished match ends the model without the MatchEnded event") {
    KniziaSession session(bot_setup(3, 7));
    TableModel model;
    model.sync(session.view(0), 0);
    CHECK_FALSE(model.match_over());
    std::optional<MatchEnded> ended;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!session.over() && std::chrono::steady_clock::now() < deadline) {
        const EventList events = session.step();
        if (events.empty()) std::this_thread::sleep_for(std::chrono::microseconds(100));
        for (const Event& e : events)
            if (const auto* end = std::get_if<MatchEnded>(&e)) ended = *end;
    }
    REQUIRE(ended);
    // All a screen that rejoins a LAN table after the last move is given.
    model.sync(session.view(0), 0);
    REQUIRE(model.match_over());
    CHECK(model.ended->totals == ended->totals);
    CHECK(model.ended->winners == ended->winners);
}

TEST_CASE("a human seat waits for its player, a bot seat answers at once") {
    KniziaSession session(bot_setup(2, 8, 1));
    // Play until it is the human's turn.
    for (int i = 0; i < 10 && !session.is_human(session.to_move()); ++i) {
        REQUIRE(session.ready());
        session.step();
    }
    REQUIRE(session.is_human(session.to_move()));
    const std::uint32_t id = session.state_id();
    CHECK_FALSE(session.ready());
    CHECK(session.step().empty());
    CHECK(session.state_id() == id);
    // A choice for a seat that is not to move is ignored.
    session.submit(1, Action::knock());
    CHECK_FALSE(session.ready());
    session.submit(0, Action::knock());
    CHECK(session.ready());
    CHECK_FALSE(session.step().empty());
    CHECK(session.state_id() == id + 1);
}

TEST_CASE("the seat list must match the rules") {
    KniziaSetup setup = bot_setup(3, 1);
    setup.seats.pop_back();
    CHECK_THROWS_AS(KniziaSession(setup), std::invalid_argument);
    KniziaSetup bad = bot_setup(3, 1);
    bad.seats[1].bot_kind = "no-such-bot";
    CHECK_THROWS(KniziaSession(bad));
}

TEST_CASE("every sound is synthesised, audible and in range") {
    for (Sfx sfx : {Sfx::Knock, Sfx::Slide, Sfx::Fanfare, Sfx::Click, Sfx::Flip}) {
        const std::vector<sf::Int16> samples = synthesise(sfx);
        REQUIRE_FALSE(samples.empty());
        int peak = 0;
        for (sf::Int16 s : samples) peak = std::max(peak, std::abs(static_cast<int>(s)));
        CHECK(peak > 1000);
        CHECK(peak <= 32000);
    }
    // Deterministic: the same sound every start.
    CHECK(synthesise(Sfx::Knock) == synthesise(Sfx::Knock));
}

TEST_CASE("frame statistics: mean and 99th percentile") {
    std::vector<float> ms;
    for (int i = 1; i <= 100; ++i) ms.push_back(static_cast<float>(i));
    CHECK(FrameStats::mean(ms) == Approx(50.5F));
    CHECK(FrameStats::percentile(ms, 99.F) == Approx(99.F));
    CHECK(FrameStats::percentile(ms, 100.F) == Approx(100.F));
    CHECK(FrameStats::percentile({}, 99.F) == 0.F);
    CHECK(FrameStats::percentile({7.F}, 99.F) == 7.F);
}

TEST_CASE("each couch player keeps their own hand sort, and a resumed match has it back") {
    const zero::test_scratch::ScratchDir folder("sort-test");
    const std::string path = (folder / "sorted.zsave").string();
    {
        LocalKniziaFeed feed(std::make_unique<KniziaSession>(bot_setup(3, 11, 2)), path, true);
        feed.set_sort_by_number(1, true);
        CHECK_FALSE(feed.sort_by_number(0));  // Bob's Tab is not Ann's
        CHECK(feed.sort_by_number(1));
        CHECK_FALSE(feed.sort_by_number(2));
    }  // the feed's autosaver has written everything when it is gone
    const LoadedSave loaded = load_save(path);
    REQUIRE(loaded.save);
    REQUIRE(loaded.state);
    CHECK_FALSE(loaded.save->seats[0].sort_by_number);
    CHECK(loaded.save->seats[1].sort_by_number);
    const KniziaSetup setup = setup_from_save(*loaded.save);
    LocalKniziaFeed resumed(std::make_unique<KniziaSession>(setup, *loaded.state), "", true);
    CHECK_FALSE(resumed.sort_by_number(0));
    CHECK(resumed.sort_by_number(1));
}

TEST_CASE("after the last move of a round the table names nobody to play") {
    int round_ends = 0;
    for (std::uint64_t seed : {4ULL, 5ULL, 6ULL}) {
        KniziaSession session(bot_setup(3, seed));
        TableModel model;
        model.sync(session.view(0), 0);
        for (const Event& e : session.opening_events()) model.apply(e);
        model.sync(session.view(0), 0);
        int steps = 0;
        while (!session.over() && steps < 5000) {
            const EventList events = session.step();
            if (events.empty()) {
                std::this_thread::sleep_for(std::chrono::microseconds(100));
                continue;
            }
            ++steps;
            const bool ends = std::any_of(events.begin(), events.end(),
                                          [](const Event& e) { return std::holds_alternative<RoundScored>(e); });
            const bool zero = std::any_of(events.begin(), events.end(),
                                          [](const Event& e) { return std::holds_alternative<ZeroDeclared>(e); });
            for (std::size_t i = 0; i < events.size(); ++i) {
                model.apply(events[i]);
                const bool move = std::holds_alternative<CardSwapped>(events[i]) ||
                                  std::holds_alternative<Knocked>(events[i]);
                const bool last_lap_starts =
                    i + 1 < events.size() && std::holds_alternative<LastLapStarted>(events[i + 1]);
                if (move && ends && !zero) {
                    // The last move of the last lap: the seat after it (the second knocker) has no
                    // turn, so the status line must not name it.
                    ++round_ends;
                    CHECK_FALSE(model.seat_to_play().has_value());
                } else if (move && !ends && !last_lap_starts) {
                    CHECK(model.seat_to_play() == std::optional<Seat>(session.view(0).to_move));
                }
                // A ZERO ends the round the moment it is declared.
                if (std::holds_alternative<ZeroDeclared>(events[i]) || std::holds_alternative<RoundScored>(events[i]))
                    CHECK_FALSE(model.seat_to_play().has_value());
            }
            model.sync(session.view(0), 0);
        }
        REQUIRE(session.over());
        CHECK_FALSE(model.seat_to_play().has_value());
    }
    CHECK(round_ends > 0);
}
