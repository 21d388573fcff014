// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A lobby of a test's own: tools/lobby-server.sh starts prosody and coturn on quiet loopback
// ports in a scratch folder, trusted through its own certificate only. Without them the test
// exits 77 (skipped), saying why.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "../net/child_process.hpp"
#include "../quiet_port.hpp"

namespace zero::net::testing {

using namespace std::chrono_literals;

inline constexpr int kSkipped = 77;  // ctest's SKIP_RETURN_CODE for these tests

inline bool on_path(const std::string& program) {
    const char* path = std::getenv("PATH");
    std::string dirs = path != nullptr ? path : "";
    for (std::size_t start = 0; start <= dirs.size();) {
        const std::size_t end = std::min(dirs.find(':', start), dirs.size());
        if (::access((dirs.substr(start, end - start) + "/" + program).c_str(), X_OK) == 0) return true;
        start = end + 1;
    }
    return false;
}

// A lobby of the test's own: prosody and coturn on loopback ports, gone with the object.
class Lobby {
public:
    Lobby() {
        if (!on_path("prosody") || !on_path("turnserver")) {
            std::cout << "skipped: prosody and coturn are not installed (tools/setup.sh installs them)" << std::endl;
            std::_Exit(kSkipped);
        }
        ::setenv("ZERO_DISCOVERY_ADDRS", "127.255.255.255", 1);
        dir_ = std::filesystem::temp_directory_path() /
               ("zero-lobby-" + std::to_string(::getpid()) + "-" + std::to_string(++count_));
        std::filesystem::remove_all(dir_);
        // The server takes its port and the next twelve (coturn's listening and relay ports).
        const std::uint16_t port = test_ports::quiet_ports(13);
        server_ = std::make_unique<ChildProcess>(std::vector<std::string>{
            "/bin/bash", ZERO_LOBBY_SERVER, "--dir", dir_.string(), "--port", std::to_string(port)});
        const auto line = server_->wait_line("lobby ", 20s);
        REQUIRE(line);
        address_ = line->substr(line->find(' ') + 1);
        // The lobby's certificate is the test's own: trusted through this file only.
        ::setenv("ZERO_LOBBY_CA", (dir_ / "lobby.crt").c_str(), 1);
    }
    ~Lobby() {
        stop();
        std::error_code ignored;
        std::filesystem::remove_all(dir_, ignored);
    }
    Lobby(const Lobby&) = delete;
    Lobby& operator=(const Lobby&) = delete;

    const std::string& address() const { return address_; }
    // The lobby's folder: its prosody.cfg.lua, for prosodyctl to make accounts with.
    const std::filesystem::path& dir() const { return dir_; }

    // SIGTERM stops both servers; should the script not end, their own pid files are the fallback.
    void stop() {
        if (!server_) return;
        server_->kill(SIGTERM);
        if (!server_->wait_exit(10s)) {
            for (const char* file : {"prosody.pid", "turn/turnserver.pid"}) {
                std::ifstream in(dir_ / file);
                if (pid_t pid = 0; in >> pid && pid > 1) ::kill(pid, SIGKILL);
            }
        }
        server_.reset();
    }

private:
    static inline int count_ = 0;
    std::filesystem::path dir_;
    std::unique_ptr<ChildProcess> server_;
    std::string address_;
};

}  // namespace zero::net::testing
