// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the match history meets a game: what a finished match of this game comes to (each seat's
// total after each part, the winners, the game's highlights). One object per game, listed once in
// history/src/games/registry.cpp; a call per record read, never per action.
#include <array>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"
#include "zero/saves/any_record.hpp"

namespace zero::history {

// A game counts at most this many highlights per seat (Zero Hero's two).
inline constexpr std::size_t kMaxHighlights = 2;
using Highlights = std::array<int, kMaxHighlights>;

// Every game's highlights, once: the key a module's highlights() names one by, and its words in
// English (the command line's). The game's statistics screen has a catalogue entry for each, in
// this order (Str::HighlightZeros on).
struct HighlightName {
    std::string_view key;
    std::string_view english;
};
inline constexpr std::array<HighlightName, 4> kHighlightNames{{{"zeros", "ZEROs made"},
                                                               {"cards_safe", "cards laid safe"},
                                                               {"sets_of_three", "sets of three"},
                                                               {"hero_bonuses", "Zero Hero bonuses"}}};
// The place of `key` in kHighlightNames; kHighlightNames.size() for a key not there.
constexpr std::size_t highlight_place(std::string_view key) {
    std::size_t i = 0;
    while (i < kHighlightNames.size() && kHighlightNames[i].key != key) ++i;
    return i;
}

// What a record says, checked by replaying it.
struct MatchFacts {
    std::vector<std::string> players;
    std::vector<int> totals;   // each seat's total after the parts played
    std::vector<int> winners;  // seats; empty when the match is not over
    bool finished = false;
    int parts = 0;    // rounds (Knizia's Zero) or games played, the last one included
    int actions = 0;  // every action of the match
    // Each seat's total after each finished part: running[part][seat], for the score chart.
    std::vector<std::vector<int>> running;
    std::vector<Highlights> highlights;  // per seat, in the order of HistoryModule::highlights()
};

class HistoryModule {
public:
    virtual ~HistoryModule() = default;
    virtual games::GameId id() const = 0;
    // True when the highest total wins (then the best total is the highest).
    virtual bool highest_wins() const = 0;
    // The highlights' keys, as the command line's JSON names them ("zeros", "cards_safe").
    virtual std::span<const std::string_view> highlights() const = 0;
    // The facts of a record of this game; empty, or one sentence when it does not replay.
    virtual std::string facts(const AnyRecord& record, MatchFacts& out) const = 0;
};

// Every game the history reads, in the catalogue's order.
std::span<const HistoryModule* const> history_modules();
// Null for a game this build does not carry.
const HistoryModule* find_history_module(games::GameId id);
const HistoryModule* find_history_module(std::string_view game_key);

}  // namespace zero::history
