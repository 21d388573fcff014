// SPDX-License-Identifier: GPL-3.0-or-later
// The choices a player of Zero Hero makes at the table, without a window: why a pair or a pile is
// refused, the swap picker (give or take, the card, the other player) and its preview of both
// rows' scores.
#include <catch2/catch.hpp>

#include <algorithm>

#include "zero/game/game_choice.hpp"
#include "zero/game/hero/table_input.hpp"
#include "zero/hero/bots/bots.hpp"
#include "zero/hero/match.hpp"
#include "zero/hero/view.hpp"

using namespace zero::hero;
using zero::Seat;
using zero::game::preview_swap;
using zero::game::slot_refusal;
using zero::game::SlotChoice;
using zero::game::SwapPicker;

namespace {

Card card(const char* name) { return *parse_card(name); }

// A view of seat 0 on its turn with chosen piles, purses and collections.
View turn_view() {
    State state = new_match(default_rules(3), 41);
    View view = view_for(state, state.to_move);
    view.seat = view.to_move;
    return view;
}

}  // namespace

TEST_CASE("Hero table: a pair costs what lies on it, and an unaffordable one is refused with the reason") {
    View view = turn_view();
    const auto me = static_cast<std::size_t>(view.seat);
    view.zerones[me] = 3;
    view.piles = {4, 3, 0, 6};
    CHECK(slot_refusal(view, 0, SlotChoice::Buy) == MoveError::CannotAfford);
    CHECK(slot_refusal(view, 1, SlotChoice::Buy) == MoveError::None);
    CHECK(slot_refusal(view, 2, SlotChoice::Buy) == MoveError::None);  // free
    CHECK(slot_refusal(view, 2, SlotChoice::TakeOne) == MoveError::EmptyPile);
    CHECK(slot_refusal(view, 1, SlotChoice::TakeTwo) == MoveError::PileUnderFive);
    CHECK(slot_refusal(view, 3, SlotChoice::TakeTwo) == MoveError::None);
    view.pairs[1].size = 1;
    CHECK(slot_refusal(view, 1, SlotChoice::Buy) == MoveError::NoPair);
    // Every choice the table allows is one the engine lists.
    const ActionList legal = legal_actions(view);
    for (int slot = 0; slot < kSlots; ++slot)
        for (SlotChoice c : {SlotChoice::Buy, SlotChoice::TakeOne, SlotChoice::TakeTwo})
            CHECK((slot_refusal(view, slot, c) == MoveError::None) ==
                  (std::find(legal.begin(), legal.end(), zero::game::slot_action(slot, c)) != legal.end()));
    view.to_act = 0;
    CHECK(slot_refusal(view, 1, SlotChoice::TakeOne) == MoveError::NotYourTurn);
}

TEST_CASE("Hero table: the swap picker chooses give or take, the card and the seat, with a preview of both rows") {
    View view = turn_view();
    const Seat me = view.seat;
    const Seat other = (me + 1) % 3;
    view.phase = Phase::Swap;
    view.collections[static_cast<std::size_t>(me)] = Cards::of({card("red3s"), card("red2"), card("red4f")});
    view.collections[static_cast<std::size_t>(other)] = Cards::of({card("red0")});
    view.collections[static_cast<std::size_t>((me + 2) % 3)] = {};
    SwapPicker picker;
    picker.reset(view);
    REQUIRE(picker.ready());
    CHECK(picker.way() == SwapWay::Give);
    // Giving red4f to `other`: my three reds (4x3 = 12) become two (0); their red solo 0 becomes two reds (0).
    REQUIRE(picker.pick_card(card("red4f"), me));
    REQUIRE(picker.pick_seat(other));
    CHECK(picker.current() == Action::give(card("red4f"), other));
    const zero::game::SwapPreview give = preview_swap(view, picker.current());
    CHECK(give.mine_before == RowScore{RowKind::Three, 12});
    CHECK(give.mine_after == RowScore{RowKind::BigZero, 0});
    CHECK(give.other_before == RowScore{RowKind::Solo, 0});
    CHECK(give.other_after == RowScore{RowKind::BigZero, 0});
    // A click on the other's card takes it: my reds become four (0), theirs empty.
    REQUIRE(picker.pick_card(card("red0"), other));
    CHECK(picker.way() == SwapWay::Take);
    CHECK(picker.current() == Action::take_card(card("red0"), other));
    const zero::game::SwapPreview take = preview_swap(view, picker.current());
    CHECK(take.mine_after == RowScore{RowKind::BigZero, 0});
    CHECK(take.other_after == RowScore{RowKind::Empty, 0});
    // Keys: Left and Right go through the way's swaps and wrap; every one is legal.
    const ActionList legal = legal_actions(view);
    CHECK(picker.set_way(SwapWay::Give));
    for (int i = 0; i < 10; ++i) {
        picker.step(+1);
        CHECK(std::find(legal.begin(), legal.end(), picker.current()) != legal.end());
        CHECK(picker.current().way == SwapWay::Give);
    }
    // A card nobody can move is refused and changes nothing.
    const Action before = picker.current();
    CHECK_FALSE(picker.pick_card(card("blue3"), other));
    CHECK(picker.current() == before);
}

TEST_CASE("Hero table: with nobody else holding a face-up card, the picker offers giving only") {
    View view = turn_view();
    view.phase = Phase::Swap;
    view.collections = {};
    view.collections[static_cast<std::size_t>(view.seat)] = Cards::of({card("green3s"), card("blue2")});
    SwapPicker picker;
    picker.reset(view);
    CHECK(picker.way() == SwapWay::Give);
    CHECK_FALSE(picker.set_way(SwapWay::Take));
    CHECK(picker.of_way().size() == 4);  // two cards to either of two seats
}

TEST_CASE("Hero table: New match offers Zero Hero with its bots and number of games") {
    zero::game::GameChoice choice;
    choice.next_game(+1);
    CHECK(choice.game == zero::games::GameId::Soler);
    choice.next_game(+1);
    REQUIRE(choice.hero());
    CHECK(choice.kinds() == bot_kinds());
    CHECK(choice.option_rows() == 1);
    CHECK(choice.hero_rules(3).games == 1);  // the box plays one game
    choice.change_option(0, +1, 3);
    CHECK(choice.hero_rules(3) == Rules{3, 2});
    choice.change_option(0, -2, 3);
    CHECK(choice.hero_rules(3).games == 20);  // wraps round, as the other games' counts do
}

TEST_CASE("Hero table: the swap dialog names a card by its colour in the player's words and its value") {
    const zero::game::Strings en = zero::game::Strings::english();
    CHECK(zero::game::hero_card_label(en, card("red4f")) == "red\u00a04");
    CHECK(zero::game::hero_card_label(en, card("red0z")) == "red\u00a00");
    CHECK(zero::game::hero_card_label(en, card("red3s")) == "red\u00a03");
    // "turquoise 2", its space one that does not break: a card's words stay on one line.
    CHECK(zero::game::hero_card_label(en, card("turquoise2")) == "turquoise\u00a02");
    std::string error;
    const zero::game::Strings fr = zero::game::Strings::translated("fr", ZERO_TEST_LOCALE_DIR, error);
    REQUIRE(error.empty());
    CHECK(zero::game::hero_card_label(fr, card("turquoise2")) == "turquoise\u00a02");
    const zero::game::Strings ja = zero::game::Strings::translated("ja", ZERO_TEST_LOCALE_DIR, error);
    REQUIRE(error.empty());
    // No engine letter for the symbol: it is on the card drawn beside the line.
    CHECK(zero::game::hero_card_label(ja, card("red4f")) == "\u8d64" "4");
    CHECK(ja.format(zero::game::Str::HeroGiveLine, {zero::game::hero_card_label(ja, card("red4f")), "Bob"}).find('f') ==
          std::string::npos);
}
