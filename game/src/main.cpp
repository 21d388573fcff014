// SPDX-License-Identifier: GPL-3.0-or-later
#include <execinfo.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <exception>

#include "zero/game/app.hpp"
#include "zero/game/options.hpp"

namespace {

#ifndef ZERO_SANITIZED  // the sanitizers report crashes better, and their handlers must stay
// A crash says where it happened before the process dies, on standard error: a player can send
// those lines, and a test that saw the game die prints them. Only async-signal-safe calls here
// (backtrace_symbols_fd writes straight to the descriptor); the handler then restores the default
// action and raises the signal again, so the exit status and any core dump are the usual ones.
void on_crash(int signal) {
    constexpr char kHeader[] = "zero: crashed; the calls that led here (addresses resolve with addr2line -f -e zero):\n";
    [[maybe_unused]] const ssize_t written = write(STDERR_FILENO, kHeader, sizeof kHeader - 1);
    void* frames[64];
    const int depth = backtrace(frames, 64);
    backtrace_symbols_fd(frames, depth, STDERR_FILENO);
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}
#endif

void report_crashes() {
#ifndef ZERO_SANITIZED
    // backtrace() loads libgcc on its first call, which is not safe inside a handler: call it once now.
    void* warm[1];
    backtrace(warm, 1);
    for (const int signal : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT}) std::signal(signal, on_crash);
#endif
}

}  // namespace

int main(int argc, char** argv) {
    report_crashes();
    zero::game::Options options;
    if (const std::optional<int> status = zero::game::parse_options(argc, argv, options)) return *status;
    try {
        return zero::game::run_game(options);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "zero: %s\n", e.what());
        return 1;
    }
}
