// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/record.hpp"

#include "zero/core/replay.hpp"
#include "zero/soler/match.hpp"

namespace zero::soler {
namespace {

// What the replay (zero/core/replay.hpp) asks of Solèr's ZERO.
struct SolerReplay {
    using Intent = soler::Intent;
    static std::string rounds_error(const Rules& rules, std::size_t rounds) {
        const int most = rules.to_target() ? kMaxGames : rules.games;
        if (static_cast<int>(rounds) <= most) return {};
        return "the record has " + std::to_string(rounds) + " rounds but the match has at most " + std::to_string(most);
    }
    static std::optional<core::ReplayError> seeded_deal_error(const RecordedGame& rec, const Deal& dealt, int players, int round);
    static std::string order_error(const State& state, const Move& move);
};

std::optional<core::ReplayError> SolerReplay::seeded_deal_error(const RecordedGame& rec, const Deal& dealt, int players, int round) {
    if (auto error = core::dealer_and_hands_error(rec.dealer, dealt.dealer, rec.hands.size(), players, round)) return error;
    for (std::size_t seat = 0; seat < rec.hands.size(); ++seat) {
        // Cards of a value are alike, so a hand is the same in any order.
        if (rec.hands[seat].size() != dealt.hands[seat].size() ||
            Cards::of(rec.hands[seat]) != Cards::of(dealt.hands[seat]))
            return core::ReplayError{round, 0, "seat " + std::to_string(seat) + "'s dealt hand is not the one the seed deals"};
    }
    if (rec.pile != dealt.pile) return core::ReplayError{round, 0, "the pile is not the one the seed deals"};
    return std::nullopt;
}

// Whether a play keeps the record's order: clockwise from the leader, so no seat further round has
// played yet. (A trick still being played may lack some plays: a save is taken between commits.)
bool in_clockwise_order(const State& s, Seat seat) {
    const int n = s.players();
    const int mine = (seat - s.leader + n) % n;
    for (int other = 0; other < n; ++other)
        if (has_seat(s.committed, other) && (other - s.leader + n) % n > mine) return false;
    return true;
}

// Commits commute, so a record lists them in one order: clockwise from the leader.
std::string SolerReplay::order_error(const State& state, const Move& move) {
    if (move.action.kind != ActionKind::Play || in_clockwise_order(state, move.seat)) return {};
    return "the plays must stand clockwise from the trick's leader, seat " + std::to_string(state.leader);
}

}  // namespace

Rules MatchRecord::rules() const {
    return Rules{static_cast<int>(players.size()), rounds_planned.value_or(0), target_points.value_or(0)};
}

std::string_view end_name(GameEnd end) { return end == GameEnd::Limit ? "limit" : "out"; }

MatchRecord make_record(const State& state, const std::vector<std::string>& players) {
    MatchRecord rec = core::record_of<MatchRecord>(state, players, winners(state.totals, state.players()));
    if (state.rules.to_target()) rec.target_points = state.rules.target_points;
    else rec.rounds_planned = state.rules.games;
    return rec;
}

core::ReplayResult<State> replay(const MatchRecord& record) { return core::replay_rounds<SolerReplay>(record); }

}  // namespace zero::soler
