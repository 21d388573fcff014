// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the table screen draws: built from the shown seat's View and the engine's events only,
// never from the full State. Events move it forward one by one, so animations can play each in
// turn; a fresh View re-syncs it when the events of a step have all been shown.
#include <optional>

#include "zero/knizia/events.hpp"
#include "zero/game/knizia/move_log.hpp"
#include "zero/knizia/view.hpp"

namespace zero::game {

struct TableModel {
    knizia::Rules rules;
    int round = 0;
    Seat dealer = 0;
    Seat to_move = 0;
    knizia::PoolArray pool{};
    int knocks = 0;
    bool last_lap = false;
    SeatMask still_to_play = 0;
    knizia::SeatArray totals{};
    knizia::HandArray known{};
    std::vector<knizia::FinishedRound> finished;
    // The face-up hand: the viewer's only, and none (-1) while the screen is handed over.
    Seat viewer = -1;
    knizia::CardSet hand;
    std::optional<knizia::RoundScored> reveal;
    std::optional<knizia::MatchEnded> ended;
    // The round's last move has been made (the last lap is played out, or a ZERO): nobody plays
    // again until the next deal, though to_move already names the next seat in turn.
    bool round_ending = false;

    void sync(const knizia::View& view, Seat shown);
    void hide_hand();
    void apply(const knizia::Event& event);
    bool match_over() const { return ended.has_value(); }
    // Who is to play now; nothing while the round ends, is scored, or the match is over.
    std::optional<Seat> seat_to_play() const;

private:
    void played(Seat seat);
};

}  // namespace zero::game
