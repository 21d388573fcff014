// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of one game on this screen, for the games whose table is a core::Table (Solèr's ZERO,
// Zero Hero): the table with a SeatGate per seat (people at this screen fed by the UI, bots
// thinking on their own thread), one action applied per step so that the scene animates each on
// its own and a couch hand-off can come between any two, and the autosave.
//
// `G` names the game's parts: `Module` (its core::Table module), `Bot`, `Autosaver`, `Rules`,
// `SaveGame`, and `new_match(rules, seed, events)` and `make_bot(kind, seed, seat)`; a game whose
// rules are free functions beside its State takes most of them from RulesSessionGame. The member
// functions are in local_session_impl.hpp, which only each game's session.cpp includes (it
// instantiates the template once).
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "zero/core/table.hpp"
#include "zero/game/session.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero::game {

template <class Module, class Bot>
class SeatGate;

template <class Rules>
struct LocalSetup {
    std::vector<SeatSetup> seats;  // bot_kind is one of the game's bot kinds
    Rules rules;
    std::uint64_t seed = 0;
};

// The seats of a saved match, to carry it on at this screen: people (a LAN player's seat too) are
// played here, bots by bots of the same kind with the match's seed.
template <class SaveGame>
auto local_setup_from_save(const SaveGame& save) {
    LocalSetup<decltype(save.rules)> setup;
    setup.rules = save.rules;
    setup.seed = save.record.seed.value_or(0);
    for (const SavedSeat& seat : save.seats) {
        SeatSetup s;
        s.human = seat.kind != SeatKind::Bot;
        s.name = seat.name;
        if (!s.human) s.bot_kind = seat.bot;
        setup.seats.push_back(std::move(s));
    }
    return setup;
}

// Outside RulesSessionGame, whose member of the same name would hide the game's function.
namespace session_lookup {
template <class Rules, class EventList>
auto start_match(const Rules& rules, std::uint64_t seed, EventList* events) {
    return new_match(rules, seed, events);
}
}  // namespace session_lookup

// The parts of `G` that follow from a game whose table module is a core::RulesTable, whose View
// holds its rules, its stage (epoch) and its game, and whose new_match(rules, seed, events) stands
// beside its Rules. The game adds make_bot(kind, seed, seat).
template <class TableGame, class MatchEndedEvent, class GameBot, class GameAutosaver>
struct RulesSessionGame {
    using Module = TableGame;
    using View = typename TableGame::View;
    using Rules = std::remove_cvref_t<decltype(std::declval<const View&>().rules)>;
    using MatchEnded = MatchEndedEvent;
    using Bot = GameBot;
    using Autosaver = GameAutosaver;
    // What the shared table shell reads of a view: the stage a decision belongs to (the hint stays
    // while it stays), and the game of the match it is in, from 0.
    static std::uint32_t epoch(const View& view) { return view.epoch; }
    static int part(const View& view) { return view.game; }
    static typename TableGame::State new_match(const Rules& rules, std::uint64_t seed,
                                               typename TableGame::EventList* events) {
        return session_lookup::start_match(rules, seed, events);
    }
};

// RulesSessionGame of a game whose bots come from one function, its bots.hpp's
// make_bot(kind, match seed, seat): all that LocalSession asks of such a game.
template <class TableGame, class MatchEndedEvent, class GameAutosaver, auto kMakeBot>
struct BotsSessionGame
    : RulesSessionGame<TableGame, MatchEndedEvent,
                       typename decltype(kMakeBot(std::string_view{}, std::uint64_t{}, Seat{}))::element_type,
                       GameAutosaver> {
    static auto make_bot(const std::string& kind, std::uint64_t seed, Seat seat) { return kMakeBot(kind, seed, seat); }
};

template <class G>
class LocalSession {
public:
    using Module = typename G::Module;
    using State = typename Module::State;
    using View = typename Module::View;
    using Action = typename Module::Action;
    using EventList = typename Module::EventList;
    using Setup = LocalSetup<typename G::Rules>;

    // Deals a new match. Throws std::invalid_argument for unplayable rules or unknown bots.
    explicit LocalSession(Setup setup);
    // Continues a match from a state (a resumed save); nothing to open with.
    LocalSession(Setup setup, State state);
    ~LocalSession();
    LocalSession(const LocalSession&) = delete;
    LocalSession& operator=(const LocalSession&) = delete;

    const Setup& setup() const { return setup_; }
    const typename G::Rules& rules() const { return setup_.rules; }
    const std::string& name(Seat seat) const;
    std::vector<bool> humans() const;
    bool is_human(Seat seat) const;

    View view(Seat seat) const;
    SeatMask to_act() const;
    bool over() const;
    std::uint32_t state_id() const;
    // What dealing the match caused.
    EventList opening_events();

    // A person at this screen has chosen for `seat` (one that may act). Refused choices are
    // dropped (the scenes offer only legal ones).
    void submit(Seat seat, const Action& action);
    // A human of this screen chose and the table has not applied it yet.
    bool submitted(Seat seat) const;
    // Applies the first answer ready (clockwise from seat 0 among the seats that may act): at most
    // one action. Empty when nobody has answered yet (a bot is thinking, a person choosing).
    EventList step();
    // Whether the seat's answer to the view it may act on is there (a person chose, a bot is done),
    // without stepping.
    bool answered(Seat seat) const;
    // How long the table waits for a bot's answer after showing the action before it: every bot
    // thinks no longer than that from its next decision on (core::BotOf::allow_time).
    void allow_bot_time(std::chrono::milliseconds wait);

    // Undo of the one person's last move in a match where every other seat is a bot, until a bot
    // has moved: the match goes back to the state before that move, with fresh bots, so an answer
    // thought out for the undone state is never played; the autosave writes the restored state.
    bool can_undo() const;
    bool undo();

    // Saves the match after every action (and once now, so that it is listed at once) in the
    // background, to `path`; a finished match's record goes to the history folder. `path_is_good`:
    // false when the save there was damaged and its backup was loaded.
    void autosave(const std::string& path, bool path_is_good);
    // The autosave's error ("FILE: problem") the first time it is seen; empty otherwise.
    std::string take_save_error();
    // The full state, for services and checks (the autosave sees the same).
    const State& state_for_services() const { return table_->state(); }

private:
    using Gate = SeatGate<Module, typename G::Bot>;
    void build(State state);
    // Every bot that may act starts on its decision now: the state it answers is known, and the
    // screen spends the animation of the last action before it steps again.
    void think_ahead();

    Setup setup_;
    std::unique_ptr<typename G::Autosaver> saver_;  // outlives the table, which calls it
    std::string save_error_shown_;
    std::vector<Gate*> gates_;  // owned by the table
    std::chrono::milliseconds bot_time_{0};  // allow_bot_time's; 0: each bot's own budget
    std::unique_ptr<core::Table<Module>> table_;
    // Tables left by an undo: their bots may still be thinking, and a frame must not wait for them.
    std::vector<std::unique_ptr<core::Table<Module>>> retired_;
    std::optional<State> undo_point_;  // the state before the person's last move, while it stands
    EventList opening_;
};

}  // namespace zero::game
