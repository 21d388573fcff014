// SPDX-License-Identifier: GPL-3.0-or-later
// High Card's saves at the command line, as every game's: `zero-cli saves show` describes one, and
// `zero-cli resume` plays it on to the match a local table plays from the same seed.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <memory>

#include "child_process.hpp"
#include "zero/highcard/bot.hpp"
#include "zero/highcard/record_json.hpp"
#include "zero/highcard/save.hpp"

using namespace zero;
using zero::net::testing::ChildProcess;
namespace fs = std::filesystem;

namespace {

// What zero-cli printed, once it has ended with `status`.
std::string run_cli(const std::vector<std::string>& args, int status) {
    std::vector<std::string> argv{ZERO_CLI_PATH};
    argv.insert(argv.end(), args.begin(), args.end());
    ChildProcess cli(argv);
    REQUIRE(cli.started());
    const std::optional<int> exit = cli.wait_exit(std::chrono::seconds(60));
    const std::string out = cli.output();
    INFO(out);
    CHECK(exit == status);
    return out;
}

}  // namespace

TEST_CASE("zero-cli shows a High Card save and resumes it to the match a local table plays", "[highcard][cli]") {
    const fs::path dir = fs::current_path() / ("highcard-saves." + std::to_string(::getpid()));
    fs::create_directories(dir);
    const std::vector<std::string> kinds = {"greedy", "random", "greedy"};
    highcard::Rules rules = highcard::default_rules(3);
    rules.games = 2;
    std::vector<SavedSeat> seats;
    for (std::size_t s = 0; s < kinds.size(); ++s) seats.push_back(SavedSeat::bot_seat(kinds[s], "bot " + std::to_string(s)));
    const std::string save = (dir / "hc.zsave").string();
    REQUIRE(highcard::write_save(save, highcard::make_save(highcard::new_match(rules, 11), seats, 100)).empty());

    const std::string shown = run_cli({"saves", "--save-dir", dir.string(), "show", "hc"}, 0);
    CHECK(shown.find(": high-card, seed 11, game 1 of 2, 0 actions\n") != std::string::npos);
    CHECK(shown.find(", to act\n") != std::string::npos);  // the game's leader
    CHECK(shown.find("  seat 0: bot 0 (bot greedy), total 0") != std::string::npos);

    const std::string record = (dir / "resumed.json").string();
    const std::string resumed =
        run_cli({"resume", "hc", "--save-dir", dir.string(), "--record", record, "--json"}, 0);
    CHECK(resumed.find("\"resumed_game\":1,\"resumed_actions\":0,\"game\":\"high-card\",\"games\":2") !=
          std::string::npos);
    CHECK_FALSE(fs::exists(save));  // finished: its record went to the history

    // The same bots from the same seed at a local table reach the same totals.
    std::vector<std::unique_ptr<core::SeatController<highcard::TableGame>>> bots;
    for (Seat seat = 0; seat < 3; ++seat) bots.push_back(highcard::make_bot(kinds[static_cast<std::size_t>(seat)], 11, seat));
    core::Table<highcard::TableGame> table(highcard::new_match(rules, 11), std::move(bots));
    table.run();
    const highcard::RecordParse parsed = highcard::load_record_file(record);
    INFO(parsed.error);
    REQUIRE(parsed.record);
    CHECK(parsed.record->finished());
    CHECK(parsed.record->totals == std::vector<int>(table.state().totals.begin(), table.state().totals.begin() + 3));
    fs::remove_all(dir);
}
