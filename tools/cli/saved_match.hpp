// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Playing a saved bot match on to its end, saving after every action: shared by
// `simulate --save` (a new match) and `resume` (a match from a save file).
#include <functional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "match_runner.hpp"
#include "zero/saves/knizia_save.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/knizia/state.hpp"

namespace zero::cli {

struct SavedMatchOptions {
    std::string save_file;
    std::string record_out;  // the final record goes here too when set
    int turn_delay_ms = 0;   // paces the match so it can be watched or interrupted
    std::string saves_folder;
    bool path_is_good = true;  // false when the save file was damaged and its backup was loaded
};

// A save's time as the local date and time: "2026-05-04 18:30".
std::string local_time(std::int64_t seconds);
// A JSON string literal for names and paths in --json output.
std::string json_string(const std::string& text);

// Throws a CommandError naming the file and seat unless the seat is a bot of a kind `kind_error`
// accepts (it returns why not, or empty).
void check_bot_seat(const std::string& file, std::size_t seat, const SavedSeat& s,
                    const std::function<std::string(const std::string&)>& kind_error);
// `simulate --save`'s file and options, and a bot seat of each kind.
SavedMatchOptions new_saved_match(const SimulateOptions& o, const std::vector<std::string>& kinds,
                                  std::vector<SavedSeat>& seats);

// Every seat must be a bot (the command line has nobody to ask for a human's move). When the
// match is over: writes --record, moves the record to the history folder, deletes the save.
knizia::State play_saved_match(knizia::State state, const std::vector<SavedSeat>& seats, const SavedMatchOptions& options);

// The end of a saved match played out, from its final save (of any game): the record goes out
// before the save is removed, so a stop in between leaves the finished save, and resuming it only
// does this last step again.
template <class SaveGame>
void finish_saved_match(const SaveGame& final_save, const SavedMatchOptions& options) {
    if (!options.record_out.empty())
        if (std::string error = save_record_file(options.record_out, final_save.record); !error.empty())
            throw CommandError(error);
    if (std::string error = archive_finished(options.save_file, final_save, history_dir(options.saves_folder));
        !error.empty())
        throw CommandError(error);
}

}  // namespace zero::cli
