#pragma once
// Saves a match after every action. Register it with the table that plays the match:
//     Autosaver saver(path, seats);
//     table.add_observer(saver.observer());
// The table's thread only builds and encodes the save (tens of microseconds); with
// `background` set, a writer thread does the file work (write, fsync, rename), always writing
// the newest save and skipping any it has been overtaken by.
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "zero/saves/save_game.hpp"
#include "zero/knizia/table.hpp"

namespace zero {

struct AutosaveOptions {
    bool background = false;
    // False when the file at `path` is known to be damaged (load_save() fell back to the backup):
    // the first write then replaces it without turning it into the backup.
    bool path_is_good = true;
    // When set, a finished match's record is moved to this folder and the save deleted.
    std::string history_folder;
};

class Autosaver {
public:
    Autosaver(std::string path, std::vector<SavedSeat> seats, AutosaveOptions options = {});
    ~Autosaver();  // finishes the pending write
    Autosaver(const Autosaver&) = delete;
    Autosaver& operator=(const Autosaver&) = delete;

    // For Table::add_observer; the Autosaver must outlive the table's use of it.
    Table::Observer observer();
    void save(const State& state);
    // Waits until everything handed over has been written.
    void flush();

    const std::string& path() const { return path_; }
    const std::vector<SavedSeat>& seats() const { return seats_; }
    // A LAN host changes a seat's kind when a player leaves or reclaims it.
    void set_seat(Seat seat, SavedSeat info);
    // The last write's error ("FILE: problem"), or empty. Saving goes on after an error.
    std::string last_error() const;
    std::uint64_t saves_written() const;

private:
    void write(const SaveGame& save);
    void writer_loop();

    std::string path_;
    std::vector<SavedSeat> seats_;
    AutosaveOptions options_;
    bool rotate_ = true;

    mutable std::mutex mutex_;
    std::condition_variable wake_;
    std::condition_variable idle_;
    std::optional<SaveGame> pending_;
    bool busy_ = false;
    bool stop_ = false;
    std::string last_error_;
    std::uint64_t written_ = 0;
    std::thread writer_;
};

}  // namespace zero
