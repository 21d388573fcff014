// SPDX-License-Identifier: GPL-3.0-or-later
// Scoring (zero-hero.md, "Scoring"): a function of a collection, every row rule, the Zero Hero
// bonus, and the printed rule sheet's example.
#include <catch2/catch.hpp>

#include "scenario.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

Cards of(const std::vector<std::string>& names) { return Cards::of(cards(names)); }

constexpr int kRed = 0;
constexpr int kOrange = 1;
constexpr int kGreen = 3;
constexpr int kBlue = 5;
constexpr int kPurple = 6;

}  // namespace

TEST_CASE("Scoring 3: a row of exactly 1 card scores its value") {
    CHECK(row_score(of({"red4f"}), kRed) == RowScore{RowKind::Solo, 4});
    CHECK(row_score(of({"green2c"}), kGreen) == RowScore{RowKind::Solo, 2});
    CHECK(row_score(of({"blue0"}), kBlue) == RowScore{RowKind::Solo, 0});
}

TEST_CASE("Scoring 4: a row of exactly 3 cards scores the product of its two highest values") {
    CHECK(row_score(of({"red4f", "red3", "red0"}), kRed) == RowScore{RowKind::Three, 12});
    CHECK(row_score(of({"red2", "red2", "red2c"}), kRed) == RowScore{RowKind::Three, 4});
    CHECK(row_score(of({"red0", "red3s", "red0z"}), kRed) == RowScore{RowKind::Three, 0});
    CHECK(row_score(of({"blue3", "blue3s", "blue4f"}), kBlue) == RowScore{RowKind::Three, 12});
}

TEST_CASE("Scoring 5: any other row (2 cards, 4 or more) scores 0, an empty row scores nothing") {
    CHECK(row_score(of({"red4f", "red3"}), kRed) == RowScore{RowKind::BigZero, 0});
    CHECK(row_score(of({"red4f", "red3", "red3s", "red2"}), kRed) == RowScore{RowKind::BigZero, 0});
    CHECK(row_score(of({"red4f", "red3", "red3s", "red2", "red2", "red2c", "red0", "red0z"}), kRed).points == 0);
    CHECK(row_score(of({"blue3"}), kRed) == RowScore{RowKind::Empty, 0});
    // Rows are by colour: three cards of three colours are three solos.
    CHECK(rows_points(of({"red3", "blue3", "green4f"})) == 10);
}

TEST_CASE("Scoring 2: the most cards of value 0 score 5, ties all score 5") {
    const std::vector<Cards> one{of({"red0", "blue0z"}), of({"red0z"}), of({"green3"})};
    CHECK(zero_heroes(one) == seat_bit(0));
    const std::vector<Cards> tie{of({"red0", "blue0z"}), of({"red0z", "green0"}), of({"green0z"})};
    CHECK(zero_heroes(tie) == (seat_bit(0) | seat_bit(1)));
    CHECK(score_sheet(of({"red0", "blue0z"}), true).total == 5);
    CHECK(score_sheet(of({"red0", "blue0z"}), false).total == 0);
    // The face-down cards count once they are turned into the rows.
    State s = dealt(2, 0, {"red0", "blue3"});
    CHECK(zero_heroes(std::span<const Cards>(final_collections(s).data(), 2)) == seat_bit(0));
    CHECK(game_scores(final_collections(s), 2)[0] == 5 + 0);
    CHECK(game_scores(final_collections(s), 2)[1] == 3);
}

TEST_CASE("Scoring 2 ruling: a player with no 0 at all cannot be the Zero Hero") {
    const std::vector<Cards> none{of({"red2"}), of({"blue3"}), Cards{}};
    CHECK(zero_heroes(none) == 0);
}

TEST_CASE("Scoring 5: left-over zerones score nothing") {
    State s = dealt(2);
    const SeatArray before = game_scores(final_collections(s), 2);
    s.zerones[0] = 30;
    CHECK(game_scores(final_collections(s), 2) == before);
}

TEST_CASE("Scoring: the printed example, Mary's 11 points") {
    // Green: one card (2). Orange: three, 3 x 3. Purple: three, 2 x 0. Red and blue: 2 and 4 cards.
    const Cards mary = of({"green2", "orange3", "orange3s", "orange2", "purple2", "purple0", "purple0z", "red2", "red3",
                           "blue0z", "blue2", "blue2", "blue3"});
    const Cards rival = of({"red0", "red0z", "yellow0", "yellow0z"});
    const std::vector<Cards> table{mary, rival};
    const SeatMask heroes = zero_heroes(table);
    CHECK_FALSE(has_seat(heroes, 0));  // she has not collected the most 0s
    const ScoreSheet sheet = score_sheet(mary, has_seat(heroes, 0));
    CHECK(sheet.rows[kGreen] == RowScore{RowKind::Solo, 2});
    CHECK(sheet.rows[kOrange] == RowScore{RowKind::Three, 9});
    CHECK(sheet.rows[kPurple] == RowScore{RowKind::Three, 0});
    CHECK(sheet.rows[kRed] == RowScore{RowKind::BigZero, 0});
    CHECK(sheet.rows[kBlue] == RowScore{RowKind::BigZero, 0});
    CHECK(sheet.total == 11);
}
