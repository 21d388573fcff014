#include "zero/table.hpp"

#include <stdexcept>

namespace zero {

Table::Table(State state, std::vector<std::unique_ptr<SeatController>> seats)
    : state_(std::move(state)), seats_(std::move(seats)) {
    if (static_cast<int>(seats_.size()) != state_.players())
        throw std::invalid_argument("the table has " + std::to_string(state_.players()) + " seats but " +
                                    std::to_string(seats_.size()) + " controllers");
    for (const auto& seat : seats_)
        if (!seat) throw std::invalid_argument("every seat needs a controller");
}

void Table::replace_controller(Seat seat, std::unique_ptr<SeatController> controller) {
    if (!controller) throw std::invalid_argument("every seat needs a controller");
    seats_.at(static_cast<std::size_t>(seat)) = std::move(controller);
}

EventList Table::step() {
    if (over()) return {};
    const Seat seat = state_.to_move;
    const std::optional<Action> action = seats_[static_cast<std::size_t>(seat)]->decide(view_for(state_, seat));
    if (!action) return {};
    ApplyResult result = try_apply(state_, Intent{seat, *action, std::nullopt, std::nullopt});
    last_refusal_ = result.error;
    if (!result.ok()) result = try_apply(state_, Intent{seat, Action::knock(), std::nullopt, std::nullopt});
    publish(result.events);
    return result.events;
}

void Table::run() {
    while (!over()) {
        const std::uint32_t before = state_.state_id;
        step();
        if (state_.state_id == before) return;
    }
}

void Table::publish(const EventList& events) {
    for (Seat seat = 0; seat < state_.players(); ++seat)
        seats_[static_cast<std::size_t>(seat)]->observe(events, view_for(state_, seat));
    for (const Observer& observer : observers_) observer(events, state_);
}

}  // namespace zero
