#pragma once
// A match of Solèr's ZERO on this screen: soler::Table with a controller per seat (people at this
// screen fed by the UI, bots thinking on their own thread). Several seats may play face down at
// once; the session applies one action per step, so the table animates each on its own and a
// couch hand-off can come between any two.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/session.hpp"
#include "zero/soler/table.hpp"

namespace zero::soler {
struct SaveGame;
class Autosaver;
class Bot;
}  // namespace zero::soler

namespace zero::game {

template <class Module, class Bot>
class SeatGate;

struct SolerSetup {
    std::vector<SeatSetup> seats;  // bot_kind is one of zero::soler::bot_kinds()
    soler::Rules rules;
    std::uint64_t seed = 0;
};

// The seats of a saved match, to carry it on at this screen: people (a LAN player's seat too) are
// played here, bots by bots of the same kind with the match's seed.
SolerSetup soler_setup_from_save(const soler::SaveGame& save);

// The next person at this screen to choose, among the seats that may act: `current` while it may
// still act, else the first such human clockwise after it; -1 when no human may act.
int next_human(SeatMask to_act, const std::vector<bool>& humans, int current);

class SolerSession {
public:
    // Deals a new match. Throws std::invalid_argument for unplayable rules or unknown bots.
    explicit SolerSession(SolerSetup setup);
    // Continues a match from a state (a resumed save); nothing to open with.
    SolerSession(SolerSetup setup, soler::State state);
    ~SolerSession();
    SolerSession(const SolerSession&) = delete;
    SolerSession& operator=(const SolerSession&) = delete;

    const SolerSetup& setup() const { return setup_; }
    const soler::Rules& rules() const { return setup_.rules; }
    const std::string& name(Seat seat) const;
    std::vector<bool> humans() const;
    bool is_human(Seat seat) const;

    soler::View view(Seat seat) const;
    SeatMask to_act() const;
    bool over() const;
    std::uint32_t state_id() const;
    // What dealing the match caused (its first GameStarted and TrickStarted).
    soler::EventList opening_events();

    // A person at this screen has chosen for `seat` (one that may act). Refused choices are
    // dropped (the picker only offers legal ones).
    void submit(Seat seat, const soler::Action& action);
    // A human of this screen chose and the table has not applied it yet.
    bool submitted(Seat seat) const;
    // Applies the first answer ready (clockwise from seat 0 among the seats that may act): at most
    // one action. Empty when nobody has answered yet (a bot is thinking, a person choosing).
    soler::EventList step();

    // Saves the match after every action (and once now, so that it is listed at once) in the
    // background, to `path`; a finished match's record goes to the history folder. `path_is_good`:
    // false when the save there was damaged and its backup was loaded.
    void autosave(const std::string& path, bool path_is_good);
    // The autosave's error ("FILE: problem") the first time it is seen; empty otherwise.
    std::string take_save_error();

private:
    // A bot's answer is kept for the stage (epoch) it was asked in: other seats' face-down plays
    // do not change it.
    using Gate = SeatGate<soler::TableGame, soler::Bot>;
    void build(soler::State state);

    SolerSetup setup_;
    std::unique_ptr<soler::Autosaver> saver_;  // outlives the table, which calls it
    std::string save_error_shown_;
    std::vector<Gate*> gates_;  // owned by the table
    std::unique_ptr<soler::Table> table_;
    soler::EventList opening_;
};

}  // namespace zero::game
