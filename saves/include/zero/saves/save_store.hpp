// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Save files on disk, for every game: where they live, which game a file holds, listing and
// deleting. Each game's save header has its own write_save, load_save (with a fallback to the
// backup) and archive_finished (its record into the history folder): knizia_save.hpp,
// soler_save.hpp, hero_save.hpp.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "zero/catalogue/catalogue.hpp"

namespace zero {

inline constexpr std::string_view kSaveExtension = ".zsave";

// The saves folder: `override_dir` if not empty, else $ZERO_SAVE_DIR, else
// $XDG_DATA_HOME/zero/saves, else ~/.local/share/zero/saves. Not created here.
std::string save_dir(const std::string& override_dir = {});
// Finished matches' records (docs/match-record.md JSON), for statistics and replays.
std::string history_dir(const std::string& saves_folder);
// "<path>.bak": the previous good save.
std::string backup_path(const std::string& path);
// A save's path in `folder` for a name typed by a player: kept as given when it holds a '/',
// otherwise folder/name, with ".zsave" added when missing.
std::string save_path(const std::string& folder, const std::string& name);
// The save a player means when naming one to read, resume or delete: a name that is an existing
// file (from the current folder, as a shell completes it) is that file, even without a '/';
// anything else is save_path(folder, name). Writing a new save keeps to save_path.
std::string existing_save_path(const std::string& folder, const std::string& name);

std::int64_t unix_now();

// The game of the save at `path`, or of its backup when the file's header does not read;
// games::kUnnamedGame (Knizia's) when neither reads (its loader then says what is wrong).
games::GameId saved_game(const std::string& path);

struct SaveSummary {
    std::string path;
    std::string name;  // file name without ".zsave"
    std::string game;  // the catalogue's key of the save's game
    std::vector<std::string> players;
    int round = 0;   // 1-based round being played
    int rounds = 0;  // planned; 0 when the match plays to target_points
    int target_points = 0;
    std::vector<int> totals;
    std::int64_t saved_at = 0;
    bool finished = false;
    bool lan = false;   // a LAN table's match: some seat is a player from the network
    std::string error;  // set (and the rest empty) for a file that does not load
};

// Every *.zsave in `folder` of every game, most recently played first. Reads headers and bodies but does not
// replay, so it is quick for a menu; load_save() does the full check.
std::vector<SaveSummary> list_saves(const std::string& folder);

// Removes the save, its backup and its online code (SAVE.code). Returns an error, or empty (also
// when there was nothing).
std::string delete_save(const std::string& path);

}  // namespace zero
