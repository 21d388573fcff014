// SPDX-License-Identifier: GPL-3.0-or-later
// Online tables across NATs for real, inside this machine (docs/online.md): nat_world.sh makes
// network namespaces for two homes behind NATs and a "public" network holding the lobby and
// coturn; the host plays in one home and a bot client joins by code from the other. Without
// the rights to make namespaces these tests exit 77 (skipped) and say why. Every wait is a hang
// guard; nothing depends on speed.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <iostream>

#include "../net/child_process.hpp"
#include "local_play.hpp"

using namespace zero;
using namespace zero::net::testing;
using namespace std::chrono_literals;

// Named, not anonymous: the unity build puts this file beside lobby_test.cpp.
namespace nat_test {

const std::string kCli = ZERO_CLI_PATH;
constexpr int kSkipped = 77;

// The namespaces of one test, removed with the object (also when an assertion fails).
class NatWorld {
public:
    explicit NatWorld(const std::string& nat_b) : prefix_("zn" + std::to_string(::getpid() % 100000)) {
        ChildProcess up({"/bin/bash", ZERO_NAT_WORLD, "up", prefix_, nat_b});
        const auto status = up.wait_exit(60s);
        if (status && *status == kSkipped) {
            std::cout << up.output() << std::endl;
            std::_Exit(kSkipped);
        }
        made_ = true;
        INFO(up.output());
        REQUIRE(status == 0);
        dir_ = std::filesystem::temp_directory_path() / (prefix_ + "-lobby");
        std::filesystem::remove_all(dir_);
        lobby_ = std::make_unique<ChildProcess>(in("pub", {"/bin/bash", ZERO_LOBBY_SERVER, "--dir", dir_.string(),
                                                            "--port", "10000", "--address", "198.18.40.1"}));
        const auto line = lobby_->wait_line("lobby ", 30s);
        REQUIRE(line);
        address_ = line->substr(line->find(' ') + 1);
        ::setenv("ZERO_LOBBY_CA", (dir_ / "lobby.crt").c_str(), 1);
        // A LAN probe inside a home would go nowhere; the tables here are not discoverable anyway.
        ::setenv("ZERO_DISCOVERY_ADDRS", "127.255.255.255", 1);
    }
    ~NatWorld() {
        if (lobby_) lobby_->kill(SIGTERM);
        if (lobby_) lobby_->wait_exit(10s);
        lobby_.reset();
        if (made_) ChildProcess({"/bin/bash", ZERO_NAT_WORLD, "down", prefix_}).wait_exit(30s);
        std::error_code ignored;
        std::filesystem::remove_all(dir_, ignored);
    }
    NatWorld(const NatWorld&) = delete;
    NatWorld& operator=(const NatWorld&) = delete;

    // A command run inside one of the world's namespaces ("pub", "home-a", "home-b").
    std::vector<std::string> in(const std::string& space, std::vector<std::string> args) const {
        args.insert(args.begin(), {"/usr/bin/env", "ip", "netns", "exec", prefix_ + "-" + space});
        return args;
    }
    std::vector<std::string> cli(const std::string& space, std::vector<std::string> args) const {
        args.insert(args.begin(), kCli);
        std::string line = "exec";
        for (const std::string& a : in(space, args)) line += " '" + a + "'";
        return {"/bin/bash", "-c", line + " 2>&1"};
    }
    const std::string& lobby() const { return address_; }

private:
    std::string prefix_;
    bool made_ = false;
    std::filesystem::path dir_;
    std::unique_ptr<ChildProcess> lobby_;
    std::string address_;
};

// A match from home A's host to home B's bot client; the client's output, after the host's
// record was compared with the same match played locally.
std::pair<std::string, std::string> play_across(NatWorld& world) {
    const std::string recorded = lobby_testing::scratch_record("nat-host-record");
    ChildProcess host(world.cli("home-a", {"host", "--lobby", world.lobby(), "--private", "--name", "Home A",
                                           "--port", "0", "--no-discovery", "--seats", "remote,bot:random", "--seed",
                                           "4242", "--record", recorded, "--timeout", "40"}));
    const auto code_line = host.wait_line("code ", 30s);
    INFO(host.output());
    REQUIRE(code_line);
    const std::string code = code_line->substr(code_line->find("code ") + 5, 6);
    ChildProcess client(world.cli("home-b", {"join", "--lobby", world.lobby(), "--code", code, "--name",
                                             "Home B", "--bot", "greedy", "--seed", "4242", "--timeout", "40"}));
    const auto host_status = host.wait_exit(45s);
    const auto client_status = client.wait_exit(15s);
    const std::string said = host.output(), heard = client.output();
    INFO("host: " << said << "\nclient: " << heard);
    REQUIRE(host_status == 0);
    CHECK(client_status == 0);
    lobby_testing::check_equals_local_play(kCli, recorded);
    return {said, heard};
}

}  // namespace nat_test

using nat_test::NatWorld;
using nat_test::play_across;

TEST_CASE("a match across two homes behind NATs goes direct, by hole punching", "[lobby][nat][process]") {
    NatWorld world("cone");
    const auto [said, heard] = play_across(world);
    // The host saw home B's router, the player its own way in: no relay between them.
    CHECK(said.find("public endpoint 198.18.41.2:") != std::string::npos);
    CHECK(said.find("direct from 198.18.42.2:") != std::string::npos);
    CHECK(said.find("relayed from") == std::string::npos);
    CHECK(heard.find("connected directly to 198.18.41.2:") != std::string::npos);
}

TEST_CASE("behind a symmetric NAT, at a table without a relay, the player is told why it cannot join",
          "[lobby][nat][process]") {
    NatWorld world("symmetric");
    ChildProcess host(world.cli("home-a", {"host", "--lobby", world.lobby(), "--private", "--no-relay", "--port", "0",
                                           "--no-discovery", "--seats", "remote,bot:random", "--timeout", "40"}));
    const auto code_line = host.wait_line("code ", 30s);
    INFO(host.output());
    REQUIRE(code_line);
    const std::string code = code_line->substr(code_line->find("code ") + 5, 6);
    ChildProcess client(world.cli("home-b", {"join", "--lobby", world.lobby(), "--code", code, "--name", "Home B",
                                             "--bot", "greedy", "--punch-wait-ms", "1500", "--timeout", "40"}));
    CHECK(client.wait_exit(40s) == 1);
    const std::string heard = client.output();
    INFO(heard);
    CHECK(heard.find("cannot reach the table at 198.18.41.2:") != std::string::npos);
    CHECK(heard.find("a NAT on the way lets nothing in that it did not ask for, and the table has no relay") !=
          std::string::npos);
    host.kill(SIGTERM);
    CHECK(host.wait_exit(10s));
}

TEST_CASE("behind a symmetric NAT a player reaches the table through the relay", "[lobby][nat][process]") {
    NatWorld world("symmetric");
    const auto [said, heard] = play_across(world);
    CHECK(heard.find("connected through the relay 198.18.40.1:") != std::string::npos);
    CHECK(said.find("relayed from 198.18.42.2:") != std::string::npos);
    CHECK(said.find("relay bytes ") != std::string::npos);
}

TEST_CASE("a host behind its NAT that crashes reopens from its save under its code, and its players come back "
          "through the lobby",
          "[lobby][nat][process][crash]") {
    NatWorld world("cone");
    const std::string save = lobby_testing::scratch_record("nat-crash-save");
    const std::string recorded = lobby_testing::scratch_record("nat-crash-record");
    // Port 0 each time: the reopened table answers at another port, which its players learn only
    // by knocking again through the lobby.
    const std::vector<std::string> common = {"host", "--lobby", world.lobby(), "--private", "--name", "Home A",
                                             "--port", "0", "--no-discovery", "--on-drop", "pause", "--record",
                                             recorded, "--progress", "--timeout", "120"};
    auto start_host = [&](const std::vector<std::string>& more) {
        std::vector<std::string> args = common;
        args.insert(args.end(), more.begin(), more.end());
        return std::make_unique<ChildProcess>(world.cli("home-a", args));
    };
    auto host = start_host({"--seats", "remote,remote", "--seed", "4242", "--autosave", save});
    const auto code_line = host->wait_line("code ", 30s);
    INFO(host->output());
    REQUIRE(code_line);
    const std::string code = code_line->substr(code_line->find("code ") + 5, 6);
    auto join = [&](const std::string& name) {
        return std::make_unique<ChildProcess>(world.cli(
            "home-b", {"join", "--lobby", world.lobby(), "--code", code, "--name", name, "--bot", "greedy", "--seed",
                       "4242", "--delay-ms", "30", "--lost-after-ms", "1000", "--timeout", "120"}));
    };
    auto ann = join("Ann");
    auto bob = join("Bob");
    // Killed once the autosave is on disk, mid-match.
    for (std::uint32_t at = 0; at < 12;) {
        const auto line = host->wait_line("actions ", 60s);
        REQUIRE(line);
        at = static_cast<std::uint32_t>(std::stoul(line->substr(line->find("actions ") + 8)));
    }
    host->kill(SIGKILL);
    REQUIRE(host->wait_exit(30s));
    host = start_host({"--resume", save});
    const auto again = host->wait_line("code ", 30s);
    REQUIRE(again);
    CHECK(again->find("code " + code) != std::string::npos);
    const auto host_status = host->wait_exit(120s);
    const auto ann_status = ann->wait_exit(30s);
    const auto bob_status = bob->wait_exit(30s);
    INFO("host: " << host->output() << "\nAnn: " << ann->output() << "\nBob: " << bob->output());
    REQUIRE(host_status == 0);
    CHECK(ann_status == 0);
    CHECK(bob_status == 0);
    CHECK(ann->output().find("rejoined ") != std::string::npos);
    CHECK(bob->output().find("rejoined ") != std::string::npos);
    lobby_testing::check_equals_local_play(nat_test::kCli, recorded, "greedy,greedy");
    for (const std::string& path : {save, backup_path(save), save + ".code"}) std::filesystem::remove(path);
}
