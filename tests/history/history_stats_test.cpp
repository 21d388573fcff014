// SPDX-License-Identifier: GPL-3.0-or-later
// A player's statistics equal what the records say, worked out here from the records themselves.
#include <catch2/catch.hpp>

#include <algorithm>

#include "../scaled.hpp"
#include "history_records.hpp"
#include "zero/history/history_index.hpp"
#include "zero/history/player_stats.hpp"

using namespace zero;
using namespace zero::test;

namespace {

struct Expected {
    int matches = 0, wins = 0, streak = 0, best = 0;
    long long sum = 0;
    std::array<int, 2> highlights{};
};

// Oldest first, as the records were written.
Expected expected(const std::vector<RecordTruth>& truth, const std::string& player, const std::string& game,
                  bool highest_wins) {
    Expected e;
    int run = 0;
    for (const RecordTruth& t : truth) {
        if (t.damaged || t.game != game) continue;
        const auto at = std::find(t.players.begin(), t.players.end(), player);
        if (at == t.players.end()) continue;
        const auto seat = static_cast<std::size_t>(at - t.players.begin());
        const bool won = std::find(t.winners.begin(), t.winners.end(), int(seat)) != t.winners.end();
        const int total = t.totals[seat];
        if (e.matches == 0 || (highest_wins ? total > e.best : total < e.best)) e.best = total;
        ++e.matches;
        e.wins += won;
        run = won ? run + 1 : 0;
        e.streak = std::max(e.streak, run);
        e.sum += total;
        e.highlights[0] += t.highlights[seat][0];
        e.highlights[1] += t.highlights[seat][1];
    }
    return e;
}

}  // namespace

TEST_CASE("statistics per player and game equal what the records say") {
    ScratchDir dir;
    const std::vector<RecordTruth> truth = write_records(dir.history(), scaled(600));
    const history::HistoryIndex index(dir.saves());
    int highlights_seen = 0;
    for (const std::string& player : kNames) {
        int all_matches = 0, all_wins = 0;
        for (const std::string game : {"knizia-zero", "soler-zero", "zero-hero"}) {
            INFO(player << " in " << game);
            const bool highest = game != "knizia-zero";
            const Expected e = expected(truth, player, game, highest);
            const history::PlayerStats s = history::player_stats(index.list({game, player}), player);
            CHECK(s.overall.game == game);
            CHECK(s.overall.matches == e.matches);
            CHECK(s.overall.wins == e.wins);
            CHECK(s.overall.longest_winning_streak == e.streak);
            REQUIRE(e.matches > 0);
            CHECK(s.overall.win_share == Approx(double(e.wins) / e.matches));
            CHECK(*s.overall.mean_total == Approx(double(e.sum) / e.matches));
            CHECK(*s.overall.best_total == e.best);
            CHECK(s.overall.highlights == e.highlights);
            CHECK(s.results.size() == static_cast<std::size_t>(e.matches));
            highlights_seen += e.highlights[0] + e.highlights[1];
            all_matches += e.matches;
            all_wins += e.wins;
        }
        // Over every game: matches and wins add up; totals of different games are not mixed.
        const history::PlayerStats all = history::player_stats(index.list({"", player}), player);
        CHECK(all.overall.matches == all_matches);
        CHECK(all.overall.wins == all_wins);
        CHECK(all.per_game.size() == 3);
        CHECK_FALSE(all.overall.mean_total);
        CHECK(all.overall.game.empty());
    }
    // The generated matches hold some of every highlight, so the counts above are not all zero.
    CHECK(highlights_seen > 0);
}

TEST_CASE("a player with no finished match has empty statistics") {
    ScratchDir dir;
    write_records(dir.history(), 12);
    const history::HistoryIndex index(dir.saves());
    const history::PlayerStats s = history::player_stats(index.list({"", "Nobody"}), "Nobody");
    CHECK(s.overall.matches == 0);
    CHECK(s.overall.wins == 0);
    CHECK(s.overall.win_share == 0);
    CHECK_FALSE(s.overall.mean_total);
    CHECK(s.per_game.empty());
}
