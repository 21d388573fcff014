// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One finished match as the history lists it: read from its record, kept in the index.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "zero/history/history_module.hpp"

namespace zero::history {

struct SeatEntry {
    std::string name;
    int total = 0;
    bool won = false;
    Highlights highlights{};
};

struct MatchEntry {
    int number = 0;          // 1: the oldest record (the number `history export N` takes)
    std::string file;        // the record's file name in history/
    std::int64_t time = 0;   // when the record was written (its file's time), seconds since 1970
    std::int64_t stamp = 0;  // the file's time in nanoseconds and its size: the index's staleness key
    std::int64_t size = 0;
    // The catalogue's key of the record's game; for a game this build does not know, the name the
    // record gives; empty when not even that reads.
    std::string game;
    bool damaged = false;  // the record does not read or replay: `error` says why
    std::string error;
    bool finished = false;
    int parts = 0;  // rounds or games played
    int actions = 0;
    std::vector<SeatEntry> seats;

    std::vector<std::string> winner_names() const;
    // The seat named `player` (letter case aside, for ASCII), or -1.
    int seat_of(const std::string& player) const;
};

// Reads, checks and replays one record file; never throws. A record that does not read, names an
// unknown game or does not replay comes back damaged, with the reason. `facts`, when given,
// receives the whole facts (the score chart's running totals).
MatchEntry read_match_file(const std::string& path, MatchFacts* facts = nullptr);
// The same from a record's text (the entry's file left empty).
MatchEntry read_match_text(std::string_view text, MatchFacts* facts = nullptr);

// The same name for a player, as filters and statistics compare them.
bool same_player(const std::string& a, const std::string& b);

}  // namespace zero::history
