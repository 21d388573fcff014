// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the GUI tests that run several games at once share (a host, players who join, one killed
// and started again): a game in the background by a shell of its own, each with its pid, output
// and frame log in a scratch folder, and reading those logs. Waits are bounded only as guards
// against a hang.
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>

#include "gui_harness.hpp"

extern char** environ;

namespace zero::game::test {

// A shell command in the background, in a process group of its own; the destructor kills what is
// left of the group. Killing the shell alone is not enough: a shell that forks its command (one with
// a redirection) leaves it running, and a bot client left behind keeps rejoining its table for
// half an hour, on a port a later test's host may be given.
class Shell {
public:
    using Clock = std::chrono::steady_clock;
    explicit Shell(const std::string& command) {
        const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
        posix_spawnattr_t attr;
        posix_spawnattr_init(&attr);
        posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
        posix_spawnattr_setpgroup(&attr, 0);
        if (posix_spawn(&pid_, "/bin/sh", nullptr, &attr, const_cast<char* const*>(argv), environ) != 0) pid_ = -1;
        posix_spawnattr_destroy(&attr);
    }
    ~Shell() {
        if (pid_ <= 0) return;
        ::kill(-pid_, SIGKILL);  // the group: the shell, and its command if the shell forked it
        if (!status_) wait(std::chrono::seconds(5));
    }
    Shell(const Shell&) = delete;
    Shell& operator=(const Shell&) = delete;

    // The exit status, or nothing if it is still running at the deadline.
    std::optional<int> wait(std::chrono::milliseconds timeout) {
        const auto deadline = Clock::now() + timeout;
        while (!status_ && pid_ > 0) {
            int raw = 0;
            if (::waitpid(pid_, &raw, WNOHANG) == pid_)
                status_ = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
            else if (Clock::now() > deadline)
                break;
            else
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        return status_;
    }

private:
    pid_t pid_ = -1;
    std::optional<int> status_;
};

// Waits (bounded) until `done` holds; the limit only guards against a hang.
template <class Done>
bool eventually(Done done, std::chrono::seconds limit) {
    const auto deadline = std::chrono::steady_clock::now() + limit;
    while (std::chrono::steady_clock::now() < deadline) {
        if (static_cast<bool>(done())) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return static_cast<bool>(done());
}

// A scratch folder of its own (config, data, state and saves) for every game a test starts. The
// Shells running in it must be declared after the Scene, so as to be gone before the folder.
struct Scene {
    ScratchDir dir;
    std::string env;

    Scene(const std::string& kind, const std::string& name) : dir(scratch_dir(kind, name)) {
        env = "XDG_CONFIG_HOME='" + (dir / "config").string() + "' XDG_DATA_HOME='" + (dir / "data").string() +
              "' XDG_STATE_HOME='" + (dir / "state").string() + "' ZERO_SAVE_DIR='" + (dir / "saves").string() +
              "' ZERO_DISCOVERY_ADDRS=127.255.255.255 ALSOFT_DRIVERS=null ";
    }
    // The game with `args`; its own pid goes to NAME.pid (the shell execs into it, also under
    // xvfb-run), its output to NAME.txt.
    std::string game(const std::string& name, const std::string& args) const {
        const std::string inner =
            "echo $$ > '" + (dir / (name + ".pid")).string() + "'; exec '" + ZERO_GAME_BINARY + "' " + args;
        std::string quoted;
        for (const char c : inner) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return env + display_prefix() + "sh -c '" + quoted + "' > '" + (dir / (name + ".txt")).string() + "' 2>&1";
    }
    // A bot client of zero-cli joining the table at `port` (`args`: its name, bot, game), its
    // output to NAME.txt.
    std::string cli_join(const std::string& name, const std::string& port, const std::string& args) const {
        return std::string("'") + ZERO_CLI_BINARY + "' join 127.0.0.1:" + port + " " + args + " > '" +
               (dir / (name + ".txt")).string() + "' 2>&1";
    }
    // A headless zero-cli host (`args`: its port, seats or save, options); its own pid goes to
    // NAME.pid (the shell execs into it), its output to NAME.txt.
    std::string cli_host(const std::string& name, const std::string& args) const {
        return "echo $$ > '" + (dir / (name + ".pid")).string() + "'; exec '" + ZERO_CLI_BINARY + "' host " + args +
               " > '" + (dir / (name + ".txt")).string() + "' 2>&1";
    }
    // The port the zero-cli host NAME said it listens on, or empty.
    std::string cli_port(const std::string& name) const {
        const std::string out = read_all(dir / (name + ".txt"));
        const auto at = out.find("listening on port ");
        return at == std::string::npos ? std::string{} : out.substr(at + 18, out.find(' ', at + 18) - at - 18);
    }
    // The port the hosting game said it listens on (its output in host.txt), or empty.
    std::string port() const {
        const std::string out = read_all(dir / "host.txt");
        const auto at = out.find("hosting on port ");
        return at == std::string::npos ? std::string{} : out.substr(at + 16, out.find('\n', at) - at - 16);
    }
    // The seats' tickets kept on disk for a rejoin.
    int tickets() const {
        int n = 0;
        std::error_code ec;
        for (std::filesystem::directory_iterator it(dir / "state" / "zero" / "tables", ec), end; !ec && it != end;
             it.increment(ec))
            n += it->path().extension() == ".ticket" ? 1 : 0;
        return n;
    }
};

// Once the save that `load` reads holds at least `actions` actions, the game NAME (its NAME.pid)
// dies with SIGKILL, as a crash would: no goodbye, no last save.
template <class Load>
void kill_once_saved(const Scene& scene, const std::string& name, Load load, std::uint32_t actions,
                     std::chrono::seconds limit) {
    REQUIRE(eventually(
        [&] {
            const auto loaded = load();
            return loaded.state && loaded.state->state_id >= actions;
        },
        limit));
    REQUIRE(::kill(std::stoi(read_all(scene.dir / (name + ".pid"))), SIGKILL) == 0);
}

// A frame log: its frames' fields and its notes.
struct Log {
    std::vector<std::map<std::string, std::string>> frames;
    std::vector<std::pair<long, std::string>> notes;  // frame, text
};

inline Log read_log(const std::filesystem::path& path) {
    Log log;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("note frame ", 0) == 0) {
            const auto colon = line.find(": ");
            log.notes.emplace_back(std::stol(line.substr(11, colon - 11)), line.substr(colon + 2));
        } else if (line.rfind("frame ", 0) == 0) {
            log.frames.push_back(frame_fields(line));
        }
    }
    return log;
}

inline int count_screen(const Log& log, const std::string& screen) {
    int n = 0;
    for (const auto& f : log.frames) n += f.count("screen") && f.at("screen") == screen ? 1 : 0;
    return n;
}

inline std::optional<long> note_at(const Log& log, const std::string& text) {
    for (const auto& [frame, note] : log.notes)
        if (note.find(text) != std::string::npos) return frame;
    return std::nullopt;
}

}  // namespace zero::game::test
