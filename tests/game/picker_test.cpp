// SPDX-License-Identifier: GPL-3.0-or-later
#include <catch2/catch.hpp>

#include "zero/game/knizia/table_input.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::game;

namespace {

View my_turn_view() {
    const State state = new_match(default_rules(3), 12);
    return view_for(state, state.to_move);
}

}  // namespace

TEST_CASE("click a hand card, then a pool card: a legal swap") {
    const View view = my_turn_view();
    const std::vector<Card> order = hand_order(view.hand, false);
    HandPicker picker;
    const PickResult first = picker.click_hand(view, order, 3);
    CHECK_FALSE(first.action);
    CHECK(first.refusal == Str::PickPoolCard);
    CHECK(picker.selected() == order[3]);
    const PickResult second = picker.click_pool(view, 1);
    REQUIRE(second.action);
    CHECK(*second.action == Action::swap(order[3], view.pool[1]));
    CHECK(legal_actions(view).contains(*second.action));
    CHECK_FALSE(picker.selected());
}

TEST_CASE("illegal choices are refused with a reason") {
    View view = my_turn_view();
    const std::vector<Card> order = hand_order(view.hand, false);
    HandPicker picker;
    SECTION("a pool card before a hand card") {
        const PickResult r = picker.click_pool(view, 0);
        CHECK_FALSE(r.action);
        CHECK(r.refusal == Str::RefusePoolFirst);
    }
    SECTION("not this seat's turn") {
        view.seat = (view.to_move + 1) % view.players();
        CHECK(picker.click_hand(view, order, 0).refusal == Str::NotYourTurn);
        CHECK(picker.knock(view).refusal == Str::NotYourTurn);
        CHECK(picker.click_pool(view, 0).refusal == Str::NotYourTurn);
    }
    SECTION("taking back the card just put down") {
        // A pool that holds the card being put down cannot hand it back.
        picker.click_hand(view, order, 0);
        view.pool[2] = order[0];
        const PickResult r = picker.click_pool(view, 2);
        CHECK_FALSE(r.action);
        CHECK(r.refusal == Str::CannotTakeBack);
    }
    SECTION("clicking the selected card again puts it back") {
        picker.click_hand(view, order, 4);
        CHECK(picker.selected());
        picker.click_hand(view, order, 4);
        CHECK_FALSE(picker.selected());
    }
}

TEST_CASE("the keyboard alone can swap and knock") {
    const View view = my_turn_view();
    const std::vector<Card> order = hand_order(view.hand, true);
    HandPicker picker;
    picker.command(view, order, Command::Right);
    picker.command(view, order, Command::Right);
    CHECK(picker.cursor() == 2);
    picker.command(view, order, Command::Confirm);
    CHECK(picker.selected() == order[2]);
    CHECK(picker.zone() == Zone::Pool);
    const int column = picker.cursor();
    for (int i = 0; i <= column; ++i) picker.command(view, order, Command::Left);  // wraps to the last slot
    CHECK(picker.cursor() == view.rules.pool_size - 1);
    const PickResult r = picker.command(view, order, Command::Confirm);
    REQUIRE(r.action);
    CHECK(*r.action == Action::swap(order[2], view.pool[static_cast<std::size_t>(view.rules.pool_size - 1)]));

    HandPicker knocker;
    const PickResult k = knocker.command(view, order, Command::Knock);
    REQUIRE(k.action);
    CHECK_FALSE(k.action->is_swap());
    // Back clears a selection.
    knocker.command(view, order, Command::Confirm);
    CHECK(knocker.selected());
    knocker.command(view, order, Command::Back);
    CHECK_FALSE(knocker.selected());
}

TEST_CASE("hand order groups by colour or by number and the preview scores the swap") {
    const CardSet hand{Card(Colour::Blue, 8), Card(Colour::Red, 2), Card(Colour::Blue, 2), Card(Colour::Red, 9 - 1)};
    const std::vector<Card> by_colour = hand_order(hand, false);
    CHECK(by_colour.front() == Card(Colour::Red, 2));
    const std::vector<Card> by_number = hand_order(hand, true);
    CHECK(by_number[0].number() == 2);
    CHECK(by_number[1].number() == 2);
    CHECK(by_number[0].colour() == Colour::Red);

    const CardSet h = {Card(Colour::Blue, 8), Card(Colour::Blue, 7), Card(Colour::Blue, 5), Card(Colour::Blue, 1),
                       Card(Colour::Blue, 2), Card(Colour::Yellow, 2), Card(Colour::Red, 2), Card(Colour::Grey, 2),
                       Card(Colour::Black, 4)};
    // Swapping black4 for green2 makes the ZERO of the rules' test vectors.
    CHECK(score_after(h, Card(Colour::Black, 4), Card(Colour::Green, 2)) == 0);
    CHECK(score_after(h, Card(Colour::Black, 4), Card(Colour::Green, 3)) == score(h - CardSet{Card(Colour::Black, 4)} |
                                                                                   CardSet{Card(Colour::Green, 3)}));
}

TEST_CASE("the keyboard focus is always lit, and Enter does what it lights") {
    const View view = my_turn_view();
    const std::vector<Card> order = hand_order(view.hand, false);
    // Every short sequence of moves, from a fresh picker: after each, something is lit, a pool
    // card only with a hand card chosen (the table lights pool cards only then), and Enter acts
    // on what is lit.
    const Command moves[] = {Command::Up, Command::Down, Command::Left, Command::Right, Command::Back};
    for (int a = 0; a < 5; ++a)
        for (int b = 0; b < 5; ++b)
            for (int c = 0; c < 5; ++c) {
                for (bool chosen : {false, true}) {
                    HandPicker picker;
                    if (chosen) picker.command(view, order, Command::Confirm);
                    for (Command m : {moves[a], moves[b], moves[c]}) {
                        picker.command(view, order, m);
                        const std::optional<Focus> lit = picker.focus(view, order);
                        REQUIRE(lit);
                        if (lit->zone == Zone::Pool) CHECK(picker.selected());
                    }
                    const std::optional<Focus> lit = picker.focus(view, order);
                    const std::optional<Card> had = picker.selected();
                    const PickResult r = picker.command(view, order, Command::Confirm);
                    if (lit->zone == Zone::Hand) {
                        // Choosing the lit card (or putting the chosen one back).
                        const Card card = order[static_cast<std::size_t>(lit->index)];
                        CHECK_FALSE(r.action);
                        CHECK(picker.selected() == (had == card ? std::nullopt : std::optional<Card>(card)));
                    } else if (lit->zone == Zone::Pool) {
                        REQUIRE(r.action);
                        CHECK(*r.action == Action::swap(*had, view.pool[static_cast<std::size_t>(lit->index)]));
                    } else {
                        REQUIRE(r.action);
                        CHECK(*r.action == Action::knock());
                    }
                }
            }
}

TEST_CASE("Up before choosing a hand card keeps the focus on the hand") {
    const View view = my_turn_view();
    const std::vector<Card> order = hand_order(view.hand, false);
    HandPicker picker;
    picker.command(view, order, Command::Right);
    picker.command(view, order, Command::Up);
    CHECK(picker.zone() == Zone::Hand);
    CHECK(picker.cursor() == 1);
    const PickResult r = picker.command(view, order, Command::Confirm);
    CHECK_FALSE(r.refusal == Str::RefusePoolFirst);
    CHECK(picker.selected() == order[1]);
}

TEST_CASE("a refusal says why, not the prompt the status line already shows") {
    const Strings strings = Strings::english();
    for (Str refusal : {Str::RefusePoolFirst, Str::CannotTakeBack, Str::NotYourTurn, Str::WaitAnimation})
        for (Str prompt : {Str::PickHandFirst, Str::PickPoolCard, Str::YourTurn}) CHECK(strings.get(refusal) != strings.get(prompt));
}

TEST_CASE("the hint bar says what K does as the knock button does") {
    const Strings strings = Strings::english();
    for (bool lan : {false, true}) {
        CHECK(strings.get(knock_label(false)) == "Knock");
        CHECK(hint_line(strings, lan, false).find("K knocks") != std::string::npos);
        // In the last lap the button reads Pass, and so must the hint.
        CHECK(strings.get(knock_label(true)) == "Pass");
        CHECK(hint_line(strings, lan, true).find("K passes") != std::string::npos);
        CHECK(hint_line(strings, lan, true).find("knocks") == std::string::npos);
    }
}
