// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli tables through a real lobby: tools/lobby-server.sh starts prosody and coturn on quiet
// loopback ports in a scratch folder. Every wait is a hang guard; nothing depends on speed.
#include <catch2/catch.hpp>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "../net/child_process.hpp"
#include "../quiet_port.hpp"
#include "local_play.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net::testing;
using namespace std::chrono_literals;

namespace {

const std::string kCli = ZERO_CLI_PATH;
constexpr int kSkipped = 77;  // ctest's SKIP_RETURN_CODE for these tests

bool on_path(const std::string& program) {
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

std::vector<std::string> cli(std::vector<std::string> args) {
    args.insert(args.begin(), kCli);
    return args;
}

// A command's stdout and stderr together, for the messages a player reads.
std::vector<std::string> with_stderr(const std::vector<std::string>& args) {
    std::string line = "exec";
    for (const std::string& a : args) line += " '" + a + "'";
    return {"/bin/bash", "-c", line + " 2>&1"};
}

std::string code_of(ChildProcess& host) {
    const auto line = host.wait_line("code ", 20s);
    REQUIRE(line);
    return line->substr(line->find("code ") + 5, 6);
}

}  // namespace

TEST_CASE("join's lobby and code go together, and instead of an address", "[lobby]") {
    ChildProcess code_alone(with_stderr(cli({"join", "--code", "ABCDEF", "--name", "Bot", "--bot", "greedy"})));
    CHECK(code_alone.wait_exit(10s) == 2);
    CHECK(code_alone.output().find("--lobby and --code go together") != std::string::npos);
    ChildProcess both(with_stderr(cli({"join", "127.0.0.1:4000", "--lobby", "localhost@127.0.0.1:4001", "--code",
                                       "ABCDEF", "--name", "Bot", "--bot", "greedy"})));
    CHECK(both.wait_exit(10s) == 2);
    CHECK(both.output().find("give either an address or --lobby with --code") != std::string::npos);
    ChildProcess private_alone(with_stderr(cli({"host", "--private", "--seats", "remote,bot:random"})));
    CHECK(private_alone.wait_exit(10s) == 2);
    CHECK(private_alone.output().find("--private goes with --lobby") != std::string::npos);
}

TEST_CASE("a private table joined by its code plays the match a local run plays", "[lobby][process]") {
    Lobby lobby;
    const std::string recorded = lobby_testing::scratch_record("lobby-host-record");
    ChildProcess host(cli({"host", "--lobby", lobby.address(), "--private", "--name", "Private table", "--port", "0",
                           "--no-discovery", "--seats", "remote,bot:random", "--seed", "4242", "--record", recorded,
                           "--timeout", "25"}));
    REQUIRE(host.wait_line("listening on port ", 20s));
    const std::string code = code_of(host);
    ChildProcess client(cli({"join", "--lobby", lobby.address(), "--code", code, "--name", "Remote bot", "--bot",
                             "greedy", "--seed", "4242", "--timeout", "25"}));
    REQUIRE(host.wait_exit(25s) == 0);
    CHECK(client.wait_exit(10s) == 0);
    lobby_testing::check_equals_local_play(kCli, recorded);
}

TEST_CASE("a public table is in the lobby's list and a private one is not", "[lobby][process]") {
    Lobby lobby;
    ChildProcess open_table(cli({"host", "--lobby", lobby.address(), "--name", "Open table", "--port", "0",
                                 "--no-discovery", "--seats", "remote,remote,bot:random", "--timeout", "25"}));
    ChildProcess hidden_table(cli({"host", "--lobby", lobby.address(), "--private", "--name", "Hidden table", "--port",
                                   "0", "--no-discovery", "--seats", "remote,bot:random", "--timeout", "25"}));
    const std::string open_code = code_of(open_table);
    const std::string hidden_code = code_of(hidden_table);

    ChildProcess list(cli({"lobby", "list", "--lobby", lobby.address()}));
    REQUIRE(list.wait_exit(20s) == 0);
    const std::string shown = list.output();
    INFO(shown);
    CHECK(shown.find(open_code + "  knizia-zero  2/3 free  Open table") != std::string::npos);
    CHECK(shown.find("Hidden table") == std::string::npos);
    CHECK(shown.find(hidden_code) == std::string::npos);
    open_table.kill(SIGTERM);
    hidden_table.kill(SIGTERM);
    CHECK(open_table.wait_exit(10s));
    CHECK(hidden_table.wait_exit(10s));
}

TEST_CASE("a code no table has, a malformed code and a lobby whose certificate is not trusted are refused clearly",
          "[lobby][process]") {
    Lobby lobby;
    ChildProcess unknown(with_stderr(cli({"join", "--lobby", lobby.address(), "--code", "zzzzzz", "--name", "Bot",
                                          "--bot", "greedy", "--timeout", "20"})));
    CHECK(unknown.wait_exit(20s) == 1);
    CHECK(unknown.output().find("no table has the code ZZZZZZ") != std::string::npos);
    ChildProcess malformed(with_stderr(cli({"join", "--lobby", lobby.address(), "--code", "I0I0I0", "--name", "Bot",
                                            "--bot", "greedy", "--timeout", "20"})));
    CHECK(malformed.wait_exit(20s) == 1);
    CHECK(malformed.output().find("'I0I0I0' is not a table code (six letters)") != std::string::npos);
    // Real use verifies the lobby's certificate: without the test's own file it is not trusted.
    ChildProcess untrusted(
        with_stderr({"/usr/bin/env", "-u", "ZERO_LOBBY_CA", kCli, "lobby", "list", "--lobby", lobby.address()}));
    CHECK(untrusted.wait_exit(20s) == 1);
    CHECK(untrusted.output().find("its certificate is not trusted here") != std::string::npos);
}

TEST_CASE("a lobby that goes away mid-match does not stop the match", "[lobby][process]") {
    Lobby lobby;
    ChildProcess host(with_stderr(cli({"host", "--lobby", lobby.address(), "--private", "--port", "0", "--no-discovery",
                                       "--seats", "remote,bot:random", "--progress", "--timeout", "25"})));
    const std::string code = code_of(host);
    // The client thinks a while before each move: the match lasts seconds on any machine, and the
    // lobby stops after its first action.
    ChildProcess client(cli({"join", "--lobby", lobby.address(), "--code", code, "--name", "Remote bot", "--bot",
                             "greedy", "--delay-ms", "100", "--timeout", "25"}));
    REQUIRE(host.wait_line("actions ", 20s));
    lobby.stop();
    CHECK(host.wait_exit(25s) == 0);
    CHECK(client.wait_exit(10s) == 0);
    const std::string said = host.output();
    INFO(said);
    CHECK(said.find("the lobby went away; the table plays on") != std::string::npos);
    CHECK(said.find("match over") != std::string::npos);
}
