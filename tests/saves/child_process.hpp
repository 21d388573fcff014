// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Starting zero-cli as a real child process, waiting for it or killing it.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace zero::test {

class ChildProcess {
public:
    // Output goes to files so a chatty child can never block on a full pipe.
    // `cwd`: the child's current folder (empty: this process's).
    ChildProcess(const std::vector<std::string>& args, const std::string& out_file, const std::string& err_file,
                 const std::string& cwd = {}) {
        std::vector<char*> argv;
        for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
        argv.push_back(nullptr);
        pid_ = ::fork();
        if (pid_ < 0) throw std::runtime_error("fork failed");
        if (pid_ == 0) {
            const int out = ::open(out_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            const int err = ::open(err_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (out < 0 || err < 0) ::_exit(126);
            if (!cwd.empty() && ::chdir(cwd.c_str()) != 0) ::_exit(126);
            ::dup2(out, 1);
            ::dup2(err, 2);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
    }
    ~ChildProcess() {
        if (pid_ > 0 && !reaped_) {
            ::kill(pid_, SIGKILL);
            wait();
        }
    }
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // The wait status.
    int wait() {
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
        reaped_ = true;
        return status;
    }
    // Waits up to `ms`; true when the child ended by itself (then `status` is set).
    bool wait_for(int ms, int& status) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        while (std::chrono::steady_clock::now() < deadline) {
            const pid_t r = ::waitpid(pid_, &status, WNOHANG);
            if (r == pid_) {
                reaped_ = true;
                return true;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return false;
    }
    void kill_hard() {
        ::kill(pid_, SIGKILL);
        wait();
    }

private:
    pid_t pid_ = -1;
    bool reaped_ = false;
};

struct RunResult {
    int exit_code = -1;  // -1 when killed by a signal
    std::string out;
    std::string err;
};

}  // namespace zero::test
