// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One match on this screen: the Table, a controller per seat (humans fed by the UI, bots), the
// players' names. The table screen steps it when its animations allow.
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "zero/game/strings.hpp"
#include "zero/knizia/table.hpp"

namespace zero {
struct SaveGame;
}
namespace zero::knizia {
class BackgroundBotController;
}

namespace zero::game {

struct SeatSetup {
    bool human = true;
    std::string name;
    std::string bot_kind = "greedy";
    bool sort_by_number = false;  // the player's hand order (Tab), as a resumed save had it
};

struct KniziaSetup {
    std::vector<SeatSetup> seats;
    knizia::Rules rules;
    std::uint64_t seed = 0;
};

// The match a podium's Rematch deals after a match of `setup` (any game's setup, dealt here or
// resumed from a save): the same seats and rules, the next seed.
template <class Setup>
Setup rematch_setup(Setup setup) {
    ++setup.seed;
    return setup;
}

// The bot a new seat gets in New match and Host game alike: Medium when there is one.
std::string default_bot_kind(const std::vector<std::string>& bot_kinds);
// A bot kind in the language shown ("medium" -> "moyen"): the engines name their kinds in English
// for command lines and files. Options after a colon ("hard:ms=100") and kinds with no word of
// their own ("ext:CMD") stay as they are.
std::string bot_kind_label(const Strings& strings, std::string_view kind);
// A bot's name at the table, in New match and Host game alike: "Bot 3 (medium)" (seat 0-based), in
// the language of the moment the seat was made (the name is saved with the match).
std::string bot_seat_name(const Strings& strings, int seat, const std::string& kind);
// A player's name as this screen shows it: a bot's name the game made (bot_seat_name) in any of
// its languages is said again in the language shown, so a match saved in French lists "Bot 2
// (medium)" in English; any other name is the player's own and stays as it is. `made_in`: the
// languages to recognise (the other form: every catalogue of the game).
std::string shown_player_name(const Strings& strings, int seat, const std::string& name,
                              const std::vector<Strings>& made_in);
std::string shown_player_name(const Strings& strings, int seat, const std::string& name);
// A LAN table's name as this screen shows it: the host names its table in its own language ("Table
// de Ann"), and a player in another language reads it in theirs ("Annのテーブル"); a name the game
// did not make stays as it is.
std::string shown_table_name(const Strings& strings, const std::string& name, const std::vector<Strings>& made_in);
std::string shown_table_name(const Strings& strings, const std::string& name);

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
