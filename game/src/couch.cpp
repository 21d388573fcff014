// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/game/couch.hpp"

#include <utility>

namespace zero::game {

CouchDirector::CouchDirector(std::vector<bool> human, int spectator) : human_(std::move(human)) {
    int first_human = -1;
    for (std::size_t s = 0; s < human_.size(); ++s) {
        if (!human_[s]) continue;
        ++humans_;
        if (first_human < 0) first_human = static_cast<int>(s);
    }
    if (humans_ == 0) {
        viewer_ = bottom_ = spectator;
    } else if (humans_ == 1) {
        viewer_ = bottom_ = first_human;
    } else {
        // Nobody's hand until the first human turn comes round and its player takes the screen.
        viewer_ = -1;
        bottom_ = first_human;
    }
}

bool CouchDirector::is_human(int seat) const {
    return seat >= 0 && static_cast<std::size_t>(seat) < human_.size() && human_[static_cast<std::size_t>(seat)];
}

bool CouchDirector::hands_off_at(int seat) const {
    return humans_ >= 2 && is_human(seat) && seat != viewer_ && seat != handoff_to_;
}

void CouchDirector::on_turn(int seat) {
    if (humans_ < 2 || !is_human(seat) || seat == viewer_) return;
    // Hide at once: the hand of the player who just moved must not stay on screen.
    viewer_ = -1;
    bottom_ = seat;
    handoff_to_ = seat;
}

void CouchDirector::confirm() {
    if (handoff_to_ < 0) return;
    viewer_ = handoff_to_;
    bottom_ = handoff_to_;
    handoff_to_ = -1;
}

int next_human(SeatMask to_act, const std::vector<bool>& humans, int current) {
    const int n = static_cast<int>(humans.size());
    auto may = [&](int seat) { return seat >= 0 && seat < n && humans[static_cast<std::size_t>(seat)] && has_seat(to_act, seat); };
    if (may(current)) return current;
    for (int i = 1; i <= n; ++i) {
        const int seat = ((current < 0 ? -1 : current) + i + n) % n;
        if (may(seat)) return seat;
    }
    return -1;
}

}  // namespace zero::game
