// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table module (zero/core/table.hpp) of a game whose rules are free functions beside its
// State, found by argument-dependent lookup: to_act, view_for and try_apply, with its State's
// players(), phase (MatchOver once the match is over) and state_id. The types follow from them, so
// a game names only its State and its Intent:
//     struct TableGame : core::RulesTable<State, Intent> {};
// After an illegal answer a seat plays its first legal action (legal_actions(state, seat), found
// the same way); a game whose seats do otherwise declares its own static fallback, which hides it.
// Everything stays a static call the compiler sees through: no virtual call per rule check.
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

#include "zero/core/game_lookup.hpp"
#include "zero/core/table.hpp"

namespace zero::core {

template <class S, class I>
struct RulesTable {
    using State = S;
    using Intent = I;
    using Action = decltype(I::action);
    using View = decltype(game_lookup::seat_view(std::declval<const S&>(), Seat{}));
    using ApplyResult = decltype(game_lookup::apply_intent(std::declval<S&>(), std::declval<const I&>()));
    using EventList = decltype(ApplyResult::events);
    using MoveError = decltype(ApplyResult::error);

    static int players(const State& state) { return state.players(); }
    static SeatMask to_act(const State& state) { return game_lookup::seats_to_act(state); }
    static bool over(const State& state) { return state.phase == decltype(state.phase)::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }
    static View view_for(const State& state, Seat seat) { return game_lookup::seat_view(state, seat); }
    static ApplyResult try_apply(State& state, const Intent& intent) { return game_lookup::apply_intent(state, intent); }
    static Action fallback(const State& state, Seat seat) { return game_lookup::first_legal(state, seat); }
};

// A bot at the table: the table asks the seat whenever it may act, and the bot answers at once
// from the seat's view. `Bot` has `Action choose(const View&)`, asked only when the seat may act.
template <class G, class Bot>
class BotSeat : public SeatController<G> {
public:
    explicit BotSeat(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    std::optional<typename G::Action> decide(const typename G::View& view) override {
        if (!view.may_act()) return std::nullopt;
        return bot_->choose(view);
    }
    Bot& bot() { return *bot_; }

private:
    std::unique_ptr<Bot> bot_;
};

}  // namespace zero::core
