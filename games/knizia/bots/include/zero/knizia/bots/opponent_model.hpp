// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small family of model players for the other seats (docs/bots.md, "Deals that explain the moves"). Hard's
// deal chain explains each seat's swaps and knocks with the family as a mixture: a seat's style is
// unknown, so its moves are explained by every style at once, each in proportion to its prior
// weight times how well it explains them with the hand dealt. The chain then draws the hidden
// cards and, in effect, the seat's style together, and the share of each style among the deals it
// draws is that seat's weight: how well the style explains the seat's moves this round.
// A style has two independent parts: how it swaps (ModelStyle) and when it knocks (KnockStyle), so
// a seat that chases colours and knocks early is explained without a style for each pairing; the
// likelihood of a seat's moves is then (sum of swap styles) times (sum of knock styles).
#include <array>
#include <cstdint>
#include <string_view>

#include "zero/knizia/card.hpp"

namespace zero::knizia {

enum class ModelStyle : std::uint8_t {
    Medium,   // Medium's judgement: the score a swap leaves, less its look ahead, and care not to feed the next seat
    Greedy,   // the score a swap leaves
    Colour,   // the score, less kChasePoints for each card of its biggest colour (up to five)
    Number,   // the same for its biggest number
    Dumper,   // the sum of the numbers it holds: gives its highest card, takes the lowest
    Noisy,    // any swap alike: what explains a seat no other style does, and keeps every weight alive
};
inline constexpr int kModelStyles = 6;
using StyleWeights = std::array<double, kModelStyles>;

enum class KnockStyle : std::uint8_t {
    Patient,  // knocks as Medium does, on a hand under the score others usually end a round with
    Eager,    // on a hand a few points above that
    Early,    // on a hand far above it, long before the others are ready
    Random,   // knocks or not on any turn alike
};
inline constexpr int kKnockStyles = 4;
using KnockWeights = std::array<double, kKnockStyles>;

std::string_view style_name(ModelStyle style);
std::string_view knock_style_name(KnockStyle style);

// The cards of a hand's biggest group, up to five, after giving a card of group `give` and taking
// one of group `take`, from the hand's count of each group (its colours', or its numbers').
inline int biggest_group_after(const std::array<int, kNumbers>& counts, int give, int take) {
    int most = 0;
    for (int g = 0; g < kNumbers; ++g) {
        const int n = counts[static_cast<std::size_t>(g)] - (g == give ? 1 : 0) + (g == take ? 1 : 0);
        most = n > most ? n : most;
    }
    return most < 5 ? most : 5;
}

// biggest_group_after for one `give` and any `take`: the rest's biggest group is found once, so
// each take costs one look (the model players value 45 swaps a move).
class GroupAfterGive {
public:
    GroupAfterGive(const std::array<int, kNumbers>& counts, int give) : counts_(counts), give_(give) {
        for (int g = 0; g < kNumbers; ++g) {
            const int n = counts[static_cast<std::size_t>(g)] - (g == give ? 1 : 0);
            most_ = n > most_ ? n : most_;
        }
    }
    int with(int take) const {
        const int n = counts_[static_cast<std::size_t>(take)] - (take == give_ ? 1 : 0) + 1;
        const int most = n > most_ ? n : most_;
        return most < 5 ? most : 5;
    }

private:
    const std::array<int, kNumbers>& counts_;
    int give_;
    int most_ = 0;
};

struct FamilyParams {
    // The prior of each style at a seat, in ModelStyle's order; Medium's is the largest, since the
    // product's bots and most players judge hands much as it does.
    StyleWeights prior{0.4, 0.15, 0.1, 0.1, 0.1, 0.15};
    KnockWeights knock_prior{0.55, 0.2, 0.15, 0.1};
    std::array<double, kKnockStyles> knock_offset{0.0, 3.0, 6.0, 0.0};  // points above the usual knock level
    double floor = 0.02;        // no style's reported weight falls below this
    double chase_points = 3.0;  // a chaser pays this much score for a card of its group
};

// The swap prior with Medium's style at `share` (0 < share < 1) and the other styles scaled to the
// rest, in the same proportions among themselves: one number to try a family that leans more (or
// less) on Medium's judgement without retuning five others.
StyleWeights with_medium_share(const StyleWeights& prior, double share);

}  // namespace zero::knizia
