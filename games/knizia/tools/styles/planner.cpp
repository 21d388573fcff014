// SPDX-License-Identifier: GPL-3.0-or-later
// The planner: a stranger meant to be about as strong as Medium while judging otherwise, so that Hard
// is measured against a good player it was not built to read (issue 22's stranger won against Hard
// as a Medium-strength player would). Written from the rules alone. It judges a swap by three things:
//   - the score the swap leaves;
//   - the swap it could make on its next turn with the pool as this swap leaves it, counted at
//     kNextTurn of its worth, since the others may take that card first;
//   - its best near group (four or three cards of a colour or a number), worth the points the group
//     would cancel times the odds that the missing cards come: a card in the pool is likely, an
//     unseen card less so, and a card known to be in another hand (taken from the pool and kept)
//     not at all.
// It knocks on a hand that is low for how long the round has run, and sooner once a knock is on
// the table, where its knock ends the round a lap later.
#include <algorithm>
#include <array>

#include "style_bots.hpp"
#include "zero/knizia/match.hpp"
#include "zero/knizia/score.hpp"

namespace zero::styles {
namespace {

constexpr double kNextTurn = 0.5;       // what the best swap of the next turn is worth now
constexpr double kInPool = 0.55;        // odds a missing card now in the pool comes to this hand
constexpr double kUnseen = 0.2;         // odds a missing unseen card comes (it must reach the pool first)
constexpr double kGroupShare = 0.8;     // of the points a completed group would cancel
constexpr int kFirstKnockBase = 2;      // a first knock on at most this, a point more an own turn
constexpr int kFirstKnockCap = 15;
constexpr int kSecondKnockBase = 8;     // the knock that starts the last lap: the round ends soon anyway
constexpr int kSecondKnockCap = 18;

knizia::CardSet group_cards(int group, bool colour) {
    knizia::CardSet cards;
    for (int i = 0; i < (colour ? knizia::kNumbers : knizia::kColours); ++i)
        cards.insert(colour ? knizia::Card(static_cast<knizia::Colour>(group), i + 1) : knizia::Card(static_cast<knizia::Colour>(i), group + 1));
    return cards;
}

const std::array<knizia::CardSet, knizia::kColours + knizia::kNumbers>& all_groups() {
    static const std::array<knizia::CardSet, knizia::kColours + knizia::kNumbers> groups = [] {
        std::array<knizia::CardSet, knizia::kColours + knizia::kNumbers> g{};
        for (int c = 0; c < knizia::kColours; ++c) g[static_cast<std::size_t>(c)] = group_cards(c, true);
        for (int n = 0; n < knizia::kNumbers; ++n) g[static_cast<std::size_t>(knizia::kColours + n)] = group_cards(n, false);
        return g;
    }();
    return groups;
}

// The points a near group of `hand` may still save, at the odds its missing cards come.
double group_hope(knizia::CardSet hand, knizia::CardSet pool, knizia::CardSet dead) {
    const int now = score(hand);
    double best = 0.0;
    for (const knizia::CardSet& group : all_groups()) {
        const knizia::CardSet held = hand & group;
        const int missing = 5 - held.size();
        if (missing <= 0 || missing > 2) continue;
        double odds = 1.0;
        knizia::CardSet counted;
        for (int k = 0; k < missing; ++k) {
            // The likeliest of the group's cards not yet counted: one in the pool before an unseen one.
            const knizia::CardSet in_pool = (group & pool) - counted;
            const knizia::CardSet open = group - hand - pool - dead - counted;
            if (!in_pool.empty()) {
                odds *= kInPool;
                counted.insert(*in_pool.begin());
            } else if (!open.empty()) {
                odds *= kUnseen;
                counted.insert(*open.begin());
            } else {
                odds = 0.0;
                break;
            }
        }
        if (odds == 0.0) continue;
        // Cancelled, the group's cards leave the score; the cards given for the missing ones are the
        // hand's worst, which the next swaps would give anyway.
        const double saved = static_cast<double>(now - score(hand - held));
        best = std::max(best, odds * saved * kGroupShare);
    }
    return best;
}

// The lowest score one more swap makes of `hand` with `pool` (a card just given cannot come back).
int next_best(knizia::CardSet hand, const knizia::PoolArray& pool, int pool_size, knizia::Card just_given) {
    int best = score(hand);
    for (knizia::Card give : hand)
        for (int slot = 0; slot < pool_size; ++slot) {
            const knizia::Card take = pool[static_cast<std::size_t>(slot)];
            if (take == just_given) continue;
            best = std::min(best, score((hand - knizia::CardSet{give}) | knizia::CardSet{take}));
        }
    return best;
}

double worth(knizia::CardSet hand, const knizia::PoolArray& pool, int pool_size, knizia::Card just_given, knizia::CardSet dead) {
    knizia::CardSet pool_set;
    for (int slot = 0; slot < pool_size; ++slot) pool_set.insert(pool[static_cast<std::size_t>(slot)]);
    const int now = score(hand);
    const int next = next_best(hand, pool, pool_size, just_given);
    return static_cast<double>(now) - kNextTurn * (now - next) - group_hope(hand, pool_set, dead);
}

}  // namespace

knizia::Action planner_rule(const knizia::View& view, const std::vector<StyleSwap>& swaps, Rng& rng) {
    knizia::CardSet dead;  // in another hand, for all that is public
    for (int s = 0; s < view.players(); ++s)
        if (s != view.seat) dead |= view.known[static_cast<std::size_t>(s)];
    const int pool_size = view.rules.pool_size;
    const double stay = worth(view.hand, view.pool, pool_size, knizia::Card::none(), dead);

    struct Judged {
        knizia::Action action;
        double worth;
    };
    std::vector<Judged> judged;
    judged.reserve(swaps.size());
    for (const StyleSwap& s : swaps) {
        knizia::PoolArray after = view.pool;
        swap_into_pool(after, pool_size, s.action);
        judged.push_back(Judged{s.action, worth(s.after, after, pool_size, s.action.give, dead)});
    }
    // Worths within rounding of each other are equal.
    const Judged* best = pick_style_swap(judged, rng, [](const Judged& a, const Judged& b) { return a.worth < b.worth - 1e-9; });
    const double best_worth = best->worth;

    const int now = score(view.hand);
    const int turns = own_turns(view);
    const int bar = view.knocks >= 1 ? std::min(kSecondKnockCap, kSecondKnockBase + turns / 2)
                                     : std::min(kFirstKnockCap, kFirstKnockBase + turns);
    // A low hand knocks unless a swap would still gain a good deal; a hand no swap improves knocks
    // a little higher, since waiting only lets the others catch up.
    const double gain = stay - best_worth;
    if (now <= bar && gain < 3.0) return knizia::Action::knock();
    if (gain <= 0.0 && now <= bar + 3) return knizia::Action::knock();
    return best->action;
}

}  // namespace zero::styles
