// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/highcard/bot.hpp"

#include <algorithm>
#include <stdexcept>

namespace zero::highcard {

Action RandomBot::choose(const View& view) {
    const std::vector<Action> legal = legal_actions(view);
    Rng rng = rng_for(view);
    return legal.at(rng.below(static_cast<std::uint32_t>(legal.size())));
}

Action GreedyBot::choose(const View& view) {
    const Hand& hand = view.hand;  // ascending
    if (view.trick.empty()) return Action{hand.back()};
    Card best = 0;
    for (const Move& m : view.trick) best = std::max(best, m.action.card);
    const auto above = std::upper_bound(hand.begin(), hand.end(), best);
    return Action{above != hand.end() ? *above : hand.front()};
}

std::vector<std::string> bot_kinds() { return {"random", "greedy"}; }

std::string bot_kind_error(std::string_view kind) {
    if (kind == "random" || kind == "greedy") return {};
    return "unknown High Card bot '" + std::string(kind.substr(0, 40)) + "' (the bots are: random, greedy)";
}

std::unique_ptr<Bot> make_bot(std::string_view kind, std::uint64_t match_seed, Seat seat) {
    if (kind == "random") return std::make_unique<RandomBot>(match_seed, seat);
    if (kind == "greedy") return std::make_unique<GreedyBot>(match_seed, seat);
    throw std::invalid_argument(bot_kind_error(kind));
}

}  // namespace zero::highcard
