// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The move log of the tables on the shared shell (Solèr's ZERO, Zero Hero): the engine's events in
// the order the table showed them, each with the step of the match that played it, so that an undo
// takes back exactly the undone move's lines. Each game words an event as a line (soler/log_line,
// hero/log_line); the engines' events are public, so a line never names a card the viewer may not
// know (a face-down play is "played a card face down" until the trick is turned up).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "zero/core/seat.hpp"

namespace zero::game {

struct LogLine {
    Seat seat = -1;          // who the line is about (-1: the table, a trick turned up)
    bool move = false;       // a decision of that seat's: the recap starts after the viewer's last one
    bool new_game = false;   // a game is dealt: the log shows the lines after the last of these
    std::string text;        // empty for a game's start
};

template <class Event>
class SeatLog {
public:
    void add(const Event& event, long step) { entries_.push_back({event, step}); }
    // An undo: the lines of that step (the undone move's) go.
    void drop_step(long step) {
        std::erase_if(entries_, [step](const Entry& e) { return e.step == step; });
    }
    void clear() { entries_.clear(); }
    std::size_t size() const { return entries_.size(); }

    // The current game's lines, worded by `word` (an Event to an optional LogLine). With
    // `from_game_start`: whether the log holds that game's start, which a table opened in the
    // middle of a game (a save resumed, a seat rejoined) does not, the engines' views keeping no
    // earlier moves.
    template <class Word>
    std::vector<LogLine> lines(Word word, bool* from_game_start = nullptr) const {
        std::vector<LogLine> out;
        bool started = false;
        for (const Entry& e : entries_) {
            std::optional<LogLine> line = word(e.event);
            if (!line) continue;
            if (line->new_game) {
                out.clear();
                started = true;
            } else {
                out.push_back(std::move(*line));
            }
        }
        if (from_game_start != nullptr) *from_game_start = started;
        return out;
    }

private:
    struct Entry {
        Event event;
        long step = 0;
    };
    std::vector<Entry> entries_;
};

// A seat's name for a line (its number when the table has no name for it).
inline std::string log_name(const std::vector<std::string>& names, Seat seat) {
    if (seat >= 0 && static_cast<std::size_t>(seat) < names.size()) return names[static_cast<std::size_t>(seat)];
    return std::to_string(seat + 1);
}

// The lines after `seat`'s last move (all of them when it has not moved yet in this game): what
// that player did not see while another had the screen.
inline std::vector<LogLine> since_last_move(const std::vector<LogLine>& lines, Seat seat) {
    std::size_t first = 0;
    for (std::size_t i = 0; i < lines.size(); ++i)
        if (lines[i].move && lines[i].seat == seat) first = i + 1;
    return {lines.begin() + static_cast<std::ptrdiff_t>(first), lines.end()};
}

}  // namespace zero::game
