// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writing to a peer that may have gone (a bot program's pipe, a lobby's TLS socket written without
// MSG_NOSIGNAL) must not kill the game with SIGPIPE: the signal is held off this thread while the
// write runs, so the write fails with EPIPE instead, and a SIGPIPE raised meanwhile is taken off
// the queue again. One that was pending before, or that an outer hold has blocked, is left alone:
// the outermost hold takes its own.
#include <pthread.h>
#include <signal.h>

namespace zero::posix {

class HoldSigpipe {
public:
    HoldSigpipe() {
        sigemptyset(&pipe_);
        sigaddset(&pipe_, SIGPIPE);
        was_pending_ = sigpipe_pending();
        pthread_sigmask(SIG_BLOCK, &pipe_, &before_);
    }
    ~HoldSigpipe() {
        const timespec no_wait{0, 0};
        if (!was_pending_ && sigismember(&before_, SIGPIPE) == 0 && sigpipe_pending())
            sigtimedwait(&pipe_, nullptr, &no_wait);
        pthread_sigmask(SIG_SETMASK, &before_, nullptr);
    }
    HoldSigpipe(const HoldSigpipe&) = delete;
    HoldSigpipe& operator=(const HoldSigpipe&) = delete;

private:
    static bool sigpipe_pending() {
        sigset_t pending;
        sigemptyset(&pending);
        return sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1;
    }

    sigset_t pipe_{};
    sigset_t before_{};
    bool was_pending_ = false;
};

}  // namespace zero::posix
