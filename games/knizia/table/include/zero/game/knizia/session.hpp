// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A match of Knizia's Zero on this screen: the Table, a controller per seat (people fed by the UI,
// bots thinking on their own threads), the players' names. The table screen steps it when its
// animations allow. (Knizia's table is not yet a core::Table, so it does not use LocalSession.)
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/session.hpp"
#include "zero/knizia/table.hpp"

namespace zero {
struct SaveGame;
}
namespace zero::knizia {
class BackgroundBotController;
}

namespace zero::game {

struct KniziaSetup {
    std::vector<SeatSetup> seats;
    knizia::Rules rules;
    std::uint64_t seed = 0;
};

// The seats of a saved match, to carry it on at this screen: a LAN player's seat is played here.
KniziaSetup setup_from_save(const SaveGame& save);

// A seat played at this screen: decide() has nothing until the player has chosen.
class HumanController : public knizia::SeatController {
public:
    std::optional<knizia::Action> decide(const knizia::View& view) override;
    void submit(const knizia::Action& action) { pending_ = action; }
    bool has_choice() const { return pending_.has_value(); }

private:
    std::optional<knizia::Action> pending_;
};

class KniziaSession {
public:
    using Setup = KniziaSetup;

    // Deals a new match. Throws std::invalid_argument for unplayable rules or unknown bots.
    explicit KniziaSession(KniziaSetup setup);
    // Continues a match from a state (a resumed save).
    KniziaSession(KniziaSetup setup, knizia::State state);

    const KniziaSetup& setup() const { return setup_; }
    const std::string& name(Seat seat) const;
    std::vector<std::string> names() const;
    bool is_human(Seat seat) const;
    std::vector<bool> humans() const;

    knizia::View view(Seat seat) const;
    Seat to_move() const { return table_->state().to_move; }
    bool over() const { return table_->over(); }
    std::uint32_t state_id() const { return table_->state().state_id; }

    // What dealing the match caused (RoundStarted and any ZERO on the deal); empty after resuming.
    const knizia::EventList& opening_events() const { return opening_; }

    // The human seat to move has chosen.
    void submit(Seat seat, const knizia::Action& action);
    // The seat to move has its answer: a bot always, a human once it has chosen.
    bool ready() const;
    // Plays the seat to move's answer, if it has one; then the bot to move next, if any, starts
    // on its decision at once, while the screen animates this move.
    knizia::EventList step();
    // Whether the bot to move has its answer ready, without stepping (false for a person's turn).
    bool bot_answered() const;
    // How long the table waits for a bot's answer after showing the move before it: every bot
    // thinks no longer than that from its next decision on (core::BotOf::allow_time).
    void allow_bot_time(std::chrono::milliseconds wait);

    // Undo of the one person's last move in a match where every other seat is a bot, until a bot
    // has moved: the match goes back to the state before that move (the state, log and dealing
    // rng as they stood), with fresh bots, so an answer thought out for the undone state is never
    // played. Observers hear the restored state with no events (the autosave writes it).
    bool can_undo() const;
    bool undo();

    // Services that see the full state (autosave).
    void add_observer(knizia::Table::Observer observer);
    const knizia::State& state_for_services() const { return table_->state(); }

private:
    void build(knizia::State state);
    void think_ahead();

    KniziaSetup setup_;
    std::unique_ptr<knizia::Table> table_;
    // Tables left by an undo: their bots may still be thinking, and a frame must not wait for them.
    std::vector<std::unique_ptr<knizia::Table>> retired_;
    std::vector<knizia::Table::Observer> observers_;
    std::optional<knizia::State> undo_point_;  // the state before the person's last move, while it stands
    std::vector<HumanController*> humans_;  // owned by the table; null for bot seats
    std::vector<knizia::BackgroundBotController*> bots_;  // owned by the table; null for human seats
    knizia::EventList opening_;
    std::chrono::milliseconds bot_time_{0};  // allow_bot_time's; 0: each bot's own budget
};

}  // namespace zero::game
