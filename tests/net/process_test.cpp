// SPDX-License-Identifier: GPL-3.0-or-later
// zero-cli host and join in separate processes, on 127.0.0.1 only.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <memory>

#include "../quiet_port.hpp"
#include "../scratch_dir.hpp"
#include "child_process.hpp"
#include "zero/hero/bots/bot_match.hpp"
#include "zero/saves/hero_record_json.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"
#include "zero/saves/soler_record_json.hpp"
#include "zero/soler/bots/bot_match.hpp"

using namespace zero;
using namespace zero::knizia;
using namespace zero::net::testing;
using namespace std::chrono_literals;

namespace {

const std::string kCli = ZERO_CLI_PATH;

std::string temp_path(const std::string& name) { return test_scratch::scratch_file(name + ".json"); }

std::string port_of(ChildProcess& host) {
    const auto line = host.wait_line("listening on port ", 60s);
    REQUIRE(line);
    const std::size_t at = line->find("port ") + 5;
    return line->substr(at, line->find(' ', at) - at);
}

void loopback_only() {
    ::setenv("ZERO_DISCOVERY_ADDRS", "127.255.255.255", 1);
    ::setenv("ZERO_DISCOVERY_PORT", std::to_string(zero::test_ports::quiet_ports()).c_str(), 1);
}

}  // namespace

TEST_CASE("a host and four bot clients in separate processes play the match a local run plays",
          "[net][process]") {
    loopback_only();
    const std::string recorded = temp_path("net-host-record");
    const std::string local = temp_path("net-local-record");
    ChildProcess host({kCli, "host", "--port", "0", "--seats", "remote,remote,remote,remote,bot:random", "--seed",
                       "4242", "--record", recorded, "--name", "Process table", "--timeout", "60"});
    REQUIRE(host.started());
    const std::string port = port_of(host);

    ChildProcess discover({kCli, "discover", "--timeout-ms", "1000"});
    REQUIRE(discover.wait_exit(10s) == 0);
    CHECK(discover.output().find("Process table") != std::string::npos);
    CHECK(discover.output().find(":" + port) != std::string::npos);

    std::vector<std::unique_ptr<ChildProcess>> clients;
    for (int i = 0; i < 4; ++i)
        clients.push_back(std::make_unique<ChildProcess>(std::vector<std::string>{
            kCli, "join", "127.0.0.1:" + port, "--name", "bot " + std::to_string(i), "--bot", "greedy", "--seed",
            "4242", "--timeout", "60"}));
    REQUIRE(host.wait_exit(60s) == 0);
    for (auto& c : clients) CHECK(c->wait_exit(10s) == 0);
    INFO(host.output());

    ChildProcess simulate({kCli, "simulate", "--players", "5", "--bots", "greedy,greedy,greedy,greedy,random", "--seed",
                           "4242", "--record", local});
    REQUIRE(simulate.wait_exit(30s) == 0);

    RecordParse over_lan = load_record_file(recorded);
    RecordParse played_here = load_record_file(local);
    REQUIRE(over_lan.record);
    REQUIRE(played_here.record);
    CHECK(over_lan.record->finished());
    // Player names differ (the clients chose theirs); everything else must be identical.
    played_here.record->players = over_lan.record->players;
    CHECK(record_to_json(*over_lan.record) == record_to_json(*played_here.record));
    std::filesystem::remove(recorded);
    std::filesystem::remove(local);
}

TEST_CASE("a host and four bot clients in separate processes play the Solèr match a local run plays",
          "[net][process][soler]") {
    loopback_only();
    const std::string recorded = temp_path("net-soler-record");
    ChildProcess host({kCli, "host", "--game", "soler-zero", "--port", "0", "--seats",
                       "remote,remote,bot:random,remote,remote", "--seed", "4243", "--games", "2", "--record", recorded,
                       "--no-discovery", "--timeout", "60"});
    REQUIRE(host.started());
    const std::string port = port_of(host);
    const std::vector<std::string> kinds = {"medium", "easy", "random", "medium", "easy"};
    std::vector<std::unique_ptr<ChildProcess>> clients;
    for (int seat : {0, 1, 3, 4}) {
        clients.push_back(std::make_unique<ChildProcess>(std::vector<std::string>{
            kCli, "join", "--game", "soler-zero", "127.0.0.1:" + port, "--name", "bot " + std::to_string(seat), "--bot",
            kinds[static_cast<std::size_t>(seat)], "--seed", "4243", "--timeout", "60"}));
        // Seats go to players in the order they joined.
        REQUIRE(clients.back()->wait_line("joined", 30s));
    }
    REQUIRE(host.wait_exit(60s) == 0);
    for (auto& c : clients) CHECK(c->wait_exit(10s) == 0);
    INFO(host.output());

    soler::RecordParse over_lan = soler::load_record_file(recorded);
    REQUIRE(over_lan.record);
    CHECK(over_lan.record->finished());
    soler::Rules rules = soler::default_rules(5);
    rules.games = 2;
    const soler::State local = soler::bot_match(rules, 4243, kinds);
    const soler::MatchRecord played_here = soler::make_record(local, over_lan.record->players);
    CHECK(soler::record_to_json(*over_lan.record) == soler::record_to_json(played_here));
    std::filesystem::remove(recorded);
}

TEST_CASE("a host and four bot clients in separate processes play the Zero Hero match a local run plays",
          "[net][process][hero]") {
    loopback_only();
    const std::string recorded = temp_path("net-hero-record");
    ChildProcess host({kCli, "host", "--game", "zero-hero", "--port", "0", "--seats",
                       "remote,remote,bot:random,remote,remote", "--seed", "4244", "--games", "2", "--record", recorded,
                       "--no-discovery", "--timeout", "60"});
    REQUIRE(host.started());
    const std::string port = port_of(host);
    const std::vector<std::string> kinds = {"medium", "easy", "random", "medium", "hard:iters=3"};
    std::vector<std::unique_ptr<ChildProcess>> clients;
    for (int seat : {0, 1, 3, 4}) {
        clients.push_back(std::make_unique<ChildProcess>(std::vector<std::string>{
            kCli, "join", "--game", "zero-hero", "127.0.0.1:" + port, "--name", "bot " + std::to_string(seat), "--bot",
            kinds[static_cast<std::size_t>(seat)], "--seed", "4244", "--timeout", "60"}));
        // Seats go to players in the order they joined.
        REQUIRE(clients.back()->wait_line("joined", 30s));
    }
    REQUIRE(host.wait_exit(60s) == 0);
    for (auto& c : clients) CHECK(c->wait_exit(10s) == 0);
    INFO(host.output());

    hero::RecordParse over_lan = hero::load_record_file(recorded);
    REQUIRE(over_lan.record);
    CHECK(over_lan.record->finished());
    const hero::State local = hero::bot_match(hero::Rules{5, 2}, 4244, kinds);
    const hero::MatchRecord played_here = hero::make_record(local, over_lan.record->players);
    CHECK(hero::record_to_json(*over_lan.record) == hero::record_to_json(played_here));
    std::filesystem::remove(recorded);
}

TEST_CASE("a client killed mid-round rejoins its seat with its token and the match finishes", "[net][process]") {
    loopback_only();
    const std::string recorded = temp_path("net-rejoin-record");
    ChildProcess host({kCli, "host", "--port", "0", "--seats", "remote,remote,remote", "--seed", "17", "--on-drop",
                       "pause", "--record", recorded, "--no-discovery", "--timeout", "90"});
    REQUIRE(host.started());
    const std::string port = port_of(host);
    auto join = [&](const std::string& name, const std::vector<std::string>& extra) {
        std::vector<std::string> argv = {kCli,    "join",       "127.0.0.1:" + port, "--name", name, "--bot",
                                         "greedy", "--delay-ms", "30",                "--timeout", "90"};
        argv.insert(argv.end(), extra.begin(), extra.end());
        return std::make_unique<ChildProcess>(argv);
    };
    auto victim = join("Vic", {});
    auto other1 = join("Ola", {});
    auto other2 = join("Per", {});
    const auto joined = victim->wait_line("token ", 60s);
    REQUIRE(joined);
    const std::string token = joined->substr(joined->find("token ") + 6);
    REQUIRE(victim->wait_line("match started", 60s));
    std::this_thread::sleep_for(200ms);
    REQUIRE(victim->running());
    victim->kill(SIGKILL);
    CHECK(victim->wait_exit(30s) == 128 + SIGKILL);

    auto back = join("Vic", {"--token", token});
    const auto rejoined = back->wait_line("joined", 60s);
    REQUIRE(rejoined);
    CHECK(rejoined->find(joined->substr(joined->find("seat "), 7)) != std::string::npos);  // the same seat
    CHECK(host.wait_exit(90s) == 0);
    CHECK(back->wait_exit(10s) == 0);
    CHECK(other1->wait_exit(10s) == 0);
    CHECK(other2->wait_exit(10s) == 0);
    INFO(host.output());
    CHECK(host.output().find("rejoined seat") != std::string::npos);
    const RecordParse record = load_record_file(recorded);
    REQUIRE(record.record);
    CHECK(record.record->finished());
    CHECK_FALSE(replay(*record.record).error);
    std::filesystem::remove(recorded);
}

TEST_CASE("clients are told plainly when the host quits", "[net][process]") {
    loopback_only();
    ChildProcess host({kCli, "host", "--port", "0", "--seats", "remote,remote", "--no-discovery", "--timeout", "30"});
    const std::string port = port_of(host);
    ChildProcess client({kCli, "join", "127.0.0.1:" + port, "--name", "Solo", "--bot", "random", "--timeout", "30"});
    REQUIRE(client.wait_line("joined", 60s));
    host.kill(SIGTERM);
    CHECK(host.wait_exit(10s) == 130);
    CHECK(client.wait_exit(10s) == 1);
    // stderr is not captured; the exit status and the host's goodbye path are what is checked here.
}

TEST_CASE("a LAN match saved by its host reopens with the seats kept for the same players", "[net][process]") {
    loopback_only();
    const std::string save = temp_path("net-autosave");
    const std::string recorded = temp_path("net-resumed-record");
    std::string port;
    {
        ChildProcess host({kCli, "host", "--port", "0", "--seats", "remote,remote,bot:greedy", "--seed", "23",
                           "--on-drop", "pause", "--autosave", save, "--no-discovery", "--timeout", "60"});
        port = port_of(host);
        ChildProcess ann({kCli, "join", "127.0.0.1:" + port, "--name", "Ann", "--bot", "greedy", "--delay-ms", "40",
                          "--timeout", "60"});
        REQUIRE(ann.wait_line("joined", 60s));  // Ann takes seat 1, Bob seat 2
        ChildProcess bob({kCli, "join", "127.0.0.1:" + port, "--name", "Bob", "--bot", "random", "--delay-ms", "40",
                          "--timeout", "60"});
        REQUIRE(ann.wait_line("match started", 60s));
        // The bots think 40 ms a move, so the match (deterministic for this seed) is far from over.
        std::this_thread::sleep_for(300ms);
        REQUIRE(host.running());
        host.kill(SIGKILL);
        CHECK(host.wait_exit(30s) == 128 + SIGKILL);
    }
    REQUIRE(std::filesystem::exists(save));

    // Ann's and Bob's programs went with the host: new ones come back by name alone, which the
    // reopened table allows once a kept seat has waited a second for its token.
    ChildProcess host({kCli, "host", "--port", "0", "--resume", save, "--record", recorded, "--no-discovery",
                       "--kept-seat-wait-ms", "1000", "--timeout", "60"});
    port = port_of(host);
    // Joining in the other order: each still gets the seat kept for their name.
    ChildProcess bob({kCli, "join", "127.0.0.1:" + port, "--name", "Bob", "--bot", "random", "--timeout", "60"});
    ChildProcess ann({kCli, "join", "127.0.0.1:" + port, "--name", "Ann", "--bot", "greedy", "--timeout", "60"});
    const auto bob_seat = bob.wait_line("joined", 60s);
    const auto ann_seat = ann.wait_line("joined", 60s);
    REQUIRE(bob_seat);
    REQUIRE(ann_seat);
    CHECK(ann_seat->find("seat 1 ") != std::string::npos);
    CHECK(bob_seat->find("seat 2 ") != std::string::npos);
    CHECK(host.wait_exit(60s) == 0);
    INFO(host.output());
    CHECK(host.output().find("match resumed") != std::string::npos);
    const RecordParse record = load_record_file(recorded);
    REQUIRE(record.record);
    CHECK(record.record->finished());
    CHECK(record.record->players == std::vector<std::string>{"Ann", "Bob", "greedy 3"});
    CHECK_FALSE(replay(*record.record).error);
    std::filesystem::remove(save);
    std::filesystem::remove(backup_path(save));
    std::filesystem::remove(recorded);
}

// Each game's record files, for the crash test below.
template <class Parse>
struct ProcessCrashRecords {
    Parse (*load)(const std::string& path);
};

// A zero-cli host of `game` killed with SIGKILL twelve times over one match of four bot clients,
// at seeded moments counted in the match's actions (`host --progress`), and started again each
// time with --resume on the same port: the clients come back by themselves and the match ends with
// the record of the uninterrupted match (`zero-cli simulate`, same seed, options and bots).
template <class Parse>
void process_crash_match(ProcessCrashRecords<Parse> records, const std::string& game,
                         const std::vector<std::string>& options, const std::vector<std::string>& kinds,
                         const std::string& seed) {
    loopback_only();
    const std::string save = temp_path("net-crash-autosave-" + game);
    const std::string recorded = temp_path("net-crash-record-" + game);
    const std::string local = temp_path("net-crash-local-" + game);
    std::string bots;
    for (const std::string& kind : kinds) bots += (bots.empty() ? "" : ",") + kind;
    std::vector<std::string> simulate_argv = {kCli, "simulate", "--game", game, "--players", "4", "--bots", bots,
                                              "--seed", seed, "--record", local};
    simulate_argv.insert(simulate_argv.end(), options.begin(), options.end());
    ChildProcess simulate(simulate_argv);
    REQUIRE(simulate.wait_exit(60s) == 0);
    Parse uninterrupted = records.load(local);
    REQUIRE(uninterrupted.record);
    const auto replayed = replay(*uninterrupted.record);
    REQUIRE(replayed.state);
    const std::uint32_t actions = replayed.state->state_id;
    INFO(game << ": " << actions << " actions in the match");
    REQUIRE(actions > 16 + 12 * 8);

    // Twelve kill moments, seeded, at least four actions apart, from the 8th (the autosave is on
    // disk by then) to 8 before the end.
    Rng rng(20261123);
    std::vector<std::uint32_t> moments;
    const std::uint32_t span = (actions - 16) / 12;
    for (std::uint32_t i = 0; i < 12; ++i) moments.push_back(8 + i * span + rng.below(span - 4));

    const std::vector<std::string> common = {"--game", game, "--on-drop", "pause", "--record", recorded,
                                             "--no-discovery", "--progress", "--quiet", "--timeout", "300"};
    auto start_host = [&](std::vector<std::string> argv) {
        argv.insert(argv.begin(), {kCli, "host"});
        argv.insert(argv.end(), common.begin(), common.end());
        return std::make_unique<ChildProcess>(argv);
    };
    // A port outside the kernel's range for port 0, so no other socket takes it while the host is down.
    std::vector<std::string> first = {"--port", std::to_string(zero::test_ports::quiet_ports()),
                                      "--seats", "remote,remote,remote,remote", "--seed", seed,
                                      "--autosave", save};
    first.insert(first.end(), options.begin(), options.end());
    auto host = start_host(first);
    REQUIRE(host->started());
    const std::string port = port_of(*host);
    std::vector<std::unique_ptr<ChildProcess>> clients;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        // The clients notice a silent host after a second (ENet's default is up to ten).
        clients.push_back(std::make_unique<ChildProcess>(std::vector<std::string>{
            kCli, "join", "--game", game, "127.0.0.1:" + port, "--name", "bot " + std::to_string(i), "--bot", kinds[i],
            "--seed", seed, "--delay-ms", "15", "--lost-after-ms", "1000", "--timeout", "300"}));
        REQUIRE(clients.back()->wait_line("joined", 60s));  // seats in the order of joining
    }
    int kills = 0;
    for (const std::uint32_t moment : moments) {
        std::uint32_t at = 0;
        while (at < moment) {
            const auto line = host->wait_line("actions ", 120s);
            REQUIRE(line);
            at = static_cast<std::uint32_t>(std::stoul(line->substr(8)));
        }
        INFO("killed at action " << at << " for the moment " << moment);
        host->kill(SIGKILL);
        REQUIRE(host->wait_exit(30s) == 128 + SIGKILL);
        ++kills;
        host = start_host({"--port", port, "--resume", save});
        REQUIRE(host->wait_line("listening on port " + port, 60s));
    }
    CHECK(kills >= 10);
    INFO(host->output());
    REQUIRE(host->wait_exit(300s) == 0);
    for (auto& c : clients) {
        CHECK(c->wait_exit(30s) == 0);
        const std::string said = c->output();
        CHECK(said.find("host lost, reconnecting...") != std::string::npos);
        CHECK(said.find("rejoined 127.0.0.1:" + port) != std::string::npos);
    }

    Parse over_lan = records.load(recorded);
    REQUIRE(over_lan.record);
    CHECK(over_lan.record->finished());
    uninterrupted.record->players = over_lan.record->players;
    CHECK(record_to_json(*over_lan.record) == record_to_json(*uninterrupted.record));
    for (const std::string& path : {save, backup_path(save), recorded, local}) std::filesystem::remove(path);
}

TEST_CASE("a host killed with SIGKILL again and again comes back from its autosave and the match ends as an "
          "uninterrupted one",
          "[net][process][crash]") {
    // Twelve rounds: about 170 actions, room for a dozen kills.
    process_crash_match(ProcessCrashRecords<RecordParse>{&load_record_file}, "knizia-zero", {"--rounds", "12"},
                        {"greedy", "greedy", "greedy", "greedy"}, "4711");
}

TEST_CASE("a Solèr host killed with SIGKILL again and again comes back from its autosave and the match ends as an "
          "uninterrupted one",
          "[net][process][crash][soler]") {
    process_crash_match(ProcessCrashRecords<soler::RecordParse>{&soler::load_record_file}, "soler-zero",
                        {"--games", "2"}, {"medium", "easy", "random", "medium"}, "4712");
}

TEST_CASE("a Zero Hero host killed with SIGKILL again and again comes back from its autosave and the match ends as "
          "an uninterrupted one",
          "[net][process][crash][hero]") {
    process_crash_match(ProcessCrashRecords<hero::RecordParse>{&hero::load_record_file}, "zero-hero", {"--games", "2"},
                        {"medium", "easy", "random", "medium"}, "4713");
}

TEST_CASE("after a host's crash and resume, a client asking for a player's seat by name is refused while the seat "
          "waits for its token: the client holding the token gets it back, with the same token",
          "[net][process][crash]") {
    loopback_only();
    const std::string save = temp_path("net-token-autosave");
    const std::string recorded = temp_path("net-token-record");
    const std::vector<std::string> common = {"--on-drop", "pause", "--record", recorded, "--no-discovery",
                                             "--progress", "--timeout", "120"};
    auto start_host = [&](std::vector<std::string> argv) {
        argv.insert(argv.begin(), {kCli, "host"});
        argv.insert(argv.end(), common.begin(), common.end());
        return std::make_unique<ChildProcess>(argv);
    };
    // A port outside the kernel's range for port 0, so no other socket takes it while the host is down.
    auto host = start_host({"--port", std::to_string(zero::test_ports::quiet_ports()), "--seats", "remote,remote,bot:greedy",
                            "--rounds", "6", "--seed", "31",
                            "--autosave", save});
    const std::string port = port_of(*host);
    auto join = [&](const std::string& name, const std::string& bot, const std::vector<std::string>& extra) {
        std::vector<std::string> argv = {kCli, "join", "127.0.0.1:" + port, "--name", name, "--bot", bot,
                                         "--delay-ms", "30", "--timeout", "120"};
        argv.insert(argv.end(), extra.begin(), extra.end());
        return std::make_unique<ChildProcess>(argv);
    };
    auto ann = join("Ann", "greedy", {"--lost-after-ms", "1000"});
    const auto joined = ann->wait_line("joined", 60s);
    REQUIRE(joined);
    REQUIRE(joined->find("seat 1 ") != std::string::npos);
    const std::string token = joined->substr(joined->find("token ") + 6);
    auto bob = join("Bob", "random", {"--lost-after-ms", "1000"});
    std::uint32_t at = 0;
    while (at < 10) {
        const auto line = host->wait_line("actions ", 60s);
        REQUIRE(line);
        at = static_cast<std::uint32_t>(std::stoul(line->substr(8)));
    }
    host->kill(SIGKILL);
    REQUIRE(host->wait_exit(30s) == 128 + SIGKILL);

    // Opened again; someone asks for Ann's seat by her name at once, before Ann's client has even
    // noticed the crash. The seat waits for its token (10 s): they are refused, ask again for the
    // 5 s given here, are refused again (Ann is back) and give up, never seated.
    host = start_host({"--port", port, "--resume", save});
    REQUIRE(host->wait_line("listening on port " + port, 60s));
    auto impostor = join("Ann", "greedy", {"--name-wait-ms", "5000"});
    CHECK(impostor->wait_exit(60s) == 1);
    CHECK(impostor->output().find("joined") == std::string::npos);
    const auto back = ann->wait_line("rejoined", 60s);
    REQUIRE(back);
    CHECK(back->find("seat 1 token " + token) != std::string::npos);  // her own seat, her own token
    INFO(host->output());
    REQUIRE(host->wait_exit(120s) == 0);
    CHECK(ann->wait_exit(30s) == 0);
    CHECK(bob->wait_exit(30s) == 0);
    CHECK(host->output().find("rejoined seat 1 as Ann") != std::string::npos);
    const RecordParse record = load_record_file(recorded);
    REQUIRE(record.record);
    CHECK(record.record->finished());
    CHECK(record.record->players == std::vector<std::string>{"Ann", "Bob", "greedy 3"});
    CHECK_FALSE(replay(*record.record).error);
    for (const std::string& path : {save, backup_path(save), recorded}) std::filesystem::remove(path);
}
