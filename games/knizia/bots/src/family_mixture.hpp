// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The family's mixture of a seat's likelihoods, shared by the likelihood and the chain, which must
// sum it the same way to the bit (the chain's early give-up bounds it).
#include "zero/knizia/bots/opponent_model.hpp"

namespace zero::knizia {

// Each part of the family is a mixture over its styles; the two parts are independent.
inline double family_mixture(const StyleWeights& prior, const KnockWeights& knock_prior, const StyleWeights& swaps,
                             const KnockWeights& knocks) {
    double swap_part = 0;
    for (std::size_t st = 0; st < swaps.size(); ++st) swap_part += prior[st] * swaps[st];
    double knock_part = 0;
    for (std::size_t ks = 0; ks < knocks.size(); ++ks) knock_part += knock_prior[ks] * knocks[ks];
    return swap_part * knock_part;
}

}  // namespace zero::knizia
