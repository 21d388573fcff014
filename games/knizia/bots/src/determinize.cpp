// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/determinize.hpp"

#include <algorithm>
#include <array>

namespace zero::knizia {

State determinization_base(const View& view) {
    State s;
    s.rules = view.rules;
    // The search plays to the end of this round only: ending the match there saves dealing the next.
    s.rules.rounds = view.round + 1;
    s.phase = view.phase;
    s.round = view.round;
    s.dealer = view.dealer;
    s.to_move = view.to_move;
    for (Seat seat = 0; seat < view.players(); ++seat)
        s.hands[static_cast<std::size_t>(seat)] = seat == view.seat ? view.hand : view.known[static_cast<std::size_t>(seat)];
    s.pool = view.pool;
    s.pool_set = view.pool_set();
    s.knocks = view.knocks;
    s.last_lap = view.last_lap;
    s.last_lap_turns_left = count_bits(view.still_to_play);
    s.totals = view.totals;
    s.state_id = view.state_id;
    RoundLog log;
    log.dealer = view.dealer;
    s.log.push_back(std::move(log));
    return s;
}

void sample_hidden_hands(State& base, const View& view, const SampleParams& params, Rng& rng) {
    std::array<Card, kDeckSize> cards{};
    std::size_t count = 0;
    for (Card c : view.unseen()) cards[count++] = c;
    std::array<int, kMaxPlayers> swaps{};
    for (const Move& m : view.history)
        if (m.action.is_swap()) ++swaps[static_cast<std::size_t>(m.seat)];

    for (Seat seat = 0; seat < view.players(); ++seat) {
        if (seat == view.seat) continue;
        const auto i = static_cast<std::size_t>(seat);
        CardSet hand = view.known[i];
        const int missing = kHandSize - hand.size();
        const double bias = std::min({params.max_bias, params.low_bias * swaps[i], 0.95});
        if (bias <= 0) {
            for (int k = 0; k < missing && count > 0; ++k) {
                const std::size_t j = rng.below(static_cast<std::uint32_t>(count));
                hand.insert(cards[j]);
                cards[j] = cards[--count];
            }
        } else {
            // Weight ratio^(number-1) by repeated multiplication: exact on every machine, unlike exp().
            std::array<double, kNumbers> weight{};
            weight[0] = 1.0;
            for (std::size_t n = 1; n < kNumbers; ++n) weight[n] = weight[n - 1] * (1.0 - bias);
            for (int k = 0; k < missing && count > 0; ++k) {
                double total = 0;
                for (std::size_t j = 0; j < count; ++j) total += weight[static_cast<std::size_t>(cards[j].number() - 1)];
                double target = rng.unit() * total;
                std::size_t j = 0;
                for (; j + 1 < count; ++j) {
                    target -= weight[static_cast<std::size_t>(cards[j].number() - 1)];
                    if (target < 0) break;
                }
                hand.insert(cards[j]);
                cards[j] = cards[--count];
            }
        }
        base.hands[i] = hand;
    }
}

}  // namespace zero::knizia
