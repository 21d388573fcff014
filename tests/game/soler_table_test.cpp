// SPDX-License-Identifier: GPL-3.0-or-later
// Solèr's ZERO at the table, without a window: the bet picker's totals, forming safe groups, the
// next person to choose at a couch table, and the session stepping whole matches one action at a
// time with bots on their own threads and people answering through it.
#include <catch2/catch.hpp>

#include <bit>
#include <chrono>
#include <set>
#include <thread>

#include "zero/game/couch.hpp"
#include "zero/game/input_map.hpp"
#include "zero/game/soler/layout.hpp"
#include "zero/game/soler/session.hpp"
#include "zero/game/soler/table_input.hpp"
#include "zero/soler/bots/bots.hpp"
#include "zero/soler/solver.hpp"

using namespace zero;
using namespace zero::game;

namespace {

SolerSetup setup_of(int players, int humans, std::uint64_t seed, const std::string& kind = "medium") {
    SolerSetup setup;
    setup.rules = soler::default_rules(players);
    setup.seed = seed;
    for (int s = 0; s < players; ++s) setup.seats.push_back({s < humans, "P" + std::to_string(s), kind, false});
    return setup;
}

}  // namespace

TEST_CASE("the bet picker offers every total in range but those already announced") {
    soler::View view;
    view.rules = soler::default_rules(3);
    std::vector<int> all = free_bets(view);
    REQUIRE(all.size() == 19);
    CHECK(all.front() == -9);
    CHECK(all.back() == 9);
    view.bet_made = seat_bit(0) | seat_bit(2);
    view.bets[0] = 4;
    view.bets[2] = -9;
    const std::vector<int> left = free_bets(view);
    CHECK(left.size() == 17);
    CHECK(std::find(left.begin(), left.end(), 4) == left.end());
    CHECK(std::find(left.begin(), left.end(), -9) == left.end());
    CHECK(left.front() == -8);
}

TEST_CASE("safe groups are formed card by card and laid only at 0 or 10") {
    SafeBuilder b;
    b.reset(soler::Cards{3, 3, 2, 2, 0, -2, -1});
    REQUIRE(b.cards() == std::vector<int>{3, 3, 2, 2, 0, -1, -2});
    CHECK_FALSE(b.can_lay());
    CHECK(b.toggle(0));  // 3
    CHECK(b.toggle(6));  // -2
    CHECK(b.forming_sum() == 1);
    CHECK_FALSE(b.can_lay());
    CHECK_FALSE(b.lay());
    CHECK(b.toggle(5));  // -1: 3 - 2 - 1 = 0
    CHECK(b.can_lay());
    REQUIRE(b.lay());
    CHECK(b.mark(0) == 0);
    CHECK_FALSE(b.toggle(0));  // laid cards stay laid until Clear
    // A group of ten: 3 + 3 + 2 + 2.
    for (int i : {1, 2, 3}) CHECK(b.toggle(i));
    CHECK(b.forming_sum() == 7);
    CHECK_FALSE(b.can_lay());
    // Done lays the laid groups only while the one being formed is not at 0 or 10.
    CHECK(b.groups().size() == 1);
    b.toggle(3);
    b.toggle(4);  // 3 + 2 + 0 = 5: no
    CHECK_FALSE(b.can_lay());
    b.clear();
    CHECK(b.laid_groups() == 0);
    CHECK(b.groups().empty());
    CHECK(b.action() == soler::Action::safe({}));
}

namespace {

// A key as the window gives it to the table, through the same input map as a person's keys.
sf::Event key(sf::Keyboard::Key code) {
    sf::Event e{};
    e.type = sf::Event::KeyPressed;
    e.key.code = code;
    return e;
}

// The safe laying's keys as the table takes them: a confirming key presses what it names, any
// other moves the focus. Returns what the press did (Nothing for a move).
struct SafeKeyboard {
    SafeBuilder& builder;
    int focus = 0;
    int last_card = 0;
    AxisRepeater axes;
    SafeBuilder::Press type(sf::Keyboard::Key code) {
        const sf::Event e = key(code);
        const Command command = command_for_event(e, axes);
        const int cards = static_cast<int>(builder.cards().size());
        if (command == Command::Confirm) {
            const SafeBuilder::Press press = builder.press(safe_pressed(focus, cards, primary_confirm(e)));
            focus = safe_focus_settled(focus, cards, builder.can_lay(), last_card);
            return press;
        }
        focus = safe_focus_after(focus, cards, command, builder.can_lay(), last_card);
        return SafeBuilder::Press::Nothing;
    }
};

}  // namespace

TEST_CASE("safe cards by keyboard: Space chooses the lit card, Down reaches the buttons, Enter is Done") {
    using Press = SafeBuilder::Press;
    SafeBuilder b;
    b.reset(soler::Cards{3, 2, 0, -1, -2});  // drawn 3 2 0 -1 -2
    const int cards = 5;
    SafeKeyboard keys{b};
    // Enter at once lays nothing: no card was put in a group by it.
    CHECK(keys.type(sf::Keyboard::Enter) == Press::Done);
    CHECK_FALSE(b.forming());
    CHECK(b.action() == soler::Action::safe({}));
    // Space puts the lit card in the group (it is drawn raised) and takes it out again.
    CHECK(keys.type(sf::Keyboard::Space) == Press::Toggled);
    CHECK(b.mark(0) == SafeBuilder::kForming);
    CHECK(zero::game::soler_layout::hand_card(0, cards, b.mark(0) == SafeBuilder::kForming).y <
          zero::game::soler_layout::hand_card(0, cards, false).y);
    CHECK(keys.type(sf::Keyboard::Space) == Press::Toggled);
    CHECK(b.mark(0) == SafeBuilder::kFree);
    // 2 + 0 - 2 = 0: Right moves along the cards, Space chooses each.
    keys.type(sf::Keyboard::Right);
    CHECK(keys.type(sf::Keyboard::Space) == Press::Toggled);
    keys.type(sf::Keyboard::Right);
    keys.type(sf::Keyboard::Space);
    keys.type(sf::Keyboard::Left);
    keys.type(sf::Keyboard::Left);
    keys.type(sf::Keyboard::Left);  // wraps round to the last card, -2
    CHECK(keys.focus == 4);
    keys.type(sf::Keyboard::Space);
    REQUIRE(b.can_lay());
    // Down goes to Lay group, since the group may be laid; Space lays it.
    keys.type(sf::Keyboard::Down);
    CHECK(keys.focus == safe_button_item(cards, SafeButton::LayGroup));
    CHECK(keys.type(sf::Keyboard::Space) == Press::Laid);
    // The group laid, the focus is back on the card lit last (Lay group is dim again).
    CHECK(keys.focus == 4);
    // Up and Down: down to Done now (nothing to lay), up to the cards; a group that does not add
    // up stops Done with a reason.
    keys.type(sf::Keyboard::Down);
    CHECK(keys.focus == safe_button_item(cards, SafeButton::Done));
    keys.type(sf::Keyboard::Up);
    CHECK(keys.focus == 4);
    keys.type(sf::Keyboard::Home);  // no command: nothing moves
    CHECK(keys.focus == 4);
    keys.focus = 0;
    keys.type(sf::Keyboard::Space);  // 3: not 0 or 10
    CHECK(keys.type(sf::Keyboard::Enter) == Press::Refused);
    keys.type(sf::Keyboard::Space);  // out again
    // Enter from a card is Done: the group laid, and nothing else.
    CHECK(keys.type(sf::Keyboard::Enter) == Press::Done);
    CHECK(b.action() == soler::Action::safe({{2, 0, -2}}));
    // Among the buttons Left and Right move along them, and Enter presses the lit one.
    keys.type(sf::Keyboard::Down);
    CHECK(keys.focus == safe_button_item(cards, SafeButton::Done));
    keys.type(sf::Keyboard::Left);
    CHECK(keys.focus == safe_button_item(cards, SafeButton::Clear));
    CHECK(keys.type(sf::Keyboard::Enter) == Press::Cleared);
    CHECK(b.laid_groups() == 0);
    keys.type(sf::Keyboard::Left);
    CHECK(keys.type(sf::Keyboard::Enter) == Press::Suggested);
    keys.type(sf::Keyboard::Right);
    keys.type(sf::Keyboard::Right);
    keys.type(sf::Keyboard::Right);  // wraps round to Lay group
    CHECK(keys.focus == safe_button_item(cards, SafeButton::LayGroup));
}

TEST_CASE("suggest lays what the engine solver lays, and the laying is legal") {
    for (const soler::Cards& hand : {soler::Cards{3, 3, 2, 2, 0, -2, -1}, soler::Cards{3, 3, 3, 1, -3, 0, 0},
                                     soler::Cards{1, 2}, soler::Cards{}}) {
        SafeBuilder b;
        b.reset(hand);
        b.suggest();
        int laid = 0;
        for (const soler::Group& g : b.groups()) laid += static_cast<int>(g.size());
        CHECK(laid == soler::most_safe_cards(hand));
        CHECK(soler::check_groups(hand, b.groups()) == soler::MoveError::None);
    }
}

TEST_CASE("the couch's next person to choose is the one shown while they may, else the next clockwise") {
    const std::vector<bool> humans{true, false, true, true};
    CHECK(next_human(0b1111, humans, 0) == 0);
    CHECK(next_human(0b1110, humans, 0) == 2);
    CHECK(next_human(0b1010, humans, 2) == 3);
    CHECK(next_human(0b0011, humans, 3) == 0);
    CHECK(next_human(0b0010, humans, 0) == -1);  // only a bot may act
    CHECK(next_human(0b1101, humans, -1) == 0);
}

TEST_CASE("a bot match at the table session ends, one action a step, as the engine's rules say") {
    SolerSession session(setup_of(4, 0, 21));
    const soler::EventList opening = session.opening_events();
    REQUIRE_FALSE(opening.empty());
    CHECK(std::holds_alternative<soler::GameStarted>(opening.front()));
    std::uint32_t last = session.state_id();
    // Bots think on their own threads: a step with no answer yet applies nothing.
    while (!session.over()) {
        const soler::EventList events = session.step();
        if (events.empty()) {
            std::this_thread::sleep_for(std::chrono::microseconds(20));
            continue;
        }
        // One action per step: the state id moves by exactly one.
        REQUIRE(session.state_id() == last + 1);
        last = session.state_id();
    }
    REQUIRE(session.over());
    int games = 0;
    for (const soler::FinishedGame& g : session.view(0).finished) games += g.tricks > 0 ? 1 : 0;
    CHECK(games == 4);
}

TEST_CASE("a bot starts on its decision as soon as the state it answers is known, not when the session steps") {
    // Counted in steps, not time: every step after an action's animation applies the next action,
    // because each bot that may act was asked as soon as the action before it was played (the
    // screen steps only after the animation). A bot asked only at the step would leave that step
    // empty, and the wait below would never end.
    SolerSession session(setup_of(4, 0, 33, "hard:iters=50"));
    const auto guard = std::chrono::steady_clock::now() + std::chrono::seconds(120);  // a hang guard only
    int actions = 0;
    while (!session.over() && actions < 60) {
        bool answered = false;
        while (!answered) {
            for (Seat s = 0; s < 4; ++s) answered = answered || session.answered(s);
            REQUIRE(std::chrono::steady_clock::now() < guard);
            if (!answered) std::this_thread::sleep_for(std::chrono::microseconds(50));
        }
        REQUIRE_FALSE(session.step().empty());
        ++actions;
    }
    CHECK(actions == 60);
}

TEST_CASE("people at the session answer through it, and nothing of theirs reaches another seat's view") {
    SolerSession session(setup_of(3, 2, 5, "random"));
    session.opening_events();
    std::set<soler::Phase> phases;
    while (!session.over()) {
        for (Seat s = 0; s < 2; ++s) {
            if (!has_seat(session.to_act(), s) || session.submitted(s)) continue;
            const soler::View view = session.view(s);
            phases.insert(view.phase);
            const soler::Action action = soler::make_bot("medium", 99, s)->choose(view);
            session.submit(s, action);
            CHECK(session.submitted(s));
            if (action.kind == soler::ActionKind::Play) {
                // A face-down card chosen and not yet applied is nowhere; applied, only its seat sees it.
                session.step();
                const Seat other = s == 0 ? 1 : 0;
                const soler::View theirs = session.view(other);
                if (!has_seat(theirs.committed, other)) CHECK_FALSE(theirs.my_play.has_value());
                if (session.view(s).phase == soler::Phase::Play) CHECK(session.view(s).my_play == action.value);
            }
        }
        if (session.step().empty()) std::this_thread::sleep_for(std::chrono::microseconds(20));
    }
    REQUIRE(session.over());
    CHECK(phases.count(soler::Phase::Play) == 1);
    CHECK(phases.count(soler::Phase::Bet) == 1);
    CHECK(phases.count(soler::Phase::Safe) == 1);
}

TEST_CASE("the table draws a face-down card only where a card lies: every card is in one place at every step") {
    // What the table draws of each seat's view (hands, face-down plays, safe cards, the pile) holds
    // the whole deck at every step of whole matches, and once a trick is taken its cards are in the
    // taker's hand, not still at the play spots while the taker lays safe groups.
    for (const int players : {2, 3, 5}) {
        SolerSession session(setup_of(players, 0, 40U + static_cast<std::uint64_t>(players)));
        session.opening_events();
        int safe_phases = 0;
        while (!session.over()) {
            const soler::EventList events = session.step();
            if (events.empty()) {
                std::this_thread::sleep_for(std::chrono::microseconds(20));
                continue;
            }
            for (Seat seat = 0; seat < players; ++seat) {
                const soler::View view = session.view(seat);
                if (view.phase == soler::Phase::Deal || view.phase == soler::Phase::MatchOver) continue;
                const SeatMask drawn = face_down_plays(view);
                int cards = view.pile_size + std::popcount(drawn);
                for (Seat s = 0; s < players; ++s)
                    cards += view.hand_sizes[static_cast<std::size_t>(s)] + view.safe[static_cast<std::size_t>(s)].size();
                INFO(players << " players, game " << view.game << ", trick " << view.trick << ", seat " << seat);
                REQUIRE(cards == soler::Cards::deck().size());
                if (view.phase == soler::Phase::Safe) {
                    CHECK(drawn == 0);
                    ++safe_phases;
                } else {
                    CHECK(drawn == view.committed);
                }
            }
        }
        CHECK(safe_phases > 0);
    }
}

TEST_CASE("an illegal choice from the screen is dropped, not played") {
    SolerSession session(setup_of(2, 2, 8));
    session.opening_events();
    const soler::View view = session.view(0);
    REQUIRE(view.phase == soler::Phase::Play);
    int missing = soler::kMinValue;
    while (view.hand.contains(missing)) ++missing;
    session.submit(0, soler::Action::play(missing));
    CHECK_FALSE(session.submitted(0));
    session.submit(0, soler::Action::bet(0));
    CHECK_FALSE(session.submitted(0));
}
