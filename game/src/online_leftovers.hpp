// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lobby work the game leaves to finish off the frame, and which the program's exit waits for.
#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "zero/lobby/lobby_client.hpp"

namespace zero::game {

// Work that ends by itself within seconds (a table leaving the lobby, an announcement or a join
// by code finishing, the host whose socket they use closing) done off the frame. It starts the
// lobby's libraries before it is made, so the program's exit waits for what is still under way
// before those libraries are torn down (OpenSSL's exit handler runs after this is destroyed). Its
// first use may come before any lobby client has started them (Leave pressed at once). The Online
// screen's lobby connection runs here too, so a game quit from that screen does not end while the
// connection still closes.
class Leftovers {
public:
    static Leftovers& get() {
        static Leftovers leftovers;
        return leftovers;
    }
    void run(std::function<void()> job) {
        const std::lock_guard lock(mutex_);
        std::erase_if(jobs_, [](Job& j) {
            if (!*j.done) return false;
            j.thread.join();
            return true;
        });
        auto done = std::make_shared<std::atomic<bool>>(false);
        jobs_.push_back({std::thread([job = std::move(job), done] {
                             try {
                                 job();
                             } catch (const std::exception&) {
                             }
                             *done = true;
                         }),
                         done});
    }
    ~Leftovers() {
        for (Job& j : jobs_) j.thread.join();
    }

private:
    Leftovers() { lobby::start_library(); }
    struct Job {
        std::thread thread;
        std::shared_ptr<std::atomic<bool>> done;
    };
    std::mutex mutex_;
    std::vector<Job> jobs_;
};

}  // namespace zero::game
