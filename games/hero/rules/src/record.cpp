// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/record.hpp"

#include "zero/core/replay.hpp"
#include "zero/hero/match.hpp"

namespace zero::hero {
namespace {

// What the replay (zero/core/replay.hpp) asks of Zero Hero.
struct HeroReplay {
    using Intent = hero::Intent;
    static std::string rounds_error(const Rules& rules, std::size_t rounds) {
        if (static_cast<int>(rounds) <= rules.games) return {};
        return "the record has " + std::to_string(rounds) + " rounds but the match has " + std::to_string(rules.games);
    }
    static std::optional<core::ReplayError> seeded_deal_error(const RecordedGame& rec, const Deal& dealt, int players, int round);
    static std::string order_error(const State&, const Move&) { return {}; }
};

std::optional<core::ReplayError> HeroReplay::seeded_deal_error(const RecordedGame& rec, const Deal& dealt, int, int round) {
    auto wrong = [&](const std::string& what) {
        return core::ReplayError{round, 0, what + " is not the one the seed deals"};
    };
    if (rec.first != dealt.first)
        return core::ReplayError{round, 0,
                           "the first player is seat " + std::to_string(rec.first) + " but the seed makes it seat " +
                               std::to_string(dealt.first)};
    // The set-aside cards are never seen, so only which they are counts, not their order.
    if (rec.removed.size() != dealt.removed.size() || Cards::of(rec.removed) != Cards::of(dealt.removed))
        return wrong("the set of cards set aside");
    if (rec.secret != dealt.secret) return wrong("the face-down starting cards' deal");
    if (rec.pairs != dealt.pairs) return wrong("the starting pairs' deal");
    if (rec.pile != dealt.pile) return wrong("the pile");
    return std::nullopt;
}

}  // namespace

std::string_view end_name(GameEnd end) { return end == GameEnd::Pile ? "pile" : "flag"; }

MatchRecord make_record(const State& state, const std::vector<std::string>& players) {
    MatchRecord rec = core::record_of<MatchRecord>(state, players, winners(state.totals, state.players()));
    rec.rounds_planned = state.rules.games;
    return rec;
}

core::ReplayResult<State> replay(const MatchRecord& record) { return core::replay_rounds<HeroReplay>(record); }

}  // namespace zero::hero
