// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/hero/bots/bots.hpp"

#include "zero/hero/bots/hard_bot.hpp"

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
int rival_zeros(const View& view, Seat seat) {
    int most = 0;
    for (int s = 0; s < view.players(); ++s)
        if (s != seat) most = std::max(most, view.collections[at(s)].zeros());
    return most;
}

// Rows of two are worth less as the pile runs out: fewer purchases are left to complete them.
double open_share(const View& view) {
    const double left = view.above_end + view.end_cards;
    return 0.45 * std::min(1.0, left / 24.0);
}

// Zerones buy pairs; near the end, and in a full purse, one more is worth less.
double zerone_worth(const View& view, Seat seat) {
    const double left = view.above_end + view.end_cards;
    const double purse = view.zerones[at(seat)] >= 8 ? 0.6 : 1.0;
    return 0.9 * purse * std::min(1.0, left / 8.0);
}

double symbol_worth(const Pair& pair, const View& view) {
    double worth = 0;
    for (int k = 0; k < pair.size; ++k) {
        switch (pair.cards[at(k)].symbol()) {
            case Symbol::Zerone:
                worth += view.pool > 0 ? zerone_worth(view, view.seat) : 0;
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

}  // namespace

double collection_worth(const Cards& collection, int rivals_zeros, double share) {
    double worth = 0;
    for (int colour = 0; colour < kColours; ++colour) {
        const int n = collection.in_colour(colour);
        if (n == 1 || n == 3) {
            worth += row_score(collection, colour).points;
        } else if (n == 2) {
            // What the row would score with an average third card (a 2).
            std::array<int, 3> v{2, 0, 0};
            std::size_t k = 1;
            for (int f = 0; f < kFacesPerColour; ++f)
                for (int c = 0; c < collection.count(make_card(colour, f)); ++c) v[k++] = make_card(colour, f).value();
            std::sort(v.begin(), v.end());
            worth += share * v[1] * v[2];
        }
    }
    const int mine = collection.zeros();
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

Rng decision_rng(std::uint64_t match_seed, Seat seat, const View& view) {
    return core::decision_rng(match_seed, seat, view.epoch);
}

std::vector<std::string> bot_kinds() { return {"random", "easy", "medium", "hard"}; }

std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat) {
    if (kind == "random") return std::make_unique<RandomBot>(match_seed, seat);
    if (kind == "easy") return std::make_unique<EasyBot>(match_seed, seat);
    if (kind == "medium") return std::make_unique<MediumBot>(match_seed, seat);
    if (kind == "hard" || kind.starts_with("hard:"))
        return std::make_unique<HardBot>(match_seed, seat, hard_params(kind));
    throw std::invalid_argument("unknown bot kind \"" + std::string(kind.substr(0, 40)) +
                                "\" for Zero Hero (random, easy, medium, hard)");
}

std::string bot_kind_error(std::string_view kind) {
    try {
        make_bot(kind, 0, 0);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

Action RandomBot::choose(const View& view) {
    Rng rng = rng_for(view);
    return random_legal(view, rng);
}

Action EasyBot::choose(const View& view) {
    Rng rng = rng_for(view);
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

std::vector<ScoredAction> medium_scores(const View& view) {
    const Seat me = view.seat;
    const double share = open_share(view);
    const Cards mine = view.collections[at(me)] + view.my_face_down;
    const double base = collection_worth(mine, rival_zeros(view, me), share);
    const ActionList legal = legal_actions(view);
    std::vector<ScoredAction> scored;
    scored.reserve(legal.size());

    if (view.phase == Phase::Swap) {
        for (const Action& a : legal) {
            const Cards& theirs = view.collections[at(a.other)];
            Cards my_after = mine;
            Cards their_after = theirs;
            if (a.way == SwapWay::Give) {
                my_after.remove(a.card);
                their_after.add(a.card);
            } else {
                their_after.remove(a.card);
                my_after.add(a.card);
            }
            View after = view;
            after.collections[at(me)] = my_after - view.my_face_down;
            after.collections[at(a.other)] = their_after;
            const double my_gain = collection_worth(my_after, rival_zeros(after, me), share) - base;
            const double their_loss = collection_worth(theirs, rival_zeros(view, a.other), share) -
                                      collection_worth(their_after, rival_zeros(after, a.other), share);
            scored.push_back({a, my_gain + their_loss});
        }
        return scored;
    }

    // What each pair would do for this seat and for the rival who wants it most.
    std::array<double, kSlots> gain{};
    std::array<double, kSlots> rival_gain{};
    for (int slot = 0; slot < kSlots; ++slot) {
        const Pair& pair = view.pairs[at(slot)];
        if (pair.size != 2) continue;
        gain[at(slot)] = collection_worth(with_pair(mine, pair), rival_zeros(view, me), share) - base;
        for (int r = 0; r < view.players(); ++r) {
            if (r == me) continue;
            const Cards& theirs = view.collections[at(r)];
            const int rz = rival_zeros(view, r);
            rival_gain[at(slot)] = std::max(rival_gain[at(slot)], collection_worth(with_pair(theirs, pair), rz, share) -
                                                                      collection_worth(theirs, rz, share));
        }
    }
    const double zw = zerone_worth(view, me);
    for (const Action& a : legal) {
        const auto s = at(a.slot);
        if (a.kind == ActionKind::Buy)
            scored.push_back(
                {a, gain[s] + symbol_worth(view.pairs[s], view) + 0.35 * rival_gain[s] - zw * view.piles[s]});
        else  // taking makes that pair cheaper for everyone
            scored.push_back({a, zw * a.count + 0.1 * a.count * (gain[s] - rival_gain[s])});
    }
    return scored;
}

double medium_position(const View& view, Seat seat, const Cards& collection) {
    return collection_worth(collection, rival_zeros(view, seat), open_share(view));
}

double medium_zerone_worth(const View& view, Seat seat) { return zerone_worth(view, seat); }

Action MediumBot::choose(const View& view) {
    Rng rng = rng_for(view);
    Best best(rng);
    for (const ScoredAction& s : medium_scores(view)) best.offer(s.action, s.score);
    return best.any() ? best.action() : random_legal(view, rng);
}

}  // namespace zero::hero
