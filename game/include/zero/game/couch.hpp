// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whose hand the screen may show. With two or more humans on one couch, the screen hides every
// hand between their turns behind a hand-off ("Pass to Ann"), and only shows the next hand once
// that player says they are ready.
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::game {

class CouchDirector {
public:
    // `human[s]`: seat s is played at this screen. With no human seat, `spectator` is the seat whose
    // view is shown (the autoplay shows seat 0).
    explicit CouchDirector(std::vector<bool> human, int spectator = 0);

    // The table is ready for `seat` to move (every animation of the previous move has played).
    void on_turn(int seat);
    // Whether on_turn(seat) would hide the hand and hand the screen over.
    bool hands_off_at(int seat) const;
    // The player handed the screen to has confirmed.
    void confirm();

    bool handoff_pending() const { return handoff_to_ >= 0; }
    int handoff_to() const { return handoff_to_; }
    // The seat whose hand may be drawn face up, or -1 for none.
    int viewer() const { return viewer_; }
    // The seat drawn at the bottom of the table (also while its hand is hidden).
    int bottom() const { return bottom_; }
    int humans() const { return humans_; }
    bool is_human(int seat) const;

private:
    std::vector<bool> human_;
    int humans_ = 0;
    int viewer_ = -1;
    int bottom_ = 0;
    int handoff_to_ = -1;
};

// The next person at this screen to choose, among the seats that may act (games whose seats each
// answer on their own): `current` while it may still act, else the first such human clockwise
// after it; -1 when no human may act.
int next_human(SeatMask to_act, const std::vector<bool>& humans, int current);

}  // namespace zero::game
