#pragma once
// One table, three kinds of seat: the table owns the match and asks the controller of the seat
// to move for its action. Couch play, bot matches and LAN hosting differ only in controllers.
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "zero/match.hpp"
#include "zero/view.hpp"

namespace zero {

class SeatController {
public:
    virtual ~SeatController() = default;
    // Asked while it is this seat's turn; nothing yet means "still deciding" (a human thinking,
    // a packet on its way), and the table asks again on its next step.
    virtual std::optional<Action> decide(const View& view) = 0;
    // Every seat hears what each action caused, with its own fresh view.
    virtual void observe(const EventList& /*events*/, const View& /*view*/) {}
};

class Table {
public:
    using Observer = std::function<void(const EventList& events, const State& state)>;

    Table(State state, std::vector<std::unique_ptr<SeatController>> seats);

    const State& state() const { return state_; }
    bool over() const { return state_.phase == Phase::MatchOver; }
    SeatController& controller(Seat seat) { return *seats_.at(static_cast<std::size_t>(seat)); }
    void replace_controller(Seat seat, std::unique_ptr<SeatController> controller);
    // Observers see the full state: they are the table's own services (autosave, LAN host).
    void add_observer(Observer observer) { observers_.push_back(std::move(observer)); }

    // Asks the seat to move; applies its action when it has one. A controller that answers
    // with an illegal action knocks instead, and `last_refusal` says why.
    EventList step();
    // Steps until the match is over or a controller has no answer yet.
    void run();
    MoveError last_refusal() const { return last_refusal_; }

private:
    void publish(const EventList& events);

    State state_;
    std::vector<std::unique_ptr<SeatController>> seats_;
    std::vector<Observer> observers_;
    MoveError last_refusal_ = MoveError::None;
};

}  // namespace zero
