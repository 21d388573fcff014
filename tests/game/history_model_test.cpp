// SPDX-License-Identifier: GPL-3.0-or-later
// History's model (zero/game/history_view.hpp) over a folder of many generated records, some cut
// short, some not replaying, some of a game this build does not know: every match listed newest
// first, the filters by game and by a typed part of a name, a record exported byte for byte and
// one deleted, and a player's statistics as the records themselves say.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <string>
#include <vector>

#include "history_records.hpp"
#include "zero/game/history_view.hpp"

namespace fs = std::filesystem;
using zero::test::RecordTruth;

namespace {

int seat_of(const RecordTruth& t, const std::string& name) {
    const auto it = std::find(t.players.begin(), t.players.end(), name);
    return it == t.players.end() ? -1 : static_cast<int>(it - t.players.begin());
}

bool won(const RecordTruth& t, int seat) { return std::find(t.winners.begin(), t.winners.end(), seat) != t.winners.end(); }

std::string read(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("History's model lists and filters many records, damaged ones and an unknown game's among them") {
    const zero::test::ScratchDir dir;
    const std::vector<RecordTruth> truth = zero::test::write_records(dir.history(), 1200);
    zero::game::HistoryModel model(dir.saves());
    model.wait();
    REQUIRE(model.all().size() == truth.size());
    // Newest first, numbered from the oldest.
    CHECK(model.all().front().file == truth.back().file);
    CHECK(model.all().front().number == 1200);
    CHECK(model.all().back().number == 1);
    const auto damaged = std::count_if(truth.begin(), truth.end(), [](const auto& t) { return t.damaged; });
    CHECK(std::count_if(model.all().begin(), model.all().end(), [](const auto& m) { return m.damaged; }) == damaged);
    CHECK(model.games() == std::vector<std::string>{"knizia-zero", "soler-zero", "zero-hero", "chess"});
    CHECK(model.shown().size() == truth.size());

    for (const std::string game : {"soler-zero", "chess"}) {
        model.set_filter(game, "");
        CHECK(model.shown().size() ==
              static_cast<std::size_t>(std::count_if(truth.begin(), truth.end(), [&](const auto& t) { return t.game == game; })));
    }
    // A part of a name, letter case aside: only Ann's name holds "NN"; damaged records drop out.
    model.set_filter("", "NN");
    const auto anns = std::count_if(truth.begin(), truth.end(), [](const auto& t) { return !t.damaged && seat_of(t, "Ann") >= 0; });
    CHECK(model.shown().size() == static_cast<std::size_t>(anns));
    model.set_filter("zero-hero", "ann");
    for (const std::size_t i : model.shown()) {
        CHECK(model.all()[i].game == "zero-hero");
        CHECK(model.all()[i].seat_of("Ann") >= 0);
    }
    CHECK(model.player_names().size() == zero::test::kNames.size());
}

TEST_CASE("History's model exports a record, deletes one, and gives a player's statistics as the records say") {
    const zero::test::ScratchDir dir;
    std::vector<RecordTruth> truth = zero::test::write_records(dir.history(), 300);
    zero::game::HistoryModel model(dir.saves());
    model.wait();

    const fs::path out = dir.path / "exported";
    fs::create_directories(out);
    std::string error;
    const auto file = model.export_to(5, out.string(), error);
    REQUIRE(file);
    CHECK(error.empty());
    CHECK(read(*file) == read(dir.history() / model.all()[5].file));

    // The newest of Ann's matches of Solèr's ZERO, deleted.
    model.set_filter("soler-zero", "Ann");
    REQUIRE(!model.shown().empty());
    const std::string gone = model.all()[model.shown().front()].file;
    CHECK(model.remove(model.shown().front()).empty());
    CHECK(!fs::exists(dir.history() / gone));
    CHECK(model.all().size() == 299);
    for (std::size_t i = 0; i < model.all().size(); ++i) CHECK(model.all()[i].number == static_cast<int>(299 - i));
    std::erase_if(truth, [&](const auto& t) { return t.file == gone; });

    // Ann's figures from the records: her finished matches, her wins, her longest run of wins.
    int matches = 0;
    int wins = 0;
    int run = 0;
    int streak = 0;
    for (const RecordTruth& t : truth) {
        const int seat = seat_of(t, "Ann");
        if (t.damaged || seat < 0) continue;
        ++matches;
        run = won(t, seat) ? run + 1 : 0;
        wins += won(t, seat) ? 1 : 0;
        streak = std::max(streak, run);
    }
    const zero::history::PlayerStats stats = model.stats("ann");
    CHECK(stats.overall.matches == matches);
    CHECK(stats.overall.wins == wins);
    CHECK(stats.overall.longest_winning_streak == streak);
    CHECK(stats.results.size() == static_cast<std::size_t>(matches));

    // A new opening reads the folder as it is now.
    zero::game::HistoryModel again(dir.saves());
    again.wait();
    CHECK(again.all().size() == 299);
}

// Leaving History before its first read is done (a large history) must not wait for it: the read
// is held at its start here until the screen has gone, so a model that waited would never go (the
// wait below is only a guard against that hang). The next opening takes the read over, and a
// read left finished is not read again beside.
TEST_CASE("History left during its first read goes at once, and the next opening takes the read over") {
    const zero::test::ScratchDir dir;
    const std::vector<RecordTruth> truth = zero::test::write_records(dir.history(), 300);
    std::promise<void> gate;
    const std::shared_future<void> open = gate.get_future().share();
    std::atomic<int> reads{0};
    const auto held = [&reads, open] {
        ++reads;
        open.wait();
    };
    auto leave = std::async(std::launch::async, [&] {
        const zero::game::HistoryModel model(dir.saves(), held);
        return true;
    });
    const bool left = leave.wait_for(std::chrono::seconds(120)) == std::future_status::ready;
    if (!left) gate.set_value();
    REQUIRE(left);
    CHECK(zero::game::HistoryModel::read_left_running(dir.saves()));

    {
        zero::game::HistoryModel again(dir.saves(), held);
        CHECK_FALSE(zero::game::HistoryModel::read_left_running(dir.saves()));
        CHECK_FALSE(again.ready());
        gate.set_value();
        again.wait();
        CHECK(reads == 1);
        CHECK(again.all().size() == truth.size());
    }
    // Once read, a new opening reads the folder afresh (the index now makes it quick).
    zero::game::HistoryModel third(dir.saves(), held);
    third.wait();
    CHECK(reads == 2);
    CHECK(third.all().size() == truth.size());
}

TEST_CASE("An exported record goes to the Documents folder, or home without one") {
    const zero::test::ScratchDir dir;
    const std::string old_home = std::getenv("HOME") != nullptr ? std::getenv("HOME") : "";
    ::setenv("HOME", dir.saves().c_str(), 1);
    ::unsetenv("XDG_DOCUMENTS_DIR");
    CHECK(zero::game::export_folder() == dir.saves());
    fs::create_directories(dir.path / "Documents");
    CHECK(zero::game::export_folder() == (dir.path / "Documents").string());
    ::setenv("HOME", old_home.c_str(), 1);
    CHECK(zero::game::name_contains("Joanna", "ANN"));
    CHECK(!zero::game::name_contains("Bob", "ann"));
}
