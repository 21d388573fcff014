// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/action.hpp"

namespace zero::knizia {

std::string to_string(const Action& action) {
    if (!action.is_swap()) return "knock";
    return "swap " + card_name(action.give) + " for " + card_name(action.take);
}

}  // namespace zero::knizia
