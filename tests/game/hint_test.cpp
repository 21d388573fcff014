// SPDX-License-Identifier: GPL-3.0-or-later
// The hint at the tables of Solèr's ZERO and Zero Hero (seat_hint.hpp, docs/learning.md): it is
// worked out from the asking seat's View alone, so cards that seat cannot see never change it (as
// the bots' fairness tests check of the bots); and a LAN table offers it only when its host allows
// hints, as the Lobby says.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>
#include <variant>

#include "lan_loopback.hpp"
#include "zero/game/lan_feed.hpp"
#include "zero/game/soler/feed.hpp"
#include "zero/game/seat_hint.hpp"
#include "zero/hero/bots/analysis.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/playout.hpp"
#include "zero/saves/soler_save.hpp"
#include "zero/soler/bots/analysis.hpp"
#include "zero/soler/match.hpp"
#include "zero/soler/playout.hpp"

using namespace zero;
using namespace zero::game;

namespace hint_test {

constexpr auto kGuard = std::chrono::seconds(120);  // a hang guard only: the loops end on what happens

// The hint asked for `view`, once worked out (polled as the table polls it, once a frame).
template <class View, class Answer>
Answer asked(const View& view) {
    SeatHint<View, Answer> hint;
    hint.ask(view, 1);
    const auto deadline = std::chrono::steady_clock::now() + kGuard;
    while (hint.answer() == nullptr && std::chrono::steady_clock::now() < deadline) {
        hint.poll(1);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(hint.answer() != nullptr);
    return *hint.answer();
}

// Random moves from `state` until seat 0 has a decision of `kind` to make (`matches(state)`).
template <class State, class Matches>
bool play_to(State& state, Rng& rng, Matches&& matches) {
    for (int step = 0; step < 400; ++step) {
        if (matches(state)) return true;
        const auto move = random_move(state, rng);
        apply(state, move.seat, move.action);
    }
    return false;
}

// A card of one hidden hand and a different one of another, swapped: seat 0 cannot tell.
bool swap_soler_hidden(soler::State& state, Rng& rng) {
    for (int attempt = 0; attempt < 200; ++attempt) {
        const auto a = static_cast<std::size_t>(1 + rng.below(static_cast<std::uint32_t>(state.players() - 1)));
        const auto b = static_cast<std::size_t>(1 + rng.below(static_cast<std::uint32_t>(state.players() - 1)));
        const int x = static_cast<int>(rng.below(soler::kValues)) + soler::kMinValue;
        const int y = static_cast<int>(rng.below(soler::kValues)) + soler::kMinValue;
        if (a == b || x == y) continue;
        soler::Cards& one = state.hands[a];
        soler::Cards& other = state.hands[b];
        if (one.count(x) <= state.known[a].count(x) || other.count(y) <= state.known[b].count(y)) continue;
        one.remove(x);
        one.add(y);
        other.remove(y);
        other.add(x);
        return true;
    }
    return false;
}

}  // namespace hint_test

using namespace hint_test;

TEST_CASE("soler: the hint at the table does not depend on the cards the asking seat cannot see", "[hint][soler]") {
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const soler::Rules rules = soler::default_rules(4);
        soler::State state = soler::new_match(rules, seed);
        Rng rng(seed * 31);
        // A play, a bet and a laying of seat 0's, each from a different match.
        const soler::Phase wanted = seed % 3 == 0 ? soler::Phase::Play : seed % 3 == 1 ? soler::Phase::Bet : soler::Phase::Safe;
        const bool found = play_to(state, rng, [&](const soler::State& s) {
            return s.phase == wanted && has_seat(soler::to_act(s), 0);
        });
        if (!found) continue;
        soler::State changed = state;
        if (!swap_soler_hidden(changed, rng)) continue;
        REQUIRE_FALSE(changed.hands == state.hands);
        const soler::View view = soler::view_for(state, 0);
        REQUIRE(soler::view_for(changed, 0) == view);
        const auto first = asked<soler::View, soler::Hint>(view);
        const auto second = asked<soler::View, soler::Hint>(soler::view_for(changed, 0));
        CHECK(first.best == second.best);
        CHECK(first.chance == second.chance);
        CHECK(first.safe == second.safe);
        // What the table shows is the engine's hint from that view, at the analysis's budget.
        CHECK(first.best == soler::hint(view, core::AnalysisParams{}).best);
        ++compared;
    }
    CHECK(compared >= 3);
}

TEST_CASE("hero: the hint at the table does not depend on the cards the asking seat cannot see", "[hint][hero]") {
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        const hero::Rules rules = hero::default_rules(3);
        hero::State state = hero::new_match(rules, seed);
        Rng rng(seed * 17);
        const bool found = play_to(state, rng, [&](const hero::State& s) {
            return has_seat(hero::to_act(s), 0) && !s.face_down[1].empty() && !s.face_down[2].empty() &&
                   !(s.face_down[1] == s.face_down[2]);
        });
        if (!found) continue;
        // The other seats' face-down cards, traded: seat 0 sees only how many each has.
        hero::State changed = state;
        const hero::Card a = changed.face_down[1].list().front();
        hero::Card b = changed.face_down[2].list().front();
        for (const hero::Card c : changed.face_down[2].list())
            if (!(c == a)) b = c;
        if (a == b) continue;
        changed.face_down[1].remove(a);
        changed.face_down[1].add(b);
        changed.face_down[2].remove(b);
        changed.face_down[2].add(a);
        const hero::View view = hero::view_for(state, 0);
        REQUIRE(hero::view_for(changed, 0) == view);
        const auto first = asked<hero::View, hero::Hint>(view);
        const auto second = asked<hero::View, hero::Hint>(hero::view_for(changed, 0));
        CHECK(first.best == second.best);
        CHECK(first.rows_now == second.rows_now);
        CHECK(first.rows_after == second.rows_after);
        CHECK(first.cost == second.cost);
        ++compared;
    }
    CHECK(compared >= 2);
}

TEST_CASE("the table's hint is dropped when the decision it was asked for is over, without waiting for it",
          "[hint]") {
    const soler::State state = soler::new_match(soler::default_rules(3), 9);
    SeatHint<soler::View, soler::Hint> hint;
    hint.ask(soler::view_for(state, 0), 5);
    CHECK(hint.shown_for(5));
    CHECK_FALSE(hint.shown_for(6));
    hint.poll(6);  // another decision now: the search still running is let finish on its own
    CHECK_FALSE(hint.shown());
    CHECK(hint.answer() == nullptr);
    hint.ask(soler::view_for(state, 1), 7);
    const auto deadline = std::chrono::steady_clock::now() + kGuard;
    while (hint.answer() == nullptr && std::chrono::steady_clock::now() < deadline) {
        hint.poll(7);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(hint.answer() != nullptr);
    CHECK(hint.answer()->best == soler::hint(soler::view_for(state, 1), core::AnalysisParams{}).best);
}

namespace hint_test {

// A LAN table of Solèr's ZERO as Host game opens it (Ann at this screen, two bots), with hints
// allowed or not; the feed its table reads once the match has started.
std::unique_ptr<SolerFeed> soler_lan_feed(bool hints, std::shared_ptr<SolerLink>& link) {
    HostSetup setup = HostSetup::defaults(soler::bot_kinds());
    setup.set_game(games::GameId::Soler);
    setup.set_players(3, setup.kinds());
    setup.seats[1] = net::SeatSetup{net::SeatKind::Bot, "medium", ""};
    setup.seats[2] = net::SeatSetup{net::SeatKind::Bot, "medium", ""};
    setup.hints = hints;
    SolerTablePlan plan = plan_host_table<net::SolerWire>(Strings::english(), "Ann", setup, setup.soler_rules(static_cast<int>(setup.seats.size())), 12);
    plan.config.hints = setup.hints;  // as Host game's module does (table_game_module.hpp)
    plan.config.auto_start = true;
    std::string error;
    link = open_lan_table(plan, test::loopback_service(), error);
    INFO(error);
    REQUIRE(link);
    std::vector<SolerLinkEvent> early;
    const auto deadline = std::chrono::steady_clock::now() + kGuard;
    while (early.empty() && std::chrono::steady_clock::now() < deadline) {
        for (SolerLinkEvent& e : link->poll()) {
            if (std::holds_alternative<net::Welcome>(e.event)) link->clients[static_cast<std::size_t>(e.local)]->set_ready(true);
            if (std::holds_alternative<net::UpdateMsgT<net::SolerWire>>(e.event)) early.push_back(std::move(e));
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE_FALSE(early.empty());
    return make_lan_feed<SolerFeed>(link, std::move(early));
}

}  // namespace hint_test

TEST_CASE("a LAN table offers the hint only when its host allows hints, which Host game leaves off",
          "[hint][lan][soler]") {
    for (const bool allowed : {false, true}) {
        std::shared_ptr<SolerLink> link;
        const std::unique_ptr<SolerFeed> feed = soler_lan_feed(allowed, link);
        CHECK(feed->lan());
        CHECK(feed->hints_allowed() == allowed);
        CHECK(link->host->session().lobby().hints == allowed);
    }
    // Host game's setup starts with hints off: a host allows them by choice.
    CHECK_FALSE(HostSetup::defaults(soler::bot_kinds()).hints);
}

TEST_CASE("a LAN table reopened from its save offers the hint as its host allowed it", "[hint][lan][soler]") {
    for (const bool allowed : {false, true}) {
        // As Host game opens it: Ann at this screen, seat 1 open for a LAN player, a bot.
        HostSetup setup = HostSetup::defaults(soler::bot_kinds());
        setup.set_game(games::GameId::Soler);
        setup.set_players(3, setup.kinds());
        setup.seats[1] = net::SeatSetup{};
        setup.seats[2] = net::SeatSetup{net::SeatKind::Bot, "medium", ""};
        setup.hints = allowed;
        SolerTablePlan plan = plan_host_table<net::SolerWire>(Strings::english(), "Ann", setup, setup.soler_rules(static_cast<int>(setup.seats.size())), 12);
        plan.config.hints = setup.hints;
        const soler::State state = soler::new_match(plan.config.rules, 12);
        // Its autosave, written and read back as Resume reads it.
        const soler::SaveGame save = soler::make_save(state, saved_lan_seats(plan, {"Ann", "Kai", "Bot 3"}), 0);
        const auto decoded = soler::decode_save(soler::encode_save(save));
        INFO(decoded.error);
        REQUIRE(decoded.save);
        std::optional<SolerTablePlan> again = plan_lan_resume_of<net::SolerWire>(Strings::english(), decoded.save->seats, state);
        REQUIRE(again);
        CHECK(again->config.hints == allowed);
        // The table opened again tells its players so, as it did before.
        std::string error;
        const std::shared_ptr<SolerLink> link = open_lan_table(*again, test::loopback_service(), error);
        INFO(error);
        REQUIRE(link);
        CHECK(link->host->session().lobby().hints == allowed);
        const auto deadline = std::chrono::steady_clock::now() + kGuard;
        while (!link->clients.front()->session().lobby() && std::chrono::steady_clock::now() < deadline) {
            link->poll();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        REQUIRE(link->clients.front()->session().lobby());
        CHECK(link->clients.front()->session().lobby()->hints == allowed);
    }
}
