// SPDX-License-Identifier: GPL-3.0-or-later
// The replay cursor (zero/core/replay_cursor.hpp), for every game: whole matches stepped forward to
// the end and back to the start, and jumped about, equal at every step to a fresh replay of the
// record cut to that step, with a seed and without one (the record's own deals).
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/replay_steps.hpp"
#include "zero/hero/rules.hpp"
#include "zero/hero/view.hpp"
#include "zero/knizia/bots/bot_match.hpp"
#include "zero/knizia/replay_steps.hpp"
#include "zero/knizia/rules.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/soler/bots/bot_match.hpp"
#include "zero/soler/replay_steps.hpp"
#include "zero/soler/rules.hpp"
#include "zero/soler/view.hpp"
#ifdef ZERO_HAS_HIGHCARD
#include "zero/highcard/bot.hpp"
#include "zero/highcard/replay_steps.hpp"
#endif

using namespace zero;

namespace {

// Two states are alike when their records and every seat's view are.
template <class State, class Record, class ViewFor>
bool same_seats(const State& a, const State& b, const Record& ra, const Record& rb, ViewFor view_for) {
    if (a.state_id != b.state_id || !(ra == rb)) return false;
    for (Seat seat = 0; seat < a.players(); ++seat)
        if (!(view_for(a, seat) == view_for(b, seat))) return false;
    return true;
}

bool same(const soler::State& a, const soler::State& b) {
    return same_seats(a, b, soler::make_record(a, {}), soler::make_record(b, {}),
                      [](const soler::State& s, Seat seat) { return soler::view_for(s, seat); });
}
bool same(const hero::State& a, const hero::State& b) {
    return same_seats(a, b, hero::make_record(a, {}), hero::make_record(b, {}),
                      [](const hero::State& s, Seat seat) { return hero::view_for(s, seat); });
}
// Knizia's Zero has no view equality: its record, hands, pool, turn and totals.
bool same(const knizia::State& a, const knizia::State& b) {
    return a.state_id == b.state_id &&
           knizia::record_to_json(knizia::make_record(a, {})) == knizia::record_to_json(knizia::make_record(b, {})) &&
           a.hands == b.hands && a.pool == b.pool && a.to_move == b.to_move && a.totals == b.totals &&
           a.phase == b.phase && a.round == b.round;
}

#ifdef ZERO_HAS_HIGHCARD
bool same(const highcard::State& a, const highcard::State& b) { return a == b; }
#endif

template <class S>
typename S::State fresh(const typename S::Record& record, std::size_t k) {
    auto result = S::replay(core::cut_record(record, k));
    INFO("fresh replay to step " << k << ": " << (result.error ? result.error->what() : ""));
    REQUIRE(result.state);
    return *result.state;
}

// Forward to the end, back to the start, then jumps, each compared with a fresh replay.
template <class S>
void step_whole_match(const typename S::Record& record) {
    core::ReplayCursor<S> cursor(record);
    const std::size_t n = cursor.size();
    REQUIRE(n > 0);
    std::vector<std::uint32_t> ids;
    for (std::size_t k = 0;; ++k) {
        INFO("forward, step " << k << " of " << n);
        REQUIRE(cursor.position() == k);
        REQUIRE(same(cursor.state(), fresh<S>(record, k)));
        ids.push_back(cursor.state().state_id);
        if (cursor.at_end()) break;
        cursor.forward();
    }
    CHECK(cursor.forward().empty());
    CHECK(same(cursor.state(), *S::replay(record).state));
    for (std::size_t k = n; k-- > 0;) {
        cursor.back();
        INFO("back, step " << k << " of " << n);
        REQUIRE(cursor.position() == k);
        REQUIRE(cursor.state().state_id == ids[k]);
        REQUIRE(same(cursor.state(), fresh<S>(record, k)));
    }
    // Jumps: to each part's start, to the end and about.
    for (std::size_t p = 0; p < cursor.parts(); ++p) {
        cursor.seek(cursor.part_start(p));
        CHECK(cursor.part() == p);
        REQUIRE(same(cursor.state(), fresh<S>(record, cursor.part_start(p))));
    }
    for (std::size_t k : {n, n / 2, n / 3, n - 1, std::size_t{1}, n / 2 + 7, std::size_t{0}}) {
        cursor.seek(k);
        REQUIRE(same(cursor.state(), fresh<S>(record, std::min(k, n))));
    }
}

template <class S, class MakeRecord>
void step_matches(MakeRecord make) {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        auto record = make(seed, players);
        INFO("seed " << seed << ", " << players << " players");
        step_whole_match<S>(record);
        record.seed.reset();  // the record's own deals
        step_whole_match<S>(record);
    }
}

}  // namespace

TEST_CASE("Replay cursor: Knizia's Zero matches stepped both ways equal fresh replays at every step") {
    step_matches<knizia::KniziaReplaySteps>([](std::uint64_t seed, int players) {
        const knizia::State s =
            knizia::play_bot_match(knizia::default_rules(players), seed, std::vector<std::string>(players, "easy"));
        return knizia::make_record(s, {});
    });
}

TEST_CASE("Replay cursor: Solèr's ZERO matches stepped both ways equal fresh replays at every step") {
    step_matches<soler::ReplaySteps>([](std::uint64_t seed, int players) {
        // Two games of medium bots: a few hundred actions (easy bots play thousands a game).
        soler::Rules rules = soler::default_rules(players);
        rules.games = 2;
        const soler::State s = soler::bot_match(rules, seed, std::vector<std::string>(players, "medium"));
        return soler::make_record(s, {});
    });
}

TEST_CASE("Replay cursor: Zero Hero matches stepped both ways equal fresh replays at every step") {
    step_matches<hero::ReplaySteps>([](std::uint64_t seed, int players) {
        hero::Rules rules = hero::default_rules(players);
        rules.games = 2;  // a game boundary to cross
        const hero::State s = hero::bot_match(rules, seed, std::vector<std::string>(players, "easy"));
        return hero::make_record(s, {});
    });
}

TEST_CASE("Replay cursor: a record that does not replay is refused with the replay's sentence") {
    const soler::State s = soler::bot_match(soler::default_rules(3), 5, {"medium", "medium", "medium"});
    soler::MatchRecord record = soler::make_record(s, {});
    record.totals[0] += 1;
    CHECK_THROWS_WITH(soler::ReplayCursor(record), Catch::Contains("totals"));
}

TEST_CASE("Replay cursor: the cut record keeps whole parts, cuts the part being played and shows the next deal") {
    const soler::State s = soler::bot_match(soler::default_rules(3), 9, {"medium", "medium", "medium"});
    const soler::MatchRecord record = soler::make_record(s, {});
    REQUIRE(record.rounds.size() >= 2);
    const std::size_t first = record.rounds[0].actions.size();
    const soler::MatchRecord at_end_of_first = core::cut_record(record, first);
    REQUIRE(at_end_of_first.rounds.size() == 2);
    CHECK(at_end_of_first.rounds[0] == record.rounds[0]);
    CHECK(at_end_of_first.rounds[1].actions.empty());
    CHECK_FALSE(at_end_of_first.rounds[1].end);
    CHECK(at_end_of_first.totals.empty());
    const soler::MatchRecord mid = core::cut_record(record, first - 1);
    REQUIRE(mid.rounds.size() == 1);
    CHECK(mid.rounds[0].actions.size() == first - 1);
    CHECK(core::cut_record(record, 1000000) == record);
}

#ifdef ZERO_HAS_HIGHCARD
// The test build's own game: its records always carry their seed.
TEST_CASE("Replay cursor: High Card matches stepped both ways equal fresh replays at every step") {
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const int players = 2 + static_cast<int>(seed % 3);
        highcard::Rules rules = highcard::default_rules(players);
        rules.games = 3;
        std::vector<std::unique_ptr<core::SeatController<highcard::TableGame>>> seats;
        for (Seat seat = 0; seat < players; ++seat) seats.push_back(std::make_unique<highcard::RandomBot>(seed, seat));
        core::Table<highcard::TableGame> table(highcard::new_match(rules, seed), std::move(seats));
        table.run();
        INFO("seed " << seed << ", " << players << " players");
        step_whole_match<highcard::ReplaySteps>(highcard::make_record(table.state(), std::vector<std::string>(players, "random")));
    }
}
#endif
