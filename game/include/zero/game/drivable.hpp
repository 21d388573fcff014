// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a table shows the test driver (driver.hpp), in neutral facts: whom it waits for, what a
// person there could do and where. The table says what is; the driver decides what a synthetic
// player does about it, when, and what a run that stops moving means. Every game's table exposes
// this through the shared shell (seat_table.hpp), so one driver serves them all.
#include <cstdint>
#include <optional>
#include <string>

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Window/Keyboard.hpp>

namespace zero::game {

// The moment a table stands at, as a person at its screen would see it.
struct TableFacts {
    enum class Awaits {
        Nothing,  // the match plays on by itself (bots, animations, another screen's player)
        Handoff,  // the couch hand-off is up: a click confirms it
        Recap,    // the recap of the moves since this seat's last is open: a click puts it away
        Panel,    // a panel to read, put away by Space (Knizia's round-end reveal)
        Choice,   // a human seat at this screen chooses its move
    };
    Awaits awaits = Awaits::Nothing;
    float shown_ms = 0;          // how long the hand-off or panel has been up
    bool log_open = false;       // the move log is open (a person opened it; the driver leaves it be)
    int seat = -1;               // the seat whose choice it is
    std::uint32_t progress = 0;  // the match's state: changes whenever it moves on
    std::uint64_t decision = 0;  // changes with every new decision (a new view, or a move refused)
    std::uint32_t view_state = 0;  // the deciding seat's own view's state
    bool stand_in = false;       // a stand-in plays a dropped player's seat of this LAN table
    bool tutorial = false;
    bool tutorial_erred = false;  // a move the lesson refuses has been tried at this table
    bool hint_offered = false;    // the hint (H or its button) is offered for this decision
    bool hint_asked = false;      // its words show
    bool hint_ready = false;      // and its move is worked out
    const char* bot_kind = "medium";  // the bot kind the synthetic player asks for its moves
};

// Where a person's next input towards a move goes, as the table shows it now (a card of the hand,
// a button): one place at a time, so an input that went astray is simply made again.
struct Reach {
    sf::Vector2f at;       // where to click (design units)
    bool preview = false;  // the table previews the move under the pointer: a person points first

    // The middle of a button or a card.
    static Reach middle(sf::FloatRect r, bool preview = false) {
        return {{r.left + r.width / 2.F, r.top + r.height / 2.F}, preview};
    }
};

// Where a synthetic player's move comes from.
enum class MoveSource {
    Bot,        // a bot of the given kind choosing from the seat's own view
    Hint,       // the move the hint shown suggests
    OffLesson,  // in a tutorial, a legal move the lesson does not ask for
};

class DrivableTable {
public:
    virtual TableFacts facts() const = 0;
    // Named targets: where a click confirms a hand-off or puts the recap away, and the hint's button.
    virtual sf::Vector2f confirm_point() const = 0;
    virtual sf::FloatRect hint_button() const = 0;
    // The move to carry out for the seat deciding now, from `source`; false when that source has
    // none (the move picked before stays).
    virtual bool pick_move(MoveSource source, const char* bot_kind, std::uint64_t seed) = 0;
    // How to make the move picked from what the table shows now: where the next click goes, and
    // the next key for a table that is played by keys alone too (none: no such way is shown).
    virtual std::optional<Reach> reach_move() const = 0;
    virtual std::optional<sf::Keyboard::Key> key_towards_move() const = 0;
    // What the synthetic player did last, for the table's report of where it stands.
    virtual void note(std::string what) = 0;

protected:
    ~DrivableTable() = default;
};

}  // namespace zero::game
