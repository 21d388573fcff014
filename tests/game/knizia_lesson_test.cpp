// SPDX-License-Identifier: GPL-3.0-or-later
// Knizia's Zero's tutorial lessons (knizia_lesson): from a seat's View alone, the lesson for the
// kind of decision the seat has now, the most telling first; none when it is not its turn.
#include <catch2/catch.hpp>

#include <initializer_list>
#include <string>

#include "zero/game/knizia/lesson.hpp"
#include "zero/knizia/rules.hpp"

namespace {

using zero::game::Str;
namespace knizia = zero::knizia;

knizia::Card card(const char* name) {
    const auto c = knizia::parse_card(name);
    REQUIRE(c.has_value());
    return *c;
}

// Seat 0's turn, with this hand and pool.
knizia::View view_of(std::initializer_list<const char*> hand, std::initializer_list<const char*> pool) {
    knizia::View view;
    view.seat = 0;
    view.to_move = 0;
    view.rules = knizia::default_rules(3);
    for (const char* name : hand) view.hand.insert(card(name));
    std::size_t slot = 0;
    for (const char* name : pool) view.pool[slot++] = card(name);
    return view;
}

}  // namespace

TEST_CASE("Knizia's lessons follow the decision the seat has, from its view alone") {
    // No group within reach: a first swap.
    knizia::View plain = view_of({"red1", "red2", "yellow3", "yellow4", "green5", "green6", "blue7", "blue8", "violet1"},
                                 {"grey2", "grey3", "black4", "black5", "violet6"});
    CHECK(zero::game::knizia_lesson(plain) == Str::TutorialKniziaSwap);
    plain.knocks = 1;
    CHECK(zero::game::knizia_lesson(plain) == Str::TutorialKniziaKnock);
    plain.last_lap = true;
    CHECK(zero::game::knizia_lesson(plain) == Str::TutorialKniziaLastLap);
    plain.to_move = 1;
    CHECK_FALSE(zero::game::knizia_lesson(plain).has_value());

    // Four reds and a red in the pool: a swap makes five of a colour.
    knizia::View group = view_of({"red1", "red2", "red3", "red4", "green5", "green6", "blue7", "blue8", "violet1"},
                                 {"red6", "grey3", "black4", "black5", "violet6"});
    CHECK(zero::game::knizia_lesson(group) == Str::TutorialKniziaGroup);
    group.last_lap = true;  // a group within reach says more than the last lap
    CHECK(zero::game::knizia_lesson(group) == Str::TutorialKniziaGroup);

    // Four blues and five 2s (blue2 among them), and blue5 in the pool: a ZERO, for the odd black6.
    const knizia::View zero = view_of({"blue8", "blue7", "blue1", "blue2", "yellow2", "red2", "grey2", "green2", "black6"},
                                      {"blue5", "grey3", "black4", "black5", "violet6"});
    CHECK(zero::game::knizia_lesson(zero) == Str::TutorialKniziaZero);
}
