#pragma once
// One match on this screen: the Table, a controller per seat (humans fed by the UI, bots), the
// players' names. The table screen steps it when its animations allow.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/table.hpp"

namespace zero::game {

struct SeatSetup {
    bool human = true;
    std::string name;
    std::string bot_kind = "greedy";
};

struct MatchSetup {
    std::vector<SeatSetup> seats;
    Rules rules;
    std::uint64_t seed = 0;
};

// A seat played at this screen: decide() has nothing until the player has chosen.
class HumanController : public SeatController {
public:
    std::optional<Action> decide(const View& view) override;
    void submit(const Action& action) { pending_ = action; }
    bool has_choice() const { return pending_.has_value(); }

private:
    std::optional<Action> pending_;
};

class MatchSession {
public:
    // Deals a new match. Throws std::invalid_argument for unplayable rules or unknown bots.
    explicit MatchSession(MatchSetup setup);
    // Continues a match from a state (a resumed save).
    MatchSession(MatchSetup setup, State state);

    const MatchSetup& setup() const { return setup_; }
    const std::string& name(Seat seat) const;
    std::vector<std::string> names() const;
    bool is_human(Seat seat) const;
    std::vector<bool> humans() const;

    View view(Seat seat) const;
    Seat to_move() const { return table_->state().to_move; }
    bool over() const { return table_->over(); }
    std::uint32_t state_id() const { return table_->state().state_id; }

    // What dealing the match caused (RoundStarted and any ZERO on the deal); empty after resuming.
    const EventList& opening_events() const { return opening_; }

    // The human seat to move has chosen.
    void submit(Seat seat, const Action& action);
    // The seat to move has its answer: a bot always, a human once it has chosen.
    bool ready() const;
    EventList step();

    // Services that see the full state (autosave).
    void add_observer(Table::Observer observer) { table_->add_observer(std::move(observer)); }
    const State& state_for_services() const { return table_->state(); }

private:
    void build(State state);

    MatchSetup setup_;
    std::unique_ptr<Table> table_;
    std::vector<HumanController*> humans_;  // owned by the table; null for bot seats
    EventList opening_;
};

}  // namespace zero::game
