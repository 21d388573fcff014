// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The online tests' yardstick: a match played online (a host's greedy client against its random
// bot, or the bots given, seed 4242) must record exactly what the same match played locally records.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "../net/child_process.hpp"
#include "../scratch_dir.hpp"
#include "zero/saves/knizia_record_json.hpp"
#include "zero/saves/save_store.hpp"

namespace zero::lobby_testing {

inline std::string scratch_record(const std::string& name) { return test_scratch::scratch_file(name + ".json"); }

// Compares the host's record at `recorded` with `zero-cli simulate` of the same match, and removes both.
inline void check_equals_local_play(const std::string& cli, const std::string& recorded,
                                    const std::string& bots = "greedy,random") {
    using namespace std::chrono_literals;
    const std::string local = scratch_record("local-play-record");
    net::testing::ChildProcess simulate(
        {cli, "simulate", "--players", "2", "--bots", bots, "--seed", "4242", "--record", local});
    REQUIRE(simulate.wait_exit(20s) == 0);
    knizia::RecordParse online = knizia::load_record_file(recorded);
    knizia::RecordParse played_here = knizia::load_record_file(local);
    REQUIRE(online.record);
    REQUIRE(played_here.record);
    CHECK(online.record->finished());
    // Player names differ (the client chose its own); everything else must be identical.
    played_here.record->players = online.record->players;
    CHECK(knizia::record_to_json(*online.record) == knizia::record_to_json(*played_here.record));
    std::filesystem::remove(recorded);
    std::filesystem::remove(local);
}

}  // namespace zero::lobby_testing
