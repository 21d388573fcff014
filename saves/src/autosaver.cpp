#include "zero/saves/autosaver.hpp"

#include "zero/saves/save_store.hpp"

namespace zero {

Autosaver::Autosaver(std::string path, std::vector<SavedSeat> seats, AutosaveOptions options)
    : path_(std::move(path)), seats_(std::move(seats)), options_(std::move(options)), rotate_(options_.path_is_good) {
    if (options_.background) writer_ = std::thread([this] { writer_loop(); });
}

Autosaver::~Autosaver() {
    if (writer_.joinable()) {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_all();
        writer_.join();
    }
}

Table::Observer Autosaver::observer() {
    return [this](const EventList& /*events*/, const State& state) { save(state); };
}

void Autosaver::set_seat(Seat seat, SavedSeat info) {
    std::lock_guard lock(mutex_);
    seats_.at(static_cast<std::size_t>(seat)) = std::move(info);
}

void Autosaver::save(const State& state) {
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

void Autosaver::flush() {
    if (!options_.background) return;
    std::unique_lock lock(mutex_);
    idle_.wait(lock, [this] { return !pending_ && !busy_; });
}

std::string Autosaver::last_error() const {
    std::lock_guard lock(mutex_);
    return last_error_;
}

std::uint64_t Autosaver::saves_written() const {
    std::lock_guard lock(mutex_);
    return written_;
}

void Autosaver::write(const SaveGame& save) {
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

void Autosaver::writer_loop() {
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

}  // namespace zero
