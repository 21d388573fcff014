#pragma once
// Playing a saved bot match on to its end, saving after every action: shared by
// `simulate --save` (a new match) and `resume` (a match from a save file).
#include <string>
#include <vector>

#include "zero/saves/save_game.hpp"
#include "zero/knizia/state.hpp"

namespace zero::cli {

struct SavedMatchOptions {
    std::string save_file;
    std::string record_out;  // the final record goes here too when set
    int turn_delay_ms = 0;   // paces the match so it can be watched or interrupted
    std::string saves_folder;
    bool path_is_good = true;  // false when the save file was damaged and its backup was loaded
};

// A JSON string literal for names and paths in --json output.
std::string json_string(const std::string& text);

// Every seat must be a bot (the command line has nobody to ask for a human's move). When the
// match is over: writes --record, moves the record to the history folder, deletes the save.
State play_saved_match(State state, const std::vector<SavedSeat>& seats, const SavedMatchOptions& options);

}  // namespace zero::cli
