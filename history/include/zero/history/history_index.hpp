// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The match history of a saves folder: the records in its history/ are the truth; an SQLite
// index beside them (history/index.sqlite) holds what each says, so that listing and filtering
// thousands of matches reads no record. Opening brings the index up to date: a record new,
// changed (time or size) or gone since is read again or dropped; an index that is missing,
// damaged or of another layout is built afresh. A folder the index cannot be written in gets one
// in memory.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/history/match_entry.hpp"

namespace zero::history {

struct Filter {
    std::string game;    // a catalogue key; empty: every game
    std::string player;  // a player's name (see same_player); empty: everyone
};

struct RefreshCount {
    int read = 0;     // records read (new or changed)
    int dropped = 0;  // records gone from the folder
    bool rebuilt = false;
};

class IndexStore;

class HistoryIndex {
public:
    // `saves_folder` as save_dir() gives it; the history is its history/ (created when missing is
    // not needed: an absent folder is an empty history).
    explicit HistoryIndex(const std::string& saves_folder);
    ~HistoryIndex();
    HistoryIndex(const HistoryIndex&) = delete;
    HistoryIndex& operator=(const HistoryIndex&) = delete;

    // Brings the index up to date with the folder (opening did once).
    RefreshCount refresh();
    const RefreshCount& last_refresh() const { return last_; }

    // The matches that pass `filter`, newest first, damaged ones included (a filter by game keeps
    // a damaged record whose game reads; a filter by player drops damaged records).
    std::vector<MatchEntry> list(const Filter& filter = {}) const;
    // Match number `number` (MatchEntry::number), if there is one.
    std::optional<MatchEntry> find(int number) const;
    std::string folder() const { return folder_; }
    std::string path_of(const MatchEntry& entry) const;
    // Deletes a match's record and its line in the index. Returns an error, or empty.
    std::string remove(const MatchEntry& entry);

private:
    std::string folder_;
    std::unique_ptr<IndexStore> store_;
    RefreshCount last_;
};

// Copies a match's record to `target` (written whole, then renamed). Returns an error, or empty.
std::string export_record(const HistoryIndex& index, int number, const std::string& target);

}  // namespace zero::history
