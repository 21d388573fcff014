// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/heuristic.hpp"

#include <algorithm>

#include "zero/knizia/score.hpp"

namespace zero::knizia {
namespace {

Seat next_to_play(const View& view) {
    Seat seat = view.seat;
    for (int k = 1; k < view.players(); ++k) {
        seat = seat + 1 == view.players() ? 0 : seat + 1;
        if (!view.last_lap || ((view.still_to_play >> seat) & 1U) != 0) return seat;
    }
    return -1;
}

double value_without(CardSet hand, const CardChances& chances, double lookahead, Card excluded) {
    const int now = score(hand);
    if (lookahead <= 0 || now == 0) return now;
    return now - lookahead * look_potential(hand, chances, excluded);
}

}  // namespace

// The next seat collecting a group that `card` would grow makes it a poor card to give away.
double feed_cost(const View& view, Seat next, Card card) {
    if (next < 0) return 0;
    return feed_cost(view.known[static_cast<std::size_t>(next)], card);
}

double feed_cost(CardSet next_known, Card card) {
    int same_colour = 0;
    int same_number = 0;
    for (Card c : next_known) {
        if (c.colour() == card.colour()) ++same_colour;
        if (c.number() == card.number()) ++same_number;
    }
    return std::max(0, std::max(same_colour, same_number) - 1);
}

CardChances card_chances(const View& view, const HeuristicParams& params) {
    CardChances chances{};
    const CardSet unseen = view.unseen();
    int hidden_slots = 0;
    for (Seat s = 0; s < view.players(); ++s)
        if (s != view.seat) hidden_slots += kHandSize - view.known[static_cast<std::size_t>(s)].size();
    // An unseen card is either in a hand (and may be given away) or face down for good.
    const float in_hand = unseen.empty() ? 0.0F : static_cast<float>(hidden_slots) / static_cast<float>(unseen.size());
    for (Card c : unseen) chances[static_cast<std::size_t>(c.index())] = params.unseen_chance * in_hand;
    for (Seat s = 0; s < view.players(); ++s)
        if (s != view.seat)
            for (Card c : view.known[static_cast<std::size_t>(s)])
                chances[static_cast<std::size_t>(c.index())] = params.held_chance;
    for (Card c : view.pool_set()) chances[static_cast<std::size_t>(c.index())] = params.pool_chance;
    return chances;
}

double hand_value(CardSet hand, const CardChances& chances, double lookahead) {
    return value_without(hand, chances, lookahead, Card::none());
}

std::vector<RankedSwap> rank_swaps(const View& view, const HeuristicParams& params) {
    const CardChances chances = card_chances(view, params);
    const Seat next = next_to_play(view);
    std::vector<RankedSwap> ranked;
    ranked.reserve(static_cast<std::size_t>(kHandSize * view.rules.pool_size));
    for (Card give : view.hand) {
        const double feed = params.feed_penalty * feed_cost(view, next, give);
        for (int slot = 0; slot < view.rules.pool_size; ++slot) {
            const Card take = view.pool[static_cast<std::size_t>(slot)];
            CardSet after = view.hand;
            after.erase(give);
            after.insert(take);
            RankedSwap r;
            r.action = Action::swap(give, take);
            r.score = score(after);
            // A swap that ends the round with a ZERO needs no look ahead.
            r.value = r.score == 0 ? -100.0 : value_without(after, chances, params.lookahead, give) + feed;
            ranked.push_back(r);
        }
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const RankedSwap& a, const RankedSwap& b) { return a.value < b.value; });
    return ranked;
}

double expected_other_score(const View& view) { return expected_other_score(view, view.seat); }

double expected_other_score(const View& view, Seat seat) {
    // A prior worth two rounds, from Medium and Greedy tables, keeps the first round sensible.
    constexpr double kPrior = 9.0;
    constexpr double kPriorWeight = 2.0;
    double sum = kPrior * kPriorWeight;
    double weight = kPriorWeight;
    for (const FinishedRound& round : view.finished) {
        for (Seat s = 0; s < view.players(); ++s) {
            if (s == seat) continue;
            sum += round.scores[static_cast<std::size_t>(s)] / static_cast<double>(view.players() - 1);
        }
        weight += 1.0;
    }
    return sum / weight;
}

Action HeuristicBot::choose(const View& view) {
    if (!view.my_turn()) return Action::knock();
    Rng rng = decision_rng(seed_, seat_, view);

    std::vector<RankedSwap> ranked = rank_swaps(view, params_);
    if (params_.overlook > 0) {
        CardSet overlooked;
        for (Card c : view.hand)
            if (rng.unit() < params_.overlook) overlooked.insert(c);
        if (overlooked.size() < view.hand.size())
            std::erase_if(ranked, [&](const RankedSwap& r) { return overlooked.contains(r.action.give); });
    }
    // Among equally good swaps, any: the choice must not depend on where a card sits in the pool.
    std::size_t ties = 1;
    while (ties < ranked.size() && ranked[ties].value == ranked[0].value) ++ties;
    std::size_t pick = rng.below(static_cast<std::uint32_t>(ties));
    if (params_.blunder > 0 && rng.unit() < params_.blunder)
        pick = rng.below(static_cast<std::uint32_t>(std::min<std::size_t>(ranked.size(), 4)));
    const RankedSwap& chosen = ranked[pick];

    const int now = score(view.hand);
    int best_score = now;
    std::size_t best_index = ranked.size();
    for (std::size_t i = 0; i < ranked.size(); ++i)
        if (ranked[i].score < best_score) {
            best_score = ranked[i].score;
            best_index = i;
        }

    if (view.last_lap) {
        // The last turn of the round: only the hand right after it counts.
        if (best_index == ranked.size()) return Action::knock();
        if (params_.blunder > 0 && rng.unit() < params_.blunder) return chosen.action;
        return ranked[best_index].action;
    }
    // A swap to a ZERO ends the round at once. (With a ZERO already in hand, which no table deals,
    // there is none, and the rules below decide.)
    if (best_score == 0 && best_index < ranked.size()) return ranked[best_index].action;

    const int laps = static_cast<int>(view.history.size()) / view.players();
    double threshold = expected_other_score(view) - params_.knock_margin + 0.5 * std::max(0, laps - 6);
    if (params_.knock_noise > 0) threshold += params_.knock_noise * (2 * rng.unit() - 1);
    if (laps >= 30) return Action::knock();  // no round goes on for ever
    if (view.knocks >= 1) {
        // Knocking now starts the last lap: everyone else gets one more swap, we get none.
        if (now <= threshold && best_score >= now - 2) return Action::knock();
    } else if (now <= threshold - 1 && best_score >= now) {
        return Action::knock();
    }
    return chosen.action;
}

HeuristicParams medium_params() { return HeuristicParams{}; }

HeuristicParams easy_params() {
    HeuristicParams p;
    p.lookahead = 0.0;
    p.feed_penalty = 0.0;
    p.blunder = 0.25;
    p.overlook = 0.2;
    p.knock_noise = 4.0;
    return p;
}

}  // namespace zero::knizia
