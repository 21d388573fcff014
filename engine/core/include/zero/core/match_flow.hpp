// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the games whose match is a run of dealt games share: the intent of an untrusted source,
// the result of applying it, and the flow around a game's own steps (a new match from a seed or
// a deal, the next deal of a match without a seed, checking and applying an action). The rules
// stay the game's own four steps, given as functions:
//     void begin_game(State&, Deal, EventList&);
//     Deal deal_from(Rng&, Seat leading, int players);  // the seeded deal
//     MoveError check_action(const State&, Seat, const Action&);
//     EventList apply_checked(State&, Seat, const Action&);
// and its rules_error, deal_error, deal_order_error and describe are found beside its types. All
// static calls: nothing here costs a virtual call per action or per playout turn.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>

#include "zero/core/rng.hpp"
#include "zero/core/seat.hpp"

namespace zero::core {

// What an untrusted source (a remote seat, a file, a typed command) wants to do.
template <class Action>
struct Intent {
    Seat seat = 0;
    Action action;
    std::optional<int> game;             // when given, must be the game being played
    std::optional<std::uint32_t> epoch;  // when given, must be the current decision's epoch
};

template <class MoveError, class EventList>
struct ApplyResult {
    MoveError error = MoveError::None;
    EventList events;
    bool ok() const { return error == MoveError::None; }
};

template <class MoveError>
class IllegalAction : public std::logic_error {
public:
    explicit IllegalAction(MoveError error) : std::logic_error(std::string(describe(error))), error_(error) {}
    MoveError error() const { return error_; }

private:
    MoveError error_;
};

// A match without a seed is given each later game's deal: it must be led by `expected`, one seat
// clockwise from the last game's leading seat (`role`: "first player", "dealer"). Empty when it is.
inline std::string opening_error(std::string_view role, Seat expected, Seat given) {
    if (given == expected) return {};
    return "the " + std::string(role) + " must be seat " + std::to_string(expected) +
           ", one seat clockwise from the last game's";
}

// After a game when the match goes on: the leading seat (`leading`, the state's first player or
// dealer) moves one seat clockwise, and a seeded match deals the next game from its seed
// (`deal_next(seat)`) while one without a seed waits for it in the Deal phase (start_game checks
// the given deal against `leading`).
template <class State, class DealNext>
void next_game(State& state, Seat& leading, DealNext&& deal_next) {
    ++state.game;
    const Seat next = next_seat(leading, state.players());
    if (state.seed) {
        deal_next(next);
    } else {
        leading = next;
        state.phase = decltype(state.phase)::Deal;
    }
}

namespace flow_detail {
template <class F>
struct Step;
template <class R, class... A>
struct Step<R (*)(A...)> {
    using Result = R;
    using Args = std::tuple<std::remove_cvref_t<A>...>;
};
template <auto F, std::size_t I>
using Arg = std::tuple_element_t<I, typename Step<decltype(F)>::Args>;
}  // namespace flow_detail

template <auto BeginGame, auto DealFrom, auto CheckAction, auto ApplyChecked>
struct MatchFlow {
    using State = flow_detail::Arg<ApplyChecked, 0>;
    using Action = flow_detail::Arg<ApplyChecked, 2>;
    using EventList = typename flow_detail::Step<decltype(ApplyChecked)>::Result;
    using MoveError = typename flow_detail::Step<decltype(CheckAction)>::Result;
    using Deal = typename flow_detail::Step<decltype(DealFrom)>::Result;
    using Rules = decltype(State::rules);
    using Intent = core::Intent<Action>;
    using ApplyResult = core::ApplyResult<MoveError, EventList>;

    // A seeded match: the first game's leading seat (below(players)), then every deal, come from the seed.
    static State new_match(const Rules& rules, std::uint64_t seed, EventList* events) {
        if (std::string why = rules_error(rules); !why.empty()) throw std::invalid_argument(why);
        State s;
        s.rules = rules;
        s.seed = seed;
        s.rng = Rng(seed);
        EventList local;
        const auto leading = static_cast<Seat>(s.rng.below(static_cast<std::uint32_t>(rules.players)));
        BeginGame(s, DealFrom(s.rng, leading, rules.players), events != nullptr ? *events : local);
        return s;
    }

    static State new_match(const Rules& rules, const Deal& deal, EventList* events) {
        if (std::string why = rules_error(rules); !why.empty()) throw std::invalid_argument(why);
        if (std::string why = deal_error(deal, rules.players); !why.empty()) throw std::invalid_argument(why);
        State s;
        s.rules = rules;
        EventList local;
        BeginGame(s, deal, events != nullptr ? *events : local);
        return s;
    }

    static EventList start_game(State& state, const Deal& deal) {
        if (state.phase != decltype(state.phase)::Deal) throw std::invalid_argument("the match is not waiting for a deal");
        if (std::string why = deal_error(deal, state.players()); !why.empty()) throw std::invalid_argument(why);
        if (std::string why = deal_order_error(state, deal); !why.empty()) throw std::invalid_argument(why);
        EventList events;
        BeginGame(state, deal, events);
        state.epoch = state.state_id;
        return events;
    }

    static MoveError check(const State& state, const Intent& intent) {
        if (state.phase == decltype(state.phase)::MatchOver) return MoveError::MatchOver;
        if (intent.game && *intent.game < state.game) return MoveError::GameOver;
        if (intent.game && *intent.game != state.game) return MoveError::StaleEpoch;
        if (intent.epoch && *intent.epoch != state.epoch) return MoveError::StaleEpoch;
        return CheckAction(state, intent.seat, intent.action);
    }

    static EventList apply(State& state, Seat seat, const Action& action) {
        if (MoveError error = CheckAction(state, seat, action); error != MoveError::None)
            throw IllegalAction<MoveError>(error);
        return ApplyChecked(state, seat, action);
    }

    static ApplyResult try_apply(State& state, const Intent& intent) {
        ApplyResult result;
        result.error = check(state, intent);
        if (result.ok()) result.events = ApplyChecked(state, intent.seat, intent.action);
        return result;
    }
};

}  // namespace zero::core
