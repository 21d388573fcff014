// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/history/player_stats.hpp"

#include <algorithm>

namespace zero::history {
namespace {

// Running figures of one game (or all), added one match at a time in time order.
struct Tally {
    GameStats stats;
    long long total_sum = 0;
    int streak = 0;
    bool highest_wins = false;
    bool totals_compare = true;

    void add(const SeatEntry& seat) {
        ++stats.matches;
        if (seat.won) {
            ++stats.wins;
            stats.longest_winning_streak = std::max(stats.longest_winning_streak, ++streak);
        } else {
            streak = 0;
        }
        total_sum += seat.total;
        if (!stats.best_total || (highest_wins ? seat.total > *stats.best_total : seat.total < *stats.best_total))
            stats.best_total = seat.total;
        for (std::size_t i = 0; i < kMaxHighlights; ++i) stats.highlights[i] += seat.highlights[i];
    }
    GameStats done() const {
        GameStats out = stats;
        if (out.matches > 0) {
            out.win_share = static_cast<double>(out.wins) / out.matches;
            out.mean_total = static_cast<double>(total_sum) / out.matches;
        }
        if (!totals_compare) {
            out.mean_total.reset();
            out.best_total.reset();
            out.highlights = {};
        }
        return out;
    }
};

}  // namespace

PlayerStats player_stats(const std::vector<MatchEntry>& matches, const std::string& player) {
    PlayerStats out;
    out.player = player;
    Tally overall;
    std::vector<Tally> per_game;
    for (const HistoryModule* module : history_modules()) {
        Tally& t = per_game.emplace_back();
        t.stats.game = games::game_info(module->id()).key;
        t.highest_wins = module->highest_wins();
    }
    std::string only_game;
    for (auto it = matches.rbegin(); it != matches.rend(); ++it) {
        const int seat = it->damaged || !it->finished ? -1 : it->seat_of(player);
        if (seat < 0) continue;
        const auto game = std::find_if(per_game.begin(), per_game.end(), [&](const Tally& t) { return t.stats.game == it->game; });
        if (game == per_game.end()) continue;
        const SeatEntry& s = it->seats[static_cast<std::size_t>(seat)];
        game->add(s);
        if (overall.stats.matches == 0) {
            only_game = it->game;
            overall.highest_wins = game->highest_wins;
        } else if (only_game != it->game) {
            overall.totals_compare = false;
        }
        overall.add(s);
        out.results.push_back(s.won ? 1 : 0);
    }
    out.overall = overall.done();
    if (overall.totals_compare) out.overall.game = only_game;
    for (const Tally& t : per_game)
        if (t.stats.matches > 0) out.per_game.push_back(t.done());
    return out;
}

}  // namespace zero::history
