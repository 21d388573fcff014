// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/knizia/bots/bot_match.hpp"

#include <stdexcept>

namespace zero::knizia {

std::vector<std::unique_ptr<SeatController>> bot_seats(const std::vector<std::string>& kinds, std::uint64_t seed) {
    std::vector<std::unique_ptr<SeatController>> seats;
    for (std::size_t seat = 0; seat < kinds.size(); ++seat)
        seats.push_back(std::make_unique<BotController>(make_bot(BotSpec{kinds[seat], seed, static_cast<Seat>(seat)})));
    return seats;
}

State play_bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds) {
    if (static_cast<int>(kinds.size()) != rules.players)
        throw std::invalid_argument(std::to_string(rules.players) + " players need " + std::to_string(rules.players) +
                                    " bots, not " + std::to_string(kinds.size()));
    Table table(new_match(rules, seed), bot_seats(kinds, seed));
    table.run();
    return table.state();
}

}  // namespace zero::knizia
