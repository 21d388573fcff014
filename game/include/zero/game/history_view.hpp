// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The History screen, a match's score chart and a player's statistics (docs/history.md). The
// model under them reads the history index once, off the frame loop (a first index of 10,000
// records takes seconds), and keeps every match in memory: filtering by game and by a typed
// name, paging and drawing never ask the index again. A screen left before the read is done
// leaves it running on: the next model of that folder takes it over rather than read beside it. Every game the history reads, the test
// game too, is listed the same way; a game's words come through its module.
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "zero/game/context.hpp"
#include "zero/history/history_index.hpp"
#include "zero/history/player_stats.hpp"

namespace zero::game {

class HistoryModel {
public:
    // The history of the saves folder `saves` (save_dir()), read on a thread of its own, or the
    // read of it a model left unfinished. `before_read` runs on that thread first (tests hold the
    // read there to leave the screen while it runs).
    explicit HistoryModel(std::string saves, std::function<void()> before_read = {});
    // Never waits for the read: one still running is left to finish on its own (the next model
    // of the folder takes it over; the program's end waits for it, as the index is being written).
    ~HistoryModel();
    HistoryModel(const HistoryModel&) = delete;
    HistoryModel& operator=(const HistoryModel&) = delete;

    // Takes the list once it has been read; true when it is there (a call a frame is cheap).
    bool ready();
    // Waits for the list (tests, the benchmark).
    void wait();

    // Every match, newest first.
    const std::vector<history::MatchEntry>& all() const { return all_; }
    // The games the history holds, in the catalogue's order (a game the record alone names last).
    const std::vector<std::string>& games() const { return games_; }

    // The filters: a game's key (empty: every game) and a part of a player's name, letter case
    // aside (empty: everyone; damaged records have no players and drop out).
    void set_filter(std::string game, std::string player);
    const std::string& game_filter() const { return game_; }
    const std::string& player_filter() const { return player_; }
    // The matches that pass, as indices into all(), newest first.
    const std::vector<std::size_t>& shown() const { return shown_; }

    std::string path_of(const history::MatchEntry& entry) const;
    // Deletes a match's record (and its line in the index); the numbers after it move down one,
    // as the index numbers them. An error, or empty.
    std::string remove(std::size_t index);
    // Copies a match's record into `folder` under the record's own file name; the file written,
    // or nothing with `error` set.
    std::optional<std::string> export_to(std::size_t index, const std::string& folder, std::string& error) const;

    // The players' names, the one with the most finished matches first (one spelling a name).
    std::vector<std::string> player_names() const;
    // A player's statistics over every game and per game.
    history::PlayerStats stats(const std::string& player) const;

    // Whether a read left by a model of `saves` is still running (tests).
    static bool read_left_running(const std::string& saves);

private:
    struct Loaded;
    using Read = std::future<std::unique_ptr<Loaded>>;
    // The reads left running by models gone, one a folder at most.
    struct LeftReads;
    static LeftReads& left_reads();
    void refilter();

    std::string saves_;
    Read loading_;
    std::unique_ptr<history::HistoryIndex> index_;
    std::vector<history::MatchEntry> all_;
    std::vector<std::string> games_;
    std::string game_;
    std::string player_;
    std::vector<std::size_t> shown_;
};

// Where an exported record goes: the user's Documents folder ($XDG_DOCUMENTS_DIR, else
// ~/Documents when it exists), else the home folder.
std::string export_folder();

// Whether `name` holds `part`, letter case aside for ASCII letters (the typed filter).
bool name_contains(const std::string& name, const std::string& part);

std::unique_ptr<Screen> make_history_screen(Context& ctx);
// The score chart of match `index` of `model`: each seat's total after each round or game.
std::unique_ptr<Screen> make_match_chart_screen(Context& ctx, std::shared_ptr<HistoryModel> model, std::size_t index);
// A player's statistics (`player`: the name to start at; empty: the one with the most matches).
std::unique_ptr<Screen> make_stats_screen(Context& ctx, std::shared_ptr<HistoryModel> model, const std::string& player);

}  // namespace zero::game
