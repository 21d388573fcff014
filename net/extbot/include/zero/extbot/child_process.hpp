// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A program run through /bin/sh with pipes on its stdin and stdout; its stderr is ours. Every
// read and write has a deadline, lines have a length cap, and a program that stops reading, stops
// writing or dies never blocks or kills the caller (SIGPIPE is held off around each write).
#include <chrono>
#include <optional>
#include <string>

#include <sys/types.h>

namespace zero::extbot {

enum class ReadStatus { Line, Timeout, TooLong, Closed };

struct ReadResult {
    ReadStatus status = ReadStatus::Closed;
    std::string line;  // without the newline; set for Line
};

class ChildProcess {
public:
    // Throws std::runtime_error when the program cannot be started.
    explicit ChildProcess(const std::string& command, std::size_t max_line = 64 * 1024);
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    // Writes `line` and a newline. False when the program is gone or does not take it in time.
    bool write_line(const std::string& line, std::chrono::milliseconds timeout);
    // The next complete line, waiting at most `timeout`. A line over the cap is skipped up to its
    // newline and reported as TooLong.
    ReadResult read_line(std::chrono::milliseconds timeout);

    // The exit status or signal once the program has ended, e.g. "exited with status 3".
    std::optional<std::string> exit_description();
    pid_t pid() const { return pid_; }

private:
    std::optional<std::string> take_buffered_line(bool& too_long);
    void stop();

    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::size_t max_line_;
    std::string buffer_;
    bool skipping_ = false;  // inside a line over the cap, dropping until its newline
    bool reaped_ = false;
    int wait_status_ = 0;
};

}  // namespace zero::extbot
