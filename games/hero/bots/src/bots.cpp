// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/bots/bots.hpp"

#include "zero/hero/bots/hard_bot.hpp"
#include "zero/hero/bots/medium_rule.hpp"

#include <algorithm>
#include <stdexcept>

namespace zero::hero {
namespace {

Action random_legal(const View& view, Rng& rng) {
    const ActionList legal = legal_actions(view);
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

Cards with_pair(Cards cards, const Pair& pair) {
    for (int k = 0; k < pair.size; ++k) cards.add(pair.cards[at(k)]);
    return cards;
}

// Keeps the best-scoring choice, ties broken at random.
class Best {
public:
    explicit Best(Rng& rng) : rng_(rng) {}
    void offer(const Action& action, double score) {
        if (!any_ || score > score_ + 1e-9) {
            any_ = true;
            action_ = action;
            score_ = score;
            ties_ = 1;
        } else if (score > score_ - 1e-9 && rng_.below(++ties_) == 0) {
            action_ = action;
        }
    }
    bool any() const { return any_; }
    const Action& action() const { return action_; }
    double score() const { return score_; }

private:
    Rng& rng_;
    bool any_ = false;
    Action action_;
    double score_ = 0;
    std::uint32_t ties_ = 0;
};

// The most 0s face up in any collection but `seat`'s.
int rival_zeros(const SeatArray& zeros, int players, Seat seat) {
    int most = 0;
    for (int s = 0; s < players; ++s)
        if (s != seat) most = std::max(most, zeros[at(s)]);
    return most;
}
int rival_zeros(const MediumTable& table, Seat seat) { return rival_zeros(table.zeros, table.players, seat); }

// Rows of two are worth less as the pile runs out: fewer purchases are left to complete them.
double open_share(const MediumTable& table) {
    const double left = table.pile_left;
    return 0.45 * std::min(1.0, left / 24.0);
}

// Zerones buy pairs; near the end, and in a full purse, one more is worth less.
double zerone_worth(const MediumTable& table, Seat seat) {
    const double left = table.pile_left;
    const double purse = (*table.zerones)[at(seat)] >= 8 ? 0.6 : 1.0;
    return 0.9 * purse * std::min(1.0, left / 8.0);
}

double symbol_worth(const Pair& pair, const MediumTable& table) {
    double worth = 0;
    for (int k = 0; k < pair.size; ++k) {
        switch (pair.cards[at(k)].symbol()) {
            case Symbol::Zerone:
                worth += table.pool > 0 ? zerone_worth(table, table.seat) : 0;
                break;
            case Symbol::Swap:
                worth += 1.5;
                break;
            case Symbol::Card:  // a hidden card lands in some row: as likely to spoil one as to help
            case Symbol::None:
            case Symbol::Flag:
                break;
        }
    }
    return worth;
}

// Faces come in rising value, so a row's cards read face by face come sorted.
static_assert(std::is_sorted(kFaces.begin(), kFaces.end(), [](const Face& a, const Face& b) { return a.value < b.value; }));

// One row's part of collection_worth: what it scores (row_score), or for a row of two, a share of
// what it would score with an average third card (a 2). Read in one pass with no sort: Medium
// weighs rows on every action of Hard's playouts.
double row_worth(const Cards& collection, int colour, double share) {
    std::array<int, 3> v{};  // the row's first three values, lowest first
    int n = 0;
    for (int f = 0; f < kFacesPerColour; ++f) {
        const Card card = make_card(colour, f);
        for (int c = collection.count(card); c > 0; --c, ++n)
            if (n < 3) v[at(n)] = card.value();
    }
    switch (n) {
        case 1:
            return v[0];
        case 3:
            return v[1] * v[2];
        case 2: {
            // The two highest of the pair and a 2.
            const int top = std::max(2, v[1]);
            const int middle = std::max(v[0], std::min(2, v[1]));
            return share * middle * top;
        }
        default:
            return 0;
    }
}

// The Zero Hero bonus added to a collection's rows.
double with_hero_bonus(double worth, int mine, int rivals_zeros) {
    if (mine > 0) {
        if (mine > rivals_zeros)
            worth += 0.8 * kHeroBonus;
        else if (mine == rivals_zeros)
            worth += 0.5 * kHeroBonus;
        else if (mine + 1 == rivals_zeros)
            worth += 0.15 * kHeroBonus;
    }
    return worth;
}

// Sums the rows as collection_worth does (in colour order, so to the same value), a pair's two
// rows worked out anew and the others taken as they are.
double rows_with(const WeighedRows& w, const Pair& pair, double share) {
    const Cards after = with_pair(w.cards, pair);
    const int a = pair.cards[0].colour();
    const int b = pair.cards[1].colour();
    double sum = 0;
    for (int colour = 0; colour < kColours; ++colour)
        sum += colour == a || colour == b ? row_worth(after, colour, share) : w.rows[at(colour)];
    return sum;
}

// The same for `after`, which differs from the rows' cards in one row only.
double rows_changed(const WeighedRows& w, const Cards& after, int row, double share) {
    double sum = 0;
    for (int colour = 0; colour < kColours; ++colour)
        sum += colour == row ? row_worth(after, colour, share) : w.rows[at(colour)];
    return sum;
}

int pair_zeros(const Pair& pair) { return (pair.cards[0].value() == 0 ? 1 : 0) + (pair.cards[1].value() == 0 ? 1 : 0); }

void swap_scores(const MediumTable& t, std::vector<ScoredAction>& out, MediumMemo& memo) {
    const Seat me = t.seat;
    const double share = open_share(t);
    const WeighedRows& mine = memo.rows(me, true, (*t.collections)[at(me)] + *t.my_face_down, share);
    const double base = with_hero_bonus(mine.sum, mine.zeros, rival_zeros(t, me));
    // This seat's rows after giving or taking a card depend on the card only (the list gives each
    // of its cards to every other seat): worked out once a kind.
    std::array<std::array<double, kKinds>, 2> my_rows{};
    std::array<std::array<bool, kKinds>, 2> my_rows_known{};
    const ActionList legal =
        legal_actions(t.phase, me, t.players, *t.piles, *t.pairs, (*t.zerones)[at(me)], *t.collections);
    for (const Action& a : legal) {
        const WeighedRows& theirs = memo.rows(a.other, false, (*t.collections)[at(a.other)], share);
        const bool give = a.way == SwapWay::Give;
        const int zero = a.card.value() == 0 ? 1 : 0;
        const int row = a.card.colour();  // a swap changes this row on each side
        double& my_sum = my_rows[give ? 0 : 1][a.card.id];
        if (!my_rows_known[give ? 0 : 1][a.card.id]) {
            my_rows_known[give ? 0 : 1][a.card.id] = true;
            Cards my_after = mine.cards;
            if (give)
                my_after.remove(a.card);
            else
                my_after.add(a.card);
            my_sum = rows_changed(mine, my_after, row, share);
        }
        Cards their_after = theirs.cards;
        if (give)
            their_after.add(a.card);
        else
            their_after.remove(a.card);
        SeatArray zeros_after = t.zeros;
        zeros_after[at(me)] += give ? -zero : zero;
        zeros_after[at(a.other)] += give ? zero : -zero;
        const double my_gain = with_hero_bonus(my_sum, mine.zeros + (give ? -zero : zero),
                                               rival_zeros(zeros_after, t.players, me)) -
                               base;
        const double their_loss =
            with_hero_bonus(theirs.sum, theirs.zeros, rival_zeros(t, a.other)) -
            with_hero_bonus(rows_changed(theirs, their_after, row, share), zeros_after[at(a.other)],
                            rival_zeros(zeros_after, t.players, a.other));
        out.push_back({a, my_gain + their_loss});
    }
}

void turn_scores(const MediumTable& t, std::vector<ScoredAction>& out, MediumMemo& memo) {
    const Seat me = t.seat;
    const double share = open_share(t);
    const WeighedRows& mine = memo.rows(me, true, (*t.collections)[at(me)] + *t.my_face_down, share);
    const int my_rivals = rival_zeros(t, me);
    const double base = with_hero_bonus(mine.sum, mine.zeros, my_rivals);
    // Each rival's rows, and its worth as it stands, once for all four pairs.
    std::array<const WeighedRows*, kMaxPlayers> theirs{};
    SeatArray their_rivals{};
    std::array<double, kMaxPlayers> their_worth{};
    for (int r = 0; r < t.players; ++r) {
        if (r == me) continue;
        theirs[at(r)] = &memo.rows(r, false, (*t.collections)[at(r)], share);
        their_rivals[at(r)] = rival_zeros(t, r);
        their_worth[at(r)] = with_hero_bonus(theirs[at(r)]->sum, theirs[at(r)]->zeros, their_rivals[at(r)]);
    }
    // What each pair would do for this seat and for the rival who wants it most.
    std::array<double, kSlots> gain{};
    std::array<double, kSlots> rival_gain{};
    for (int slot = 0; slot < kSlots; ++slot) {
        const Pair& pair = (*t.pairs)[at(slot)];
        if (pair.size != 2) continue;
        const int zeros = pair_zeros(pair);
        gain[at(slot)] =
            with_hero_bonus(memo.with_pair(me, true, slot, pair), mine.zeros + zeros, my_rivals) - base;
        for (int r = 0; r < t.players; ++r) {
            if (r == me) continue;
            const double with = memo.with_pair(r, false, slot, pair);
            rival_gain[at(slot)] =
                std::max(rival_gain[at(slot)],
                         with_hero_bonus(with, theirs[at(r)]->zeros + zeros, their_rivals[at(r)]) - their_worth[at(r)]);
        }
    }
    const double zw = zerone_worth(t, me);
    visit_turn_actions(*t.piles, *t.pairs, (*t.zerones)[at(me)], [&](const Action& a) {
        const auto s = at(a.slot);
        if (a.kind == ActionKind::Buy)
            out.push_back({a, gain[s] + symbol_worth((*t.pairs)[s], t) + 0.35 * rival_gain[s] -
                                  zw * (*t.piles)[s]});
        else  // taking makes that pair cheaper for everyone
            out.push_back({a, zw * a.count + 0.1 * a.count * (gain[s] - rival_gain[s])});
        return false;
    });
}

}  // namespace

double collection_worth(const Cards& collection, int rivals_zeros, double share) {
    double worth = 0;
    for (int colour = 0; colour < kColours; ++colour) worth += row_worth(collection, colour, share);
    return with_hero_bonus(worth, collection.zeros(), rivals_zeros);
}

std::vector<std::string> bot_kinds() { return {"random", "easy", "medium", "hard"}; }

std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat) {
    if (kind == "random") return std::make_unique<RandomBot>(match_seed, seat);
    if (kind == "easy") return std::make_unique<EasyBot>(match_seed, seat);
    if (kind == "medium") return std::make_unique<MediumBot>(match_seed, seat);
    if (kind == "hard" || kind.starts_with("hard:"))
        return std::make_unique<HardBot>(match_seed, seat, hard_params(kind));
    throw core::unknown_bot_kind(kind, "Zero Hero", bot_kinds());
}

std::string bot_kind_error(std::string_view kind) {
    return core::make_bot_error([&] { return make_bot(kind, 0, 0); });
}

// Looks at its own rows as they score now: buys the pair that adds most to them when it costs at
// most twice what it adds, otherwise takes zerones from the fullest pile; swaps away the card that
// helps it most to lose, to a random player.
Action easy_choice(const View& view, Rng& rng) {
    const Cards& mine = view.collections[at(view.seat)];
    const ActionList legal = legal_actions(view);
    Best best(rng);
    if (view.phase == Phase::Swap) {
        for (const Action& a : legal) {
            if (a.way != SwapWay::Give) continue;
            Cards after = mine;
            after.remove(a.card);
            best.offer(a, rows_points(after) + static_cast<double>(rng.below(100)) / 1000.0);
        }
        return best.any() ? best.action() : random_legal(view, rng);
    }
    for (const Action& a : legal) {
        if (a.kind == ActionKind::Buy) {
            const int gain = rows_points(with_pair(mine, view.pairs[at(a.slot)])) - rows_points(mine);
            if (gain > 0 && 2 * gain >= view.piles[at(a.slot)]) best.offer(a, 100.0 + gain);
        } else if (a.kind == ActionKind::Take) {
            best.offer(a, view.piles[at(a.slot)] + a.count);
        }
    }
    return best.any() ? best.action() : random_legal(view, rng);
}

namespace {

// A View and a State name the parts Medium reads alike.
template <class Table>
MediumTable medium_table(const Table& table, Seat seat, const Cards& my_face_down, int pile_left) {
    MediumTable t{.seat = seat,
                  .players = table.players(),
                  .phase = table.phase,
                  .pairs = &table.pairs,
                  .piles = &table.piles,
                  .pool = table.pool,
                  .zerones = &table.zerones,
                  .collections = &table.collections,
                  .my_face_down = &my_face_down,
                  .pile_left = pile_left};
    for (int s = 0; s < t.players; ++s) t.zeros[at(s)] = table.collections[at(s)].zeros();
    return t;
}

}  // namespace

MediumTable MediumTable::of(const View& view) {
    return medium_table(view, view.seat, view.my_face_down, view.above_end + view.end_cards);
}

MediumTable MediumTable::of(const State& state, Seat seat) {
    return medium_table(state, seat, state.face_down[at(seat)], state.pile.size());
}

const WeighedRows& MediumMemo::rows(Seat seat, bool face_down, const Cards& cards, double share) {
    WeighedRows& w = seats_[at(seat)][face_down ? 1 : 0];
    if (w.known && w.cards == cards && w.share == share) return w;
    w.known = true;
    w.cards = cards;
    w.share = share;
    w.zeros = cards.zeros();
    w.sum = 0;
    for (int colour = 0; colour < kColours; ++colour) {
        w.rows[at(colour)] = row_worth(cards, colour, share);
        w.sum += w.rows[at(colour)];
    }
    w.pairs_known = {};
    return w;
}

double MediumMemo::with_pair(Seat seat, bool face_down, int slot, const Pair& pair) {
    WeighedRows& w = seats_[at(seat)][face_down ? 1 : 0];
    const auto s = at(slot);
    if (!w.pairs_known[s] || w.pairs[s] != pair) {
        w.pairs_known[s] = true;
        w.pairs[s] = pair;
        w.with_pair[s] = rows_with(w, pair, w.share);
    }
    return w.with_pair[s];
}

void medium_scores(const MediumTable& table, std::vector<ScoredAction>& out, MediumMemo& memo) {
    out.clear();
    if (table.phase == Phase::Swap)
        swap_scores(table, out, memo);
    else if (table.phase == Phase::Turn)
        turn_scores(table, out, memo);
}

std::vector<ScoredAction> medium_scores(const View& view) {
    std::vector<ScoredAction> scored;
    MediumMemo memo;
    if (view.may_act()) medium_scores(MediumTable::of(view), scored, memo);
    return scored;
}

Action medium_best(const MediumTable& table, std::vector<ScoredAction>& scratch, MediumMemo& memo) {
    medium_scores(table, scratch, memo);
    std::size_t best = 0;
    for (std::size_t i = 1; i < scratch.size(); ++i)
        if (scratch[i].score > scratch[best].score + 1e-9) best = i;
    return scratch[best].action;
}

double medium_position(const MediumTable& table, Seat seat, const Cards& collection) {
    return collection_worth(collection, rival_zeros(table, seat), open_share(table));
}

double medium_zerone_worth(const MediumTable& table, Seat seat) { return zerone_worth(table, seat); }

double medium_position(const View& view, Seat seat, const Cards& collection) {
    return medium_position(MediumTable::of(view), seat, collection);
}

double medium_zerone_worth(const View& view, Seat seat) { return zerone_worth(MediumTable::of(view), seat); }

// Values a pair by what it does to its own rows (the score now and the rows of two that may become
// three, its own face-down cards counted) and to its rivals' (a pair a rival would gain much from
// is worth denying), plus its symbols; buys when that value beats the zerones it costs, takes
// zerones otherwise (two when it may, from the pile whose pair its rivals want least); swaps to
// break a rival's set of three or complete its own.
Action medium_choice(const View& view, Rng& rng) {
    Best best(rng);
    for (const ScoredAction& s : medium_scores(view)) best.offer(s.action, s.score);
    return best.any() ? best.action() : random_legal(view, rng);
}

}  // namespace zero::hero
