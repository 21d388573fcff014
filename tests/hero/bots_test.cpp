// SPDX-License-Identifier: GPL-3.0-or-later
// Bots over a view: legal, reproducible, and Medium clearly stronger than Random.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <span>

#include "scenario.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/hero/bots/medium_rule.hpp"
#include "zero/hero/playout.hpp"
#include "zero/hero/record.hpp"
#include "zero/hero/table.hpp"

using namespace zero;
using namespace zero::hero;
using namespace zero::hero::test;

namespace {

// Wins of seat 0 (a shared win counts) over `matches` four-seat matches from `seed`.
int wins_of_seat_0(const std::string& kind, const std::string& others, std::uint64_t seed, int matches) {
    int wins = 0;
    for (int i = 0; i < matches; ++i) {
        const State s =
            bot_match(default_rules(4), seed + static_cast<std::uint64_t>(i), {kind, others, others, others});
        wins += has_seat(winners(s.totals, 4), 0) ? 1 : 0;
    }
    return wins;
}

class BotSeat : public core::SeatController<TableGame> {
public:
    explicit BotSeat(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    std::optional<Action> decide(const View& view) override { return bot_->choose(view); }

private:
    std::unique_ptr<Bot> bot_;
};

// Always answers with something illegal: the table plays the fallback.
class Stubborn : public core::SeatController<TableGame> {
public:
    std::optional<Action> decide(const View&) override { return Action::take(9); }
};

}  // namespace

TEST_CASE("Bots: make_bot knows random, easy, medium and hard, anything else is refused with a sentence") {
    CHECK(bot_kinds() == std::vector<std::string>{"random", "easy", "medium", "hard"});
    for (const std::string& kind : bot_kinds()) CHECK(make_bot(kind, 1, 0)->kind() == kind);
    CHECK_THROWS_WITH(make_bot("expert", 1, 0),
                      "unknown bot kind \"expert\" for Zero Hero (random, easy, medium, hard)");
    CHECK(bot_kind_error("medium").empty());
    CHECK(bot_kind_error("expert").find("unknown bot kind") == 0);
}

TEST_CASE("Bots: every kind plays only legal actions, for every player count, and a seeded bot match replays exactly") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        std::vector<std::string> kinds;
        for (int seat = 0; seat < players; ++seat)
            kinds.push_back(bot_kinds()[(seed + static_cast<std::uint64_t>(seat)) % 3]);
        const State a = bot_match(Rules{players, 1 + static_cast<int>(seed % 2)}, seed, kinds);
        CHECK(a.phase == Phase::MatchOver);
        const State b = bot_match(Rules{players, 1 + static_cast<int>(seed % 2)}, seed, kinds);
        CHECK(make_record(a, {}) == make_record(b, {}));
        CHECK(replay(make_record(a, {})).state);
    }
}

TEST_CASE("Bots: Medium beats Random clearly (100 four-seat matches, seeds 7000-7099, Medium in seat 0)") {
    const int medium = wins_of_seat_0("medium", "random", 7000, 100);
    const int easy = wins_of_seat_0("easy", "random", 7000, 100);
    INFO("Medium won " << medium << ", Easy " << easy << " of 100 against three Random");
    CHECK(medium >= 80);
    CHECK(easy > 25);  // better than a fair share
    CHECK(medium > easy);
}

TEST_CASE("Bots: Medium beats Easy (100 four-seat matches, seeds 7100-7199)") {
    const int medium = wins_of_seat_0("medium", "easy", 7100, 100);
    INFO("Medium won " << medium << " of 100 against three Easy");
    CHECK(medium >= 50);
}

TEST_CASE("Medium: a swap breaks a rival's set of three") {
    State s = dealt(3, 0, {}, {pair("red3s", "blue0")});
    s.pool += s.piles[0];
    s.piles[0] = 0;
    give_card(s, 1, "green4f");
    give_card(s, 1, "green3");
    give_card(s, 1, "green3s");  // 12 points for seat 1
    apply(s, 0, Action::buy(0));
    REQUIRE(s.phase == Phase::Swap);
    const Action a = make_bot("medium", 1, 0)->choose(view_for(s, 0));
    CHECK(a.other == 1);
    // Taking a green card or giving one: either way the row is no longer three.
    apply(s, 0, a);
    CHECK(row_score(s.collections[1], 3).kind != RowKind::Three);
}

TEST_CASE("Medium: buys a free pair that completes a set of three") {
    State s = dealt(3, 0, {}, {pair("purple0", "purple2"), pair("purple3", "purple3s"), pair("green4f", "blue0")});
    give_card(s, 0, "green3");
    give_card(s, 0, "green3s");
    s.pool += s.piles[2];
    s.piles[2] = 0;
    CHECK(make_bot("medium", 3, 0)->choose(view_for(s, 0)) == Action::buy(2));
}

TEST_CASE("Table: bots at the shared table finish a match, an illegal answer gets the fallback") {
    State s = new_match(default_rules(3), 12);
    std::vector<std::unique_ptr<core::SeatController<TableGame>>> seats;
    seats.push_back(std::make_unique<BotSeat>(make_bot("medium", 12, 0)));
    seats.push_back(std::make_unique<Stubborn>());
    seats.push_back(std::make_unique<BotSeat>(make_bot("random", 12, 2)));
    core::Table<TableGame> table(std::move(s), std::move(seats));
    table.run();
    CHECK(table.over());
    CHECK(all_cards(table.state()) == Cards::deck());
    CHECK(replay(make_record(table.state(), {})).state);
}

namespace {

// Medium's worth of a collection worked out the plain way: every row anew, rows of two with an
// average third card (a 2) sorted in.
double plain_worth(const Cards& collection, int rivals_zeros, double share) {
    double worth = 0;
    for (int colour = 0; colour < kColours; ++colour) {
        const int n = collection.in_colour(colour);
        if (n == 1 || n == 3) {
            worth += row_score(collection, colour).points;
        } else if (n == 2) {
            std::vector<int> v{2};
            for (const Card c : collection.list())
                if (c.colour() == colour) v.push_back(c.value());
            std::sort(v.begin(), v.end());
            worth += share * v[1] * v[2];
        }
    }
    const int mine = collection.zeros();
    if (mine > 0 && mine > rivals_zeros) return worth + 0.8 * kHeroBonus;
    if (mine > 0 && mine == rivals_zeros) return worth + 0.5 * kHeroBonus;
    if (mine > 0 && mine + 1 == rivals_zeros) return worth + 0.15 * kHeroBonus;
    return worth;
}

int plain_rival_zeros(const CardsArray& collections, int players, Seat seat) {
    int most = 0;
    for (int s = 0; s < players; ++s)
        if (s != seat) most = std::max(most, collections[static_cast<std::size_t>(s)].zeros());
    return most;
}

// Medium's turn scores as first written, in legal_actions' order: each pair's collections
// worked out whole, for the seat and for every rival.
std::vector<double> plain_turn_scores(const View& view) {
    const auto at = [](int i) { return static_cast<std::size_t>(i); };
    const double left = view.above_end + view.end_cards;
    const double share = 0.45 * std::min(1.0, left / 24.0);
    const double zw = 0.9 * (view.zerones[at(view.seat)] >= 8 ? 0.6 : 1.0) * std::min(1.0, left / 8.0);
    const Cards mine = view.collections[at(view.seat)] + view.my_face_down;
    const int my_rivals = plain_rival_zeros(view.collections, view.players(), view.seat);
    const double base = plain_worth(mine, my_rivals, share);
    std::array<double, kSlots> gain{};
    std::array<double, kSlots> rival_gain{};
    std::array<double, kSlots> symbols{};
    for (int slot = 0; slot < kSlots; ++slot) {
        const Pair& pair = view.pairs[at(slot)];
        if (pair.size != 2) continue;
        Cards with = mine;
        for (const Card c : pair.cards) {
            with.add(c);
            if (c.symbol() == Symbol::Zerone) symbols[at(slot)] += view.pool > 0 ? zw : 0;
            if (c.symbol() == Symbol::Swap) symbols[at(slot)] += 1.5;
        }
        gain[at(slot)] = plain_worth(with, my_rivals, share) - base;
        for (int r = 0; r < view.players(); ++r) {
            if (r == view.seat) continue;
            Cards theirs = view.collections[at(r)];
            const int rz = plain_rival_zeros(view.collections, view.players(), r);
            const double before = plain_worth(theirs, rz, share);
            theirs.add(pair.cards[0]);
            theirs.add(pair.cards[1]);
            rival_gain[at(slot)] = std::max(rival_gain[at(slot)], plain_worth(theirs, rz, share) - before);
        }
    }
    std::vector<double> scores;
    for (const Action& a : legal_actions(view)) {
        const auto s = at(a.slot);
        if (a.kind == ActionKind::Buy)
            scores.push_back(gain[s] + symbols[s] + 0.35 * rival_gain[s] - zw * view.piles[s]);
        else
            scores.push_back(zw * a.count + 0.1 * a.count * (gain[s] - rival_gain[s]));
    }
    return scores;
}

}  // namespace

TEST_CASE("Medium: its worth of a collection, read row by row in one pass, is the plain sum to the bit") {
    Rng rng(41);
    for (int i = 0; i < 2000; ++i) {
        std::vector<Card> deck = ordered_deck();
        shuffle(std::span<Card>(deck), rng);
        const Cards c = Cards::of(std::vector<Card>(deck.begin(), deck.begin() + 1 + i % 20));
        const double share = 0.45 * static_cast<double>(i % 25) / 24.0;
        const int rivals = static_cast<int>(rng.below(5));
        REQUIRE(collection_worth(c, rivals, share) == plain_worth(c, rivals, share));
    }
}

TEST_CASE("Medium: its scores from a State with one memo kept over a whole match are its scores from a View") {
    // The memo of a search sees the actions of a match one after another, as in a playout: each
    // score must be the one a fresh decision from the View gives, and a turn's the one worked out
    // with every collection whole.
    int turns = 0;
    int swaps = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const int players = 2 + static_cast<int>(seed % 4);
        State s = new_match(Rules{players, 1}, seed);
        MediumMemo memo;
        std::vector<ScoredAction> scores;
        Rng rng(seed);
        while (s.phase == Phase::Turn || s.phase == Phase::Swap) {
            const Seat seat = s.to_move;
            const View view = view_for(s, seat);
            medium_scores(MediumTable::of(s, seat), scores, memo);
            const std::vector<ScoredAction> fresh = medium_scores(view);
            REQUIRE(scores.size() == fresh.size());
            for (std::size_t i = 0; i < fresh.size(); ++i) {
                REQUIRE(scores[i].action == fresh[i].action);
                REQUIRE(scores[i].score == fresh[i].score);
            }
            if (s.phase == Phase::Turn) {
                ++turns;
                const std::vector<double> plain = plain_turn_scores(view);
                REQUIRE(plain.size() == fresh.size());
                for (std::size_t i = 0; i < fresh.size(); ++i) REQUIRE(fresh[i].score == plain[i]);
            } else {
                ++swaps;
            }
            // Medium's best for every seat, Random now and then so that swaps come up more often.
            const Action next = rng.below(4) == 0 ? random_move(s, rng).action
                                                  : medium_best(MediumTable::of(s, seat), scores, memo);
            play_unrecorded(s, seat, next);
        }
    }
    CHECK(turns > 500);
    CHECK(swaps > 10);
}
