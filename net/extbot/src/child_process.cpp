// SPDX-License-Identifier: GPL-3.0-or-later
#include "zero/extbot/child_process.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include "zero/posix/hold_sigpipe.hpp"

extern char** environ;

namespace zero::extbot {
namespace {

using Clock = std::chrono::steady_clock;

int remaining_ms(Clock::time_point deadline) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return left <= 0 ? 0 : static_cast<int>(left);
}

void set_nonblocking(int fd) {
    const int flags = fcntl(fd, F_GETFL);
    if (flags >= 0) fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

std::string describe_status(int status) {
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const char* name = strsignal(WTERMSIG(status));
        return "was killed by signal " + std::to_string(WTERMSIG(status)) + (name ? std::string(" (") + name + ")" : "");
    }
    return "ended";
}

}  // namespace

ChildProcess::ChildProcess(const std::string& command, std::size_t max_line) : max_line_(max_line) {
    int to_child[2];
    int from_child[2];
    if (pipe2(to_child, O_CLOEXEC) != 0) throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(errno));
    if (pipe2(from_child, O_CLOEXEC) != 0) {
        const int error = errno;
        close(to_child[0]);
        close(to_child[1]);
        throw std::runtime_error(std::string("cannot make a pipe: ") + std::strerror(error));
    }

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
    // The program starts with ordinary signal handling whatever this process has set up.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

    std::string shell = "/bin/sh";
    std::string dash_c = "-c";
    std::string text = command;
    char* argv[] = {shell.data(), dash_c.data(), text.data(), nullptr};
    const int error = posix_spawn(&pid_, "/bin/sh", &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(to_child[0]);
    close(from_child[1]);
    if (error != 0) {
        close(to_child[1]);
        close(from_child[0]);
        throw std::runtime_error("cannot start '" + command + "': " + std::strerror(error));
    }
    to_child_ = to_child[1];
    from_child_ = from_child[0];
    set_nonblocking(to_child_);
    set_nonblocking(from_child_);
}

ChildProcess::~ChildProcess() { stop(); }

void ChildProcess::stop() {
    if (to_child_ >= 0) close(to_child_);
    to_child_ = -1;
    // End of input asks a well-behaved program to finish; one that does not is killed.
    const auto deadline = Clock::now() + std::chrono::milliseconds(300);
    while (!reaped_ && pid_ > 0) {
        if (waitpid(pid_, &wait_status_, WNOHANG) == pid_) {
            reaped_ = true;
            break;
        }
        if (Clock::now() >= deadline) {
            kill(pid_, SIGKILL);
            if (waitpid(pid_, &wait_status_, 0) == pid_) reaped_ = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    if (from_child_ >= 0) close(from_child_);
    from_child_ = -1;
}

bool ChildProcess::write_line(const std::string& line, std::chrono::milliseconds timeout) {
    if (to_child_ < 0) return false;
    const std::string data = line + "\n";
    const auto deadline = Clock::now() + timeout;
    const posix::HoldSigpipe hold;
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = write(to_child_, data.data() + done, data.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd p{to_child_, POLLOUT, 0};
            const int left = remaining_ms(deadline);
            if (left == 0 || poll(&p, 1, left) <= 0) return false;
            if ((p.revents & (POLLERR | POLLHUP)) != 0) return false;
            continue;
        }
        return false;  // EPIPE: the program has closed its input or ended
    }
    return true;
}

std::optional<std::string> ChildProcess::take_buffered_line(bool& too_long) {
    if (skipping_) {
        const std::size_t newline = buffer_.find('\n');
        if (newline == std::string::npos) {
            buffer_.clear();
            return std::nullopt;
        }
        buffer_.erase(0, newline + 1);
        skipping_ = false;
    }
    const std::size_t newline = buffer_.find('\n');
    if (newline == std::string::npos) {
        if (buffer_.size() > max_line_) {
            buffer_.clear();
            skipping_ = true;
            too_long = true;
        }
        return std::nullopt;
    }
    if (newline > max_line_) {
        buffer_.erase(0, newline + 1);
        too_long = true;
        return std::nullopt;
    }
    std::string line = buffer_.substr(0, newline);
    buffer_.erase(0, newline + 1);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return line;
}

ReadResult ChildProcess::read_line(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        bool too_long = false;
        if (std::optional<std::string> line = take_buffered_line(too_long)) return {ReadStatus::Line, std::move(*line)};
        if (too_long) return {ReadStatus::TooLong, {}};
        if (from_child_ < 0) return {ReadStatus::Closed, {}};
        pollfd p{from_child_, POLLIN, 0};
        const int ready = poll(&p, 1, remaining_ms(deadline));
        if (ready < 0 && errno == EINTR) continue;
        if (ready <= 0) return {ReadStatus::Timeout, {}};
        char chunk[4096];
        const ssize_t n = read(from_child_, chunk, sizeof chunk);
        if (n > 0) {
            buffer_.append(chunk, static_cast<std::size_t>(n));
        } else if (n == 0) {
            close(from_child_);
            from_child_ = -1;
        } else if (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            close(from_child_);
            from_child_ = -1;
        }
    }
}

std::optional<std::string> ChildProcess::exit_description() {
    if (!reaped_ && pid_ > 0 && waitpid(pid_, &wait_status_, WNOHANG) == pid_) reaped_ = true;
    if (!reaped_) return std::nullopt;
    return describe_status(wait_status_);
}

}  // namespace zero::extbot
