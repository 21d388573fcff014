// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/bots/bots.hpp"

#include <cmath>
#include <stdexcept>

#include "zero/soler/bots/hard_bot.hpp"
#include "zero/soler/solver.hpp"

namespace zero::soler {
namespace {

// The free total nearest to `target` (ties at random).
int nearest_free(const View& view, double target, Rng& rng) {
    const ActionList bets = legal_actions(view);
    int best = bets.front().value;
    double best_gap = 1e9;
    std::uint32_t ties = 0;
    for (const Action& bet : bets) {
        const double gap = std::abs(bet.value - target);
        if (gap < best_gap - 1e-9) {
            best = bet.value;
            best_gap = gap;
            ties = 1;
        } else if (gap < best_gap + 1e-9 && rng.below(++ties) == 0) {
            best = bet.value;
        }
    }
    return best;
}

Action random_legal(const View& view, Rng& rng) {
    const ActionList legal = legal_actions(view);
    return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
}

// The deck's average card.
double mean_card() {
    double sum = 0;
    for (int v = kMinValue; v <= kMaxValue; ++v) sum += v * kDeckCounts[static_cast<std::size_t>(v - kMinValue)];
    return sum / kDeckSize;
}

}  // namespace

std::vector<std::string> bot_kinds() { return {"random", "easy", "medium", "hard"}; }

std::string bot_kind_error(std::string_view kind) {
    return core::make_bot_error([&] { return make_bot(kind, 0, 0); });
}

std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat) {
    if (kind == "random") return std::make_unique<RandomBot>(match_seed, seat);
    if (kind == "easy") return std::make_unique<EasyBot>(match_seed, seat);
    if (kind == "medium") return std::make_unique<MediumBot>(match_seed, seat);
    if (kind == "hard" || kind.starts_with("hard:")) return std::make_unique<HardBot>(match_seed, seat, hard_params(kind));
    throw core::unknown_bot_kind(kind, "Solèr's ZERO", bot_kinds());
}

// Plays a random card, bets its own card plus the deck's average for every other card, and lays
// the most cards safe (laying only its zeros, it lost to random players, who lay the most a third
// of the time).
Action easy_choice(const View& view, Rng& rng) {
    switch (view.phase) {
        case Phase::Bet: return Action::bet(nearest_free(view, *view.my_play + (view.players() - 1) * mean_card(), rng));
        case Phase::Safe: return Action::safe(best_laying(view.hand));
        default: return random_legal(view, rng);
    }
}

std::vector<double> add_card(const std::vector<double>& totals, const std::array<double, kValues>& card) {
    std::vector<double> next(totals.size(), 0.0);
    for (std::size_t t = 0; t < totals.size(); ++t) {
        if (totals[t] == 0.0) continue;
        for (int v = kMinValue; v <= kMaxValue; ++v) {
            const long to = static_cast<long>(t) + v;
            if (to >= 0 && to < static_cast<long>(next.size()))
                next[static_cast<std::size_t>(to)] += totals[t] * card[static_cast<std::size_t>(v - kMinValue)];
        }
    }
    return next;
}

std::vector<double> total_odds(const View& view, int own_card) {
    const int n = view.players();
    const int span = 3 * n;
    std::vector<double> odds(static_cast<std::size_t>(2 * span + 1), 0.0);
    odds[static_cast<std::size_t>(own_card + span)] = 1.0;
    const Cards unseen = view.unseen();
    const int unseen_total = unseen.size();
    for (int other = 0; other < n; ++other) {
        if (other == view.seat) continue;
        const auto o = static_cast<std::size_t>(other);
        // The hand the card came from: what is left, plus the card itself once played.
        const int hand = view.hand_sizes[o] + (has_seat(view.committed, other) ? 1 : 0);
        const Cards& known = view.known[o];
        const int known_n = std::min(known.size(), hand);
        std::array<double, kValues> card{};
        for (int v = kMinValue; v <= kMaxValue; ++v) {
            const auto i = static_cast<std::size_t>(v - kMinValue);
            if (known_n > 0) card[i] += static_cast<double>(known.count(v)) / hand;
            if (unseen_total > 0) card[i] += static_cast<double>(hand - known_n) / hand * unseen.count(v) / unseen_total;
        }
        odds = add_card(odds, card);
    }
    return odds;
}

// Counts cards (every revealed card, every card known to be in a hand), bets the most likely free
// total, keeps the hand that lays the most cards and lays the most cards safe.
Action medium_choice(const View& view, Rng& rng) {
    switch (view.phase) {
        case Phase::Play: {
            // Keep the hand that lays the most cards safe when this seat next takes a trick.
            return Action::play(keep_most_safe(view.hand, rng, most_safe_cards));
        }
        case Phase::Bet: {
            const std::vector<double> odds = total_odds(view, *view.my_play);
            const int span = 3 * view.players();
            const ActionList bets = legal_actions(view);
            Action choice = bets.front();
            double best = -1;
            for (const Action& bet : bets) {
                const double p = odds[static_cast<std::size_t>(bet.value + span)];
                if (p > best + 1e-12) {
                    best = p;
                    choice = bet;
                }
            }
            return choice;
        }
        case Phase::Safe: return Action::safe(best_laying(view.hand));
        case Phase::Deal:
        case Phase::MatchOver: break;
    }
    return random_legal(view, rng);
}

}  // namespace zero::soler
