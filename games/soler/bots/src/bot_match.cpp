// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/soler/bots/bot_match.hpp"

#include "zero/soler/bots/bot_seat.hpp"

namespace zero::soler {

void run_bots(State& state, std::vector<std::unique_ptr<Bot>>& bots, Seat first_asked) {
    while (state.phase == Phase::Play || state.phase == Phase::Bet || state.phase == Phase::Safe) {
        const SeatMask acting = to_act(state);
        Seat seat = first_asked % state.players();
        for (int k = 0; k < state.players(); ++k, seat = next_seat(seat, state.players())) {
            if (!has_seat(acting, seat)) continue;
            const View view = view_for(state, seat);
            apply(state, seat, bots[static_cast<std::size_t>(seat)]->choose(view));
        }
    }
}

State bot_match(const Rules& rules, std::uint64_t seed, const std::vector<std::string>& kinds) {
    std::vector<std::unique_ptr<core::SeatController<TableGame>>> seats;
    for (int seat = 0; seat < rules.players; ++seat)
        seats.push_back(std::make_unique<BotSeat>(make_bot(kinds.at(static_cast<std::size_t>(seat)), seed, seat)));
    core::Table<TableGame> table(new_match(rules, seed), std::move(seats));
    table.run();
    return table.state();
}

}  // namespace zero::soler
