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
#include <optional>
#include <thread>

#include "../net/child_process.hpp"
#include "../quiet_port.hpp"
#include "local_play.hpp"
#include "zero/lobby/lobby_client.hpp"
#include "zero/online/kept_table.hpp"
#include "test_lobby.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net::testing;
using namespace std::chrono_literals;

namespace {

const std::string kCli = ZERO_CLI_PATH;

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

TEST_CASE("zero-cli host keeps an online table's code beside its autosave as the game does, and a new match saved "
          "there without the lobby drops it",
          "[lobby][process]") {
    Lobby lobby;
    const std::string save = lobby_testing::scratch_record("lobby-kept-code");
    ChildProcess host(cli({"host", "--lobby", lobby.address(), "--private", "--port", "0", "--no-discovery", "--seats",
                           "remote,bot:random", "--autosave", save, "--timeout", "25"}));
    const std::string code = code_of(host);
    // The code is kept as soon as the table is announced; the game's Resume reads the same file.
    std::optional<online::KeptOnlineTable> kept;
    for (int i = 0; i < 200 && !kept; ++i, std::this_thread::sleep_for(50ms)) kept = online::kept_online_table(save);
    REQUIRE(kept);
    CHECK(kept->code == code);
    CHECK(kept->lobby_address == lobby.address());
    CHECK(kept->is_private);
    host.kill(SIGTERM);
    host.wait_exit(10s);

    ChildProcess lan(cli({"host", "--port", "0", "--no-discovery", "--seats", "remote,bot:random", "--autosave", save,
                          "--timeout", "25"}));
    REQUIRE(lan.wait_line("listening on port ", 20s));
    bool kept_still = true;
    for (int i = 0; i < 200 && kept_still; ++i, std::this_thread::sleep_for(50ms))
        kept_still = std::filesystem::exists(online::kept_table_file(save));
    CHECK_FALSE(kept_still);
    lan.kill(SIGTERM);
    lan.wait_exit(10s);
    std::filesystem::remove(save);
}

namespace {

// The lobby's list polled until it shows `line`, or no longer shows it (`shown` false); a hang
// guard bounds the wait. The last list.
std::string listed_until(const Lobby& lobby, const std::string& line, bool shown_wanted = true) {
    std::string shown;
    for (int attempt = 0; attempt < 100; ++attempt) {
        ChildProcess list(cli({"lobby", "list", "--lobby", lobby.address()}));
        REQUIRE(list.wait_exit(20s) == 0);
        shown = list.output();
        if ((shown.find(line) != std::string::npos) == shown_wanted) break;
    }
    return shown;
}

// The list shows `line` (or, `shown_wanted` false, does not) before the hang guard; the list
// said with a failure is the last one read here.
void check_listed(const Lobby& lobby, const std::string& line, bool shown_wanted = true) {
    const std::string shown = listed_until(lobby, line, shown_wanted);
    INFO("looking for: " << line << "\nlast list:\n" << shown);
    CHECK((shown.find(line) != std::string::npos) == shown_wanted);
}

}  // namespace

TEST_CASE("a public table's free seats are announced again as its seats fill", "[lobby][process]") {
    Lobby lobby;
    // The match stays at its first deal for as long as the test looks: Ann thinks a minute over
    // each move, and the host is stopped once the full table is listed. No race with the match's
    // end, however slow the listing is (a table whose match is over leaves the list).
    ChildProcess host(cli({"host", "--lobby", lobby.address(), "--name", "Filling table", "--port", "0",
                           "--no-discovery", "--seats", "remote,remote,bot:random", "--seed", "4242", "--rounds",
                           "1", "--on-drop", "pause", "--timeout", "300"}));
    const std::string code = code_of(host);
    const std::string row = code + "  knizia-zero  ";
    check_listed(lobby, row + "2/3 free");
    // The first player waits in the table's lobby for the second: one seat is left.
    ChildProcess ann(cli({"join", "--lobby", lobby.address(), "--code", code, "--name", "Ann", "--bot", "greedy",
                          "--seed", "1", "--delay-ms", "60000", "--timeout", "300"}));
    REQUIRE(ann.wait_line("joined ", 30s));
    check_listed(lobby, row + "1/3 free");
    ChildProcess bob(cli({"join", "--lobby", lobby.address(), "--code", code, "--name", "Bob", "--bot", "random",
                          "--seed", "2", "--timeout", "300"}));
    REQUIRE(bob.wait_line("joined ", 30s));
    check_listed(lobby, row + "0/3 free");
    // A host that quits takes its table off the list.
    host.kill(SIGTERM);
    CHECK(host.wait_exit(30s) == 130);
    check_listed(lobby, code, false);
    CHECK(ann.wait_exit(30s));
    CHECK(bob.wait_exit(30s));
}

TEST_CASE("a table answers at most kKnocksPerMinute knocks a minute: a flood of joins stops at the lobby",
          "[lobby][process]") {
    Lobby lobby;
    ChildProcess host(cli({"host", "--lobby", lobby.address(), "--private", "--port", "0", "--no-discovery",
                           "--seats", "remote,bot:random", "--timeout", "120"}));
    const std::string code = code_of(host);
    std::string error;
    const auto address = lobby::parse_lobby_address(lobby.address(), error);
    REQUIRE(address);
    lobby::ClientOptions options = lobby::options_from_env(*address);
    // The knock past the limit goes unanswered: this is how long the test waits for it.
    options.timeout = 3s;
    lobby::LobbyClient knocker(options);
    REQUIRE(knocker.connect().empty());
    // Each knock names a loopback port nobody listens on: the host's punches go nowhere.
    const std::uint16_t port = test_ports::quiet_ports();
    int answered = 0;
    for (int i = 0; i < lobby::kKnocksPerMinute; ++i) {
        const lobby::Knock knock{"a" + std::to_string(i), "127.0.0.1", port};
        if (knocker.knock(code, knock, error)) ++answered;
        INFO(error);
    }
    CHECK(answered == lobby::kKnocksPerMinute);
    CHECK_FALSE(knocker.knock(code, lobby::Knock{"b0", "127.0.0.1", port}, error));
    CHECK(error == "the table's host did not answer through the lobby");
    knocker.disconnect();
    host.kill(SIGTERM);
    host.wait_exit(30s);
}

TEST_CASE("an account signs in by SASL with its password, and a wrong password is refused clearly",
          "[lobby][process]") {
    Lobby lobby;
    const std::string config = (lobby.dir() / "prosody.cfg.lua").string();
    ChildProcess registered(with_stderr({"prosodyctl", "--config", config, "register", "ann", "localhost", "s3cret-Pw"}));
    {
        const auto status = registered.wait_exit(30s);
        INFO(registered.output());
        REQUIRE(status == 0);
    }
    const auto list_as = [&](const std::string& password) {
        ChildProcess list(with_stderr({"/usr/bin/env", "ZERO_LOBBY_ACCOUNT=ann@localhost",
                                       "ZERO_LOBBY_PASSWORD=" + password, kCli, "lobby", "list", "--lobby",
                                       lobby.address()}));
        const auto status = list.wait_exit(30s);
        INFO(list.output());
        return std::pair{status, list.output()};
    };
    const auto [signed_in, said] = list_as("s3cret-Pw");
    CHECK(signed_in == 0);
    const auto [refused, why] = list_as("wrong");
    CHECK(refused == 1);
    CHECK(why.find("the account or password is wrong") != std::string::npos);
}
