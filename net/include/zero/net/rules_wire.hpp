// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parts of a game's wire module (the `W` the LAN host and client are instantiated with,
// host_session.hpp) that follow from its rules alone, alike in every game: its types, named by its
// table module `G`; an intent naming the game and the epoch it answers, checked by the game's own
// check; a new seeded match and its record. The game's rules functions (check, new_match,
// make_record, rules_error) are found beside its types; its View has rules, game, epoch and
// may_act(), its State seed and state_id. A game whose stage or epoch is another field (Knizia's
// Zero: the round and the state id) hides those members in its own module, and the codec, the
// catalogue's options and the bots are each game's own.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/core/seat.hpp"

namespace zero::net {

// Outside RulesWire, whose members of the same names would hide the game's functions.
namespace rules_wire_lookup {
template <class S, class I>
auto check_intent(const S& state, const I& intent) {
    return check(state, intent);
}
template <class R, class E>
auto seeded_match(const R& rules, std::uint64_t seed, E* events) {
    return new_match(rules, seed, events);
}
template <class S>
auto record_of(const S& state, const std::vector<std::string>& names) {
    return make_record(state, names);
}
template <class R>
std::string rules_problem(const R& rules) {
    return rules_error(rules);
}
}  // namespace rules_wire_lookup

// `kInfo` is the game's catalogue entry: the id the wire carries and the key the command line and
// the records print.
template <class G, const games::GameInfo& kInfo>
struct RulesWire {
    static constexpr games::GameId id = kInfo.id;
    static constexpr std::string_view kKey = kInfo.key;
    using TableGame = G;
    using State = typename G::State;
    using Action = typename G::Action;
    using View = typename G::View;
    using EventList = typename G::EventList;
    using MoveError = typename G::MoveError;
    using Intent = typename G::Intent;
    using Rules = decltype(State::rules);
    using Record = decltype(rules_wire_lookup::record_of(std::declval<const State&>(), {}));

    static std::string rules_error(const Rules& rules) { return rules_wire_lookup::rules_problem(rules); }
    static int players(const Rules& rules) { return rules.players; }
    static int players(const View& view) { return view.rules.players; }

    static int stage_of(const View& view) { return view.game; }
    static std::uint32_t epoch_of(const View& view) { return view.epoch; }
    static Intent intent(Seat seat, const Action& action, int stage, std::uint32_t epoch) {
        return Intent{seat, action, stage, epoch};
    }
    static MoveError check(const State& state, Seat seat, const Action& action, int stage, std::uint32_t epoch) {
        return rules_wire_lookup::check_intent(state, intent(seat, action, stage, epoch));
    }
    static bool may_act(const View& view) { return view.may_act(); }
    static bool over(const View& view) { return view.phase == decltype(view.phase)::MatchOver; }
    static std::uint32_t state_id(const State& state) { return state.state_id; }

    static State new_match(const Rules& rules, std::uint64_t seed, EventList* events) {
        return rules_wire_lookup::seeded_match(rules, seed, events);
    }
    static std::uint64_t seed_of(const State& state) { return state.seed.value_or(0); }
    static Record record(const State& state, const std::vector<std::string>& names) {
        return rules_wire_lookup::record_of(state, names);
    }
};

// A wire's bots, for a game whose bots module names them by kind: `kind_error(kind)` is empty
// for a kind `make(kind, seed, seat)` accepts (options included, "hard:iters=500", as the command
// line and the screens take them), and `kinds()` lists the plain kinds.
template <auto kind_error, auto kinds, auto make>
struct KindBots {
    using Bot = typename decltype(make(std::string_view(), std::uint64_t{}, Seat{}))::element_type;

    // Empty for a kind make_bot accepts; otherwise the one-line reason it does not.
    static std::string bot_kind_error(std::string_view kind) { return kind_error(kind); }
    static bool is_bot_kind(std::string_view kind) { return kind_error(kind).empty(); }
    static std::vector<std::string> bot_kinds() { return kinds(); }
    static std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed, Seat seat) {
        return make(kind, seed, seat);
    }
};

}  // namespace zero::net
