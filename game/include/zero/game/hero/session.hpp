#pragma once
// A match of Zero Hero on this screen: hero::Table with a controller per seat (people at this
// screen fed by the UI, bots thinking on their own thread). One seat decides at a time; the
// session applies one action per step, so the table animates each on its own and a couch hand-off
// can come between any two.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "zero/game/session.hpp"
#include "zero/hero/table.hpp"

namespace zero::hero {
struct SaveGame;
class Autosaver;
class Bot;
}  // namespace zero::hero

namespace zero::game {

template <class Module, class Bot>
class SeatGate;

struct HeroSetup {
    std::vector<SeatSetup> seats;  // bot_kind is one of zero::hero::bot_kinds()
    hero::Rules rules;
    std::uint64_t seed = 0;
};

// The seats of a saved match, to carry it on at this screen: people are played here, bots by
// bots of the same kind with the match's seed.
HeroSetup hero_setup_from_save(const hero::SaveGame& save);

class HeroSession {
public:
    // Deals a new match. Throws std::invalid_argument for unplayable rules or unknown bots.
    explicit HeroSession(HeroSetup setup);
    // Continues a match from a state (a resumed save); nothing to open with.
    HeroSession(HeroSetup setup, hero::State state);
    ~HeroSession();
    HeroSession(const HeroSession&) = delete;
    HeroSession& operator=(const HeroSession&) = delete;

    const HeroSetup& setup() const { return setup_; }
    const hero::Rules& rules() const { return setup_.rules; }
    const std::string& name(Seat seat) const;
    std::vector<bool> humans() const;
    bool is_human(Seat seat) const;

    hero::View view(Seat seat) const;
    SeatMask to_act() const;
    bool over() const;
    std::uint32_t state_id() const;
    // What dealing the match caused (its first GameStarted).
    hero::EventList opening_events();

    // A person at this screen has chosen for `seat` (one that may act). Refused choices are
    // dropped: the table's own checks say why before it submits.
    void submit(Seat seat, const hero::Action& action);
    bool submitted(Seat seat) const;
    // Applies the answer of the seat that may act when it is ready: at most one action. Empty
    // when nobody has answered yet (a bot is thinking, a person choosing).
    hero::EventList step();

    // Saves the match after every action (and once now) in the background, to `path`; a finished
    // match's record goes to the history folder. `path_is_good`: false when the save there was
    // damaged and its backup was loaded.
    void autosave(const std::string& path, bool path_is_good);
    // The autosave's error ("FILE: problem") the first time it is seen; empty otherwise.
    std::string take_save_error();

private:
    using Gate = SeatGate<hero::TableGame, hero::Bot>;
    void build(hero::State state);

    HeroSetup setup_;
    std::unique_ptr<hero::Autosaver> saver_;  // outlives the table, which calls it
    std::string save_error_shown_;
    std::vector<Gate*> gates_;  // owned by the table
    std::unique_ptr<hero::Table> table_;
    hero::EventList opening_;
};

}  // namespace zero::game
