// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Saves a match after every action, for any game: register its observer with the table that
// plays the match. The table's thread only builds the save (tens of microseconds); with
// `background` set, a writer thread does the file work (encode, write, fsync, rename), always
// writing the newest save and skipping any it has been overtaken by.
//
// A game plugs in at compile time through its State and EventList; its make_save, write_save and
// archive_finished are found by argument type, beside its State and SaveGame (autosaver.hpp,
// soler_autosaver.hpp, hero_autosaver.hpp).
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "zero/core/seat.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/saved_seat.hpp"

namespace zero {

struct AutosaveOptions {
    bool background = false;
    // False when the file at `path` is known to be damaged (load_save() fell back to the backup):
    // the first write then replaces it without turning it into the backup.
    bool path_is_good = true;
    // When set, a finished match's record is moved to this folder and the save deleted.
    std::string history_folder;
};

// How the game's tables autosave, whatever the game: in the background (a frame never waits on
// fsync), a finished match's record to the saves folder's history. `path_is_good`: false when the
// save there was damaged and its backup was loaded.
inline AutosaveOptions table_autosave_options(bool path_is_good) {
    AutosaveOptions options;
    options.background = true;
    options.path_is_good = path_is_good;
    options.history_folder = history_dir(save_dir());
    return options;
}

template <class GameState, class EventList>
class BasicAutosaver {
public:
    using State = GameState;
    using SaveGame = decltype(make_save(std::declval<const State&>(), std::vector<SavedSeat>{}, std::int64_t{}));
    using Observer = std::function<void(const EventList& events, const State& state)>;

    BasicAutosaver(std::string path, std::vector<SavedSeat> seats, AutosaveOptions options = {})
        : path_(std::move(path)),
          seats_(std::move(seats)),
          options_(std::move(options)),
          rotate_(options_.path_is_good) {
        if (options_.background) writer_ = std::thread([this] { writer_loop(); });
    }
    ~BasicAutosaver() {  // finishes the pending write
        if (!writer_.joinable()) return;
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        writer_.join();
    }
    BasicAutosaver(const BasicAutosaver&) = delete;
    BasicAutosaver& operator=(const BasicAutosaver&) = delete;

    // For the table's add_observer; the autosaver must outlive the table's use of it.
    Observer observer() {
        return [this](const EventList& /*events*/, const State& state) { save(state); };
    }
    void save(const State& state) {
        std::vector<SavedSeat> seats;
        {
            std::lock_guard lock(mutex_);
            seats = seats_;
        }
        SaveGame save = make_save(state, seats, unix_now());
        if (!options_.background) {
            write(save);
            return;
        }
        {
            std::lock_guard lock(mutex_);
            pending_ = std::move(save);  // a newer state makes an unwritten older one pointless
        }
        wake_.notify_one();
    }
    // Waits until everything handed over has been written.
    void flush() {
        if (!options_.background) return;
        std::unique_lock lock(mutex_);
        idle_.wait(lock, [this] { return !pending_ && !busy_; });
    }

    const std::string& path() const { return path_; }
    const std::vector<SavedSeat>& seats() const { return seats_; }
    // A LAN host changes a seat's kind when a player leaves or reclaims it.
    void set_seat(Seat seat, SavedSeat info) {
        std::lock_guard lock(mutex_);
        seats_.at(static_cast<std::size_t>(seat)) = std::move(info);
    }
    // The last write's error ("FILE: problem"), or empty. Saving goes on after an error.
    std::string last_error() const {
        std::lock_guard lock(mutex_);
        return last_error_;
    }
    std::uint64_t saves_written() const {
        std::lock_guard lock(mutex_);
        return written_;
    }

private:
    void write(const SaveGame& save) {
        std::string error = write_save(path_, save, rotate_);
        if (error.empty()) {
            rotate_ = true;  // what is at path_ now is a good save of ours
            if (save.finished() && !options_.history_folder.empty())
                error = archive_finished(path_, save, options_.history_folder);
        }
        std::lock_guard lock(mutex_);
        last_error_ = std::move(error);
        ++written_;
    }
    void writer_loop() {
        std::unique_lock lock(mutex_);
        for (;;) {
            wake_.wait(lock, [this] { return stop_ || pending_; });
            if (!pending_) return;  // stopping, nothing left to write
            SaveGame save = std::move(*pending_);
            pending_.reset();
            busy_ = true;
            lock.unlock();
            write(save);
            lock.lock();
            busy_ = false;
            idle_.notify_all();
        }
    }

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

// A game's Autosaver, zero::<game>::Autosaver, written at namespace scope in its autosaver header:
// a class of its own over BasicAutosaver (so that headers may declare it ahead), whose
// instantiation the game's own save source compiles (games/<id>/saves) and every other file takes
// from there.
#define ZERO_GAME_AUTOSAVER(game)                                           \
    namespace zero {                                                        \
    extern template class BasicAutosaver<game::State, game::EventList>;     \
    }                                                                       \
    namespace zero::game {                                                  \
    class Autosaver : public BasicAutosaver<State, EventList> {             \
    public:                                                                 \
        using BasicAutosaver::BasicAutosaver;                               \
    };                                                                      \
    }
