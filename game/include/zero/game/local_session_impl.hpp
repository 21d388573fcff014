// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// LocalSession's member functions (local_session.hpp). Include it only where the template is
// instantiated for a game, with that game's bots and autosaver complete.
#include <algorithm>
#include <stdexcept>
#include <utility>

#include "zero/game/local_session.hpp"
#include "zero/game/seat_gate.hpp"
#include "zero/saves/basic_autosaver.hpp"

namespace zero::game {

template <class G>
LocalSession<G>::LocalSession(Setup setup) : setup_(std::move(setup)) {
    if (static_cast<int>(setup_.seats.size()) != setup_.rules.players)
        throw std::invalid_argument("the match has " + std::to_string(setup_.rules.players) + " players but " +
                                    std::to_string(setup_.seats.size()) + " seats");
    build(G::new_match(setup_.rules, setup_.seed, &opening_));
}

template <class G>
LocalSession<G>::LocalSession(Setup setup, State state) : setup_(std::move(setup)) {
    if (static_cast<int>(setup_.seats.size()) != Module::players(state))
        throw std::invalid_argument("the match has " + std::to_string(Module::players(state)) + " players but " +
                                    std::to_string(setup_.seats.size()) + " seats");
    setup_.rules = state.rules;
    build(std::move(state));
}

template <class G>
void LocalSession<G>::build(State state) {
    gates_.clear();
    std::vector<std::unique_ptr<core::SeatController<Module>>> controllers;
    for (std::size_t s = 0; s < setup_.seats.size(); ++s) {
        const SeatSetup& seat = setup_.seats[s];
        auto gate = std::make_unique<Gate>(seat.human ? nullptr : G::make_bot(seat.bot_kind, setup_.seed, static_cast<Seat>(s)));
        if (bot_time_.count() > 0) gate->allow_time(bot_time_);
        gates_.push_back(gate.get());
        controllers.push_back(std::move(gate));
    }
    table_ = std::make_unique<core::Table<Module>>(std::move(state), std::move(controllers));
    think_ahead();
}

template <class G>
void LocalSession<G>::think_ahead() {
    if (over()) return;
    const SeatMask acting = to_act();
    for (Seat seat = 0; seat < setup_.rules.players; ++seat)
        if (has_seat(acting, seat) && !is_human(seat)) gates_[static_cast<std::size_t>(seat)]->poll(view(seat));
}

template <class G>
void LocalSession<G>::allow_bot_time(std::chrono::milliseconds wait) {
    bot_time_ = wait;
    for (Gate* gate : gates_) gate->allow_time(wait);
}

template <class G>
bool LocalSession<G>::answered(Seat seat) const {
    return !over() && has_seat(to_act(), seat) && gates_[static_cast<std::size_t>(seat)]->answered(view(seat));
}

template <class G>
LocalSession<G>::~LocalSession() = default;

template <class G>
void LocalSession<G>::autosave(const std::string& path, bool path_is_good) {
    std::vector<SavedSeat> seats;
    for (const SeatSetup& seat : setup_.seats)
        seats.push_back(seat.human ? SavedSeat::human(seat.name) : SavedSeat::bot_seat(seat.bot_kind, seat.name));
    saver_ = std::make_unique<typename G::Autosaver>(path, std::move(seats), table_autosave_options(path_is_good));
    table_->add_observer(saver_->observer());
    saver_->save(table_->state());
}

template <class G>
std::string LocalSession<G>::take_save_error() {
    if (!saver_) return {};
    std::string error = saver_->last_error();
    if (error.empty() || error == save_error_shown_) return {};
    save_error_shown_ = error;
    return error;
}

template <class G>
const std::string& LocalSession<G>::name(Seat seat) const {
    return setup_.seats.at(static_cast<std::size_t>(seat)).name;
}

template <class G>
std::vector<bool> LocalSession<G>::humans() const {
    std::vector<bool> out;
    for (const SeatSetup& seat : setup_.seats) out.push_back(seat.human);
    return out;
}

template <class G>
bool LocalSession<G>::is_human(Seat seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < setup_.seats.size() &&
           setup_.seats[static_cast<std::size_t>(seat)].human;
}

template <class G>
typename LocalSession<G>::View LocalSession<G>::view(Seat seat) const {
    return Module::view_for(table_->state(), seat);
}
template <class G>
SeatMask LocalSession<G>::to_act() const {
    return Module::to_act(table_->state());
}
template <class G>
bool LocalSession<G>::over() const {
    return table_->over();
}
template <class G>
std::uint32_t LocalSession<G>::state_id() const {
    return Module::state_id(table_->state());
}

template <class G>
typename LocalSession<G>::EventList LocalSession<G>::opening_events() {
    return std::exchange(opening_, {});
}

template <class G>
void LocalSession<G>::submit(Seat seat, const Action& action) {
    if (!is_human(seat) || !has_seat(to_act(), seat)) return;
    State probe = table_->state();
    if (!Module::try_apply(probe, typename Module::Intent{seat, action, std::nullopt, std::nullopt}).ok()) return;
    gates_[static_cast<std::size_t>(seat)]->submit(action);
}

template <class G>
bool LocalSession<G>::submitted(Seat seat) const {
    return is_human(seat) && gates_[static_cast<std::size_t>(seat)]->has_answer();
}

template <class G>
typename LocalSession<G>::EventList LocalSession<G>::step() {
    if (over()) return {};
    const SeatMask acting = to_act();
    for (Seat seat = 0; seat < setup_.rules.players; ++seat) {
        if (!has_seat(acting, seat)) continue;
        Gate& gate = *gates_[static_cast<std::size_t>(seat)];
        if (!gate.poll(view(seat))) continue;
        gate.open();
        std::optional<State> before;
        if (is_human(seat)) before = table_->state();
        EventList events = table_->step();
        undo_point_ = std::move(before);  // a bot's move ends the undo
        think_ahead();
        return events;
    }
    return {};
}

template <class G>
bool LocalSession<G>::can_undo() const {
    const std::vector<bool> people = humans();
    return undo_point_.has_value() && !over() && std::count(people.begin(), people.end(), true) == 1;
}

template <class G>
bool LocalSession<G>::undo() {
    if (!can_undo()) return false;
    State state = std::move(*undo_point_);
    undo_point_.reset();
    retired_.push_back(std::move(table_));
    build(std::move(state));
    if (saver_) {
        table_->add_observer(saver_->observer());
        saver_->save(table_->state());
    }
    return true;
}

}  // namespace zero::game
