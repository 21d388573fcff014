// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A child process with its stdout on a pipe, for tests that run zero-cli hosts and clients.
// Every wait is bounded; the destructor kills a child that is still running.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <optional>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace zero::net::testing {

class ChildProcess {
public:
    explicit ChildProcess(const std::vector<std::string>& argv) {
        int fds[2];
        if (::pipe(fds) != 0) return;
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, fds[0]);
        std::vector<char*> args;
        for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        if (posix_spawn(&pid_, args[0], &actions, nullptr, args.data(), environ) != 0) pid_ = -1;
        posix_spawn_file_actions_destroy(&actions);
        ::close(fds[1]);
        out_ = fds[0];
        ::fcntl(out_, F_SETFL, ::fcntl(out_, F_GETFL) | O_NONBLOCK);
    }
    ~ChildProcess() {
        if (running()) kill(SIGKILL);
        wait_exit(std::chrono::milliseconds(2000));
        if (out_ >= 0) ::close(out_);
    }
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    bool started() const { return pid_ > 0; }
    bool running() {
        reap();
        return pid_ > 0 && !status_;
    }
    void kill(int signal) {
        if (pid_ > 0 && !status_) ::kill(pid_, signal);
    }

    // Waits for a line containing `text`; returns the line, or nothing on timeout or exit.
    std::optional<std::string> wait_line(const std::string& text, std::chrono::milliseconds timeout) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        for (;;) {
            for (; scanned_ < lines_.size(); ++scanned_)
                if (lines_[scanned_].find(text) != std::string::npos) return lines_[scanned_++];
            if (std::chrono::steady_clock::now() >= deadline) return std::nullopt;
            if (!read_some(20) && !running()) {
                read_some(0);
                if (scanned_ >= lines_.size()) return std::nullopt;
            }
        }
    }

    // The exit status (WEXITSTATUS), or nothing when the child is still running at the deadline.
    std::optional<int> wait_exit(std::chrono::milliseconds timeout) {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        while (running() && std::chrono::steady_clock::now() < deadline) read_some(20);
        read_some(0);
        if (!status_) return std::nullopt;
        return WIFEXITED(*status_) ? WEXITSTATUS(*status_) : 128 + WTERMSIG(*status_);
    }

    std::string output() {
        read_some(0);
        std::string all;
        for (const std::string& l : lines_) all += l + "\n";
        return all + partial_;
    }

private:
    void reap() {
        if (pid_ <= 0 || status_) return;
        int status = 0;
        if (::waitpid(pid_, &status, WNOHANG) == pid_) status_ = status;
    }

    bool read_some(int timeout_ms) {
        if (out_ < 0) return false;
        pollfd p{out_, POLLIN, 0};
        if (::poll(&p, 1, timeout_ms) <= 0) return false;
        char buffer[4096];
        const ssize_t n = ::read(out_, buffer, sizeof buffer);
        if (n <= 0) return false;
        for (ssize_t i = 0; i < n; ++i) {
            if (buffer[i] == '\n') {
                lines_.push_back(partial_);
                partial_.clear();
            } else {
                partial_ += buffer[i];
            }
        }
        return true;
    }

    pid_t pid_ = -1;
    int out_ = -1;
    std::optional<int> status_;
    std::vector<std::string> lines_;
    std::size_t scanned_ = 0;
    std::string partial_;
};

}  // namespace zero::net::testing
