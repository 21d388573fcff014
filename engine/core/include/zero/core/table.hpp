// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One table, three kinds of seat, for every game: the table owns the match and asks the
// controller of each seat that may act for its action. Couch play, bot matches and LAN hosting
// differ only in controllers. A game plugs in at compile time through a module struct (see
// TableGame below), so nothing here costs a virtual call per rule check; the one virtual call is
// the controller's, which is where a person, a bot or a packet answers.
//
// Several seats may act at once (Solèr's face-down plays): the table asks every seat in
// Game::to_act, clockwise from the lowest, and applies each answer it gets. An answer is for the
// view it was given; one seat's commit does not end another's stage (the epoch stays), so the
// others' answers stay good.
#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::core {

// What a game module provides to the table.
template <class G>
concept TableGame = requires(typename G::State& state, const typename G::State& cstate, Seat seat,
                             const typename G::Intent& intent) {
    typename G::Action;
    typename G::View;
    typename G::EventList;
    typename G::MoveError;
    { G::players(cstate) } -> std::convertible_to<int>;
    { G::to_act(cstate) } -> std::convertible_to<SeatMask>;  // empty while waiting on no seat
    { G::over(cstate) } -> std::convertible_to<bool>;
    { G::state_id(cstate) } -> std::convertible_to<std::uint32_t>;
    { G::view_for(cstate, seat) } -> std::convertible_to<typename G::View>;
    G::try_apply(state, intent);  // -> an ApplyResult with .error, .events, .ok()
    // What a seat does when its controller answered with an illegal action (Knizia: knock).
    { G::fallback(cstate, seat) } -> std::convertible_to<typename G::Action>;
};

template <class G>
class SeatController {
public:
    virtual ~SeatController() = default;
    // Asked while this seat may act; nothing yet means "still deciding" (a human thinking, a
    // packet on its way), and the table asks again on its next step.
    virtual std::optional<typename G::Action> decide(const typename G::View& view) = 0;
    // Every seat hears what each action caused, with its own fresh view.
    virtual void observe(const typename G::EventList& /*events*/, const typename G::View& /*view*/) {}
};

template <TableGame G>
class Table {
public:
    using State = typename G::State;
    using Action = typename G::Action;
    using EventList = typename G::EventList;
    using MoveError = typename G::MoveError;
    using Controller = SeatController<G>;
    using Observer = std::function<void(const EventList& events, const State& state)>;

    Table(State state, std::vector<std::unique_ptr<Controller>> seats)
        : state_(std::move(state)), seats_(std::move(seats)) {
        if (static_cast<int>(seats_.size()) != G::players(state_))
            throw std::invalid_argument("the table has " + std::to_string(G::players(state_)) + " seats but " +
                                        std::to_string(seats_.size()) + " controllers");
        for (const auto& seat : seats_)
            if (!seat) throw std::invalid_argument("every seat needs a controller");
    }

    const State& state() const { return state_; }
    bool over() const { return G::over(state_); }
    Controller& controller(Seat seat) { return *seats_.at(static_cast<std::size_t>(seat)); }
    void replace_controller(Seat seat, std::unique_ptr<Controller> controller) {
        if (!controller) throw std::invalid_argument("every seat needs a controller");
        seats_.at(static_cast<std::size_t>(seat)) = std::move(controller);
    }
    // Observers see the full state: they are the table's own services (autosave, LAN host).
    void add_observer(Observer observer) { observers_.push_back(std::move(observer)); }

    // Asks each seat that may act; applies every answer it gets. A controller that answers with
    // an illegal action plays the game's fallback instead, and `last_refusal` says why. Returns
    // the events of everything applied, in order.
    EventList step() {
        EventList all;
        const SeatMask acting = G::to_act(state_);
        for (Seat seat = 0; seat < G::players(state_) && !over(); ++seat) {
            if (!has_seat(acting, seat) || !has_seat(G::to_act(state_), seat)) continue;
            const std::optional<Action> action =
                seats_[static_cast<std::size_t>(seat)]->decide(G::view_for(state_, seat));
            if (!action) continue;
            auto result = G::try_apply(state_, typename G::Intent{seat, *action, std::nullopt, std::nullopt});
            last_refusal_ = result.error;
            if (!result.ok())
                result = G::try_apply(state_, typename G::Intent{seat, G::fallback(state_, seat), std::nullopt, std::nullopt});
            publish(result.events);
            for (std::size_t i = 0; i < result.events.size(); ++i) all.push_back(result.events[i]);
        }
        return all;
    }
    // Steps until the match is over or no controller has an answer yet.
    void run() {
        while (!over()) {
            const std::uint32_t before = G::state_id(state_);
            step();
            if (G::state_id(state_) == before) return;
        }
    }
    MoveError last_refusal() const { return last_refusal_; }

private:
    void publish(const EventList& events) {
        for (Seat seat = 0; seat < G::players(state_); ++seat)
            seats_[static_cast<std::size_t>(seat)]->observe(events, G::view_for(state_, seat));
        for (const Observer& observer : observers_) observer(events, state_);
    }

    State state_;
    std::vector<std::unique_ptr<Controller>> seats_;
    std::vector<Observer> observers_;
    MoveError last_refusal_{};
};

}  // namespace zero::core
