// SPDX-License-Identifier: GPL-3.0-or-later
// The story of the round without a window: the move log's wording, what counts as "since your
// last turn" in the table's recap, that the log holds only public cards, and that it agrees with
// the seat's view.
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "zero/game/couch.hpp"
#include "zero/game/input_map.hpp"
#include "zero/game/knizia/log_line.hpp"
#include "zero/game/knizia/move_log.hpp"
#include "zero/game/knizia/session.hpp"
#include "zero/game/knizia/table_model.hpp"
#include "zero/game/seat_log.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;

namespace {

Card card(const char* name) { return *parse_card(name); }

std::vector<std::string> lines(const MoveLog& log) {
    const std::vector<std::string> names = {"Ann", "Bob", "Cy"};
    const Strings english = Strings::english();
    std::vector<std::string> out;
    for (const LoggedMove& move : log.entries()) out.push_back(knizia_log_line(move, names, english).text);
    return out;
}

// The lines of the shared table's log (the recap's source) of `events`, and those `seat` missed.
std::vector<LogLine> event_lines(const std::vector<Event>& events) {
    const std::vector<std::string> names = {"Ann", "Bob", "Cy"};
    const Strings english = Strings::english();
    SeatLog<Event> log;
    for (const Event& e : events) log.add(e, 0);
    return log.lines([&](const Event& e) { return knizia_event_line(e, names, english); });
}

std::vector<std::string> missed(const std::vector<Event>& events, Seat seat) {
    std::vector<std::string> out;
    for (const LogLine& line : since_last_move(event_lines(events), seat)) out.push_back(line.text);
    return out;
}

}  // namespace

TEST_CASE("the move log words a round's moves from the string table") {
    MoveLog log;
    const std::vector<Event> round = {RoundStarted{0, 2, 0},
                                      CardSwapped{1, card("red3"), card("blue5"), 2},
                                      Knocked{2, 1},
                                      Knocked{0, 2},
                                      LastLapStarted{0, 0b110},
                                      Knocked{1, 3},
                                      CardSwapped{2, card("green1"), card("grey1"), 0},
                                      ZeroDeclared{2, false}};
    for (const Event& e : round) log.record(e);
    const std::vector<std::string> words = {"Bob swapped red\u00a03 for blue\u00a05", "Cy knocked",
                                            "Ann knocked: the last lap starts", "Bob knocked to pass (last lap)",
                                            "Cy swapped green\u00a01 for grey\u00a01", "Cy has a ZERO: the round ends"};
    CHECK(lines(log) == words);
    // The shared table's log words the events alike, one line each (the last lap's with its knock).
    std::vector<std::string> shared;
    for (const LogLine& line : event_lines(round)) shared.push_back(line.text);
    CHECK(shared == words);
    CHECK(move_token(*log.last_move()) == "swap:2:green1:grey1");
    // A new round starts a new log.
    log.record(RoundStarted{1, 0, 1});
    CHECK(log.entries().empty());
    CHECK(log.last_move() == nullptr);
    CHECK(log.round() == 1);
}

TEST_CASE("since your last turn: the moves after the seat's own last move of this round") {
    std::vector<Event> events = {RoundStarted{0, 0, 1}};
    // Nobody has moved: nothing to tell anyone.
    CHECK(missed(events, 0).empty());
    events.push_back(CardSwapped{1, card("red3"), card("blue5"), 0});
    events.push_back(CardSwapped{2, card("red4"), card("red3"), 0});
    // Ann has not moved this round yet: every move of the round is news to her.
    CHECK(missed(events, 0) ==
          std::vector<std::string>{"Bob swapped red\u00a03 for blue\u00a05", "Cy swapped red\u00a04 for red\u00a03"});
    events.push_back(CardSwapped{0, card("grey2"), card("red4"), 0});
    CHECK(missed(events, 0).empty());
    events.push_back(Knocked{1, 1});
    // Bob missed Cy's and Ann's moves and his own knock is his last turn.
    CHECK(missed(events, 1).empty());
    CHECK(missed(events, 2) == std::vector<std::string>{"Ann swapped grey\u00a02 for red\u00a04", "Bob knocked"});
    CHECK(missed(events, 0) == std::vector<std::string>{"Bob knocked"});
    // The next round's story starts afresh.
    events.push_back(RoundStarted{1, 1, 2});
    CHECK(missed(events, 2).empty());
}

TEST_CASE("a whole match: the log follows the view's history and holds only public cards") {
    for (std::uint64_t seed : {4ULL, 11ULL}) {
        KniziaSetup setup;
        setup.rules = default_rules(3);
        setup.seed = seed;
        for (int s = 0; s < 3; ++s) setup.seats.push_back({false, "P" + std::to_string(s), "greedy"});
        KniziaSession session(std::move(setup));
        TableModel model;
        MoveLog log;
        model.sync(session.view(0), 0);
        log.catch_up(session.view(0));
        for (const Event& e : session.opening_events()) {
            log.record(e);
            model.apply(e);
        }
        model.sync(session.view(0), 0);
        int steps = 0;
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (!session.over() && steps < 3000 && std::chrono::steady_clock::now() < deadline) {
            const PoolArray pool_before = model.pool;
            const EventList events = session.step();
            if (events.empty()) {
                std::this_thread::sleep_for(std::chrono::microseconds(100));
                continue;
            }
            ++steps;
            bool new_round = false;
            for (const Event& e : events) {
                log.record(e);
                model.apply(e);
                new_round = new_round || std::holds_alternative<RoundStarted>(e);
                if (const auto* swap = std::get_if<CardSwapped>(&e)) {
                    // Public: the taken card lay in the pool, and the given one lies there now.
                    CHECK(pool_before[static_cast<std::size_t>(swap->slot)] == swap->take);
                    CHECK(model.pool[static_cast<std::size_t>(swap->slot)] == swap->give);
                }
            }
            const View view = session.view(0);
            if (session.over() || new_round) {
                model.sync(view, 0);
                continue;
            }
            // The log's moves are the round's history, in order.
            std::vector<Move> logged;
            for (const LoggedMove& m : log.entries()) {
                if (!m.is_move()) continue;
                logged.push_back(
                    Move{m.seat, m.kind == LoggedMove::Kind::Swap ? Action::swap(m.give, m.take) : Action::knock()});
            }
            CHECK(logged == view.history);
            // A log caught up from the view alone words the same round the same way.
            MoveLog fresh;
            fresh.catch_up(view);
            CHECK(lines(fresh) == lines(log));
            model.sync(view, 0);
        }
        CHECK(session.over());
    }
}

TEST_CASE("the couch director says beforehand whether a turn hands the screen over") {
    CouchDirector d({true, true, false}, 0);
    CHECK(d.hands_off_at(0));
    CHECK_FALSE(d.hands_off_at(2));  // a bot's turn
    d.on_turn(0);
    CHECK_FALSE(d.hands_off_at(0));  // already on its way to Ann
    d.confirm();
    CHECK_FALSE(d.hands_off_at(0));
    CHECK(d.hands_off_at(1));
    CouchDirector single({true, false}, 0);
    CHECK_FALSE(single.hands_off_at(0));
    CHECK_FALSE(single.hands_off_at(1));
}

TEST_CASE("L and the gamepad's back button open the move log") {
    CHECK(command_for_key(sf::Keyboard::L) == Command::MoveLog);
    CHECK(command_for_joystick_button(6) == Command::MoveLog);
}
